import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startOfDayMs } from '../../../src/core/day-start.js';

test("today starts at local midnight: Taipei's day begins at 16:00 UTC the day before", () => {
  assert.is(startOfDayMs(Date.parse('2026-11-25T22:50:00Z'), 'Asia/Taipei'), Date.parse('2026-11-25T16:00:00Z'));
  assert.is(startOfDayMs(Date.parse('2026-11-25T15:59:59Z'), 'Asia/Taipei'), Date.parse('2026-11-24T16:00:00Z'));
});

test('in UTC the day starts at 00:00 UTC', () => {
  assert.is(startOfDayMs(Date.parse('2026-11-25T00:00:00Z'), 'UTC'), Date.parse('2026-11-25T00:00:00Z'));
  assert.is(startOfDayMs(Date.parse('2026-11-25T23:59:59.999Z'), 'UTC'), Date.parse('2026-11-25T00:00:00Z'));
});

test('a zone behind UTC: New York in winter starts its day at 05:00 UTC', () => {
  assert.is(startOfDayMs(Date.parse('2026-11-25T12:00:00Z'), 'America/New_York'), Date.parse('2026-11-25T05:00:00Z'));
});

test.run();
