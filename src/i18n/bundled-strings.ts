import zhTW from '../../locales/zh-TW.json';
import formats from './locale-formats.json';
import type { Dictionary } from './i18n.js';
import type { Language } from '../core/languages.js';

// From source (tests, tsx), the default language's whole file is in. build.mjs puts bundled-strings.built.ts in
// this file's place, which carries none: the page carries its language's core strings as data
// (server/routes/web.ts), and uptick.js on a partner's page fetches them.

/** The strings every part has from the start, by language, with the language's patterns as built pages carry them. */
export const bundledStrings: Partial<Record<Language, Dictionary>> = { 'zh-TW': { ...zhTW, formats: formats['zh-TW'] } as Dictionary };
