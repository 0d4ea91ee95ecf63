import rosetta from 'rosetta';
import { signal } from '@preact/signals';
import { defaultLanguage, isLanguage, type Language } from '../core/languages.js';
import zhTW from '../../locales/zh-TW.json';

export type Dictionary = typeof zhTW;

const i18n = rosetta<Dictionary>({ [defaultLanguage]: zhTW });
i18n.locale(defaultLanguage);

/** The language shown; components that call `t` re-render when it changes. */
export const language = signal<Language>(defaultLanguage);
const loaded = new Set<Language>([defaultLanguage]);

/** Translates a dotted key; `{{name}}` placeholders are filled from `params`. */
export function t(key: string, params?: Record<string, string | number>): string {
  return i18n.t(key, params, language.value);
}

/** Like `t`, but undefined when the key is missing (for codes from the server that may be new). */
export function tMaybe(key: string, params?: Record<string, string | number>): string | undefined {
  return t(key, params) || undefined;
}

/**
 * Switches language, fetching its dictionary the first time (only the default ships in the bundle).
 * `fetchJson` is injected so the API client's timeouts and base URL apply.
 */
export async function setLanguage(next: string, fetchDictionary: (lang: Language) => Promise<Dictionary>): Promise<void> {
  const lang = isLanguage(next) ? next : defaultLanguage;
  if (!loaded.has(lang)) {
    i18n.set(lang, await fetchDictionary(lang));
    loaded.add(lang);
  }
  language.value = lang;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
