import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { relativeTime } from '../../../src/core/relative-time.js';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const nowMs = Date.parse('2026-11-25T21:40:00.000Z');
const ago = (ms: number) => relativeTime(nowMs - ms, nowMs, 'UTC');

test('a time up to and including 15 minutes ago is just now', () => {
  assert.equal(ago(0), { kind: 'just_now' });
  assert.equal(ago(15 * minuteMs), { kind: 'just_now' });
});

test('a time in the future, from clock skew, is just now', () => {
  assert.equal(ago(-5 * minuteMs), { kind: 'just_now' });
  assert.equal(ago(-3 * 24 * hourMs), { kind: 'just_now' });
});

test('a time 15 minutes and 1 ms ago counts in whole minutes', () => {
  assert.equal(ago(15 * minuteMs + 1), { kind: 'minutes', count: 15 });
  assert.equal(ago(59 * minuteMs + 59_999), { kind: 'minutes', count: 59 });
});

test('a time from 1 hour to under 24 hours ago counts in whole hours', () => {
  assert.equal(ago(hourMs), { kind: 'hours', count: 1 });
  assert.equal(ago(24 * hourMs - 1), { kind: 'hours', count: 23 });
});

test('a time exactly 24 hours ago is shown as a date', () => {
  assert.equal(ago(24 * hourMs), { kind: 'date', text: '2026/11/24 21:40' });
});

test('a date is shown in the given time zone, across midnight', () => {
  const thenMs = Date.parse('2026-01-31T16:05:00.000Z');
  const laterMs = thenMs + 3 * 24 * hourMs;
  assert.equal(relativeTime(thenMs, laterMs, 'UTC'), { kind: 'date', text: '2026/01/31 16:05' });
  assert.equal(relativeTime(thenMs, laterMs, 'Asia/Taipei'), { kind: 'date', text: '2026/02/01 00:05' });
  assert.equal(relativeTime(thenMs, laterMs, 'America/New_York'), { kind: 'date', text: '2026/01/31 11:05' });
});

test('a date at midnight shows 00, never 24, and pads every part', () => {
  const thenMs = Date.parse('2026-03-04T00:00:00.000Z');
  assert.equal(relativeTime(thenMs, thenMs + 2 * 24 * hourMs, 'UTC'), { kind: 'date', text: '2026/03/04 00:00' });
});

test('a non-finite time throws, naming the fix', () => {
  assert.throws(() => relativeTime(NaN, nowMs, 'UTC'), /finite epoch milliseconds/);
  assert.throws(() => relativeTime(0, Infinity, 'UTC'), /finite epoch milliseconds/);
});

test('an unknown time zone throws a RangeError', () => {
  assert.throws(() => relativeTime(0, nowMs, 'Mars/Olympus'), (error: unknown) => error instanceof RangeError);
});

test.run();
