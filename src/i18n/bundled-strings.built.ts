import type { Dictionary } from './i18n.js';
import type { Language } from '../core/languages.js';

/** None in the built core: its strings come with the page, or are fetched (src/i18n/bundled-strings.ts). */
export const bundledStrings: Partial<Record<Language, Dictionary>> = {};
