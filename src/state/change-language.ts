import { isLanguage } from '../core/languages.js';
import { setLanguage, type Dictionary } from '../i18n/i18n.js';
import type { Services } from './services.js';

/** Switches the UI language and remembers it under `language`. */
export async function changeLanguage(services: Services, lang: string): Promise<void> {
  await setLanguage(lang, async (code) => {
    const response = await fetch(`${services.assetBase}locales/${code}.json`);
    if (!response.ok) throw new Error(`locale ${code}: HTTP ${response.status}`);
    return (await response.json()) as Dictionary;
  });
  if (isLanguage(lang)) services.store.set('language', lang);
}
