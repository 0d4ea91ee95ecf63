import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { scriptedClock, seedProducts, tick } from '../helpers/scripted-market.js';

// The first HTML carries the product list and app info, so home shows prices without a second round trip.

let t: TestApp;
let dist: string;
const clock = scriptedClock();

test.before(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-page-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="app"></div><script>start()</script></body></html>');
  fs.writeFileSync(path.join(dist, 'uptick.js'), 'var Uptick;');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'funds.AbCdEfGhIj.js'), 'void 0;');
  t = await startTestApp({ distDir: dist }, undefined, clock.now);
  await seedProducts(t.app, clock.now());
  await tick(t.app, 'BTCUSDT', 6_312_345, clock.now());
});

test.after(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/**
 * The JSON data block `id` of the page, which must sit before the app's own script: the core reads it as it
 * starts, whichever screen (home, a product) renders first.
 */
function dataIn<T>(page: string, id: string): T {
  const found = new RegExp(`<body>.*<script type="application/json" id="${id}">(.*?)</script>.*<script>start\\(\\)</script>`, 's').exec(page);
  assert.ok(found, `the page carries #${id} before the app's script`);
  return JSON.parse(found[1]) as T;
}
const snapshotIn = (page: string) => dataIn<{ items: { symbol: string; name: string; price: string | null }[] }>(page, 'up-products');

test("the page carries the same product list as GET /api/products, with the latest prices, named in the page's language only", async () => {
  const response = await fetch(`${t.url}/`, { headers: { 'accept-language': 'ja-JP' } });
  assert.is(response.status, 200);
  assert.is(response.headers.get('cache-control'), 'no-cache', 'never an old snapshot from a cache');
  assert.ok(response.headers.get('content-security-policy')?.includes("script-src 'self'"), 'the CSP is unchanged');
  const before = Date.now();
  const { atMs, language, ...snapshot } = snapshotIn(await response.text()) as ReturnType<typeof snapshotIn> & { atMs: number; language: string };
  assert.is(language, 'ja', 'the language its names are in');
  const api = (await (await fetch(`${t.url}/api/products`)).json()) as { items: { names: Record<string, string> }[] };
  assert.ok(Object.keys(api.items[0].names).length > 1, 'the API names each product in every language');
  assert.equal(snapshot, { items: api.items.map((p) => ({ ...p, names: { ja: p.names.ja } })) });
  // When the server made it: a page a service worker kept shows its prices as of then.
  assert.ok(atMs <= before && before - atMs < 5_000, `atMs ${atMs}`);
  assert.is(snapshot.items.find((p) => p.symbol === 'BTCUSDT')?.price, '63123.45');
});

test('the page carries the same app info as GET /api/app-info, so the welcome screen needs no round trip', async () => {
  const page = await (await fetch(`${t.url}/`)).text();
  const api = await (await fetch(`${t.url}/api/app-info`)).json();
  assert.equal(dataIn(page, 'up-app-info'), api);
});

test('a product name cannot end the snapshot early or inject markup', async () => {
  await t.app.db.updateTable('products').set({ name: '</script><script>alert(1)</script>' }).where('symbol', '=', 'ETHUSDT').execute();
  await t.app.products(true);
  const page = await (await fetch(`${t.url}/`)).text();
  assert.not.ok(page.includes('<script>alert(1)'), 'no markup from data reaches the page');
  assert.is(snapshotIn(page).items.find((p) => p.symbol === 'ETHUSDT')?.name, '</script><script>alert(1)</script>');
});

test("areas' files are cached for good and open to partners' pages; the page itself is not", async () => {
  const chunk = await fetch(`${t.url}/assets/funds.AbCdEfGhIj.js`, { headers: { origin: 'https://partner.example' } });
  assert.is(chunk.status, 200);
  assert.match(chunk.headers.get('cache-control') ?? '', /public, max-age=31536000, immutable/);
  assert.is(chunk.headers.get('cross-origin-resource-policy'), 'cross-origin', 'a partner page may run the chunk');
  assert.is(chunk.headers.get('access-control-allow-origin'), '*', 'and fetch strings files');
  const core = await fetch(`${t.url}/uptick.js`);
  assert.is(core.headers.get('cross-origin-resource-policy'), 'cross-origin', 'uptick.js is for partner pages');
  assert.not.match(core.headers.get('cache-control') ?? '', /immutable/, 'uptick.js keeps its name, so it is not pinned');
  const page = await fetch(`${t.url}/`);
  assert.is(page.headers.get('cross-origin-resource-policy'), 'same-origin', 'the page keeps helmet policy');
  assert.is((await fetch(`${t.url}/assets/nothing.js`)).status, 404);
});

test.run();
