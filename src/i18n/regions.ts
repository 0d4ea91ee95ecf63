import type { Language } from '../core/languages.js';

// ISO 3166-1 alpha-2, all 249, grouped by first letter ("AD…" = AD, AE, …): a fifth of the bytes of a plain list.
const isoGroups =
  'ADEFGILMOQRSTUWXZ BABDEFGHIJLMNOQRSTVWYZ CACDFGHIKLMNORUVWXYZ DEJKMOZ ECEGHRST FIJKMOR GABDEFGHILMNPQRSTUWY ' +
  'HKMNRTU IDELMNOQRST JEMOP KEGHIMNPRWYZ LABCIKRSTUVY MACDEFGHKLMNOPQRSTUVWXYZ NACEFGILOPRUZ OM PAEFGHKLMNRSTWY QA ' +
  'REOSUW SABCDEGHIJKLMNORSTVXYZ TCDFGHJKLMNORTVWZ UAGMSYZ VACEGINU WFS YET ZAMW';

/** Every ISO 3166-1 alpha-2 region code. */
export const regionCodes: string[] = isoGroups.split(' ').flatMap((group) => [...group.slice(1)].map((second) => group[0] + second));

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
