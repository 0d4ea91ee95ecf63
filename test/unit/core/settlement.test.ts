import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { exitTick, isExitFinal, tradePnlMinor, tradeResult, voidWindowMs, winningsMinor } from '../../../src/core/settlement.js';

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

test('the exit is final only once a later tick has arrived', () => {
  assert.not.ok(isExitFinal(expiry, expiry));
  assert.ok(isExitFinal(expiry + 1, expiry));
});

test('winnings are stake × rate rounded down to the cent', () => {
  assert.is(winningsMinor(10_000, 8_500), 8_500);
  assert.is(winningsMinor(333, 8_500), 283, '2.8305 → 2.83');
  assert.is(winningsMinor(1, 8_500), 0);
});

test('P&L: win pays the winnings, loss costs the stake, draw and void cost nothing', () => {
  assert.is(tradePnlMinor('win', 10_000, 8_000), 8_000);
  assert.is(tradePnlMinor('loss', 10_000, 8_000), -10_000);
  assert.is(tradePnlMinor('draw', 10_000, 8_000), 0);
  assert.is(tradePnlMinor('void', 10_000, 8_000), 0);
});

test.run();
