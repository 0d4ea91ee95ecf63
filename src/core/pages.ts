/**
 * The long texts served by `GET /api/pages/:slug`, one row per language: help (how trading and money work),
 * rules (the trading rules), risk (the notice accepted before the first order), about, privacy (the privacy
 * policy), info (platform information), terms (the terms of use accepted at registration) and highlights (home's
 * cards, one paragraph each).
 */
export const pageSlugs = ['help', 'rules', 'risk', 'about', 'privacy', 'info', 'terms', 'highlights'] as const;
export type PageSlug = (typeof pageSlugs)[number];

export function isPageSlug(value: unknown): value is PageSlug {
  return typeof value === 'string' && (pageSlugs as readonly string[]).includes(value);
}

/** A page as the API sends it. `body` is plain text, paragraphs separated by a blank line; never markup. */
export interface PageView {
  slug: PageSlug;
  title: string;
  body: string;
  /** The language actually served: the one asked for, or zh-TW when that one has no text. */
  lang: string;
}
