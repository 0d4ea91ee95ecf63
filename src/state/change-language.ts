import { isLanguage } from '../core/languages.js';
import { setLanguage } from '../i18n/i18n.js';
import type { Services } from './services.js';

/** Switches the UI language (its strings fetched first, where `mount()` said) and remembers it under `language`. */
export async function changeLanguage(services: Services, lang: string): Promise<void> {
  // Only the switch that took effect is remembered (a slower, earlier pick finishing last is not).
  if ((await setLanguage(lang)) && isLanguage(lang)) services.store.set('language', lang);
}
