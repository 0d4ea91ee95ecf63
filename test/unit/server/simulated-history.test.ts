import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { simulatedHistory } from '../../../server/market/simulated-history.js';
import { historyGap, dayMs } from '../../../server/market/history-gap.js';
import { recordedDay } from '../../../server/market/recorded-day.js';
import { minuteMs, type Candle } from '../../../server/market/candles.js';

const btc = { symbol: 'BTCUSDT', precision: 2, volatilityPpm: 37, volumePerSecond: 9_700_000 };
const endMs = Date.parse('2026-11-26T12:00:00Z');
const stdev = (xs: number[]) => {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length);
};
const minuteReturns = (candles: readonly { close: number }[]) => candles.slice(1).map((c, i) => Math.log(c.close / candles[i].close));

test('a simulated day ends the minute before the feed starts, closing at the price the feed starts from', () => {
  const day = simulatedHistory(btc, 6_319_600, endMs, 1439);
  assert.is(day.length, 1439);
  assert.is(day[day.length - 1].close, 6_319_600);
  assert.is(day[day.length - 1].timeMs, endMs - minuteMs);
  assert.is(day[0].timeMs, endMs - 1439 * minuteMs);
  assert.ok(day.every((c, i) => i === 0 || c.timeMs - day[i - 1].timeMs === minuteMs), 'one candle a minute, no gaps');
  assert.ok(day.every((c) => c.low <= Math.min(c.open, c.close) && c.high >= Math.max(c.open, c.close) && c.low >= 1), 'high and low contain open and close');
  assert.ok(day.every((c, i) => i === 0 || Math.abs(c.open - day[i - 1].close) <= 1), "each minute opens where the last closed (to the unit's rounding)");
});

test("BTC's simulated day moves and trades like the recorded one; another product scales by its volatility and volume", () => {
  const real = recordedDay();
  const realSigma = stdev(real.map((m) => Math.log(m.close / m.open)));
  const day = simulatedHistory(btc, 6_319_600, endMs, 1440);
  const ratio = stdev(minuteReturns(day)) / realSigma;
  assert.ok(ratio > 0.9 && ratio < 1.1, `volatility ratio ${ratio.toFixed(3)}`);
  const realVolume = real.reduce((sum, m) => sum + m.volume, 0);
  const volume = day.reduce((sum, c) => sum + c.volume, 0) / 1e8;
  assert.ok(Math.abs(volume / realVolume - 1) < 0.01, `volume ${volume} vs ${realVolume}`);

  const calmer = simulatedHistory({ ...btc, symbol: 'EURUSD', precision: 5, volatilityPpm: 4, volumePerSecond: 970_000 }, 108_530, endMs, 1440);
  const calmRatio = stdev(minuteReturns(calmer)) / stdev(minuteReturns(day));
  assert.ok(calmRatio > 0.08 && calmRatio < 0.14, `EUR/USD moves about 4/37 as much as BTC: ${calmRatio.toFixed(3)}`);
  assert.ok(Math.abs(calmer.reduce((s, c) => s + c.volume, 0) / 1e8 / realVolume - 0.1) < 0.01, 'a tenth of the volume');
});

test('two products do not draw the same day', () => {
  const a = simulatedHistory(btc, 100_000, endMs, 120).map((c) => c.close);
  const b = simulatedHistory({ ...btc, symbol: 'ETHUSDT' }, 100_000, endMs, 120).map((c) => c.close);
  assert.not.equal(a, b);
});

test('the gap is the day before the first candle held, or the whole day before now with none', () => {
  const now = endMs + 30_000;
  assert.equal(historyGap([], now), { endMs, minutes: 1439 });
  const held = [{ timeMs: endMs - 10 * minuteMs } as Candle];
  assert.equal(historyGap(held, now), { endMs: endMs - 10 * minuteMs, minutes: 1429 });
  assert.equal(historyGap([{ timeMs: endMs - dayMs + minuteMs } as Candle], now), { endMs: endMs - dayMs + minuteMs, minutes: 0 });
  assert.equal(historyGap([{ timeMs: endMs - 2 * dayMs } as Candle], now).minutes, 0, 'older than a day: nothing to fill');
});

test.run();
