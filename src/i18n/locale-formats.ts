import type { Language } from '../core/languages.js';
import type { LocaleFormats } from './locale-patterns.js';
import all from './locale-formats.json';

// From source, every language's patterns are here. build.mjs puts locale-formats.built.ts in this file's place,
// which reads them from the language's core strings: the page carries its own language's only.

/** The number and date patterns of `lang`. */
export const localeFormats = (lang: Language): LocaleFormats => (all as unknown as Record<Language, LocaleFormats>)[lang];
