import { defaultLanguage, type Language } from '../core/languages.js';
import type { LocaleFormats } from './locale-patterns.js';
import { stringsTable } from './i18n.js';

/**
 * The number and date patterns of `lang`, from its core strings (build.mjs adds them there as `formats`); the
 * default language's when they are not in, as its words are (src/i18n/locale-formats.ts is the source's).
 */
export const localeFormats = (lang: Language): LocaleFormats => (stringsTable(lang)?.formats ?? stringsTable(defaultLanguage)!.formats) as LocaleFormats;
