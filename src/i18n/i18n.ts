import rosetta from 'rosetta';
import { signal } from '@preact/signals';
import { defaultLanguage, isLanguage, type Language } from '../core/languages.js';
import zhTW from '../../locales/zh-TW.json';

export type Dictionary = typeof zhTW;

const i18n = rosetta<Dictionary>({ [defaultLanguage]: zhTW });
i18n.locale(defaultLanguage);

/** The language shown; components that call `t` re-render when it changes. */
export const language = signal<Language>(defaultLanguage);

/** Fetches one part's strings (`core`, or an area) in one language; `mount()` says from where. */
export type StringsSource = (lang: Language, part: string) => Promise<Partial<Dictionary>>;
let source: StringsSource = async () => ({});
export function setStringsSource(next: StringsSource): void {
  source = next;
}

/** Which languages each part's strings are in; the default language's core strings ship in the bundle. */
const have: Record<string, Set<Language>> = { core: new Set([defaultLanguage]) };
/** Long enough for a slow 3G phone, short enough that a stalled file does not hold a screen forever. */
const stallMs = 15_000;

/** Loads a part's strings in `lang` once; rejects if they fail or stall, leaving what was there. */
export async function loadStrings(part: string, lang: Language): Promise<void> {
  if (have[part]?.has(lang)) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stalled = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`strings ${part}.${lang}: stalled`)), stallMs)));
  try {
    // rosetta merges a language's table key by key, so parts land side by side.
    i18n.set(lang, (await Promise.race([source(lang, part), stalled])) as Dictionary);
  } finally {
    clearTimeout(timer);
  }
  (have[part] ??= new Set()).add(lang);
}
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

/**
 * Switches language once every part loaded so far (core and the areas opened) has its strings in it;
 * if any fails, the language stays as it was and the caller says so.
 */
export async function setLanguage(next: string, from?: StringsSource): Promise<void> {
  if (from) setStringsSource(from);
  const lang = isLanguage(next) ? next : defaultLanguage;
  await Promise.all(Object.keys(have).map((part) => loadStrings(part, lang)));
  language.value = lang;
}
