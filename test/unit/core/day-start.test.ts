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

test("on a daylight-saving switch day the day starts at midnight's offset, not the afternoon's (Berlin, both switches)", () => {
  // 25 October 2026: CEST (+2) until 03:00, CET (+1) after: midnight was 22:00 UTC the day before.
  assert.is(startOfDayMs(Date.parse('2026-10-25T12:00:00Z'), 'Europe/Berlin'), Date.parse('2026-10-24T22:00:00Z'));
  assert.is(startOfDayMs(Date.parse('2026-10-25T22:59:59Z'), 'Europe/Berlin'), Date.parse('2026-10-24T22:00:00Z'), 'a 25-hour day');
  // 29 March 2026: CET (+1) until 02:00, CEST (+2) after: midnight was 23:00 UTC the day before.
  assert.is(startOfDayMs(Date.parse('2026-03-29T12:00:00Z'), 'Europe/Berlin'), Date.parse('2026-03-28T23:00:00Z'));
  assert.is(startOfDayMs(Date.parse('2026-03-29T21:59:59Z'), 'Europe/Berlin'), Date.parse('2026-03-28T23:00:00Z'), 'a 23-hour day');
  assert.is(startOfDayMs(Date.parse('2026-03-29T22:00:00Z'), 'Europe/Berlin'), Date.parse('2026-03-29T22:00:00Z'), 'the next day');
});

test('a zone whose switch skips midnight starts that day at 01:00, the first instant it has (Santiago)', () => {
  // 6 September 2026: 00:00 -04 does not exist in America/Santiago; the clock goes to 01:00 -03 (04:00 UTC).
  assert.is(startOfDayMs(Date.parse('2026-09-06T15:00:00Z'), 'America/Santiago'), Date.parse('2026-09-06T04:00:00Z'));
});

test.run();
