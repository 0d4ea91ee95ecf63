// The bytes budgets of docs/design.md, as a check: prints a table per chunk and fails when any is over. Run by
// tsx: it assembles the page with the server's own code.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from '../build.mjs';
import { dataBlock, firstPages, namedIn } from '../server/web/first-page.ts';
import { firstScreen } from '../server/web/first-screen.ts';

const KB = 1024;
// 44 KB for the first HTML: ~1.2 KB of it buys the React API through preact/compat, ~1.9 KB the themes and a
// partner's accent (docs/decisions.md); raised from 40 KB when the page was full to its last 17 B.
// design.md's 90 KB holds for everything as the service worker loads it (the page and the packs). Fetched one
// by one, without the worker, the areas pay about 8 KB of gzip per-file overhead (each area and its strings
// compressed alone): 98 KB there, over design.md's figure, until the areas shed it, as written down in
// docs/decisions.md, "Everything together". Raised from 97 KB when the server's first screen came into the page
// and code left the core for the areas, each compressed alone.
const limits = { firstHtml: 44 * KB, area: 8 * KB, total: 98 * KB, packed: 90 * KB, embed: 2 * KB };
const gzip = (text) => gzipSync(text, { level: 9 }).length;

// Built into a folder of its own, not dist/: `npm test` runs this beside the browser suite, which builds dist/ as it serves it.
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-size-'));
const out = await build({ outDir, precompressed: false });
fs.rmSync(outDir, { recursive: true, force: true });
// An area's strings differ by language; its budget holds for the largest.
const largestStrings = (part) => Math.max(0, ...Object.values(out.stringFiles).filter((f) => f.part === part).map((f) => gzip(f.text)));
// The page as the server sends it, assembled as it does (server/web/first-page.ts): in a language, with that
// language's core strings, its first screen, and the product snapshot and app info of the demo (four products, recorded from
// `npm start`; the names in the page's language only, as the server puts them). Its budget holds for the heaviest language.
const demo = JSON.parse(fs.readFileSync(new URL('../test/fixtures/page-data.json', import.meta.url), 'utf8'));
const pageData = (lang) =>
  dataBlock('up-products', { ...demo['up-products'], items: namedIn(demo['up-products'].items, lang), language: lang }) + dataBlock('up-app-info', demo['up-app-info']);
const coreStrings = Object.fromEntries(Object.values(out.stringFiles).filter((f) => f.part === 'core').map((f) => [f.lang, JSON.parse(f.text)]));
const pages = firstPages(out.html, (lang) => coreStrings[lang]);
// The first screen drawn from the same snapshot (server/web/first-screen.ts), its prices as fresh as the page's.
const screen = (lang) =>
  firstScreen({ items: demo['up-products'].items, lang, strings: coreStrings[lang], atMs: Date.now(), simulated: demo['up-app-info'].feedSource === 'sim', stale: false });
const languages = Object.keys(coreStrings);
const firstHtml = Object.fromEntries(languages.map((lang) => [lang, gzip(pages(lang, screen(lang), pageData(lang)))]));
const [heaviestPage] = languages.sort((a, b) => firstHtml[b] - firstHtml[a]);

const rows = [{ name: `first HTML (core, CSS, ${heaviestPage} core strings, demo data)`, bytes: firstHtml[heaviestPage], limit: limits.firstHtml }];
for (const [name, chunk] of Object.entries(out.chunks)) {
  const js = gzip(chunk.js);
  const strings = largestStrings(name);
  rows.push({ name: `area ${name} (JS ${js} + strings ${strings})`, bytes: js + strings, limit: limits.area });
}
// The refusal texts the core leaves out come with the first area, in a file of their own.
rows.push({ name: 'strings refusals (the error texts the core lacks)', bytes: largestStrings('refusals'), limit: limits.area });
// Everything the app can ever load, for the language that loads most: its page (which carries its core
// strings), every area's JS, and that language's strings of every other part.
const stringsIn = (lang) =>
  Object.values(out.stringFiles)
    .filter((f) => f.lang === lang && f.part !== 'core')
    .reduce((sum, f) => sum + gzip(f.text), 0);
const js = Object.values(out.chunks).reduce((sum, chunk) => sum + gzip(chunk.js), 0);
const [heaviest, total] = languages.map((lang) => [lang, firstHtml[lang] + js + stringsIn(lang)]).sort((a, b) => b[1] - a[1])[0];
rows.push({ name: `everything together (${heaviest}, the heaviest)`, bytes: total, limit: limits.total });
// The same files packed for the service worker (build.mjs, packFiles), which a visit it serves loads instead:
// every chunk, and the language's strings. Within what design.md's 90 KB leaves after the page.
const packs = (lang) => gzip(out.packs.files[out.packs.js]) + gzip(out.packs.files[out.packs.strings.replace('{lang}', lang)]);
const [packedLang] = languages.sort((a, b) => packs(b) - packs(a));
rows.push({ name: `the worker's packs (every chunk, ${packedLang} strings)`, bytes: packs(packedLang), limit: limits.packed - firstHtml[packedLang] });
// The partner's loader runs on their page, not in the app: its own budget, outside everything together.
rows.push({ name: 'embed.js (the partner\'s loader)', bytes: gzip(out.embed), limit: limits.embed });

let failed = false;
for (const row of rows) {
  const over = row.bytes > row.limit;
  failed ||= over;
  const percent = ((row.bytes / row.limit) * 100).toFixed(1);
  console.log(`${over ? 'OVER ' : 'ok   '} ${row.name.padEnd(52)} ${String(row.bytes).padStart(6)} B gzip of ${row.limit} B (${percent}%)`);
}
if (failed) {
  console.error('size: over budget. Find what grew with `npx esbuild src/main.tsx --bundle --minify --analyze`.');
  process.exit(1);
}
