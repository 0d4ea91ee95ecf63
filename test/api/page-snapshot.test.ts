import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { scriptedClock, seedProducts, tick } from '../helpers/scripted-market.js';

// Issue 12: the first HTML carries the product list and app info, so home shows prices without a second round trip.

let t: TestApp;
let dist: string;
const clock = scriptedClock();

test.before(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-page-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="app"></div><script>start()</script></body></html>');
  t = await startTestApp({ distDir: dist }, undefined, clock.now);
  await seedProducts(t.app, clock.now());
  await tick(t.app, 'BTCUSDT', 6_312_345, clock.now());
});

test.after(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The JSON data block `id` of the page, which must sit in the body's tail after the app's own script. */
function dataIn<T>(page: string, id: string): T {
  const found = new RegExp(`<script>start\\(\\)</script>.*<script type="application/json" id="${id}">(.*?)</script>.*</body>`, 's').exec(page);
  assert.ok(found, `the page carries #${id} before </body>`);
  return JSON.parse(found[1]) as T;
}
const snapshotIn = (page: string) => dataIn<{ items: { symbol: string; name: string; price: string | null }[] }>(page, 'up-products');

test('the page carries the same product list as GET /api/products, with the latest prices', async () => {
  const response = await fetch(`${t.url}/`);
  assert.is(response.status, 200);
  assert.is(response.headers.get('cache-control'), 'no-cache', 'never an old snapshot from a cache');
  assert.ok(response.headers.get('content-security-policy')?.includes("script-src 'self'"), 'the CSP is unchanged');
  const snapshot = snapshotIn(await response.text());
  const api = (await (await fetch(`${t.url}/api/products`)).json()) as { items: unknown[] };
  assert.equal(snapshot, api);
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

test.run();
