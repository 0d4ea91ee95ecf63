// The simulator dropped ticks whose timer fired just before the second. Its timer's
// decisions run here on a scripted clock, so no real timer's lateness can make these tests flaky.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { firstDueMs, tickFiring } from '../../../server/market/tick-schedule.js';

/**
 * Runs the simulator's timer as setTimeout would from `startMs` until `untilMs` on a scripted clock: each
 * firing reads the clock `offsetMs(waitMs, n)` after (negative: before) the time its timer was set for.
 * Returns the seconds stamped, in order.
 */
function stamped(startMs: number, untilMs: number, offsetMs: (waitMs: number, n: number) => number): number[] {
  const stamps: number[] = [];
  let dueMs = firstDueMs(startMs);
  let nowMs = dueMs + offsetMs(dueMs - startMs, 0);
  for (let n = 1; nowMs < untilMs; n++) {
    assert.ok(n < 10_000, 'the timer keeps firing without reaching its second');
    const firing = tickFiring(nowMs, dueMs);
    if (firing.stampMs !== undefined) stamps.push(firing.stampMs);
    assert.ok(firing.waitMs > 0, `a timer set for ${firing.waitMs} ms at ${nowMs}`);
    dueMs = firing.dueMs;
    nowMs += firing.waitMs + offsetMs(firing.waitMs, n);
  }
  return stamps;
}

const seconds = (fromMs: number, count: number) => Array.from({ length: count }, (_, i) => fromMs + i * 1000);

test('the first tick is due on the next whole second, also when started on one', () => {
  assert.is(firstDueMs(10_000_000), 10_001_000);
  assert.is(firstDueMs(10_000_001), 10_001_000);
  assert.is(firstDueMs(10_000_999), 10_001_000);
});

test('a timer on time stamps its second and waits a whole second', () => {
  assert.equal(tickFiring(10_001_000, 10_001_000), { stampMs: 10_001_000, dueMs: 10_002_000, waitMs: 1000 });
  assert.equal(stamped(10_000_500, 10_010_000, () => 0), seconds(10_001_000, 9));
});

test('a timer that fires just before the second stamps nothing, waits out the rest, then gives that second its one tick', () => {
  assert.equal(tickFiring(10_000_980, 10_001_000), { stampMs: undefined, dueMs: 10_001_000, waitMs: 20 });
  assert.equal(tickFiring(10_000_999, 10_001_000), { stampMs: undefined, dueMs: 10_001_000, waitMs: 1 });
  // A wall clock 2 % slower than the timers: every long wait ends up to 20 ms before its second.
  const slow = (waitMs: number) => -Math.floor(waitMs * 0.02);
  assert.equal(stamped(10_000_500, 10_010_000, slow), seconds(10_001_000, 9), 'each second once, stamped with its own second');
});

test('a timer late by half a second stamps the second it was due in, and the next one is due on the next second', () => {
  assert.equal(tickFiring(10_001_500, 10_001_000), { stampMs: 10_001_000, dueMs: 10_002_000, waitMs: 500 });
  assert.equal(stamped(10_000_500, 10_010_000, () => 500), seconds(10_001_000, 9), 'every firing half a second late: still every second once');
});

test('a timer late by more than a second skips the seconds gone and stamps the current one, never an old one', () => {
  assert.equal(tickFiring(20_004_500, 20_001_000), { stampMs: 20_004_000, dueMs: 20_005_000, waitMs: 500 });
  // The second firing 3.5 s late, as after a stalled event loop.
  const stall = (_waitMs: number, n: number) => (n === 1 ? 3_500 : 0);
  assert.equal(stamped(20_000_900, 20_007_000, stall), [20_001_000, 20_005_000, 20_006_000]);
});

test('whenever a timer fires, a second is stamped at most once, never before it is due, and the next is due after now', () => {
  const dueMs = 30_001_000;
  for (let nowMs = dueMs - 1_500; nowMs < dueMs + 4_000; nowMs++) {
    const firing = tickFiring(nowMs, dueMs);
    if (nowMs < dueMs) {
      assert.equal(firing, { stampMs: undefined, dueMs, waitMs: dueMs - nowMs });
      continue;
    }
    const stampMs = firing.stampMs!;
    assert.ok(stampMs % 1000 === 0 && stampMs >= dueMs && stampMs <= nowMs && nowMs < stampMs + 1000, `fired at ${nowMs}: stamped ${stampMs}`);
    assert.is(firing.dueMs, stampMs + 1000);
    assert.is(firing.waitMs, firing.dueMs - nowMs);
  }
});

test.run();
