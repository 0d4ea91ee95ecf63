// How a settlement batch writes: its payouts stamped with when they committed (settled_at − expires_at is the lag
// monitoring reads), a fixed handful of statements per batch on PostgreSQL whatever its size, and no wait for the
// accounts an order batch holds (another process's transaction is played by a client of the test's own).
import pg from 'pg';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { KyselyPlugin } from 'kysely';
import type { Connection } from '../../server/db/connection.js';
import { newId } from '../../server/db/ids.js';
import { insertUser } from '../../server/domain/auth/users-repository.js';
import { insertUserAccounts } from '../../server/domain/ledger/accounts-repository.js';
import { houseAccountIds, platformAccountId, userAccountId } from '../../server/domain/ledger/account-ids.js';
import { transferBatch, type TransferRequest } from '../../server/domain/ledger/ledger.js';
import { auditLedger } from '../../server/domain/ledger/audit.js';
import { settleDueOrders } from '../../server/domain/trading/settlement-service.js';
import { insertOrder } from '../../server/domain/trading/orders-repository.js';
import { postgresUrl, startTestApp, testDb, type TestApp } from '../helpers/test-app.js';
import { scriptedClock, seedProducts, tick } from '../helpers/scripted-market.js';
import { within } from '../helpers/within.js';
import { waitFor } from '../helpers/wait-for.js';

const test = suite(`settlement batches (${testDb})`);
const onPostgres = testDb === 'postgres' ? test : test.skip;
const startMs = Date.parse('2026-11-25T12:00:00Z');
const periodS = 30;
const expiresMs = startMs + periodS * 1_000;
// The app's own clock stays before every expiry, so only the test's calls settle.
const clock = scriptedClock(startMs);
let t: TestApp;

test.before.each(async () => {
  clock.set(startMs);
  t = await startTestApp({}, undefined, clock.now);
  await seedProducts(t.app, startMs);
  await tick(t.app, 'BTCUSDT', 6_300_000, startMs);
  // The exit tick, and the one after it that makes it final.
  await tick(t.app, 'BTCUSDT', 6_300_500, expiresMs);
  await tick(t.app, 'BTCUSDT', 6_300_600, expiresMs + 1_000);
});
test.after.each(() => t.close());

/** `users` users straight in the database, funded, each with `perUser` open up-orders of 10.00 expiring together. */
async function openPositions(users: number, perUser: number): Promise<string[]> {
  const ids: string[] = [];
  const moves: TransferRequest[] = [];
  for (let i = 0; i < users; i++) {
    const id = newId(startMs);
    ids.push(id);
    await insertUser(t.app.conn, {
      id, account: `batch${i}`, nickname: `batch${i}`, phone: `+8613700${String(i).padStart(5, '0')}`, password_hash: 'x', trade_password_hash: 'x',
      invite_code: `BATCH${String(i).padStart(3, '0')}`, invited_by_code: 'UPTICK', credit_score: 100, verification: 'none',
      risk_acknowledged_at: startMs, trade_password_failures: 0, trade_locked_until: null, created_at: startMs, updated_at: startMs,
    });
    await insertUserAccounts(t.app.conn, id, startMs);
    moves.push({ debitAccountId: platformAccountId('external'), creditAccountId: userAccountId(id, 'available'), amountMinor: 1_000_000, code: 'deposit', ref: 'test' });
  }
  await t.app.conn.transaction(async (trx) => {
    for (const userId of ids) {
      for (let n = 0; n < perUser; n++) {
        // As placement stores it: the order and its row in the settlement queue.
        const id = await insertOrder(trx, {
          user_id: userId, symbol: 'BTCUSDT', direction: 'up', amount: 1_000, period: periodS, payout_rate_bp: 8_500, status: 'open', opened_at: startMs,
          expires_at: expiresMs, entry_price: 6_300_000, entry_time: startMs, exit_price: null, exit_time: null, result: null, pnl: null, proof_id: null, settled_at: null,
        });
        moves.push({ debitAccountId: userAccountId(userId, 'available'), creditAccountId: userAccountId(userId, 'positions'), amountMinor: 1_000, code: 'stake', ref: `order:${id}` });
      }
    }
    await transferBatch(trx, moves, startMs);
  });
  return ids;
}

const settledRows = () => t.app.db.selectFrom('orders').select(['id', 'user_id', 'status', 'settled_at']).orderBy('id').execute();

/** `conn`, counting the statements each of its transactions runs: through compiled statements and through Kysely alike. */
function countingStatements(conn: Connection, perTransaction: number[]): Connection {
  return {
    ...conn,
    transaction: (work) =>
      conn.transaction((trx) => {
        const at = perTransaction.push(0) - 1;
        const counter: KyselyPlugin = {
          transformQuery: (args) => (perTransaction[at]++, args.node),
          transformResult: async (args) => args.result,
        };
        return work({
          ...trx,
          kysely: trx.kysely.withPlugin(counter),
          statements: {
            kind: trx.kind,
            rows: (statement, values) => (perTransaction[at]++, trx.statements.rows(statement, values)),
            changes: (statement, values) => (perTransaction[at]++, trx.statements.changes(statement, values)),
          },
        });
      }),
  };
}

test('settled_at is when each batch paid out, not when the settling run began', async () => {
  await openPositions(3, 2);
  const runMs = expiresMs + 2_000;
  // A clock that moves on 1 s every time it is read: each batch's stamp is later than the last and than the run's start.
  let reads = 0;
  const batchClock = () => runMs + 1_000 * ++reads;
  assert.is(await settleDueOrders(t.app.conn, t.app.reads, runMs, { read: 100, write: 2 }, batchClock), 6);
  const rows = await settledRows();
  assert.ok(rows.every((row) => row.status === 'settled' && row.settled_at! > runMs), JSON.stringify(rows));
  assert.is(new Set(rows.map((row) => row.settled_at)).size, 3, 'one stamp per batch of two');
  const transfers = await t.app.db.selectFrom('transfers').select(['ref', 'created_at']).where('code', 'in', ['stake_return', 'winnings', 'stake_lost']).execute();
  for (const row of rows) {
    const paid = transfers.filter((transfer) => transfer.ref === `order:${row.id}`);
    assert.ok(paid.length > 0 && paid.every((transfer) => transfer.created_at === row.settled_at), `order ${row.id}: its payout carries its settled_at`);
  }
  assert.ok((await auditLedger(t.app.conn)).ok);
});

onPostgres('a batch slowed by a wait for a house account (every one held) is stamped when it paid out, after the wait', async () => {
  await openPositions(2, 2);
  const runMs = expiresMs + 2_000;
  const holder = new pg.Client({ connectionString: postgresUrl, options: `-c search_path=${t.config.databaseSchema}` });
  await holder.connect();
  try {
    await holder.query('begin');
    assert.is((await holder.query("select id from accounts where kind = 'house' for update")).rowCount, houseAccountIds.length);
    const run = settleDueOrders(t.app.conn, t.app.reads, runMs, { read: 100, write: 100 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await holder.query('rollback');
    assert.is(await within(10_000, 'settlement', run), 4);
  } finally {
    await holder.end();
  }
  const rows = await settledRows();
  // The run's clock is runMs moved on by the time since the call: the 500 ms wait is in every stamp.
  assert.ok(rows.every((row) => row.settled_at! >= runMs + 500), JSON.stringify(rows));
});

onPostgres('one batch is a fixed handful of statements on PostgreSQL, not one or more per order', async () => {
  await openPositions(4, 50);
  const perTransaction: number[] = [];
  assert.is(await settleDueOrders(countingStatements(t.app.conn, perTransaction), t.app.reads, expiresMs + 2_000, { read: 1_000, write: 1_000 }), 200);
  assert.is(perTransaction.length, 1, 'one transaction for the batch of 200');
  // Take a house shard, lock the users' accounts, settle the orders, set the balances, append the transfers (the
  // proofs are stored before, outside the batches).
  assert.ok(perTransaction[0] <= 5, `${perTransaction[0]} statements for 200 orders`);
  assert.ok((await auditLedger(t.app.conn)).ok);
});

onPostgres('a batch does not wait for the house account another transaction holds: it pays out of another shard', async () => {
  await openPositions(2, 2);
  const holder = new pg.Client({ connectionString: postgresUrl, options: `-c search_path=${t.config.databaseSchema}` });
  await holder.connect();
  try {
    // Another process's settlement batch, paying out of p:house until it commits.
    await holder.query('begin');
    await holder.query("select id from accounts where id = 'p:house' for no key update");
    assert.is(await within(5_000, 'settlement beside a held house account', settleDueOrders(t.app.conn, t.app.reads, expiresMs + 2_000, { read: 100, write: 100 })), 4);
  } finally {
    await holder.query('rollback');
    await holder.end();
  }
  const winnings = await t.app.db.selectFrom('transfers').select('debit_account_id').where('code', '=', 'winnings').execute();
  assert.is(winnings.length, 4);
  assert.ok(winnings.every((row) => row.debit_account_id !== 'p:house' && houseAccountIds.includes(row.debit_account_id)), JSON.stringify(winnings));
  assert.ok((await auditLedger(t.app.conn)).ok);
});

onPostgres('batches in flight at once take different users; every order is paid once', async () => {
  await openPositions(6, 2);
  let inFlight = 0;
  let most = 0;
  const conn: Connection = {
    ...t.app.conn,
    transaction: async (work) => {
      most = Math.max(most, ++inFlight);
      try {
        return await t.app.conn.transaction(work);
      } finally {
        inFlight--;
      }
    },
  };
  // Batches of up to 3 end where a user's orders end: six batches of one user's two orders, two at a time.
  assert.is(await settleDueOrders(conn, t.app.reads, expiresMs + 2_000, { read: 100, write: 3, parallel: 2 }), 12);
  assert.is(most, 2, 'two batches in flight at once');
  const paid = await t.app.db.selectFrom('transfers').select(['ref', 'code']).where('code', 'in', ['stake_return', 'winnings']).execute();
  const rows = await settledRows();
  assert.ok(rows.every((row) => row.status === 'settled'));
  for (const row of rows) assert.is(paid.filter((transfer) => transfer.ref === `order:${row.id}`).length, 2, `order ${row.id}: its stake back and its winnings, once`);
  // A user's orders settle in one batch: one stamp per user.
  for (const userId of new Set(rows.map((row) => row.user_id))) assert.is(new Set(rows.filter((row) => row.user_id === userId).map((row) => row.settled_at)).size, 1);
  assert.ok((await auditLedger(t.app.conn)).ok);
});

onPostgres("settlement does not wait for an order batch holding a user's accounts: that user's orders wait for the next run", async () => {
  const [held, free] = await openPositions(2, 3);
  const holder = new pg.Client({ connectionString: postgresUrl, options: `-c search_path=${t.config.databaseSchema}` });
  await holder.connect();
  try {
    // What an order batch holds while it places the user's orders (group-commit.ts: accounts locked in id order).
    await holder.query('begin');
    assert.is((await holder.query('select id from accounts where user_id = $1 order by id for no key update', [held])).rowCount, 5);
    assert.is(await within(5_000, 'settlement beside a held user', settleDueOrders(t.app.conn, t.app.reads, expiresMs + 2_000, { read: 100, write: 100 })), 3);
    const rows = await settledRows();
    assert.ok(rows.filter((row) => row.user_id === free).every((row) => row.status === 'settled'), 'the free user is paid');
    assert.ok(rows.filter((row) => row.user_id === held).every((row) => row.status === 'open'), 'the held user is left for the next run');
  } finally {
    await holder.query('rollback');
    await holder.end();
  }
  assert.is(await settleDueOrders(t.app.conn, t.app.reads, expiresMs + 3_000, { read: 100, write: 100 }), 3, 'released, they settle');
  assert.ok((await settledRows()).every((row) => row.status === 'settled'));
  assert.ok((await auditLedger(t.app.conn)).ok);
});

onPostgres("the settlement job pays out while requests hold every one of the requests' connections", async () => {
  await openPositions(2, 2);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // Requests in flight, as under a load that keeps the pool busy: every connection of it held in a transaction.
  const holders = Array.from({ length: t.config.databasePool.max }, () => t.app.db.transaction().execute(() => released));
  // The test reads on a connection of its own: the app's are all taken.
  const reader = new pg.Client({ connectionString: postgresUrl, options: `-c search_path=${t.config.databaseSchema}` });
  await reader.connect();
  const open = async () => Number((await reader.query("select count(*) as n from orders where status <> 'settled'")).rows[0].n);
  try {
    // The job runs on its own timer; past the expiry, with the tick after it stored, the orders are final.
    clock.set(expiresMs + 2_000);
    await waitFor(async () => (await open()) === 0, { what: 'settled beside a busy pool' });
  } finally {
    release();
    await Promise.all(holders);
    await reader.end();
  }
});

test.run();
