import { defaultLanguage, type Language } from '../core/languages.js';
import type { LocaleFormats } from './locale-patterns.js';
import { stringsTable } from './i18n.js';

/**
 * The number and date patterns of `lang`, from its core strings, which carry them as `formats` (build.mjs adds
 * them; from source, build-dev.mjs and src/areas/fetch-chunk.ts). The interface shows a language
 * only once its core strings are in (src/i18n/i18n.ts), so they are there; else the default language's, which
 * uptick.js carries.
 */
export const localeFormats = (lang: Language): LocaleFormats => (stringsTable(lang)?.formats ?? stringsTable(defaultLanguage)!.formats) as LocaleFormats;
