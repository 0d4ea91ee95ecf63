import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { call, startTestApp, testDb, type TestApp } from '../helpers/test-app.js';
import {
  accountBalance,
  assertErrorShape,
  balances,
  bindAccount,
  cents,
  deposit,
  expectedFee,
  inviteCode,
  money,
  mulberry32,
  operator,
  signUp,
  startFundsApp,
  withdraw,
  received,
  type SignedIn, withdrawalIdOf } from '../helpers/funds.js';
import { confirmDeposit, rejectDeposit, requestDeposit } from '../../server/domain/funds/deposits-service.js';
import { approveWithdrawal, failWithdrawal } from '../../server/domain/funds/withdrawals-service.js';
import { auditLedger } from '../../server/domain/ledger/audit.js';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { transfer, transferBatch, type TransferRequest } from '../../server/domain/ledger/ledger.js';
import { DomainError } from '../../server/domain/domain-error.js';
import { scriptedClock, seedProducts, tick } from '../helpers/scripted-market.js';
import { settleDueOrders } from '../../server/domain/trading/settlement-service.js';
import { insertInviteCode } from '../../server/domain/auth/invite-codes-repository.js';

// ---------------------------------------------------------------------------------------------------------
const race = suite(`concurrent withdrawals never overdraw (${testDb})`);
let c: TestApp;
let racer: SignedIn;
race.before(async () => {
  c = await startFundsApp({ demoMode: true });
  [racer] = await signUp(c, 1);
  await bindAccount(c, racer);
  assert.is((await deposit(c, racer.token, '101.00')).status, 201);
});
race.after(() => c.close());

race('50 concurrent withdrawals against a balance that covers one: one 201, 49 insufficient_funds', async () => {
  assert.is(c.app.dbKind, testDb, 'the suite runs on the database TEST_DB names');
  // 100.00 + its fee 1.00 = 101.00: exactly the balance, once.
  const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => withdraw(c, racer, '100.00', `race-${i}`)));
  const created = responses.filter((r) => r.status === 201);
  const refused = responses.filter((r) => r.status === 422);
  assert.is(created.length, 1, `statuses: ${responses.map((r) => r.status).join(',')}`);
  assert.is(refused.length, 49, `statuses: ${responses.map((r) => r.status).join(',')}`);
  for (const r of refused) assertErrorShape(r.body, 'insufficient_funds');
  assert.equal(await balances(c, racer.token), { total: '101.00', available: '0.00', frozen: '101.00', positions: '0.00', savings: '0.00' });
  const rows = await c.app.db.selectFrom('withdrawals').selectAll().where('user_id', '=', racer.userId).execute();
  assert.is(rows.length, 1);
  const keys = await c.app.db.selectFrom('idempotency_keys').select('key').where('user_id', '=', racer.userId).execute();
  assert.is(keys.length, 1, 'only the request that moved money stored an answer');
  const report = await auditLedger(c.app.conn);
  assert.ok(report.ok, JSON.stringify(report));
});

race.run();

// ---------------------------------------------------------------------------------------------------------
const execFileAsync = promisify(execFile);
const live = suite(`the audit of a running installation reads one snapshot (${testDb})`);
let l: TestApp;
let payer: SignedIn;
live.before(async () => {
  l = await startFundsApp({ demoMode: true, moneyRequestsPerMinute: 100_000 });
  [payer] = await signUp(l, 1);
});
live.after(() => l.close());

// As an operator audits a running installation: `npm run audit`'s reads in a process of their own, 40 audits in a row
// while this process's server commits deposits.
live('deposits committed while the audit reads are never drift', async () => {
  // Each deposit commits a transfer and two balances; one that lands between the audit's read of the balances and
  // its read of the transfers showed as drift (each statement read the commits made before it).
  const env = { ...process.env, LOG_LEVEL: 'silent', AUDIT_RUNS: '40', DATA_DIR: l.config.dataDir, DATABASE_URL: l.config.databaseUrl, DATABASE_SCHEMA: l.config.databaseSchema };
  const auditor = execFileAsync(process.execPath, ['--import', 'tsx', 'test/helpers/audit-runs.ts'], { env, maxBuffer: 16 * 1024 * 1024 });
  let auditing = true;
  void auditor.finally(() => (auditing = false)).catch(() => undefined);
  let deposits = 0;
  const refused: unknown[] = [];
  while (auditing) {
    const res = await deposit(l, payer.token, '10.00', `live-${deposits}`);
    if (res.status !== 201) refused.push(res.body);
    deposits++;
  }
  const audits = (await auditor).stdout.trim().split('\n').map((line) => JSON.parse(line) as { run: number; code: number; text: string });
  assert.is(audits.length, 40, 'every audit ran');
  assert.equal(audits.filter((a) => a.code !== 0), [], `audits during ${deposits} deposits`);
  assert.equal(refused, [], 'every deposit accepted');
  assert.ok(deposits >= 20, `only ${deposits} deposits while the audits ran`);
});

if (testDb === 'sqlite') {
  live("the server's own reader takes no snapshot: every request reads through it", async () => {
    const refusal = await l.app.reads.transaction(async () => 'held').then(() => undefined, (error: Error) => error.message);
    assert.match(refusal ?? 'a snapshot was held on the shared reader', /not on the shared reader/);
  });
}

live.run();

// ---------------------------------------------------------------------------------------------------------
const audit = suite(`the ledger audit after a randomized run (${testDb})`);
let a: TestApp;
let players: SignedIn[];
let judge: SignedIn;
audit.before(async () => {
  // A thousand operations in seconds from four accounts: far past what the per-account minute limit allows people.
  a = await startFundsApp({ demoMode: false, moneyRequestsPerMinute: 100_000 });
  [judge, ...players] = await signUp(a, 4);
  for (const u of [judge, ...players]) await bindAccount(a, u);
});
audit.after(() => a.close());

async function settle<T>(action: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; code: string }> {
  try {
    return { ok: true, value: await action };
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, code: error.code };
    throw error;
  }
}

audit('a deposit or withdrawal decided by two operators at once is decided once', async () => {
  const pending = await deposit(a, judge.token, '500.00');
  assert.is(pending.body.status, 'pending');
  const confirms = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      settle(i % 2 ? confirmDeposit(a.app.conn, a.app.numbering.deposits, pending.body.id, received('500.00'), operator, Date.now(), a.app.notices) : rejectDeposit(a.app.conn, a.app.numbering.deposits, pending.body.id, operator, Date.now(), a.app.notices)),
    ),
  );
  assert.is(confirms.filter((r) => r.ok).length, 1, JSON.stringify(confirms));
  const winner = confirms.find((r) => r.ok) as { ok: true; value: { status: string } };
  const expected = winner.value.status === 'confirmed' ? '500.00' : '0.00';
  assert.is((await balances(a, judge.token)).available, expected);
  if (expected === '0.00') {
    const again = await deposit(a, judge.token, '500.00');
    await confirmDeposit(a.app.conn, a.app.numbering.deposits, again.body.id, received('500.00'), operator, Date.now(), a.app.notices);
  }

  const held = await withdraw(a, judge, '200.00');
  assert.is(held.status, 201);
  const decisions = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      settle(i % 2 ? approveWithdrawal(a.app.conn, a.app.numbering.withdrawals, held.body.id, operator, Date.now(), a.app.notices) : failWithdrawal(a.app.conn, a.app.numbering.withdrawals, held.body.id, operator, Date.now(), a.app.notices)),
    ),
  );
  assert.is(decisions.filter((r) => r.ok).length, 1, JSON.stringify(decisions));
  const decided = decisions.find((r) => r.ok) as { ok: true; value: { status: string } };
  const after = await balances(a, judge.token);
  assert.is(after.frozen, '0.00');
  assert.is(after.available, decided.value.status === 'succeeded' ? '298.00' : '500.00');
  assert.ok((await auditLedger(a.app.conn)).ok);
});

interface Model {
  confirmed: number;
  held: number;
  refunded: number;
  paidOut: number;
}

audit('1,000 random operations: the audit passes, balances match an independent model, and the platform sums to 0', async () => {
  // A model of the ledger, not of sockets: its ~800 calls go through inject, a third faster than real HTTP on a busy machine.
  const api = { url: a.app };
  const rng = mulberry32(0x5eed_2026);
  const pick = <T>(items: T[]): T => items[Math.floor(rng() * items.length)];
  const between = (lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
  const feesBefore = await accountBalance(a, 'p:fees');
  const externalBefore = await accountBalance(a, 'p:external');

  const model = new Map<string, Model>(players.map((p) => [p.userId, { confirmed: 0, held: 0, refunded: 0, paidOut: 0 }]));
  const available = (m: Model) => m.confirmed - m.held + m.refunded;
  const frozen = (m: Model) => m.held - m.refunded - m.paidOut;
  const pendingDeposits: { id: string; userId: string; amount: number }[] = [];
  const reviewing: { id: string; userId: string; amount: number; fee: number }[] = [];
  let feesPaid = 0;
  let amountsPaid = 0;
  let confirmedTotal = 0;

  const counts: Record<string, number> = {};
  const count = (name: string) => (counts[name] = (counts[name] ?? 0) + 1);
  let domainOps = 0;
  let withdrawalBudget = 25;
  const operations = 1000;

  async function httpDeposit(p: SignedIn) {
    const amount = between(1000, 300000);
    const retried = rng() < 0.1;
    const key = retried ? `rnd-${count('key')}` : undefined;
    const res = await deposit(api, p.token, money(amount), key);
    assert.is(res.status, 201, JSON.stringify(res.body));
    assert.is(res.body.status, 'pending');
    if (retried) assert.equal((await deposit(api, p.token, money(amount), key)).body, res.body);
    pendingDeposits.push({ id: res.body.id, userId: p.userId, amount });
    count('http deposit');
  }

  for (let op = 0; op < operations; op++) {
    const p = pick(players);
    const m = model.get(p.userId)!;
    const r = rng();
    // At most half of the operations may go around HTTP, straight to the services.
    const direct = (r >= 0.3 && r < 0.6) || (r >= 0.66 && r < 0.72);
    if (direct && domainOps >= operations / 2) {
      await httpDeposit(p);
      continue;
    }

    if (r < 0.3) {
      await httpDeposit(p);
    } else if (r < 0.45) {
      if (pendingDeposits.length === 0) {
        await httpDeposit(p);
        continue;
      }
      const index = Math.floor(rng() * pendingDeposits.length);
      const [d] = pendingDeposits.splice(index, 1);
      await confirmDeposit(a.app.conn, a.app.numbering.deposits, d.id, received(d.amount), operator, Date.now(), a.app.notices);
      model.get(d.userId)!.confirmed += d.amount;
      confirmedTotal += d.amount;
      domainOps++;
      count('confirm');
    } else if (r < 0.52) {
      if (pendingDeposits.length === 0) {
        await httpDeposit(p);
        continue;
      }
      const [d] = pendingDeposits.splice(Math.floor(rng() * pendingDeposits.length), 1);
      await rejectDeposit(a.app.conn, a.app.numbering.deposits, d.id, { actor: 'test-operator', reason: 'no payment arrived' }, Date.now(), a.app.notices);
      domainOps++;
      count('reject');
    } else if (r < 0.6) {
      // A deposit confirmed the moment it is made (the demo-mode path), through the service itself.
      const amount = between(1000, 100000);
      const out = await requestDeposit(a.app.conn, p.userId, { amount: money(amount), method: 'usdt_trc20' }, { key: undefined, status: 201, operation: 'POST /api/deposits' }, { funds: a.config.funds, demoMode: true, numbers: a.app.numbering.deposits, clientAddress: '127.0.0.1' }, Date.now());
      assert.is(out.body.status, 'confirmed');
      m.confirmed += amount;
      confirmedTotal += amount;
      domainOps++;
      count('instant deposit');
    } else if (r < 0.66) {
      if (withdrawalBudget === 0) {
        await httpDeposit(p);
        continue;
      }
      withdrawalBudget--;
      // The largest amount whose amount + fee still fits in the available balance.
      const room = available(m);
      let most = Math.floor((room * 100) / 101);
      while (most > 0 && most + expectedFee(most) > room) most--;
      while (most + 1 + expectedFee(most + 1) <= room) most++;
      if (most < 1000 || rng() < 0.15) {
        const amount = Math.max(1000, most + 1);
        const res = await withdraw(api, p, money(amount));
        assert.is(res.status, 422, `withdraw ${money(amount)} of ${money(room)}: ${JSON.stringify(res.body)}`);
        assertErrorShape(res.body, 'insufficient_funds');
        count('withdrawal refused');
        continue;
      }
      const amount = rng() < 0.2 ? most : between(1000, most);
      const res = await withdraw(api, p, money(amount));
      assert.is(res.status, 201, `withdraw ${money(amount)} of ${money(room)}: ${JSON.stringify(res.body)}`);
      const fee = expectedFee(amount);
      assert.is(res.body.fee, money(fee));
      m.held += amount + fee;
      reviewing.push({ id: res.body.id, userId: p.userId, amount, fee });
      count('withdrawal');
    } else if (r < 0.72) {
      if (reviewing.length === 0) {
        await httpDeposit(p);
        continue;
      }
      const [w] = reviewing.splice(Math.floor(rng() * reviewing.length), 1);
      const owner = model.get(w.userId)!;
      if (rng() < 0.5) {
        await approveWithdrawal(a.app.conn, a.app.numbering.withdrawals, w.id, operator, Date.now(), a.app.notices);
        owner.paidOut += w.amount + w.fee;
        feesPaid += w.fee;
        amountsPaid += w.amount;
        count('approve');
      } else {
        await failWithdrawal(a.app.conn, a.app.numbering.withdrawals, w.id, { actor: 'test-operator', reason: 'bank refused' }, Date.now(), a.app.notices);
        owner.refunded += w.amount + w.fee;
        count('fail');
      }
      domainOps++;
    } else if (r < 0.86) {
      const bad = pick(['10.001', '-5.00', '0', '0.00', 'abc', '1e5', ' 10', '10,00', '9.99', '99999999999999999999', 12]);
      const res =
        rng() < 0.5
          ? await deposit(api, p.token, bad as string)
          : await call(a.app, 'POST', '/api/withdrawals', { token: p.token, body: { amount: bad, tradePassword: p.tradePassword } });
      assert.ok(res.status === 400 || res.status === 422, `bad amount ${JSON.stringify(bad)}: ${res.status}`);
      assert.ok(['validation_failed', 'invalid_body', 'amount_out_of_range'].includes(res.body.error.code), JSON.stringify(res.body));
      count('bad amount');
    } else {
      const seen = await balances(api, p.token);
      assert.is(seen.available, money(available(m)), `op ${op}: available of ${p.account}`);
      assert.is(seen.frozen, money(frozen(m)), `op ${op}: frozen of ${p.account}`);
      count('look');
    }
  }

  const total = Object.entries(counts)
    .filter(([name]) => name !== 'key')
    .reduce((sum, [, n]) => sum + n, 0);
  assert.is(total, operations, JSON.stringify(counts));
  assert.ok(domainOps <= operations / 2, `${domainOps} operations went around HTTP`);
  assert.ok(counts.withdrawal >= 15, `withdrawals: ${JSON.stringify(counts)}`);
  assert.ok(counts.approve > 0 && counts.fail > 0 && counts.reject > 0 && counts.confirm > 0, JSON.stringify(counts));

  const report = await auditLedger(a.app.conn);
  assert.ok(report.ok, JSON.stringify({ ...report, counts }));
  assert.equal(report.drifts, []);
  assert.equal(report.negatives, []);
  assert.equal(report.misfiled, []);
  assert.is(report.platformSumMinor, 0);

  for (const p of players) {
    const m = model.get(p.userId)!;
    // deposits confirmed − withdrawals held + refunds; frozen holds what is still under review.
    assert.is(await accountBalance(a, `u:${p.userId}:available`), available(m), `available of ${p.account}`);
    assert.is(await accountBalance(a, `u:${p.userId}:frozen`), frozen(m), `frozen of ${p.account}`);
    const seen = await balances(api, p.token);
    assert.is(seen.available, money(available(m)));
    assert.is(seen.total, money(available(m) + frozen(m)));

    // The capital record tells the same story: newest balanceAfter = available, and each row's balance
    // before it is the next row's balance after.
    const items: { amount: string; balanceAfter: string }[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await call(a.app, 'GET', `/api/ledger?limit=100${cursor ? `&cursor=${cursor}` : ''}`, { token: p.token });
      items.push(...page.body.items);
      cursor = page.body.nextCursor;
    } while (cursor);
    assert.is(items[0].balanceAfter, money(available(m)));
    for (let i = 0; i + 1 < items.length; i++) {
      assert.is(cents(items[i].balanceAfter) - cents(items[i].amount), cents(items[i + 1].balanceAfter), `capital record row ${i} of ${p.account}`);
    }
    const last = items[items.length - 1];
    assert.is(cents(last.balanceAfter), cents(last.amount), 'the oldest row starts from 0');
  }
  assert.is(await accountBalance(a, 'p:fees') - feesBefore, feesPaid);
  assert.is(await accountBalance(a, 'p:external') - externalBefore, amountsPaid - confirmedTotal);
});

audit('the audit fails on a balance changed behind the ledger’s back, and names the account', async () => {
  assert.ok((await auditLedger(a.app.conn)).ok);
  const [p] = players;
  const id = `u:${p.userId}:available`;
  const stored = await accountBalance(a, id);
  await a.app.db.updateTable('accounts').set({ balance: stored + 1 }).where('id', '=', id).execute();
  const report = await auditLedger(a.app.conn);
  assert.is(report.ok, false);
  assert.equal(report.drifts, [{ accountId: id, storedMinor: stored + 1, computedMinor: stored }]);
  assert.is(report.platformSumMinor, 1);

  // Put it back: the audit passes again.
  await a.app.db.updateTable('accounts').set({ balance: stored }).where('id', '=', id).execute();
  assert.ok((await auditLedger(a.app.conn)).ok);
});

audit('the ledger refuses to move money between two users, and changes nothing', async () => {
  const [p, q] = players;
  const from = `u:${p.userId}:available`;
  const to = `u:${q.userId}:available`;
  const before = [await accountBalance(a, from), await accountBalance(a, to)];
  assert.ok(before[0] > 0);
  const request = { debitAccountId: from, creditAccountId: to, amountMinor: 1, code: 'deposit', ref: 'test' } as const;
  try {
    await a.app.conn.transaction((trx) => transfer(trx, request, Date.now()));
    assert.unreachable('a transfer between two users went through');
  } catch (error) {
    assert.match(String(error), /belong to two users/);
  }
  assert.equal([await accountBalance(a, from), await accountBalance(a, to)], before);
  assert.ok((await auditLedger(a.app.conn)).ok);
});

audit('a batch of 70 transfers is recorded in the order given, each with the balances right after it', async () => {
  const [p] = players;
  const available = `u:${p.userId}:available`;
  const before = await accountBalance(a, available);
  // 70 = two statements of 32 rows and 6 single rows; amounts 1..70 make every balance after distinct.
  const requests: TransferRequest[] = Array.from({ length: 70 }, (_, i) => ({ debitAccountId: 'p:external', creditAccountId: available, amountMinor: i + 1, code: 'deposit', ref: `batch:${i}` }));
  await a.app.conn.transaction((trx) => transferBatch(trx, requests, Date.now()));
  const rows = await a.app.db.selectFrom('transfers').select(['id', 'ref', 'amount', 'credit_balance_after']).where('ref', 'like', 'batch:%').orderBy('id').execute();
  assert.equal(rows.map((r) => r.ref), requests.map((r) => r.ref), 'numbered in the order given');
  let running = before;
  for (const row of rows) assert.is(row.credit_balance_after, (running += row.amount), row.ref);
  assert.is(await accountBalance(a, available), before + (70 * 71) / 2);
  assert.ok((await auditLedger(a.app.conn)).ok);
});

audit('a batch is refused when one of its transfers would take a user account below zero, though its net would not', async () => {
  const [p] = players;
  const available = `u:${p.userId}:available`;
  const before = await accountBalance(a, available);
  const transfersBefore = await a.app.db.selectFrom('transfers').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  // Out first, then back: the net is 0, but the first row would record a balance of -1.
  const overdraw: TransferRequest[] = [
    { debitAccountId: available, creditAccountId: 'p:house', amountMinor: before + 1, code: 'correction', ref: 'overdraw:out' },
    { debitAccountId: 'p:house', creditAccountId: available, amountMinor: before + 1, code: 'correction', ref: 'overdraw:back' },
  ];
  const refused = await settle(a.app.conn.transaction((trx) => transferBatch(trx, overdraw, Date.now())));
  assert.equal(refused, { ok: false, code: 'insufficient_funds' });
  assert.is(await accountBalance(a, available), before, 'nothing moved');
  const transfersAfter = await a.app.db.selectFrom('transfers').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  assert.is(String(transfersAfter.n), String(transfersBefore.n), 'nothing recorded');

  // In first, then out: every row leaves the balance at or above zero, so the same two moves go through.
  await a.app.conn.transaction((trx) => transferBatch(trx, [overdraw[1], overdraw[0]], Date.now()));
  const rows = await a.app.db.selectFrom('transfers').select(['ref', 'debit_balance_after', 'credit_balance_after']).where('ref', 'like', 'overdraw:%').orderBy('id').execute();
  assert.equal(rows, [
    { ref: 'overdraw:back', debit_balance_after: rows[0].debit_balance_after, credit_balance_after: 2 * before + 1 },
    { ref: 'overdraw:out', debit_balance_after: before, credit_balance_after: rows[1].credit_balance_after },
  ]);
  assert.ok((await auditLedger(a.app.conn)).ok);
});

audit('the audit fails on a transfer filed under another user, and names the account', async () => {
  const [p, q] = players;
  const transfer = await a.app.db.selectFrom('transfers').select(['id', 'credit_account_id']).where('credit_account_id', '=', `u:${p.userId}:available`).executeTakeFirstOrThrow();
  await a.app.db.updateTable('transfers').set({ user_id: q.userId }).where('id', '=', transfer.id).execute();
  const report = await auditLedger(a.app.conn);
  assert.is(report.ok, false);
  assert.equal(report.misfiled, [{ accountId: transfer.credit_account_id, userId: q.userId }]);

  await a.app.db.updateTable('transfers').set({ user_id: p.userId }).where('id', '=', transfer.id).execute();
  assert.ok((await auditLedger(a.app.conn)).ok);
});

audit.run();

// ---------------------------------------------------------------------------------------------------------
// The audit also proves that what positions and frozen hold is what they hold it for.
const held = suite(`the audit checks positions against open orders and frozen against withdrawals under review (${testDb})`);
const clock = scriptedClock(Date.parse('2026-11-25T12:00:00Z'));
let h: TestApp;
let trader: SignedIn;
let idle: SignedIn;
let openOrderId: number;
let wonOrder: string;
let reviewingId: string;
held.before(async () => {
  h = await startTestApp({ authRateLimitPerMinute: 1000, demoMode: true }, undefined, clock.now);
  await insertInviteCode(h.app.conn, inviteCode, null, Date.now());
  [trader, idle] = await signUp(h, 2);
  await seedProducts(h.app, clock.now());
  await bindAccount(h, trader);
  assert.is((await deposit(h, trader.token, '1000.00')).status, 201);
  assert.is((await call(h.url, 'POST', '/api/me/risk-acknowledgement', { token: trader.token })).status, 204);
  // Mixed activity: two orders settle (a win and a loss), one stays open; one withdrawal is paid, one
  // refused, one waits for review.
  const start = clock.now();
  await tick(h.app, 'BTCUSDT', 10_000, start);
  const place = async (direction: string, amount: string, period: number) => {
    const placed = await call(h.url, 'POST', '/api/orders', { token: trader.token, body: { symbol: 'BTCUSDT', direction, amount, period } });
    assert.is(placed.status, 201, JSON.stringify(placed.body));
    return placed.body.id as string;
  };
  wonOrder = await place('up', '10.00', 30);
  await place('down', '20.00', 30);
  const open = await place('up', '30.00', 300);
  openOrderId = h.app.numbering.orders.idOf(open)!;
  // The exit at 28 s (up wins, down loses), made final by the tick after expiry.
  await tick(h.app, 'BTCUSDT', 10_100, start + 28_000);
  await tick(h.app, 'BTCUSDT', 10_200, start + 31_000);
  clock.set(start + 31_000);
  await settleDueOrders(h.app.conn, h.app.reads, start + 31_000, { read: 100, write: 100 });
  const stillOpen = await h.app.db.selectFrom('orders').select('id').where('status', '=', 'open').execute();
  assert.equal(stillOpen.map((o) => o.id), [openOrderId]);
  const ids: string[] = [];
  for (const amount of ['50.00', '60.00', '70.00']) {
    const w = await withdraw(h, trader, amount);
    assert.is(w.status, 201, JSON.stringify(w.body));
    ids.push(w.body.id);
  }
  await approveWithdrawal(h.app.conn, h.app.numbering.withdrawals, ids[0], operator, Date.now(), h.app.notices);
  await failWithdrawal(h.app.conn, h.app.numbering.withdrawals, ids[1], operator, Date.now(), h.app.notices);
  reviewingId = await withdrawalIdOf(h, ids[2]);
});
held.after(() => h.close());

held('after orders and withdrawals of every outcome, positions and frozen hold exactly what they should', async () => {
  const report = await auditLedger(h.app.conn);
  assert.ok(report.ok, JSON.stringify(report));
  assert.equal(report.holds, []);
  const shown = await balances(h, trader.token);
  assert.is(shown.positions, '30.00');
  assert.is(shown.frozen, money(7_000 + expectedFee(7_000)));
});

held('the capital record shows a won order paying its stake back and its winnings as two rows of their own', async () => {
  const order = (await call(h.url, 'GET', `/api/orders/${wonOrder}`, { token: trader.token })).body;
  assert.is(order.result, 'win');
  const items = (await call(h.url, 'GET', '/api/ledger?limit=100', { token: trader.token })).body.items as { code: string; amount: string; balanceAfter: string; ref: string }[];
  const settled = items.filter((item) => item.ref === `order:${wonOrder}` && item.code !== 'stake');
  // Newest first: the stake comes back, then the winnings on top of it.
  assert.equal(settled.map((item) => [item.code, item.amount]), [['winnings', order.pnl], ['stake_return', order.amount]]);
  assert.is(cents(settled[0].balanceAfter), cents(settled[1].balanceAfter) + cents(order.pnl));
  assert.not.ok(items.some((item) => item.code === 'stake_lost'), 'a lost stake goes from positions to the house, past the available balance');
});

held("a transfer relabelled behind the ledger's back is named by code and accounts, and the audit fails", async () => {
  const returned = await h.app.db.selectFrom('transfers').select('id').where('code', '=', 'stake_return').where('user_id', '=', trader.userId).executeTakeFirstOrThrow();
  await h.app.db.updateTable('transfers').set({ code: 'winnings' }).where('id', '=', returned.id).execute();
  const report = await auditLedger(h.app.conn);
  await h.app.db.updateTable('transfers').set({ code: 'stake_return' }).where('id', '=', returned.id).execute();
  assert.is(report.ok, false);
  assert.equal(report.drifts, [], 'the balances still match the transfers: only the codes say what moved');
  assert.equal(report.miscoded, [{ code: 'winnings', debitKind: 'positions', creditKind: 'available', transfers: 1 }]);
  assert.ok((await auditLedger(h.app.conn)).ok);
});

held("an open order's stake changed behind the ledger's back is reported for its user, and the audit fails", async () => {
  await h.app.db.updateTable('orders').set({ amount: 3_500 }).where('id', '=', openOrderId).execute();
  const report = await auditLedger(h.app.conn);
  await h.app.db.updateTable('orders').set({ amount: 3_000 }).where('id', '=', openOrderId).execute();
  assert.is(report.ok, false);
  assert.equal(report.drifts, [], 'the balances still match the transfers: only the new check sees it');
  assert.equal(report.holds, [{ accountId: `u:${trader.userId}:positions`, userId: trader.userId, storedMinor: 3_000, expectedMinor: 3_500 }]);
  assert.ok((await auditLedger(h.app.conn)).ok, 'put back, it passes again');
});

held("a withdrawal's status flipped behind the ledger's back is reported for its user, and the audit fails", async () => {
  const frozen = 7_000 + expectedFee(7_000);
  await h.app.db.updateTable('withdrawals').set({ status: 'succeeded' }).where('id', '=', reviewingId).execute();
  const report = await auditLedger(h.app.conn);
  await h.app.db.updateTable('withdrawals').set({ status: 'reviewing' }).where('id', '=', reviewingId).execute();
  assert.is(report.ok, false);
  assert.equal(report.holds, [{ accountId: `u:${trader.userId}:frozen`, userId: trader.userId, storedMinor: frozen, expectedMinor: 0 }]);
  assert.ok((await auditLedger(h.app.conn)).ok);
});

held('an open order of a user whose positions hold nothing is reported too', async () => {
  await h.app.db.updateTable('orders').set({ user_id: idle.userId }).where('id', '=', openOrderId).execute();
  const report = await auditLedger(h.app.conn);
  await h.app.db.updateTable('orders').set({ user_id: trader.userId }).where('id', '=', openOrderId).execute();
  assert.equal(
    [...report.holds].sort((x, y) => x.accountId.localeCompare(y.accountId)),
    [
      { accountId: `u:${trader.userId}:positions`, userId: trader.userId, storedMinor: 3_000, expectedMinor: 0 },
      { accountId: `u:${idle.userId}:positions`, userId: idle.userId, storedMinor: 0, expectedMinor: 3_000 },
    ].sort((x, y) => x.accountId.localeCompare(y.accountId)),
  );
  assert.ok((await auditLedger(h.app.conn)).ok);
});

held.run();
