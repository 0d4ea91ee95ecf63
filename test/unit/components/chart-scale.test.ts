import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { priceTicks, splitAtGaps, timeTicks } from '../../../src/components/chart-scale.js';
import { joinTick } from '../../../src/components/live-candles.js';

const minuteMs = 60_000;
const noon = Date.parse('2026-11-25T12:00:00Z');

test('price lines fall on round steps inside the range, at most the count asked', () => {
  assert.equal(priceTicks(67_003.2, 67_041.9, 4), [67_010, 67_020, 67_030, 67_040]);
  const forex = priceTicks(1.05402, 1.05431, 4);
  assert.ok(forex.length === 3 && [1.0541, 1.0542, 1.0543].every((p, i) => Math.abs(forex[i] - p) < 1e-12), `${forex}`);
  assert.ok(priceTicks(0, 1000, 4).length <= 5);
});

test('price lines on a flat price still come out (boundary: high equals low)', () => {
  assert.equal(priceTicks(100, 100, 4), [100]);
});

test('time labels fall on round minutes of the device clock, the smallest step spanning the range in the count asked (the test runs in UTC)', () => {
  assert.equal(timeTicks(noon + 20_000, noon + 60 * minuteMs, 4), [15, 30, 45, 60].map((m) => noon + m * minuteMs));
  assert.equal(timeTicks(noon, noon + 24 * 60 * minuteMs, 4), [0, 6, 12, 18, 24].map((h) => noon + h * 60 * minuteMs), 'a day in six-hour steps, both ends on the clock');
});

test('a line breaks where a tick is missing, and only there', () => {
  const second = 1000;
  const points: [number, number][] = [0, 1, 2, 3, 6, 7, 8].map((s) => [s * second, s]);
  assert.equal(splitAtGaps(points).map((run) => run.map(([time]) => time / second)), [[0, 1, 2, 3], [6, 7, 8]]);
  assert.equal(splitAtGaps(points.slice(0, 4)).length, 1, 'whole ticks are one line');
  assert.equal(splitAtGaps([[0, 1]]), [[[0, 1]]], 'one tick is one run');
});

test('a live tick joins the forming candle, opens the next past its span, and a resent older one changes nothing', () => {
  const first = [{ timeMs: noon, open: 10, high: 12, low: 9, close: 11 }];
  const joined = joinTick(first, noon + 4 * minuteMs, 13, 5 * minuteMs, 60);
  assert.equal(joined, [{ timeMs: noon, open: 10, high: 13, low: 9, close: 13 }]);
  const next = joinTick(joined, noon + 5 * minuteMs + 1, 8, 5 * minuteMs, 60);
  assert.equal(next[1], { timeMs: noon + 5 * minuteMs, open: 8, high: 8, low: 8, close: 8 });
  assert.is(joinTick(next, noon, 99, 5 * minuteMs, 60), next);
  assert.is(joinTick(next, noon + 10 * minuteMs, 7, 5 * minuteMs, 2).length, 2, 'at most the count kept');
});

test.run();
