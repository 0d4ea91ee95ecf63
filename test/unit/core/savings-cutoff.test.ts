import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { savingsConfirmsAtMs } from '../../../src/core/savings.js';

const at = (iso: string) => Date.parse(iso);

test('in before 15:00 Taipei starts earning at the next Taipei midnight (T+1)', () => {
  // 2026-11-26 09:00 and 14:59:59 in Taipei (UTC+8).
  assert.is(savingsConfirmsAtMs(at('2026-11-26T01:00:00Z'), 'Asia/Taipei'), at('2026-11-26T16:00:00Z'));
  assert.is(savingsConfirmsAtMs(at('2026-11-26T06:59:59Z'), 'Asia/Taipei'), at('2026-11-26T16:00:00Z'));
  // Just after midnight counts for the new day.
  assert.is(savingsConfirmsAtMs(at('2026-11-25T16:00:00Z'), 'Asia/Taipei'), at('2026-11-26T16:00:00Z'));
});

test('in at or after 15:00 Taipei starts one day later (T+2 midnight)', () => {
  assert.is(savingsConfirmsAtMs(at('2026-11-26T07:00:00Z'), 'Asia/Taipei'), at('2026-11-27T16:00:00Z'));
  assert.is(savingsConfirmsAtMs(at('2026-11-26T15:59:59Z'), 'Asia/Taipei'), at('2026-11-27T16:00:00Z'));
});

test('the cut-off is in the platform zone, not UTC: 16:00 UTC is before the cut-off in New York', () => {
  assert.is(savingsConfirmsAtMs(at('2026-11-26T16:00:00Z'), 'America/New_York'), at('2026-11-27T05:00:00Z'));
  assert.is(savingsConfirmsAtMs(at('2026-11-26T20:00:00Z'), 'America/New_York'), at('2026-11-28T05:00:00Z'));
});

test('across a month end and a daylight-saving change the boundary is still local midnight', () => {
  assert.is(savingsConfirmsAtMs(at('2026-11-30T10:00:00Z'), 'UTC'), at('2026-12-01T00:00:00Z'));
  // New York leaves summer time on 2026-11-01: Saturday 31 Oct 16:00 EDT is after the cut-off.
  assert.is(savingsConfirmsAtMs(at('2026-10-31T20:00:00Z'), 'America/New_York'), at('2026-11-02T05:00:00Z'));
});

test("the platform's configured cut-off (app info) is honoured, to the minute", () => {
  // 11:00 Taipei is after a 10:30 cut-off: a day later.
  assert.is(savingsConfirmsAtMs(at('2026-11-26T03:00:00Z'), 'Asia/Taipei', '10:30'), at('2026-11-27T16:00:00Z'));
  // 10:29 Taipei is before it: the next day boundary.
  assert.is(savingsConfirmsAtMs(at('2026-11-26T02:29:00Z'), 'Asia/Taipei', '10:30'), at('2026-11-26T16:00:00Z'));
});

test.run();
