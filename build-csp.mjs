import { createHash } from 'node:crypto';

// The page's own scripts run inline (a second request would cost the first visit a round trip), so its CSP names
// each by hash: today the core alone, and any script public/index.html gains without a change here. JSON data
// blocks (`type="application/json"`) are not scripts.

/** The inline scripts of a page, in order. */
export function inlineScripts(html) {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
}

/** A CSP source for an inline script's text. */
export const scriptHash = (text) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
