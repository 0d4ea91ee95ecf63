import { bestLanguage, defaultLanguage, isLanguage, languageCookie, type Language } from '../../src/core/languages.js';

/**
 * The language tags of an `Accept-Language` header, best first: by quality value (ties keep the header's
 * order), without `*` and without the ones refused (`q=0`) or malformed.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';').map((p) => p.trim());
      const q = params.map((p) => /^q=([01](?:\.\d{0,3})?)$/i.exec(p)).find(Boolean);
      return { tag, index, quality: q ? Number(q[1]) : params.some((p) => /^q=/i.test(p)) ? 0 : 1 };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((l) => l.tag);
}

/** The value of cookie `name` in a `Cookie` header, if it is there. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The language of a first HTML: the one its address asks for (`?lang=`, what embed.js's frame carries, so a
 * partner's chosen language needs no second round trip either), else the visitor's stored choice (the cookie
 * the client mirrors it in), else the best match of `Accept-Language` among ours by the client's own rules
 * (`bestLanguage`), else zh-TW.
 */
export function pageLanguage(headers: { cookie?: string; 'accept-language'?: string }, asked?: unknown): Language {
  if (isLanguage(asked)) return asked;
  const stored = cookieValue(headers.cookie, languageCookie);
  if (isLanguage(stored)) return stored;
  return bestLanguage(acceptedLanguages(headers['accept-language'])) ?? defaultLanguage;
}
