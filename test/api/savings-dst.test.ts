import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { assertErrorShape } from '../helpers/funds.js';
import { at, fundedUsers, move, startSavingsApp, type SavingsApp } from '../helpers/savings.js';

// A platform in a zone with daylight saving: on the day the clocks go back, "today" began at midnight's offset.
// Counted from the afternoon's offset, the first hour's transfers fell outside the day and a user made 10
// transfers against a limit of 5.
let t: SavingsApp;
test.before(async () => {
  t = await startSavingsApp(at('2026-10-24T22:30:00Z'), { timeZone: 'Europe/Berlin' });
});
test.after(() => t.close());

test('Berlin, 25 October 2026 (a 25-hour day): five transfers in after midnight count all day', async () => {
  const [u] = await fundedUsers(t, 1, '100.00');
  // 00:30 CEST: the platform day of the 25th has just begun.
  for (let i = 0; i < 5; i++) assert.is((await move(t, u.token, 'in', '1.00')).status, 201);
  // 13:00 CET, after the switch: still the same day, so the limit holds.
  t.clock.set(at('2026-10-25T12:00:00Z'));
  const sixth = await move(t, u.token, 'in', '1.00');
  assert.is(sixth.status, 422, JSON.stringify(sixth.body));
  assertErrorShape(sixth.body, 'savings_limit_reached');
  // 00:00 CET on the 26th: a new day, the count starts again.
  t.clock.set(at('2026-10-25T23:00:00Z'));
  assert.is((await move(t, u.token, 'in', '1.00')).status, 201);
});

test.run();
