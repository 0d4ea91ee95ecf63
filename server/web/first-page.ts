import type { Language } from '../../src/core/languages.js';

/** A JSON data block; `<` escaped so that no value can close the element. Data, not script: the CSP holds. */
export function dataBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The product list as a page carries it: each name in the page's language only, as its strings are (the
 * page's data says which; shown in another, the client reads the list again: src/components/product-list.tsx).
 */
export const namedIn = <P extends { names: Partial<Record<Language, string>> }>(items: P[], lang: Language): P[] =>
  items.map((p) => ({ ...p, names: p.names[lang] ? { [lang]: p.names[lang] } : {} }));

/**
 * The first HTML by language, from the built page: its `<html lang>` and the core strings of that language
 * (`#up-strings`, which the core reads as it starts) are made once per language and kept. Each request's own parts
 * go in beside them: `screen` into #app (the first screen, server/web/first-screen.ts, which the first paint
 * shows), `data` (the product snapshot, app info) after it. All of it sits before the app's script (the page's
 * last), so whichever screen renders first finds it there.
 */
export function firstPages(html: string, coreStrings: (lang: Language) => object | undefined): (lang: Language, screen: string, data: string) => string {
  const app = html.indexOf('<div id="app">') + '<div id="app">'.length;
  const scriptAt = html.lastIndexOf('<script');
  const cut = scriptAt > app ? scriptAt : html.lastIndexOf('</body>');
  const made = new Map<Language, [head: string, middle: string, tail: string]>();
  return (lang, screen, data) => {
    let page = made.get(lang);
    if (!page) {
      const strings = coreStrings(lang);
      const head = html.slice(0, app).replace(/<html(\s+lang="[^"]*")?/, `<html lang="${lang}"`);
      page = [head, html.slice(app, cut) + (strings ? dataBlock('up-strings', { language: lang, strings }) : ''), html.slice(cut)];
      made.set(lang, page);
    }
    return page[0] + screen + page[1] + data + page[2];
  };
}
