import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { assertErrorShape, bindAccount, deposit, moneySnapshot, withdraw } from '../helpers/funds.js';
import { at, fundedUsers, move, startSavingsApp, type SavingsApp } from '../helpers/savings.js';
import type { SignedIn } from '../helpers/funds.js';

// A key belongs to one operation of one user: sent to another operation it is a conflict, never the stored answer
// of something else (a partner reusing keys once saw a savings transfer-out answered 201 with the transfer-in's
// record, and nothing moved).
let t: SavingsApp;
let user: SignedIn;
test.before(async () => {
  t = await startSavingsApp(at('2026-11-25T02:00:00Z'), { demoMode: true });
  [user] = await fundedUsers(t, 1, '500.00');
  await bindAccount(t, user);
});
test.after(() => t.close());

test('a transfer-in key sent to transfer-out, a withdrawal or a deposit is 409 idempotency_key_reused, and nothing moves', async () => {
  const first = await move(t, user.token, 'in', '100.00', 'reused-key-1');
  assert.is(first.status, 201);
  const before = await moneySnapshot(t);
  const out = await move(t, user.token, 'out', '100.00', 'reused-key-1');
  assert.is(out.status, 409, JSON.stringify(out.body));
  assertErrorShape(out.body, 'idempotency_key_reused');
  const withdrawal = await withdraw(t, user, '100.00', 'reused-key-1', '000000');
  assert.is(withdrawal.status, 409, 'refused as a reused key before any password is checked');
  assertErrorShape(withdrawal.body, 'idempotency_key_reused');
  const paid = await deposit(t, user.token, '100.00', 'reused-key-1');
  assert.is(paid.status, 409);
  assert.equal(await moneySnapshot(t), before, 'no balance, row or transfer changed');
});

test('the same operation with the same key and body is still answered again', async () => {
  const first = await move(t, user.token, 'in', '10.00', 'reused-key-2');
  const again = await move(t, user.token, 'in', '10.00', 'reused-key-2');
  assert.is(again.status, 201);
  assert.equal(again.body, first.body);
});

test.run();
