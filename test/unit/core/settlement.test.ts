import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { exitTick, exitsFinalBeforeMs, isExitFinal, payoutRateMaxBasisPoints, tradePnlMinor, tradeResult, voidWindowMs, winningsMinor } from '../../../src/core/settlement.js';

const entry = { price: 10_000, timeMs: 1_000_000 };
const expiry = entry.timeMs + 60_000;
const tick = (price: number, timeMs: number) => ({ price, timeMs });

test('up wins when the exit is above the entry, loses below', () => {
  assert.is(tradeResult('up', entry, tick(10_001, expiry), expiry), 'win');
  assert.is(tradeResult('up', entry, tick(9_999, expiry), expiry), 'loss');
});

test('down wins when the exit is below the entry, loses above', () => {
  assert.is(tradeResult('down', entry, tick(9_999, expiry), expiry), 'win');
  assert.is(tradeResult('down', entry, tick(10_001, expiry), expiry), 'loss');
});

test('an equal exit price is a draw for either direction', () => {
  assert.is(tradeResult('up', entry, tick(10_000, expiry), expiry), 'draw');
  assert.is(tradeResult('down', entry, tick(10_000, expiry), expiry), 'draw');
});

test('no tick within 5 s before expiry makes the trade void', () => {
  assert.is(tradeResult('up', entry, undefined, expiry), 'void');
  assert.is(tradeResult('up', entry, tick(10_500, expiry - voidWindowMs - 1), expiry), 'void');
  assert.is(tradeResult('up', entry, tick(10_500, expiry - voidWindowMs), expiry), 'win', 'exactly 5 s before still counts');
});

test('the exit tick is the last at or before expiry; a tick exactly on expiry is the exit', () => {
  const ticks = [tick(1, expiry - 2000), tick(2, expiry - 1000), tick(3, expiry), tick(4, expiry + 1)];
  assert.equal(exitTick(ticks, expiry), tick(3, expiry));
  assert.equal(exitTick(ticks, expiry - 1), tick(2, expiry - 1000));
  assert.is(exitTick(ticks, expiry - 5000), undefined);
});

test('a scripted exit is final only once a later tick has arrived', () => {
  assert.not.ok(isExitFinal({ timeMs: expiry, oneASecond: false }, expiry));
  assert.ok(isExitFinal({ timeMs: expiry + 1, oneASecond: false }, expiry));
});

test("a feed's exit is final once a tick of the expiry's second, or a later one, is recorded", () => {
  const second = Math.floor(expiry / 1000) * 1000;
  // Expiring at 12:00:30.400 with the 12:00:30 tick recorded: no other tick of that second can come.
  assert.ok(isExitFinal({ timeMs: second, oneASecond: true }, second + 400));
  assert.ok(isExitFinal({ timeMs: second + 700, oneASecond: true }, second + 400), 'a tick after the expiry in its second');
  assert.ok(isExitFinal({ timeMs: second + 700, oneASecond: true }, second + 999));
  // The next second's tick may land exactly on an expiry on the whole second: it is the exit, so wait for it.
  assert.not.ok(isExitFinal({ timeMs: second, oneASecond: true }, second + 1000));
  assert.not.ok(isExitFinal({ timeMs: second - 1000, oneASecond: true }, second + 400), 'the tick of the second before');
  assert.is(exitsFinalBeforeMs({ timeMs: second + 250, oneASecond: true }), second + 1000);
  assert.is(exitsFinalBeforeMs({ timeMs: second + 250, oneASecond: false }), second + 250);
});

test('winnings are stake × rate rounded down to the cent', () => {
  assert.is(winningsMinor(10_000, 8_500), 8_500);
  assert.is(winningsMinor(333, 8_500), 283, '2.8305 → 2.83');
  assert.is(winningsMinor(1, 8_500), 0);
});

test('winnings stay exact where stake × rate passes 2^53, and never exceed the stake', () => {
  // Floating point makes this 852599999824454: one cent too many.
  assert.is(winningsMinor(999_999_999_794_105, 8_526), 852_599_999_824_453);
  assert.is(winningsMinor(1_000_000_000_000_000, payoutRateMaxBasisPoints), 1_000_000_000_000_000);
  assert.is(winningsMinor(Number.MAX_SAFE_INTEGER, payoutRateMaxBasisPoints), Number.MAX_SAFE_INTEGER);
  assert.is(winningsMinor(10_000, 0), 0);
});

test('winnings refuse a stake or rate that is no whole number in range, rather than pay a wrong amount', () => {
  for (const stake of [0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
    assert.throws(() => winningsMinor(stake, 8_500), /winningsMinor: stake/, String(stake));
  }
  for (const rate of [-1, 85.5, payoutRateMaxBasisPoints + 1, Number.NaN]) {
    assert.throws(() => winningsMinor(10_000, rate), /winningsMinor: rate/, String(rate));
  }
});

test('P&L: win pays the winnings, loss costs the stake, draw and void cost nothing', () => {
  assert.is(tradePnlMinor('win', 10_000, 8_000), 8_000);
  assert.is(tradePnlMinor('loss', 10_000, 8_000), -10_000);
  assert.is(tradePnlMinor('draw', 10_000, 8_000), 0);
  assert.is(tradePnlMinor('void', 10_000, 8_000), 0);
});

test.run();
