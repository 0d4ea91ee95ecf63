import type { Language } from '../../src/core/languages.js';
import { addStrings, language } from '../../src/i18n/i18n.js';
import localeFormats from '../../src/i18n/locale-formats.json';
import zhTW from '../../locales/zh-TW.json';

// The default language's words, as uptick.js carries them.
addStrings('core', 'zh-TW', { ...zhTW, formats: localeFormats['zh-TW'] });

/** Shows `lang` as the app does once its core strings are in: they carry the language's number and date patterns. */
export function showLanguage(lang: Language): void {
  addStrings('core', lang, { formats: localeFormats[lang] });
  language.value = lang;
}
