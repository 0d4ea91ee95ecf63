import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SimulatorFeed } from '../../server/market/simulator-feed.js';
import { demoProducts } from '../../server/market/demo-products.js';
import { startTestApp, call } from '../helpers/test-app.js';
import { seedProducts } from '../helpers/scripted-market.js';
import { startMain } from '../helpers/main-start.js';
import { waitFor } from '../helpers/wait-for.js';

const btc = demoProducts(0).find((p) => p.symbol === 'BTCUSDT')!;
const simulatedBtc = { symbol: 'BTCUSDT', startPrice: btc.sim_start_price, volatilityPpm: btc.sim_volatility_ppm, volumePerSecond: btc.sim_volume_per_second };

function stdev(values: number[]): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1));
}

/** The first 50 BTC prices of a simulator with `seed`, from the same start price. */
const pricePath = (seed: number | undefined) => {
  const feed = new SimulatorFeed([simulatedBtc], seed);
  return Array.from({ length: 50 }, (_, i) => feed.step(i * 1000)[0].price);
};

test('the same seed replays the same market; another seed does not', () => {
  assert.equal(pricePath(7), pricePath(7));
  assert.not.equal(pricePath(8), pricePath(7));
});

test('without a seed, two simulators from the same start price walk different paths, so nobody can predict prices', () => {
  assert.not.equal(pricePath(undefined), pricePath(undefined));
});

// Which second a timer stamps, early, on time or late, is tested on a scripted clock in
// test/unit/server/tick-schedule.test.ts; this checks only that the running simulator follows it.
test('the running simulator stamps each tick with the whole second of its clock, one second after another', async () => {
  // Half a second off the boundary: only a timer late by a whole second could stamp another second.
  const startMs = 10_000_500;
  const realStart = performance.now();
  const clock = () => startMs + Math.floor(performance.now() - realStart);
  const feed = new SimulatorFeed([simulatedBtc], 1, clock);
  const times: number[] = [];
  let timeout: NodeJS.Timeout | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      timeout = setTimeout(() => reject(new Error(`ticks after 10 s: ${JSON.stringify(times)}`)), 10_000);
      feed.start((tick) => times.push(tick.timeMs) === 2 && resolve());
    });
  } finally {
    feed.stop();
    clearTimeout(timeout);
  }
  assert.equal(times, [10_001_000, 10_002_000]);
});

test("the simulated BTC moves like the recorded day: 1-minute volatility and volume within 30 % of the real ones", () => {
  const csv = fs.readFileSync(path.resolve('server/market/history/binance-BTCUSDT-1m-2024-09-21.csv'), 'utf8').trim().split('\n');
  const closes = csv.map((line) => Number(line.split(',')[4]));
  const realReturns = closes.slice(1).map((c, i) => Math.log(c / closes[i]));
  const realVolumePerMinute = csv.reduce((sum, line) => sum + Number(line.split(',')[5]), 0) / csv.length;

  const feed = new SimulatorFeed([simulatedBtc], 20240921);
  const minuteCloses: number[] = [];
  let volume = 0;
  for (let second = 0; second < 1440 * 60; second++) {
    const tick = feed.step(second * 1000)[0];
    volume += tick.volume;
    if (second % 60 === 59) minuteCloses.push(tick.price);
  }
  const simReturns = minuteCloses.slice(1).map((c, i) => Math.log(c / minuteCloses[i]));
  const ratio = stdev(simReturns) / stdev(realReturns);
  assert.ok(ratio > 0.7 && ratio < 1.3, `volatility ratio simulated/real = ${ratio.toFixed(2)}`);
  const volumeRatio = volume / 1e8 / 1440 / realVolumePerMinute;
  assert.ok(volumeRatio > 0.7 && volumeRatio < 1.3, `volume ratio simulated/real = ${volumeRatio.toFixed(2)}`);
});

test('a product added while the server runs gets simulated prices without a restart', async () => {
  const t = await startTestApp({ feed: 'sim', demoMode: true });
  try {
    assert.equal((await call(t.url, 'GET', '/api/products')).body.items, []);
    await seedProducts(t.app, Date.now());
    await waitFor(() => t.app.market.latest('EURUSD'), { timeoutMs: 3_000, what: 'a EUR/USD tick' });
    const eur = await call(t.url, 'GET', '/api/products/EURUSD');
    assert.match(eur.body.price, /^1\.0\d{4}$/, 'EUR/USD at its precision of 5');
    assert.is((await call(t.url, 'GET', '/api/health')).body.feed.source, 'sim');
    await t.app.market.flush();
    const sources = await t.app.db.selectFrom('ticks').select('source').distinct().execute();
    assert.equal(sources, [{ source: 'sim' }], 'every stored tick records its source');
  } finally {
    await t.close();
  }
});

test('with DEMO_MODE off the server refuses to start on FEED=sim, and names the fix', async () => {
  // The operator is named, so that the feed is the one thing refused.
  const operator = { OPERATOR_NAME: 'Example Ltd', OPERATOR_ADDRESS: '1 Main St', OPERATOR_EMAIL: 'dpo@example.test', OPERATOR_JURISDICTION: 'Taiwan' };
  const { code, output } = await startMain({ ...operator, FEED: 'sim', DEMO_MODE: '', FEED_SEED: '' });
  assert.is.not(code, 0, output);
  assert.not.match(output, /Uptick is running/);
  assert.match(output, /FEED=sim .*FEED=binance.*FEED=none.*DEMO_MODE=1/);
});

test.run();
