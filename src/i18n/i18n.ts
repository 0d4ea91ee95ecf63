import rosetta from 'rosetta';
import { signal } from '@preact/signals';
import { defaultLanguage, isLanguage, type Language } from '../core/languages.js';
import type zhTW from '../../locales/zh-TW.json';
import type { CheckedKey } from './message-key.js';
import { pluralOf } from './locale-patterns.js';

export type Dictionary = typeof zhTW;
export type { MessageKey } from './message-key.js';

// No strings to begin with: the page carries its language's core strings (`addStrings`), uptick.js the default
// language's, and every other part's are fetched.
const i18n = rosetta<Dictionary>({});
i18n.locale(defaultLanguage);

/** The language shown; components that call `t` re-render when it changes. */
export const language = signal<Language>(defaultLanguage);

/** The strings in `lang` that are here, by namespace; built pages carry more than words in them (`formats`). */
export const stringsTable = (lang: Language): Record<string, unknown> | undefined => i18n.table(lang) as Record<string, unknown> | undefined;

/** Fetches one part's strings (`core`, or an area) in one language; `mount()` says from where. */
export type StringsSource = (lang: Language, part: string) => Promise<Partial<Dictionary>>;
let source: StringsSource = async () => ({});
export function setStringsSource(next: StringsSource): void {
  source = next;
}

/**
 * Which languages each part's strings are in; the core's come with the page (`addStrings`). A part is listed
 * from the moment its first load starts, so a language switch meanwhile loads it too.
 */
const have: Record<string, Set<Language>> = { core: new Set() };
const pending: Record<string, Promise<void>> = {};
/** Long enough for a slow 3G phone, short enough that a stalled file does not hold a screen forever. */
const stallMs = 15_000;

/** Takes a part's strings in `lang` that are already here (the page's core strings): no load, no wait. */
export function addStrings(part: string, lang: Language, table: Record<string, object>): void {
  // rosetta merges a language's table by namespace only; a namespace two parts carry (the core's few
  // refusals, all of them in `refusals`) is merged a level deeper, whichever lands first.
  const current: Record<string, object> = i18n.table(lang) ?? {};
  for (const ns in table) table[ns] = { ...current[ns], ...table[ns] };
  i18n.set(lang, table as Dictionary);
  (have[part] ??= new Set()).add(lang);
}

/** Loads a part's strings in `lang` once; rejects if they fail or stall, leaving what was there. */
export function loadStrings(part: string, lang: Language): Promise<void> {
  const known = (have[part] ??= new Set());
  if (known.has(lang)) return Promise.resolve();
  const id = `${part}.${lang}`;
  return (pending[id] ??= (async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stalled = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`strings ${id}: stalled`)), stallMs)));
    try {
      addStrings(part, lang, await Promise.race([source(lang, part), stalled]));
    } finally {
      clearTimeout(timer);
      delete pending[id];
    }
  })());
}

/**
 * Translates a dotted key; `{{name}}` placeholders are filled from `params`. A message with plural forms (an
 * object of CLDR categories: `one`, `other` …) takes the form `Intl.PluralRules` picks for `params.count` in
 * that language. A key the chosen language lacks (its file is older than the code) falls back to zh-TW
 * where its strings are in (test/unit/locales.test.ts keeps every language whole, so the page's own language
 * needs no second one). A literal key must be one of its `MessageKey`s.
 */
export function t<K extends string>(key: CheckedKey<K>, params?: Record<string, string | number>): string {
  // A blank label is a build that left a key out of a part's strings: loud, so the browser walks fail on it.
  return tryT(key, params) || (console.error('uptick: no text for', key), '');
}

/** `t` for a key built from what the server sent (an error code, a method id): '' if no text, for a fallback. */
export function tryT(key: string, params?: Record<string, string | number>): string {
  return translate(language.value, key, params) || translate(defaultLanguage, key, params);
}

function translate(lang: Language, key: string, params?: Record<string, string | number>): string {
  const value: unknown = i18n.t(key, params, lang);
  if (typeof value !== 'object') return value as string;
  const form = pluralOf(lang, Number(params?.count));
  return i18n.t(`${key}.${form}`, params, lang) || i18n.t(`${key}.other`, params, lang);
}

let latestSwitch = 0;

/** Whether `part` (by default every part listed) has its strings in `lang`, so that a switch to it needs no load. */
export const hasStrings = (lang: Language, part?: string): boolean => (part ? [have[part]] : Object.values(have)).every((langs) => langs?.has(lang));

/**
 * Switches to `lang` at once if the core's strings in it are here (a mount's first render: the page's), and
 * says whether it did. Areas another mount on the page has loaded catch up by the switch that follows
 * (`setLanguage`), showing zh-TW where it is in meanwhile.
 */
export function switchIfLoaded(lang: Language): boolean {
  if (!hasStrings(lang, 'core')) return false;
  ++latestSwitch;
  language.value = lang;
  return true;
}

/**
 * Switches language once every part (core and the areas loaded or loading) has its strings in it, and says
 * whether it did: a later switch that finished first wins, and if any part fails, the language stays as it
 * was and the caller says so.
 */
export async function setLanguage(next: string, from?: StringsSource): Promise<boolean> {
  if (from) setStringsSource(from);
  const lang = isLanguage(next) ? next : defaultLanguage;
  const mine = ++latestSwitch;
  // Parts that start loading while we wait are listed in `have` by then: go round until none lacks `lang`.
  for (let missing: string[]; (missing = Object.keys(have).filter((part) => !have[part].has(lang))).length; ) {
    await Promise.all(missing.map((part) => loadStrings(part, lang)));
  }
  if (mine !== latestSwitch) return false;
  language.value = lang;
  return true;
}
