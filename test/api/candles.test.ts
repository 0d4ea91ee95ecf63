import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { call, startTestApp, testDb, type TestApp } from '../helpers/test-app.js';
import { scriptedClock, seedProducts, tick } from '../helpers/scripted-market.js';

// Charts ask for 1m, 5m, 15m and 1h candles, rolled up by the server from its 1-minute candles.
const test = suite(`candles (${testDb})`);
const start = Date.parse('2026-11-25T12:00:00Z');
const clock = scriptedClock(start);
let t: TestApp;

test.before(async () => {
  t = await startTestApp({}, undefined, clock.now);
  await seedProducts(t.app, clock.now());
  // One tick a minute for 20 minutes, from 12:00 to 12:19, each a cent (100 scaled units) higher.
  for (let minute = 0; minute < 20; minute++) {
    clock.set(start + minute * 60_000 + 5_000);
    await tick(t.app, 'BTCUSDT', 6_700_000 + minute * 100, clock.now());
  }
});

test.after(async () => {
  await t?.close();
});

const candles = async (query: string) => call(t.url, 'GET', `/api/products/BTCUSDT/candles?${query}`);

test('1m candles are the stored minutes, oldest first', async () => {
  const { status, body } = await candles('interval=1m&limit=3');
  assert.is(status, 200);
  assert.equal(body.items.map((c: { time: string }) => c.time), ['2026-11-25T12:17:00.000Z', '2026-11-25T12:18:00.000Z', '2026-11-25T12:19:00.000Z']);
});

test('5m candles start on whole five minutes and carry open, high, low, close and volume of their minutes', async () => {
  const { status, body } = await candles('interval=5m&limit=10');
  assert.is(status, 200);
  assert.equal(body.items.map((c: { time: string }) => c.time.slice(11, 16)), ['12:00', '12:05', '12:10', '12:15']);
  const [first] = body.items;
  assert.equal([first.open, first.high, first.low, first.close], ['67000.00', '67004.00', '67000.00', '67004.00']);
  assert.is(first.volume, '0.05', 'five ticks of 0.01');
});

test('15m and 1h candles roll up the same minutes; limit keeps the latest', async () => {
  const quarter = (await candles('interval=15m')).body.items;
  assert.equal(quarter.map((c: { time: string; close: string }) => [c.time.slice(11, 16), c.close]), [['12:00', '67014.00'], ['12:15', '67019.00']]);
  const hour = (await candles('interval=1h&limit=1')).body.items;
  assert.equal(hour.map((c: { open: string; close: string; low: string; high: string }) => [c.open, c.high, c.low, c.close]), [['67000.00', '67019.00', '67000.00', '67019.00']]);
});

test('an interval the API does not serve is a validation error naming the field', async () => {
  for (const interval of ['2h', '1d', '60s', '']) {
    const { status, body } = await candles(`interval=${interval}`);
    assert.is(status, 422, interval);
    assert.is(body.error.code, 'validation_failed', interval);
    assert.ok(body.error.fields?.interval, interval);
  }
});

test.run();
