import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SimulatorFeed } from '../../server/market/simulator-feed.js';
import { demoProducts } from '../../server/market/demo-products.js';
import { startTestApp, call } from '../helpers/test-app.js';
import { seedProducts } from '../helpers/scripted-market.js';

const btc = demoProducts(0).find((p) => p.symbol === 'BTCUSDT')!;
const simulatedBtc = { symbol: 'BTCUSDT', startPrice: btc.sim_start_price, volatilityPpm: btc.sim_volatility_ppm, volumePerSecond: btc.sim_volume_per_second };

function stdev(values: number[]): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1));
}

test('the same seed replays the same market; another seed does not', () => {
  const a = new SimulatorFeed([simulatedBtc], 7);
  const b = new SimulatorFeed([simulatedBtc], 7);
  const c = new SimulatorFeed([simulatedBtc], 8);
  const run = (feed: SimulatorFeed) => Array.from({ length: 50 }, (_, i) => feed.step(i * 1000)[0].price);
  const first = run(a);
  assert.equal(run(b), first);
  assert.not.equal(run(c), first);
});

test("the simulated BTC moves like the recorded day: 1-minute volatility and volume within 30 % of the real ones", () => {
  const csv = fs.readFileSync(path.resolve('test/fixtures/binance-BTCUSDT-1m-2024-09-21.csv'), 'utf8').trim().split('\n');
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
  const t = await startTestApp({ feed: 'sim' });
  try {
    assert.equal((await call(t.url, 'GET', '/api/products')).body.items, []);
    await seedProducts(t.app, Date.now());
    const start = Date.now();
    while (!t.app.market.latest('EURUSD') && Date.now() - start < 3000) await new Promise((r) => setTimeout(r, 50));
    const eur = await call(t.url, 'GET', '/api/products/EURUSD');
    assert.match(eur.body.price, /^1\.0\d{4}$/, 'EUR/USD at its precision of 5');
    assert.is((await call(t.url, 'GET', '/api/health')).body.feed.source, 'sim');
  } finally {
    await t.close();
  }
});

test.run();
