import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { forexWeek, isMarketOpen, nextOpeningMs } from '../../../src/core/market-schedule.js';

const at = (iso: string) => Date.parse(iso);

test('an empty schedule is always open', () => {
  assert.ok(isMarketOpen([], at('2026-11-28T12:00:00Z')));
  assert.is(nextOpeningMs([], at('2026-11-28T12:00:00Z')), at('2026-11-28T12:00:00Z'));
});

test('the forex week is open on a Wednesday and closed on a Saturday', () => {
  assert.ok(isMarketOpen(forexWeek, at('2026-11-25T12:00:00Z')));
  assert.not.ok(isMarketOpen(forexWeek, at('2026-11-28T12:00:00Z')));
});

test('the forex week closes at Friday 22:00 UTC exactly and opens at Sunday 22:00 UTC exactly', () => {
  assert.ok(isMarketOpen(forexWeek, at('2026-11-27T21:59:59Z')));
  assert.not.ok(isMarketOpen(forexWeek, at('2026-11-27T22:00:00Z')));
  assert.not.ok(isMarketOpen(forexWeek, at('2026-11-29T21:59:59Z')));
  assert.ok(isMarketOpen(forexWeek, at('2026-11-29T22:00:00Z')));
});

test('a closed market names its next opening', () => {
  assert.is(nextOpeningMs(forexWeek, at('2026-11-28T12:34:56Z')), at('2026-11-29T22:00:00Z'));
  assert.is(nextOpeningMs(forexWeek, at('2026-11-27T22:00:00Z')), at('2026-11-29T22:00:00Z'));
});

test('windows that wrap the week are split: Friday 22:00 → Monday 02:00', () => {
  const windows = [
    [5 * 1440 + 22 * 60, 7 * 1440],
    [0, 1440 + 120],
  ] as const;
  assert.ok(isMarketOpen(windows, at('2026-11-28T03:00:00Z')));
  assert.not.ok(isMarketOpen(windows, at('2026-11-30T02:00:00Z')));
  assert.is(nextOpeningMs(windows, at('2026-11-30T02:00:00Z')), at('2026-12-04T22:00:00Z'));
});

test.run();
