import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { relativeTime } from '../../../src/core/relative-time.js';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const nowMs = Date.parse('2026-11-25T21:40:00.000Z');
const ago = (ms: number) => relativeTime(nowMs - ms, nowMs);

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
  assert.equal(ago(24 * hourMs), { kind: 'date' });
  assert.equal(ago(400 * 24 * hourMs), { kind: 'date' });
});

test('a non-finite time throws, naming the fix', () => {
  assert.throws(() => relativeTime(NaN, nowMs), /finite epoch milliseconds/);
  assert.throws(() => relativeTime(0, Infinity), /finite epoch milliseconds/);
});

test.run();
