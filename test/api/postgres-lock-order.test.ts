// Under ~470 writes/s PostgreSQL found deadlocks between settlement (accounts locked in
// id order) and order batches (accounts locked in arrival order), and 8 orders were answered 500. This is
// that load, bounded: orders from many users arriving against the account-id order, settlement of the
// orders that expire meanwhile, deposits and withdrawals — no 5xx, and the ledger audits clean after it.
// The server retries a deadlock, so no answer shows one: PostgreSQL's own deadlock count shows the lock order.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { call, postgresUrl, startTestApp, testDb, type JsonResponse, type TestApp } from '../helpers/test-app.js';
import { scriptedClock, seedProducts, tick } from '../helpers/scripted-market.js';
import { mulberry32, validAccount } from '../helpers/funds.js';
import { newId } from '../../server/db/ids.js';
import { loadConfig } from '../../server/config.js';
import { hashSecret } from '../../server/domain/auth/password-hash.js';
import { hashToken, newToken } from '../../server/domain/auth/tokens.js';
import { insertInviteCode } from '../../server/domain/auth/invite-codes-repository.js';
import { insertUser } from '../../server/domain/auth/users-repository.js';
import { insertSession } from '../../server/domain/auth/sessions-repository.js';
import { insertUserAccounts } from '../../server/domain/ledger/accounts-repository.js';
import { auditLedger } from '../../server/domain/ledger/audit.js';
import { settleDueOrders, settleLimits } from '../../server/domain/trading/settlement-service.js';
import { approveWithdrawal, failWithdrawal } from '../../server/domain/funds/withdrawals-service.js';
import { waitFor } from '../helpers/wait-for.js';

// Deadlocks need row locks taken by concurrent transactions; SQLite has one writer, so none can happen there.
const onPostgres = testDb === 'postgres' ? test : test.skip;

const traders = 48;
const ordersPerTraderPerRound = 2;
const withdrawals = 3;
/** Wall time the rounds may take; each round ends once all its requests have been answered. */
const loadMs = 10_000;
const tradePassword = '246810';

interface Trader {
  id: string;
  token: string;
}

/** Users straight in the database, signed in, so the load starts at once. One trade-password hash serves them all. */
async function createTraders(t: TestApp, count: number, nowMs: number): Promise<Trader[]> {
  const tradePasswordHash = await hashSecret(tradePassword);
  await insertInviteCode(t.app.conn, 'LOCKTEST', null, nowMs);
  const created: Trader[] = [];
  for (let i = 0; i < count; i++) {
    const id = newId(nowMs);
    await insertUser(t.app.conn, {
      id,
      account: `lock${i}`,
      nickname: `lock${i}`,
      phone: `+8613900${String(i).padStart(5, '0')}`,
      password_hash: tradePasswordHash,
      trade_password_hash: tradePasswordHash,
      invite_code: `LOCK${String(i).padStart(4, '0')}`,
      invited_by_code: 'LOCKTEST',
      credit_score: 100,
      verification: 'none',
      risk_acknowledged_at: nowMs,
      trade_password_failures: 0,
      trade_locked_until: null,
      created_at: nowMs,
      updated_at: nowMs,
    });
    await insertUserAccounts(t.app.conn, id, nowMs);
    const token = newToken();
    await insertSession(t.app.conn, hashToken(token), id, Date.now(), Date.now() + 3_600_000);
    created.push({ id, token });
  }
  return created;
}

const post = (t: TestApp, url: string, token: string, body: unknown, key: string) => call(t.url, 'POST', url, { token, body, headers: { 'idempotency-key': key } });

/** Runs `work` on a connection of its own to the test database, outside the app. */
async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The deadlocks PostgreSQL has counted in this database, in every session's that has reported them. */
const deadlocks = () =>
  withClient(async (client) => {
    const { rows } = await client.query<{ n: string }>('select deadlocks as n from pg_stat_database where datname = current_database()');
    return Number(rows[0].n);
  });

/**
 * Resolves once no session named `applicationName` is left. A session counts its deadlocks in its own memory
 * and reports them when idle at most once a second; one that ends reports them before it leaves
 * pg_stat_activity (PostgreSQL 15+), so after this every deadlock of the app's sessions is counted.
 */
const sessionsEnded = (applicationName: string) =>
  withClient(async (client) => {
    const count = async () => Number((await client.query<{ n: string }>('select count(*) as n from pg_stat_activity where application_name = $1', [applicationName])).rows[0].n);
    await waitFor(async () => (await count()) === 0, { timeoutMs: 10_000, what: `the sessions of ${applicationName} ended` });
  });

onPostgres('orders against the lock order, settlement, deposits and withdrawals at once: no deadlock, no 5xx, and the ledger audits clean', async () => {
  const clock = scriptedClock(Date.parse('2026-11-25T12:00:00Z'));
  // The app's sessions carry a name of their own, so the test can wait for them to end and report.
  const applicationName = `lock-order-${randomBytes(4).toString('hex')}`;
  const databaseUrl = new URL(postgresUrl);
  databaseUrl.searchParams.set('application_name', applicationName);
  const deadlocksBefore = await deadlocks();
  // Small settlement transactions: more of them overlap the order batches.
  // Every user asks from the one test address: its deposit limit would cut the load short.
  const funds = { ...loadConfig({}).funds, depositsPerAddressPerMinute: 10_000 };
  const t = await startTestApp({ demoMode: true, settleBatch: 40, databaseUrl: databaseUrl.href, funds }, undefined, clock.now);
  const random = mulberry32(11);
  const answers: JsonResponse[] = [];
  const settlementErrors: unknown[] = [];
  let rounds = 0;
  try {
    await seedProducts(t.app, clock.now());
    await tick(t.app, 'BTCUSDT', 6_300_000, clock.now());
    // Descending ids: order batches then take account locks in the opposite order to settlement's.
    const users = (await createTraders(t, traders, clock.now())).sort((a, b) => (a.id < b.id ? 1 : -1));
    const funded = await Promise.all(users.map((u, i) => post(t, '/api/deposits', u.token, { amount: '10000.00', method: 'bank_transfer' }, `fund-${i}`)));
    assert.equal(funded.map((r) => r.status), Array(traders).fill(201), JSON.stringify(funded.find((r) => r.status !== 201)?.body));
    // A few withdrawals, each a scrypt check of the trade password (and rate-limited like every hashing endpoint).
    const withdrawers = users.slice(-withdrawals);
    for (const u of withdrawers) {
      const bound = await call(t.url, 'POST', '/api/withdrawal-accounts', { token: u.token, body: { ...validAccount, tradePassword } });
      assert.is(bound.status, 201, JSON.stringify(bound.body));
    }

    const stopAt = Date.now() + loadMs;
    // One after another beside the rounds; each approved or failed by an operator at once.
    const withdrawing = (async () => {
      for (const [n, u] of withdrawers.entries()) {
        const answer = await post(t, '/api/withdrawals', u.token, { amount: '20.00', tradePassword }, `withdraw-${n}`);
        answers.push(answer);
        if (answer.status !== 201) continue;
        const decide = n % 2 ? failWithdrawal : approveWithdrawal;
        await decide(t.app.conn, t.app.numbering.withdrawals, answer.body.id, { actor: 'test-operator', reason: 'checked' }, Date.now(), t.app.notices);
      }
    })();
    let price = 6_300_000;
    while (Date.now() < stopAt) {
      rounds++;
      // The exit tick of the last round's orders (their expiry), then the tick that makes it final.
      clock.advance(30_000);
      price += Math.round((random() - 0.5) * 2_000);
      await tick(t.app, 'BTCUSDT', price, clock.now());
      clock.advance(1_000);
      price += Math.round((random() - 0.5) * 2_000);
      await tick(t.app, 'BTCUSDT', price, clock.now());

      const requests: Promise<JsonResponse>[] = [];
      for (let n = 0; n < ordersPerTraderPerRound; n++) {
        users.forEach((u, i) => {
          const body = { symbol: 'BTCUSDT', direction: random() < 0.5 ? 'up' : 'down', amount: '10.00', period: 30 };
          requests.push(post(t, '/api/orders', u.token, body, `order-${rounds}-${n}-${i}`));
        });
      }
      for (let i = 0; i < 6; i++) {
        const u = users[Math.floor(random() * traders)];
        requests.push(post(t, '/api/deposits', u.token, { amount: '50.00', method: 'bank_transfer' }, `deposit-${rounds}-${i}`));
      }
      // Settlement beside the server's own job, so a failed settlement run is seen here, not only logged.
      const settling = settleDueOrders(t.app.conn, t.app.reads, clock.now(), settleLimits(40)).catch((error) => void settlementErrors.push(error));
      answers.push(...(await Promise.all(requests)));
      await settling;
    }
    await withdrawing;

    const failed = answers.filter((a) => a.status >= 500);
    assert.is(failed.length, 0, `${failed.length} of ${answers.length} requests in ${rounds} rounds answered 5xx: ${JSON.stringify(failed.slice(0, 3).map((a) => a.body))}`);
    assert.equal(settlementErrors.map(String), [], 'no settlement run failed');
    const refused = answers.filter((a) => a.status !== 201);
    assert.is(refused.length, 0, `every request had the money it needed: ${JSON.stringify(refused.slice(0, 3).map((a) => a.body))}`);

    // Everything still open expires, and settles on one last final tick, in one run. The server's own settlement
    // job (every 250 ms, 40 orders a batch) may hold a batch it claimed, which this run skips (SKIP LOCKED): under
    // load that batch was still uncommitted when the orders were counted (40 open), so the count waits for it.
    clock.advance(31_000);
    await tick(t.app, 'BTCUSDT', price, clock.now());
    const openOrders = async () =>
      Number((await t.app.db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 'open').executeTakeFirstOrThrow()).n);
    await settleDueOrders(t.app.conn, t.app.reads, clock.now(), settleLimits(5_000));
    await waitFor(async () => (await openOrders()) === 0, { what: 'every order settled' });
    const report = await auditLedger(t.app.conn);
    assert.ok(report.ok, `ledger audit after the load: ${JSON.stringify(report)}`);
  } finally {
    await t.close();
  }
  await sessionsEnded(applicationName);
  // The suite runs one file at a time, so no other test's deadlock is counted here.
  const counted = (await deadlocks()) - deadlocksBefore;
  assert.is(counted, 0, `${counted} deadlocks in ${rounds} rounds: every transaction must lock accounts in one order`);
});

test.run();
