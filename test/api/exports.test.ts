import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { call, startTestApp, testDb, type TestApp } from '../helpers/test-app.js';
import { bindAccount, cents, deposit, inviteCode, money, operator, signUp, withdraw, type SignedIn } from '../helpers/funds.js';
import { scriptedClock, seedProducts, tick } from '../helpers/scripted-market.js';
import { insertInviteCode } from '../../server/domain/auth/invite-codes-repository.js';
import { settleDueOrders } from '../../server/domain/trading/settlement-service.js';
import { failWithdrawal } from '../../server/domain/funds/withdrawals-service.js';
import { transfer } from '../../server/domain/ledger/ledger.js';
import { platformAccountId, userAccountId } from '../../server/domain/ledger/account-ids.js';
import { auditLedger } from '../../server/domain/ledger/audit.js';
import { loadConfig } from '../../server/config.js';

const exports_ = suite(`exports: the capital record and the orders of a period as CSV (${testDb})`);
// 23:30 in Taipei on 30 November: the first deposit is November there, the rest December.
const clock = scriptedClock(Date.parse('2026-11-30T15:30:00Z'));
let h: TestApp;
let trader: SignedIn;
let other: SignedIn;
let bulk: SignedIn;

/** RFC 4180: quoted cells with doubled quotes, CRLF between records. */
function parseCsv(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      records.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  assert.is(cell + row.join(''), '', 'the file ends with a whole record');
  const [header, ...rows] = records;
  return rows.map((r) => {
    assert.is(r.length, header.length, `a row of ${header.length} cells: ${r.join(',')}`);
    return Object.fromEntries(header.map((name, i) => [name, r[i]]));
  });
}

async function csvOf(at: string, user: SignedIn, path: string) {
  const res = await fetch(`${at}${path}`, { headers: { authorization: `Bearer ${user.token}` } });
  return { status: res.status, headers: res.headers, text: await res.text() };
}
const ledgerOf = async (user: SignedIn) => {
  const items: { amount: string; balanceAfter: string; createdAt: string; code: string }[] = [];
  let cursor: string | null = null;
  do {
    const res: any = await call(h.url, 'GET', `/api/ledger?limit=100${cursor ? `&cursor=${cursor}` : ''}`, { token: user.token });
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor);
  return items.reverse();
};
/** The available balance at an instant, as the ledger API tells it: after the last transfer before it. */
const balanceAt = (ledger: { balanceAfter: string; createdAt: string }[], ms: number) => cents(ledger.filter((i) => Date.parse(i.createdAt) < ms).at(-1)?.balanceAfter ?? '0.00');

exports_.before(async () => {
  h = await startTestApp({ authRateLimitPerMinute: 1000, exportsPerMinute: 1000, demoMode: true }, undefined, clock.now);
  await insertInviteCode(h.app.conn, inviteCode, null, Date.now());
  [trader, other, bulk] = await signUp(h, 3);
  await seedProducts(h.app, clock.now());
  await bindAccount(h, trader);
  assert.is((await deposit(h, trader.token, '1000.00')).status, 201);
  clock.set(Date.parse('2026-11-30T16:30:00Z'));
  assert.is((await deposit(h, trader.token, '12345.67')).status, 201);
  assert.is((await call(h.url, 'POST', '/api/me/risk-acknowledgement', { token: trader.token })).status, 204);
  const failed = await withdraw(h, trader, '60.00');
  assert.is(failed.status, 201, JSON.stringify(failed.body));
  assert.is((await withdraw(h, trader, '50.00')).status, 201);
  const start = clock.now();
  await tick(h.app, 'BTCUSDT', 10_000, start);
  for (const direction of ['up', 'down']) {
    const placed = await call(h.url, 'POST', '/api/orders', { token: trader.token, body: { symbol: 'BTCUSDT', direction, amount: '10.00', period: 30 } });
    assert.is(placed.status, 201, JSON.stringify(placed.body));
  }
  await tick(h.app, 'BTCUSDT', 10_100, start + 28_000);
  await tick(h.app, 'BTCUSDT', 10_200, start + 31_000);
  clock.set(start + 31_000);
  await settleDueOrders(h.app.conn, h.app.reads, start + 31_000, { read: 100, write: 100 });
  clock.set(Date.parse('2026-12-15T08:00:00Z'));
  await failWithdrawal(h.app.conn, h.app.numbering.withdrawals, failed.body.id, operator, clock.now(), h.app.notices, { code: 'bank_returned', note: null });
  assert.is((await call(h.url, 'POST', '/api/savings/transfer-in', { token: trader.token, body: { amount: '100.00' } })).status, 201);
  // 00:30 on 1 January in Taipei: the next year there (a session lasts 30 days: these outlast the test's month).
  await h.app.db.updateTable('sessions').set({ expires_at: Date.parse('2027-06-01T00:00:00Z') }).execute();
  clock.set(Date.parse('2026-12-31T16:30:00Z'));
  assert.is((await deposit(h, trader.token, '15.00')).status, 201);
  assert.is((await deposit(h, other.token, '777.00')).status, 201);
});
exports_.after(() => h.close());

exports_('December in Taipei: one row per transfer of the month, and the amounts add up to the balance’s change', async () => {
  const res = await csvOf(h.url, trader, '/api/capital-record.csv?period=2026-12&tz=Asia/Taipei');
  assert.is(res.status, 200, res.text);
  assert.is(res.headers.get('content-type'), 'text/csv; charset=utf-8');
  assert.is(res.headers.get('content-disposition'), 'attachment; filename="uptick-transactions-2026-12.csv"');
  assert.is(res.headers.get('cache-control'), 'no-store');
  assert.ok(res.text.startsWith('time_utc,time_local,transfer,type,amount,balance_after,currency,reference\r\n'), res.text.slice(0, 120));
  const rows = parseCsv(res.text);
  const fromMs = Date.parse('2026-11-30T16:00:00Z');
  const toMs = Date.parse('2026-12-31T16:00:00Z');
  const ledger = await ledgerOf(trader);
  const inMonth = ledger.filter((i) => Date.parse(i.createdAt) >= fromMs && Date.parse(i.createdAt) < toMs);
  assert.equal(rows.map((r) => [r.type, r.amount, r.balance_after]), inMonth.map((i) => [i.code, i.amount, i.balanceAfter]), 'the ledger’s transfers of the month, oldest first');
  assert.equal(
    rows.map((r) => r.type),
    ['deposit', 'withdraw_hold', 'withdraw_hold', 'stake', 'stake', 'stake_return', 'winnings', 'withdraw_refund', 'savings_in'],
    'deposits, holds, stakes, settlement, refund and savings, each a row',
  );
  const sum = rows.reduce((total, r) => total + cents(r.amount), 0);
  assert.is(sum, balanceAt(ledger, toMs) - balanceAt(ledger, fromMs), 'the rows add up to the change of the available balance');
  assert.is(sum, cents(rows.at(-1)!.balance_after) - (cents(rows[0].balance_after) - cents(rows[0].amount)), 'from the file alone, too');
  for (const r of rows) {
    assert.match(r.amount, /^-?\d+\.\d\d$/, 'a plain number with a dot, no grouping');
    assert.match(r.balance_after, /^\d+\.\d\d$/);
    assert.match(r.time_utc, /^2026-1[12]-\d\dT\d\d:\d\d:\d\dZ$/);
    assert.match(r.time_local, /^2026-12-\d\dT\d\d:\d\d:\d\d\+08:00$/, 'the local time, in December');
    assert.is(Date.parse(r.time_local), Date.parse(r.time_utc), 'the same instant');
    assert.is(r.currency, 'USDT');
  }
  assert.is(rows[0].amount, '12345.67');
  assert.match(rows[0].reference, /^deposit:\d{13}$/, 'what a row is about, by the number its screen shows');
  assert.match(rows.find((r) => r.type === 'stake')!.reference, /^order:\d{13}$/);
});

exports_('the calendar is the zone named: in UTC the first December deposit is November’s', async () => {
  const utc = parseCsv((await csvOf(h.url, trader, '/api/capital-record.csv?period=2026-12&tz=UTC')).text);
  assert.not.ok(utc.some((r) => r.amount === '12345.67'), '16:30 UTC on 30 November is November in UTC');
  assert.ok(utc.every((r) => r.time_local.endsWith('+00:00')));
  const november = parseCsv((await csvOf(h.url, trader, '/api/capital-record.csv?period=2026-11&tz=UTC')).text);
  assert.equal(november.map((r) => r.amount), ['1000.00', '12345.67', '-61.00', '-51.00', '-10.00', '-10.00', '10.00', '7.50']);
  const platform = parseCsv((await csvOf(h.url, trader, '/api/capital-record.csv?period=2026-12')).text);
  assert.ok(platform[0].time_local.endsWith('+08:00'), "without tz, the platform's zone (Asia/Taipei)");
});

exports_('a year holds its months and nothing of the next; another user’s transfers never show', async () => {
  const year = parseCsv((await csvOf(h.url, trader, '/api/capital-record.csv?period=2026&tz=Asia/Taipei')).text);
  assert.is(year.length, 10, 'November’s deposit and December’s nine');
  assert.not.ok(year.some((r) => r.amount === '15.00'), '00:30 on 1 January is the next year');
  const next = parseCsv((await csvOf(h.url, trader, '/api/capital-record.csv?period=2027&tz=Asia/Taipei')).text);
  assert.equal(next.map((r) => r.amount), ['15.00']);
  const theirs = parseCsv((await csvOf(h.url, other, '/api/capital-record.csv?period=2027&tz=Asia/Taipei')).text);
  assert.equal(theirs.map((r) => r.amount), ['777.00']);
  const empty = await csvOf(h.url, other, '/api/capital-record.csv?period=2025');
  assert.is(empty.status, 200);
  assert.is(empty.text, 'time_utc,time_local,transfer,type,amount,balance_after,currency,reference\r\n', 'a period with nothing is the header alone');
});

exports_('the orders of a month: stake, prices, result, payout and P&L, with both times', async () => {
  const res = await csvOf(h.url, trader, '/api/orders.csv?period=2026-12&tz=Asia/Taipei');
  assert.is(res.status, 200, res.text);
  assert.is(res.headers.get('content-disposition'), 'attachment; filename="uptick-orders-2026-12.csv"');
  const rows = parseCsv(res.text);
  assert.equal(
    rows.map((r) => [r.symbol, r.direction, r.period_seconds, r.stake, r.result, r.payout, r.pnl, r.currency]),
    [
      ['BTCUSDT', 'up', '30', '10.00', 'win', '17.50', '7.50', 'USDT'],
      ['BTCUSDT', 'down', '30', '10.00', 'loss', '0.00', '-10.00', 'USDT'],
    ],
  );
  const [won] = rows;
  assert.match(won.order, /^\d{13}$/);
  assert.match(won.entry_price, /^\d+\.\d+$/);
  assert.match(won.exit_price, /^\d+\.\d+$/);
  assert.is(Number(won.exit_price) > Number(won.entry_price), true);
  assert.is(won.payout_rate, '75.00');
  assert.match(won.opened_local, /\+08:00$/);
  assert.is(Date.parse(won.settled_utc) - Date.parse(won.opened_utc), 31_000);
  assert.equal(parseCsv((await csvOf(h.url, trader, '/api/orders.csv?period=2026-11&tz=UTC')).text).length, 2, 'the same orders are November in UTC');
});

exports_('past one query’s batch, the file still holds every transfer once, in order, and adds up', async () => {
  const available = userAccountId(bulk.userId, 'available');
  const start = Date.parse('2026-10-01T00:00:00Z');
  await h.app.conn.transaction(async (trx) => {
    for (let i = 0; i < 1_234; i++) {
      await transfer(trx, { debitAccountId: platformAccountId('external'), creditAccountId: available, amountMinor: 100 + i, code: 'deposit', ref: `deposit:bulk-${i}` }, start + i * 60_000);
    }
  });
  const rows = parseCsv((await csvOf(h.url, bulk, '/api/capital-record.csv?period=2026-10&tz=UTC')).text);
  assert.is(rows.length, 1_234);
  assert.equal(new Set(rows.map((r) => r.transfer)).size, 1_234, 'each once');
  assert.is(rows.reduce((total, r) => total + cents(r.amount), 0), cents(rows.at(-1)!.balance_after), 'from a zero balance to the last');
  assert.is(rows[1_233].amount, money(100 + 1_233));
  assert.ok((await auditLedger(h.app.conn)).ok, 'the audit stays clean');
});

exports_('a period that is not a month or a year, or an unknown zone, is refused; no token is 401', async () => {
  for (const query of ['', '?period=2026-13', '?period=26-12', '?period=2026-12-01', '?period=1999', '?period=2026&extra=1']) {
    const res = await call(h.url, 'GET', `/api/capital-record.csv${query}`, { token: trader.token });
    assert.ok(res.status === 400 || res.status === 422, `${query}: ${res.status}`);
    assert.type(res.body?.error?.code, 'string', query);
  }
  const zone = await call(h.url, 'GET', '/api/orders.csv?period=2026&tz=Mars/Olympus', { token: trader.token });
  assert.is(zone.status, 422);
  assert.equal(zone.body.error.fields, { tz: 'time_zone' });
  assert.is((await call(h.url, 'GET', '/api/orders.csv?period=2026')).status, 401);
});

exports_.run();

const limits = suite('exports are rate-limited per account');
limits('the 7th export in a minute is 429 with Retry-After (EXPORTS_PER_MINUTE, 6 by default); another account is not affected', async () => {
  const t: TestApp = await startTestApp({ authRateLimitPerMinute: 1000, exportsPerMinute: loadConfig({}).exportsPerMinute });
  try {
    await insertInviteCode(t.app.conn, inviteCode, null, Date.now());
    const [a, b] = await signUp(t, 2);
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await csvOf(t.url, a, `/api/${i % 2 ? 'orders' : 'capital-record'}.csv?period=2026`)).status);
    assert.equal(statuses, [200, 200, 200, 200, 200, 200, 429]);
    const refused = await csvOf(t.url, a, '/api/capital-record.csv?period=2026');
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
    assert.is((await csvOf(t.url, b, '/api/capital-record.csv?period=2026')).status, 200);
  } finally {
    await t.close();
  }
});
limits.run();
