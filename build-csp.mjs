import { createHash } from 'node:crypto';

// The page's own scripts run inline (a second request would cost the first visit a round trip), so its CSP names
// each by hash: the core, and in public/index.html's head the start of Intl (25-70 ms the first time a page makes
// a formatter, paid there while the rest of the page arrives: docs/decisions.md, "Intl starts in the head"). JSON data blocks (`type="application/json"`) are not scripts.

/** The inline scripts of a page, in order. */
export function inlineScripts(html) {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
}

/** A CSP source for an inline script's text. */
export const scriptHash = (text) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
