import { test } from 'uvu';
import * as assert from 'uvu/assert';
import http from 'node:http';
import fs from 'node:fs';
import { startTestApp, call, type TestApp } from '../helpers/test-app.js';
import { seedProducts } from '../helpers/scripted-market.js';
import { startReplayServer } from '../helpers/binance-replay.js';
import { recordedDayFile } from '../../server/market/recorded-day.js';
import { fetchKlines } from '../../server/market/binance-klines.js';
import { minuteMs } from '../../server/market/candles.js';
import { waitFor } from '../helpers/wait-for.js';

/** A database with the demo products, then a second server on it with `overrides` (the one under test). */
async function serverOnSeededDatabase(overrides: Parameters<typeof startTestApp>[0]): Promise<{ seeded: TestApp; app: TestApp }> {
  const seeded = await startTestApp();
  await seedProducts(seeded.app, Date.now());
  const app = await startTestApp({ ...overrides, dataDir: seeded.config.dataDir, databaseSchema: seeded.config.databaseSchema });
  return { seeded, app };
}

test('a fresh simulated market starts with a day of history: hourly candles, and 24 h figures around the live price', async () => {
  const { seeded, app } = await serverOnSeededDatabase({ feed: 'sim', demoMode: true });
  try {
    const hourly = (await call(app.url, 'GET', '/api/products/BTCUSDT/candles?interval=1h&limit=30')).body.items;
    assert.ok(hourly.length >= 24, `a day of hourly candles at once, got ${hourly.length}`);
    const minutes = (await call(app.url, 'GET', '/api/products/XAUUSD/candles?interval=1m&limit=200')).body.items;
    assert.is(minutes.length, 200, 'the 1-minute chart is full too');
    const btc = (await call(app.url, 'GET', '/api/products/BTCUSDT')).body;
    assert.ok(Number(btc.high24h) > Number(btc.low24h), `a day's range: ${btc.low24h}–${btc.high24h}`);
    assert.ok(Number(btc.volume24h) > 1000, `a day's volume, not a minute's: ${btc.volume24h}`);

    // A restart fills nothing twice: the day is held already.
    const stored = async () => Number((await app.app.db.selectFrom('candles_1m').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await stored();
    const again = await startTestApp({ feed: 'sim', demoMode: true, dataDir: seeded.config.dataDir, databaseSchema: seeded.config.databaseSchema });
    await again.close();
    assert.ok((await stored()) - before <= 8, 'a restart adds live minutes only, not another day');
  } finally {
    await app.close();
    await seeded.close();
  }
});

/** A local stand-in for Binance's klines endpoint, serving the recorded day shifted to end at `endMs`. */
async function startKlinesServer(endMs: number) {
  const rows = fs.readFileSync(recordedDayFile, 'utf8').trim().split('\n').map((line) => line.split(','));
  const shift = endMs - 1440 * minuteMs - Number(rows[0][0]);
  const klines = rows.map(([open, ...rest]) => [Number(open) + shift, ...rest.slice(0, 5), Number(rest[5]) + shift, ...rest.slice(6)]);
  const requests: URLSearchParams[] = [];
  const server = http.createServer((req, res) => {
    const query = new URL(req.url ?? '', 'http://x').searchParams;
    requests.push(query);
    const [start, end, limit] = ['startTime', 'endTime', 'limit'].map((k) => Number(query.get(k)));
    const page = klines.filter((k) => (k[0] as number) >= start && (k[0] as number) <= end).slice(0, Math.min(limit, 1000));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(page));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('Binance klines: a day in two pages of at most 1,000, at the product precision, quote volume in cents', async () => {
  const endMs = Math.floor(Date.now() / minuteMs) * minuteMs;
  const klines = await startKlinesServer(endMs);
  try {
    const candles = await fetchKlines(klines.url, { symbol: 'BTCUSDT', precision: 2 }, endMs - 1440 * minuteMs, endMs);
    assert.is(candles.length, 1440);
    assert.is(klines.requests.length, 2);
    assert.is(klines.requests[0].get('interval'), '1m');
    assert.equal(candles[0], { symbol: 'BTCUSDT', timeMs: endMs - 1440 * minuteMs, open: 6_320_105, high: 6_320_106, low: 6_318_600, close: 6_319_600, volume: 1_091_101_000, amount: 68_950_582 });
  } finally {
    await klines.close();
  }
});

test('a server on the Binance feed fills its charts from the klines while the live stream runs', async () => {
  const endMs = Math.floor(Date.now() / minuteMs) * minuteMs;
  const klines = await startKlinesServer(endMs + minuteMs);
  const stream = await startReplayServer(() => {});
  const { seeded, app } = await serverOnSeededDatabase({ feed: 'binance', binanceUrl: stream.url, binanceRestUrl: klines.url });
  try {
    const hourly = async () => (await call(app.url, 'GET', '/api/products/BTCUSDT/candles?interval=1h&limit=30')).body.items.length;
    await waitFor(async () => (await hourly()) >= 24, { what: "24 hourly candles from the exchange's klines" });
    assert.ok(klines.requests.every((q) => q.get('symbol') === 'BTCUSDT' || q.get('symbol') === 'ETHUSDT'), 'crypto products only');
  } finally {
    await app.close();
    await seeded.close();
    await stream.close();
    await klines.close();
  }
});

test.run();
