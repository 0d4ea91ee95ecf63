import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestApp, call, testDb, type TestApp } from '../helpers/test-app.js';
import { scriptedClock, seedProducts, tick } from '../helpers/scripted-market.js';
import { encodeCursor } from '../../server/domain/paging.js';

// The public price record takes its cursor as a time in ms. A cursor is opaque, but anyone can write one: a time
// past what a Date can hold (±8.64e15 ms) but still a safe integer must be refused like any cursor we never issued,
// not reach date formatting and come back as a 500.
const test = suite(`the price record refuses crafted cursors (${testDb})`);
const start = Date.parse('2026-11-25T23:59:00Z');
const clock = scriptedClock(start);
let t: TestApp;

test.before(async () => {
  t = await startTestApp({ demoMode: true }, undefined, clock.now);
  await seedProducts(t.app, clock.now());
  for (let s = 0; s < 3; s++) await tick(t.app, 'BTCUSDT', 6_300_000 + s, start + s * 1_000);
});
test.after(() => t.close());

for (const ms of [9_000_000_000_000_000, 8_640_000_000_000_001]) {
  for (const path of ['/api/market/roots?symbol=BTCUSDT', '/api/market/ticks?symbol=BTCUSDT&from=2026-11-25T00:00:00Z']) {
    test(`${path.split('?')[0]} with a cursor of ${ms} ms is an empty page or a 4xx, never a 5xx`, async () => {
      const res = await call(t.url, 'GET', `${path}&cursor=${encodeCursor(ms)}`);
      assert.ok(res.status < 500, `${res.status} ${JSON.stringify(res.body)}`);
      if (res.status >= 400) assert.is(res.body.error?.code, 'validation_failed');
      else assert.equal(res.body.items, []);
    });
  }
}

test.run();
