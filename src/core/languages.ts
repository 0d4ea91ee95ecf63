/** The ten interface languages, in the order the language picker lists them. */
export const languages = ['zh-TW', 'zh-CN', 'en', 'ja', 'th', 'vi', 'id', 'ko', 'fr', 'de'] as const;
export type Language = (typeof languages)[number];

/** Traditional Chinese, per the product spec. */
export const defaultLanguage: Language = 'zh-TW';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The first of a device's languages (BCP 47 tags, best first, as `navigator.languages` lists them) that Uptick
 * speaks: by primary language, and for Chinese by script or region — Traditional for Hant, TW, HK and MO,
 * Simplified for Hans, CN, SG and MY, and Traditional (the platform's default) for a bare `zh`.
 */
export function bestLanguage(preferred: readonly string[]): Language | undefined {
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    const primary = lower.split('-')[0];
    if (primary === 'zh') return /-(hans|cn|sg|my)\b/.test(lower) && !/-hant\b/.test(lower) ? 'zh-CN' : 'zh-TW';
    const found = languages.find((l) => l === primary);
    if (found) return found;
  }
  return undefined;
}

/** Each language's name in itself (endonym), so anyone can find their own in the picker. */
export const languageNames: Record<Language, string> = {
  'zh-TW': '繁體中文',
  'zh-CN': '简体中文',
  en: 'English',
  ja: '日本語',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  id: 'Bahasa Indonesia',
  ko: '한국어',
  fr: 'Français',
  de: 'Deutsch',
};

/**
 * The cookie that mirrors the stored language choice on our own page, so the server sends the first HTML with
 * that language's strings (server/routes/web.ts). Its value is a language of `languages`.
 */
export const languageCookie = 'lang';
