import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { call, type TestApp } from '../helpers/test-app.js';
import {
  accountBalance,
  assertErrorShape,
  balances,
  bindAccount,
  cents,
  deposit,
  expectedFee,
  money,
  moneySnapshot,
  operator,
  signUp,
  startFundsApp,
  withdraw,
  type SignedIn,
  assertRefused, withdrawalIdOf } from '../helpers/funds.js';
import { approveWithdrawal, failWithdrawal } from '../../server/domain/funds/withdrawals-service.js';
import { auditLedger } from '../../server/domain/ledger/audit.js';


const withdrawals = suite('withdrawals');
let t: TestApp;
let notBound: SignedIn, locker: SignedIn, flow: SignedIn, short: SignedIn, checker: SignedIn, guesser: SignedIn;
withdrawals.before(async () => {
  // Demo mode: deposits are credited at once, so each test starts from a known balance.
  t = await startFundsApp({ demoMode: true });
  [notBound, locker, flow, short, checker, guesser] = await signUp(t, 6);
  for (const u of [locker, flow, short, checker, guesser]) await bindAccount(t, u);
  for (const u of [notBound, locker, checker, guesser]) assert.is((await deposit(t, u.token, '500.00')).status, 201);
});
withdrawals.after(() => t.close());

async function failures(u: SignedIn) {
  return t.app.db.selectFrom('users').select(['trade_password_failures', 'trade_locked_until']).where('id', '=', u.userId).executeTakeFirstOrThrow();
}

withdrawals("without a bound account a withdrawal is 404 not_bound ('You have not yet bound'), the code's one status, and holds nothing", async () => {
  const before = await moneySnapshot(t);
  const res = await withdraw(t, notBound, '100.00');
  assert.is(res.status, 404);
  assertErrorShape(res.body, 'not_bound');
  assert.equal(await moneySnapshot(t), before);
  assert.is((await balances(t, notBound.token)).available, '500.00');
});

withdrawals('wrong transaction passwords count down 4, 3, 2, 1; the fifth locks withdrawals for 15 minutes, even for the right one', async () => {
  const before = await moneySnapshot(t);
  for (const left of [4, 3, 2, 1]) {
    const res = await withdraw(t, locker, '100.00', undefined, '000000');
    assert.is(res.status, 422, JSON.stringify(res.body));
    assertErrorShape(res.body, 'trade_password_wrong');
    assert.is(res.body.error.attemptsLeft, left);
  }
  const fifth = await withdraw(t, locker, '100.00', undefined, '000000');
  assert.is(fifth.status, 423);
  assertErrorShape(fifth.body, 'locked');
  assert.ok(fifth.body.error.retryAfterSeconds >= 895 && fifth.body.error.retryAfterSeconds <= 900, `retryAfterSeconds ${fifth.body.error.retryAfterSeconds}`);

  const right = await withdraw(t, locker, '100.00');
  assert.is(right.status, 423, 'the right password is refused while locked');
  assertErrorShape(right.body, 'locked');
  assert.ok(right.body.error.retryAfterSeconds > 0 && right.body.error.retryAfterSeconds <= 900);
  assert.equal(await moneySnapshot(t), before, 'nothing was held by any of them');

  // "Wait" the 15 minutes.
  await t.app.db.updateTable('users').set({ trade_locked_until: Date.now() - 1000 }).where('id', '=', locker.userId).execute();
  const after = await withdraw(t, locker, '100.00');
  assert.is(after.status, 201, JSON.stringify(after.body));
  assert.equal(await failures(locker), { trade_password_failures: 0, trade_locked_until: null });
  const again = await withdraw(t, locker, '100.00', undefined, '999999');
  assert.is(again.status, 422);
  assert.is(again.body.error.attemptsLeft, 4, 'the count starts again from the beginning');

  // Below the lock, a right password clears the wrong ones counted so far.
  assert.is((await withdraw(t, locker, '100.00')).status, 201);
  assert.is((await failures(locker)).trade_password_failures, 0);
  assert.is((await withdraw(t, locker, '100.00', undefined, '999999')).body.error.attemptsLeft, 4);
  assert.equal(await balances(t, locker.token), { total: '500.00', available: '298.00', frozen: '202.00', positions: '0.00', savings: '0.00' });
});

withdrawals('five wrong transaction passwords lock withdrawals even when the guesses arrive at once', async () => {
  // One attempt left; then five wrong guesses at once, and the right password just behind them. Only one
  // more guess may be judged: the first wrong one locks, so the right one must not get through. (Checking
  // the lock before the slow hash and counting after it lets every guess in flight be judged: with enough
  // parallel requests the 15-minute lock no longer limits guessing.)
  for (const left of [4, 3, 2, 1]) {
    assert.is((await withdraw(t, guesser, '10.00', undefined, '000000')).body.error.attemptsLeft, left);
  }
  const guesses = Array.from({ length: 5 }, (_, i) => withdraw(t, guesser, '10.00', undefined, `00000${i + 1}`));
  await new Promise((resolve) => setTimeout(resolve, 50));
  const right = await withdraw(t, guesser, '10.00');
  const wrong = await Promise.all(guesses);
  assert.ok(wrong.every((r) => r.status === 422 || r.status === 423), wrong.map((r) => r.status).join(','));
  assert.is(right.status, 423, `the right password, sent while the 5th..9th guesses were in flight: ${right.status} ${JSON.stringify(right.body)}`);
  assert.is((await balances(t, guesser.token)).frozen, '0.00');
});

withdrawals('amount + fee above the available balance is 422 insufficient_funds and holds nothing; exactly the balance is fine', async () => {
  assert.is((await deposit(t, short.token, '100.00')).status, 201);
  const before = await moneySnapshot(t);
  // 99.01 + its fee 1.00 = 100.01 > 100.00.
  const over = await withdraw(t, short, '99.01');
  assert.is(over.status, 422);
  assertErrorShape(over.body, 'insufficient_funds');
  const far = await withdraw(t, short, '5000.00');
  assert.is(far.status, 422);
  assertErrorShape(far.body, 'insufficient_funds');
  assert.equal(await moneySnapshot(t), before);
  assert.equal(await balances(t, short.token), { total: '100.00', available: '100.00', frozen: '0.00', positions: '0.00', savings: '0.00' });

  const exact = await withdraw(t, short, '99.00');
  assert.is(exact.status, 201, 'amount + fee = exactly the available balance');
  assert.is(exact.body.fee, '1.00');
  assert.equal(await balances(t, short.token), { total: '100.00', available: '0.00', frozen: '100.00', positions: '0.00', savings: '0.00' });
  const none = await withdraw(t, short, '10.00');
  assert.is(none.status, 422);
  assertErrorShape(none.body, 'insufficient_funds');
});

withdrawals('withdrawal amounts are validated before the password is checked, and a bad one changes nothing', async () => {
  const before = await moneySnapshot(t);
  const invalid: [unknown, number, string, Record<string, string> | undefined][] = [
    ['10.001', 422, 'validation_failed', { amount: 'amount_invalid' }],
    ['-5.00', 422, 'validation_failed', { amount: 'amount_invalid' }],
    ['0', 422, 'validation_failed', { amount: 'amount_invalid' }],
    ['0.00', 422, 'validation_failed', { amount: 'amount_invalid' }],
    ['99999999999999999999', 422, 'validation_failed', { amount: 'amount_invalid' }],
    ['abc', 422, 'validation_failed', { amount: 'amount_invalid' }],
    ['1e5', 422, 'validation_failed', { amount: 'amount_invalid' }],
    [' 10', 422, 'validation_failed', { amount: 'amount_invalid' }],
    ['10,00', 422, 'validation_failed', { amount: 'amount_invalid' }],
    ['', 422, 'validation_failed', { amount: 'required' }],
    [100, 400, 'invalid_body', { amount: 'invalid' }],
    [undefined, 400, 'invalid_body', { amount: 'required' }],
  ];
  for (const [amount, status, code, fields] of invalid) {
    // A wrong password on purpose: a refused amount must not count as a wrong password.
    const res = await call(t.url, 'POST', '/api/withdrawals', { token: checker.token, body: { amount, tradePassword: '000000' } });
    assert.is(res.status, status, `amount ${JSON.stringify(amount)}: ${JSON.stringify(res.body)}`);
    assertErrorShape(res.body, code);
    assert.equal(res.body.error.fields, fields, `amount ${JSON.stringify(amount)}`);
  }
  for (const amount of ['9.99', '0.01']) {
    const res = await withdraw(t, checker, amount, undefined, '000000');
    assert.is(res.status, 422, `amount ${amount}`);
    assertErrorShape(res.body, 'amount_out_of_range');
    assert.is(res.body.error.min, '10.00');
    assert.type(res.body.error.max, 'string');
  }
  const shapes: [unknown, Record<string, string>][] = [
    [{ amount: '20.00' }, { tradePassword: 'required' }],
    [{ amount: '20.00', tradePassword: 246810 }, { tradePassword: 'invalid' }],
    [{ amount: '20.00', tradePassword: '246810', fee: '0.00' }, { fee: 'unknown_field' }],
  ];
  for (const [body, fields] of shapes) {
    const res = await call(t.url, 'POST', '/api/withdrawals', { token: checker.token, body });
    assert.is(res.status, 400, JSON.stringify(body));
    assertErrorShape(res.body, 'invalid_body');
    assert.equal(res.body.error.fields, fields);
  }
  const shortPassword = await call(t.url, 'POST', '/api/withdrawals', { token: checker.token, body: { amount: '20.00', tradePassword: '12345' } });
  assert.is(shortPassword.status, 422);
  assert.equal(shortPassword.body.error.fields, { tradePassword: 'trade_password_invalid' });

  assert.equal(await moneySnapshot(t), before, 'nothing was held');
  assert.equal(await failures(checker), { trade_password_failures: 0, trade_locked_until: null }, 'no attempt was counted');
  assert.equal(await balances(t, checker.token), { total: '500.00', available: '500.00', frozen: '0.00', positions: '0.00', savings: '0.00' });

  const minimum = await withdraw(t, checker, '10.00');
  assert.is(minimum.status, 201, 'the minimum itself is accepted');
  assert.is(minimum.body.fee, '1.00');
});

withdrawals('the fee is 1 % rounded up to the cent, and at least 1.00', async () => {
  assert.is(expectedFee(10000), 100);
  assert.is(expectedFee(25050), 251);
  // Through the API, on a user with room for a few (checker holds 489.00 after the test above).
  const cases: [string, string][] = [
    ['100.00', '1.00'],
    ['99.99', '1.00'],
    ['100.01', '1.01'],
    ['150.50', '1.51'],
  ];
  let held = cents((await balances(t, checker.token)).frozen);
  for (const [amount, fee] of cases) {
    const res = await withdraw(t, checker, amount);
    assert.is(res.status, 201, JSON.stringify(res.body));
    assert.is(res.body.fee, fee, `fee of ${amount}`);
    held += cents(amount) + cents(fee);
  }
  assert.is((await balances(t, checker.token)).frozen, money(held));
});

withdrawals('a withdrawal holds amount + fee; approval pays it out; failure hands it back; each is decided once', async () => {
  assert.is((await deposit(t, flow.token, '1000.00')).status, 201);

  // 100.00 → fee 1.00 (the minimum): 101.00 is held.
  const first = await withdraw(t, flow, '100.00');
  assert.is(first.status, 201, JSON.stringify(first.body));
  assert.match(first.body.id, /^[0-9]{13}$/, 'named by its public number, like an order');
  assert.is(first.body.amount, '100.00');
  assert.is(first.body.fee, '1.00');
  assert.is(first.body.status, 'reviewing');
  assert.is(first.body.reason, null);
  assert.equal(await balances(t, flow.token), { total: '1000.00', available: '899.00', frozen: '101.00', positions: '0.00', savings: '0.00' });

  const feesBefore = await accountBalance(t, 'p:fees');
  const externalBefore = await accountBalance(t, 'p:external');
  const approved = await approveWithdrawal(t.app.conn, t.app.numbering.withdrawals, first.body.id, operator, Date.now(), t.app.notices);
  assert.is(approved.status, 'succeeded');
  assert.equal(await balances(t, flow.token), { total: '899.00', available: '899.00', frozen: '0.00', positions: '0.00', savings: '0.00' });
  assert.is(await accountBalance(t, 'p:fees'), feesBefore + 100, 'the fee is the platform’s');
  assert.is(await accountBalance(t, 'p:external'), externalBefore + 10000, 'the amount left the platform');

  // 250.50 → fee 2.505 rounded up to 2.51: 253.01 is held.
  const second = await withdraw(t, flow, '250.50');
  assert.is(second.status, 201);
  assert.is(second.body.fee, '2.51');
  assert.equal(await balances(t, flow.token), { total: '899.00', available: '645.99', frozen: '253.01', positions: '0.00', savings: '0.00' });
  const reason = 'The bank returned the transfer: account closed';
  const failed = await failWithdrawal(t.app.conn, t.app.numbering.withdrawals, second.body.id, { actor: operator.actor, reason }, Date.now(), t.app.notices);
  assert.is(failed.status, 'failed');
  assert.equal(await balances(t, flow.token), { total: '899.00', available: '899.00', frozen: '0.00', positions: '0.00', savings: '0.00' });
  assert.is(await accountBalance(t, 'p:fees'), feesBefore + 100, 'a failed withdrawal charges no fee');

  const list = await call(t.url, 'GET', '/api/withdrawals', { token: flow.token });
  assert.is(list.status, 200);
  assert.equal(
    list.body.items.map((i: any) => [i.id, i.amount, i.fee, i.status, i.reason]),
    [
      [second.body.id, '250.50', '2.51', 'failed', reason],
      [first.body.id, '100.00', '1.00', 'succeeded', null],
    ],
  );
  assert.is(list.body.nextCursor, null);
  const paged = await call(t.url, 'GET', '/api/withdrawals?limit=1', { token: flow.token });
  assert.equal(paged.body.items.map((i: any) => i.id), [second.body.id]);
  const next = await call(t.url, 'GET', `/api/withdrawals?limit=1&cursor=${paged.body.nextCursor}`, { token: flow.token });
  assert.equal(next.body.items.map((i: any) => i.id), [first.body.id]);
  assert.is(next.body.nextCursor, null);

  // Deciding again, either way, is refused and moves nothing.
  const before = await moneySnapshot(t);
  await assertRefused(approveWithdrawal(t.app.conn, t.app.numbering.withdrawals, first.body.id, operator, Date.now(), t.app.notices), 'validation_failed');
  await assertRefused(failWithdrawal(t.app.conn, t.app.numbering.withdrawals, first.body.id, operator, Date.now(), t.app.notices), 'validation_failed');
  await assertRefused(approveWithdrawal(t.app.conn, t.app.numbering.withdrawals, second.body.id, operator, Date.now(), t.app.notices), 'validation_failed');
  await assertRefused(failWithdrawal(t.app.conn, t.app.numbering.withdrawals, second.body.id, operator, Date.now(), t.app.notices), 'validation_failed');
  await assertRefused(approveWithdrawal(t.app.conn, t.app.numbering.withdrawals, '0'.repeat(32), operator, Date.now(), t.app.notices), 'not_found');
  assert.equal(await moneySnapshot(t), before);

  const log = await t.app.db.selectFrom('audit_log').select(['action', 'target', 'actor', 'reason']).where('target', 'in', [`withdrawal:${await withdrawalIdOf(t, first.body.id)}`, `withdrawal:${await withdrawalIdOf(t, second.body.id)}`]).orderBy('id').execute();
  assert.equal(log, [
    { action: 'withdrawal.approve', target: `withdrawal:${await withdrawalIdOf(t, first.body.id)}`, actor: 'test-operator', reason: operator.reason },
    { action: 'withdrawal.fail', target: `withdrawal:${await withdrawalIdOf(t, second.body.id)}`, actor: 'test-operator', reason },
  ]);

  // The capital record: holds are negative, the refund positive, each with the available balance after it.
  const ledger = await call(t.url, 'GET', '/api/ledger', { token: flow.token });
  assert.equal(
    ledger.body.items.map((i: any) => [i.code, i.amount, i.balanceAfter, i.ref]),
    [
      ['withdraw_refund', '253.01', '899.00', `withdrawal:${second.body.id}`],
      ['withdraw_hold', '-253.01', '645.99', `withdrawal:${second.body.id}`],
      ['withdraw_hold', '-101.00', '899.00', `withdrawal:${first.body.id}`],
      ['deposit', '1000.00', '1000.00', ledger.body.items[3].ref],
    ],
  );
  const report = await auditLedger(t.app.conn);
  assert.ok(report.ok, JSON.stringify(report));
});

withdrawals.run();
