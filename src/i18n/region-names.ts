import type { Language } from '../core/languages.js';

// Apart from the region list (regions.ts, the nationality select's, in the withdraw area): verification uses these too,
// so they are in the core, and the list is not.

// Languages whose code is not also their region's (zh-TW → TW, fr → FR, id → ID and so on are).
const otherRegions: Partial<Record<Language, string>> = { en: 'US', ja: 'JP', ko: 'KR', vi: 'VN' };

/** The nationality a new form starts with: the region of the interface language (en → US, zh-CN → CN). */
export function languageRegion(lang: Language): string {
  return otherRegions[lang] ?? lang.slice(-2).toUpperCase();
}

/** Names regions in `lang`; where `Intl.DisplayNames` is missing (Chrome < 81) a region is its bare code. */
export function regionNamer(lang: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([lang], { type: 'region' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}
