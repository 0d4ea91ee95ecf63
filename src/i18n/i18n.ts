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

/**
 * Translates a dotted key; `{{name}}` placeholders are filled from `params`. A message with plural forms (an
 * object of CLDR categories: `one`, `other` …) takes the form `Intl.PluralRules` picks for `params.count` in
 * that language. A key the chosen language lacks (its file is older than the code) falls back to zh-TW,
 * which always has every key, so no label is ever blank.
 */
export function t(key: string, params?: Record<string, string | number>): string {
  return translate(language.value, key, params) || translate(defaultLanguage, key, params);
}

function translate(lang: Language, key: string, params?: Record<string, string | number>): string {
  const value: unknown = i18n.t(key, params, lang);
  if (typeof value !== 'object') return value as string;
  const form = new Intl.PluralRules(lang).select(Number(params?.count));
  return i18n.t(`${key}.${form}`, params, lang) || i18n.t(`${key}.other`, params, lang);
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
}
