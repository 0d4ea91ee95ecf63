import type { AreaName } from './area-names.js';
import type { Dictionary } from '../i18n/i18n.js';
import formats from '../i18n/locale-formats.json';
import { defaultLanguage, type Language } from '../core/languages.js';

// From source (tests, tsx), an area is its module and a language its whole file. build.mjs puts
// fetch-chunk.built.ts in this file's place, which fetches the content-hashed chunks it wrote.

const sources: Record<AreaName, () => Promise<unknown>> = {
  'sign-in': () => import('./sign-in.js'),
  funds: () => import('./funds.js'),
  withdraw: () => import('./withdraw.js'),
  records: () => import('./records.js'),
  orders: () => import('./orders.js'),
  user: () => import('./user.js'),
  help: () => import('./help.js'),
  charts: () => import('./charts.js'),
  savings: () => import('./savings.js'),
  verification: () => import('./verification.js'),
  events: () => import('./events.js'),
  news: () => import('./news.js'),
  messages: () => import('./messages.js'),
  security: () => import('./security.js'),
};

export async function fetchArea(_base: string, name: AreaName): Promise<void> {
  await sources[name]();
}

/** A part's strings in `lang`; from source, the whole locale file with its patterns (the default one is in from the start: build-dev.mjs, the tests). */
export async function fetchStrings(base: string, lang: Language, _part: string): Promise<Partial<Dictionary>> {
  if (lang === defaultLanguage) return {};
  const response = await fetch(`${base}locales/${lang}.json`);
  if (!response.ok) throw new Error(`locale ${lang}: HTTP ${response.status}`);
  return { ...((await response.json()) as Dictionary), formats: formats[lang] } as Dictionary;
}

/** From source an area is a module of the same program: no file to fetch ahead. */
export function fileUrls(_base: string, _areas: readonly AreaName[], _parts: readonly string[], _lang: Language): string[] {
  return [];
}
