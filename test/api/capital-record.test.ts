import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { call, startTestApp, testDb, type TestApp } from '../helpers/test-app.js';
import { bindAccount, cents, deposit, expectedFee, inviteCode, money, operator, signUp, withdraw, withdrawalIdOf, type SignedIn } from '../helpers/funds.js';
import { approveWithdrawal } from '../../server/domain/funds/withdrawals-service.js';
import { auditLedger } from '../../server/domain/ledger/audit.js';
import { scriptedClock, seedProducts, tick } from '../helpers/scripted-market.js';
import { settleDueOrders } from '../../server/domain/trading/settlement-service.js';
import { insertInviteCode } from '../../server/domain/auth/invite-codes-repository.js';
import { admin as adminOf } from '../helpers/admin.js';
import { withdrawalReasonCodes } from '../../src/core/withdrawal-reasons.js';

const record = suite(`capital record rows and withdrawal reason codes (${testDb})`);
const clock = scriptedClock();
let h: TestApp;
let trader: SignedIn;
let wonOrder: string;
let lostOrder: string;
let paid: string, refused: string, waiting: string;

/** `npm run admin -- …` in-process, its terminal read as text. */
const admin = (...args: string[]) => adminOf(h, ...args);

async function allEntries(limit: number) {
  const entries: any[] = [];
  let cursor: string | null = null;
  do {
    const res: any = await call(h.url, 'GET', `/api/capital-record?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, { token: trader.token });
    assert.is(res.status, 200, JSON.stringify(res.body));
    entries.push(...res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor);
  return entries;
}

record.before(async () => {
  h = await startTestApp({ authRateLimitPerMinute: 1000, demoMode: true }, undefined, clock.now);
  await insertInviteCode(h.app.conn, inviteCode, null, Date.now());
  [trader] = await signUp(h, 1);
  await seedProducts(h.app, clock.now());
  await bindAccount(h, trader);
  assert.is((await deposit(h, trader.token, '1000.00')).status, 201);
  assert.is((await call(h.url, 'POST', '/api/me/risk-acknowledgement', { token: trader.token })).status, 204);
  // Three withdrawals first, so that the refund of the one that fails lands after the orders' transfers.
  const ids: string[] = [];
  for (const amount of ['50.00', '60.00', '70.00']) {
    const w = await withdraw(h, trader, amount);
    assert.is(w.status, 201, JSON.stringify(w.body));
    ids.push(w.body.id);
  }
  [paid, refused, waiting] = ids;
  const start = clock.now();
  await tick(h.app, 'BTCUSDT', 10_000, start);
  const place = async (direction: string) => {
    const placed = await call(h.url, 'POST', '/api/orders', { token: trader.token, body: { symbol: 'BTCUSDT', direction, amount: '10.00', period: 30 } });
    assert.is(placed.status, 201, JSON.stringify(placed.body));
    return placed.body.id as string;
  };
  wonOrder = await place('up');
  lostOrder = await place('down');
  await tick(h.app, 'BTCUSDT', 10_100, start + 28_000);
  await tick(h.app, 'BTCUSDT', 10_200, start + 31_000);
  clock.set(start + 31_000);
  await settleDueOrders(h.app.conn, h.app.reads, start + 31_000, { read: 100, write: 100 });
});
record.after(() => h.close());

record('the CLI refuses a failure without a reason code or with one not on the list, and changes nothing', async () => {
  const none = await admin('withdrawals', 'fail', refused, '--reason', 'ticket 9');
  assert.is(none.code, 1, none.stdout);
  assert.ok(none.stdout.includes('--code must be one of') && none.stdout.includes('name_mismatch'), none.stdout);
  const unknown = await admin('withdrawals', 'fail', refused, '--code', 'bad_luck', '--reason', 'ticket 9');
  assert.is(unknown.code, 1, unknown.stdout);
  const help = await admin('help');
  assert.ok(help.stdout.includes(`--code ${withdrawalReasonCodes.join('|')}`), help.stdout);
  const row = await h.app.db.selectFrom('withdrawals').select(['status', 'reason', 'reason_code']).where('id', '=', await withdrawalIdOf(h, refused)).executeTakeFirstOrThrow();
  assert.equal(row, { status: 'reviewing', reason: null, reason_code: null });
});

record('an operator fails a withdrawal with a reason code and a note: the user reads both, the audit log keeps --reason', async () => {
  const out = await admin('withdrawals', 'fail', refused, '--code', 'name_mismatch', '--note', '  Account holder: J. Doe  ', '--reason', 'bank says name differs, ticket 9');
  assert.is(out.code, 0, out.stdout);
  assert.ok(out.stdout.includes('"reasonCode": "name_mismatch"'), out.stdout);
  assert.is((await approveWithdrawal(h.app.conn, h.app.numbering.withdrawals, paid, operator, Date.now(), h.app.notices)).reasonCode, null);

  const list = await call(h.url, 'GET', '/api/withdrawals', { token: trader.token });
  assert.equal(
    list.body.items.map((w: any) => [w.id, w.status, w.reasonCode, w.reason]),
    [
      [waiting, 'reviewing', null, null],
      [refused, 'failed', 'name_mismatch', 'Account holder: J. Doe'],
      [paid, 'succeeded', null, null],
    ],
  );
  const failedQueue = await admin('withdrawals', 'list', '--status', 'failed');
  assert.ok(failedQueue.stdout.includes('name_mismatch: Account holder: J. Doe'), failedQueue.stdout);
  const log = await h.app.db.selectFrom('audit_log').select(['actor', 'reason']).where('target', '=', `withdrawal:${await withdrawalIdOf(h, refused)}`).execute();
  assert.equal(log, [{ actor: 'cli-test', reason: 'bank says name differs, ticket 9' }]);
});

record('a note is optional: the code alone is stored, with no text', async () => {
  const w = await withdraw(h, trader, '20.00');
  const out = await admin('withdrawals', 'fail', w.body.id, '--code', 'bank_returned', '--reason', 'returned by the bank');
  assert.is(out.code, 0, out.stdout);
  const row = await h.app.db.selectFrom('withdrawals').select(['reason', 'reason_code']).where('id', '=', await withdrawalIdOf(h, w.body.id)).executeTakeFirstOrThrow();
  assert.equal(row, { reason: null, reason_code: 'bank_returned' });
});

record('one row per withdrawal whose status follows it, one per settlement with what came back, every transfer in exactly one row', async () => {
  const entries = await allEntries(100);
  const won = (await call(h.url, 'GET', `/api/orders/${wonOrder}`, { token: trader.token })).body;
  assert.is(won.result, 'win');
  const kinds = entries.map((e) => [e.kind, e.code, e.ref]);
  const withdrawalRows = entries.filter((e) => e.kind === 'withdrawal');
  assert.equal(
    withdrawalRows.map((e) => [e.ref, e.withdrawal.status, e.parts.map((p: any) => p.code)]),
    [
      [withdrawalRows[0].ref, 'failed', ['withdraw_hold', 'withdraw_refund']],
      [`withdrawal:${waiting}`, 'reviewing', ['withdraw_hold']],
      [`withdrawal:${refused}`, 'failed', ['withdraw_hold', 'withdraw_refund']],
      [`withdrawal:${paid}`, 'succeeded', ['withdraw_hold']],
    ],
    JSON.stringify(kinds),
  );
  const failedRow = withdrawalRows[2];
  assert.is(failedRow.amount, `-${money(6_000 + expectedFee(6_000))}`, 'the row shows what was held, whatever came of it');
  assert.is(failedRow.parts[1].amount, money(6_000 + expectedFee(6_000)));
  assert.is(failedRow.balanceAfter, failedRow.parts[1].balanceAfter, 'the balance after the latest part');
  assert.equal([failedRow.withdrawal.reasonCode, failedRow.withdrawal.reason], ['name_mismatch', 'Account holder: J. Doe']);

  const settlements = entries.filter((e) => e.kind === 'settlement');
  assert.is(settlements.length, 1, 'a lost stake never comes back to the available balance');
  const [settled] = settlements;
  assert.is(settled.ref, `order:${wonOrder}`);
  // Broke before: a win's row showed only its winnings (+40.00 for a 50.00 stake that brought back 90.00).
  assert.is(cents(settled.amount), cents('10.00') + cents(won.pnl), 'the row shows what came back: the stake and the winnings');
  assert.equal(settled.parts.map((p: any) => [p.code, p.amount]), [['stake_return', '10.00'], ['winnings', won.pnl]]);
  assert.is(cents(settled.balanceAfter), cents(settled.parts[0].balanceAfter) + cents(won.pnl));
  // Every row shows what its event moved in the available balance (a withdrawal: what was held, and under it what
  // came back), so the rows add up to the balance.
  for (const entry of entries) {
    const moved = entry.parts.reduce((sum: number, p: any) => sum + cents(p.amount), 0);
    const shown = cents(entry.amount) + (entry.kind === 'withdrawal' ? entry.parts.slice(1).reduce((sum: number, p: any) => sum + cents(p.amount), 0) : 0);
    assert.is(shown, moved, `${entry.kind} ${entry.ref} shows what it moved`);
  }
  assert.ok(entries.some((e) => e.kind === 'transfer' && e.code === 'stake' && e.ref === `order:${lostOrder}`));

  // The same transfers as the ledger, each in one row.
  const ledger = (await call(h.url, 'GET', '/api/ledger?limit=100', { token: trader.token })).body.items;
  const inRows = entries.flatMap((e) => e.parts.map((p: any) => p.id)).sort();
  assert.equal(inRows, ledger.map((i: any) => i.id).sort());
  assert.equal(entries.map((e) => e.id), entries.map((e) => e.parts[0].id));
  assert.ok((await auditLedger(h.app.conn)).ok, 'presentation moved nothing');
});

record('withdrawals and deposits are named by 13-digit public numbers, in their lists, the refs of both records and the CLI queue', async () => {
  const withdrawals = (await call(h.url, 'GET', '/api/withdrawals', { token: trader.token })).body.items;
  const deposits = (await call(h.url, 'GET', '/api/deposits', { token: trader.token })).body.items;
  for (const record of [...withdrawals, ...deposits]) assert.match(record.id, /^[0-9]{13}$/);
  assert.is(new Set(withdrawals.map((w: { id: string }) => w.id)).size, withdrawals.length);
  const entries = await allEntries(100);
  const refs = new Set(entries.map((e) => e.ref));
  for (const w of withdrawals) assert.ok(refs.has(`withdrawal:${w.id}`), `withdrawal:${w.id}`);
  assert.ok(refs.has(`deposit:${deposits[0].id}`), `deposit:${deposits[0].id}`);
  const ledgerRefs = (await call(h.url, 'GET', '/api/ledger?limit=100', { token: trader.token })).body.items.map((i: { ref: string }) => i.ref);
  assert.ok(ledgerRefs.every((ref: string) => /^(withdrawal|deposit|order):[0-9]{13}$/.test(ref)), ledgerRefs.join(' '));
  const queue = await admin('withdrawals', 'list', '--status', 'reviewing');
  assert.ok(queue.stdout.includes(waiting), queue.stdout);
  assert.not.ok(queue.stdout.includes(await withdrawalIdOf(h, waiting)), 'the queue names it as the user does');
});

record('paged one row at a time, the rows are the same: a refund that came pages later stays with its hold', async () => {
  assert.equal(await allEntries(1), await allEntries(100));
  const bad = await call(h.url, 'GET', '/api/capital-record?cursor=bm9wZQ', { token: trader.token });
  assert.is(bad.status, 422, "a cursor that did not come from us");
  assert.is((await call(h.url, 'GET', '/api/capital-record')).status, 401);
});

record.run();
