import type { Language } from '../../src/core/languages.js';
import { addStrings, language } from '../../src/i18n/i18n.js';
import localeFormats from '../../src/i18n/locale-formats.json';

/** Shows `lang` as the app does once its core strings are in: they carry the language's number and date patterns. */
export function showLanguage(lang: Language): void {
  addStrings('core', lang, { formats: localeFormats[lang] });
  language.value = lang;
}
