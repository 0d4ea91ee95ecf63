import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { sql } from 'kysely';
import { expiredOrdersQuery, queueUnqueuedOrders } from '../../server/domain/trading/orders-repository.js';
import { settleDueOrders } from '../../server/domain/trading/settlement-service.js';
import { auditLedger } from '../../server/domain/ledger/audit.js';
import { runAudit } from '../../server/cli/audit.js';
import { call, startTestApp, testDb, type TestApp } from '../helpers/test-app.js';
import { scriptedClock, tick } from '../helpers/scripted-market.js';
import { startScriptedTrader } from '../helpers/scripted-trader.js';
import { waitFor } from '../helpers/wait-for.js';

const test = suite(`settlement queue (${testDb})`);
const clock = scriptedClock(Date.parse('2026-11-25T12:00:00Z'));
let t: TestApp;
let token: string;

test.before(async () => {
  ({ t, token } = await startScriptedTrader(clock.now, '5000.00'));
});
test.after(async () => {
  await t.close();
});

/** The plan the database picks for a query, as text. */
async function planOf(query: ReturnType<typeof expiredOrdersQuery>): Promise<string> {
  const compiled = query.compile();
  const { db } = t.app;
  if (testDb === 'sqlite') {
    const { rows } = await db.executeQuery<{ detail: string }>({ ...compiled, sql: `explain query plan ${compiled.sql}` });
    return rows.map((row) => row.detail).join('\n');
  }
  // On empty tables PostgreSQL would rather scan and sort; asked not to, it must still find an index order.
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_sort = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>({ ...compiled, sql: `explain ${compiled.sql}` });
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

test("a product's expired open orders are read in expiry order straight from the queue's key, without a sort or a read of orders", async () => {
  const plan = await planOf(expiredOrdersQuery(t.app.db, { symbol: 'BTCUSDT', beforeMs: Date.now(), limit: 5_000, offset: 5_000 }));
  assert.match(plan, testDb === 'sqlite' ? /SEARCH open_orders USING PRIMARY KEY \(symbol=\? AND expires_at<\?\)/ : /Index Scan using open_orders_pkey on open_orders/, plan);
  assert.not.match(plan, /\borders_pkey|INTEGER PRIMARY KEY/, 'the orders themselves are not read');
  assert.not.match(plan, /TEMP B-TREE|Sort/i, plan);
});

/** Every order, and whether the settlement queue holds it. */
async function ordersAndQueue(): Promise<{ id: number; status: string; queued: boolean }[]> {
  const rows = await t.app.db
    .selectFrom('orders as o')
    .leftJoin('open_orders as q', (join) => join.onRef('q.id', '=', 'o.id').onRef('q.symbol', '=', 'o.symbol').onRef('q.expires_at', '=', 'o.expires_at'))
    .select(['o.id', 'o.status', 'q.id as queued'])
    .orderBy('o.id')
    .execute();
  return rows.map((row) => ({ id: Number(row.id), status: row.status, queued: row.queued !== null }));
}

/** `count` orders of 30 s on BTCUSDT placed at once (on PostgreSQL in one commit batch); returns when. */
async function place(count: number): Promise<number> {
  const startMs = Math.ceil(clock.now() / 1_000) * 1_000 + 1_000;
  clock.set(startMs);
  await tick(t.app, 'BTCUSDT', 6_300_000, startMs);
  const placed = await Promise.all(
    Array.from({ length: count }, (_, i) => call(t.url, 'POST', '/api/orders', { token, body: { symbol: 'BTCUSDT', direction: i % 2 ? 'up' : 'down', amount: '10.00', period: 30 } })),
  );
  for (const res of placed) assert.is(res.status, 201, JSON.stringify(res.body));
  assert.ok((await ordersAndQueue()).every((order) => order.queued === (order.status === 'open')), 'each open order queued, no settled one');
  return startMs;
}

/** The ticks that make the exits of orders placed at `startMs` final: the server's settlement job may then settle them. */
async function expire(startMs: number): Promise<void> {
  for (const ms of [startMs + 30_000, startMs + 32_000]) {
    clock.set(ms);
    await tick(t.app, 'BTCUSDT', 6_300_100, ms);
  }
}

test('an order placed is in the settlement queue until it settles, then only in orders', async () => {
  await expire(await place(12));
  const open = await ordersAndQueue();
  assert.is(open.filter((order) => order.status === 'open' && order.queued).length, 12, JSON.stringify(open));
  await settleDueOrders(t.app.conn, t.app.reads, clock.now(), { read: 1_000, write: 5 });
  const settled = await ordersAndQueue();
  assert.equal(settled.filter((order) => order.status !== 'settled' || order.queued), [], JSON.stringify(settled));
  assert.is(Number((await t.app.db.selectFrom('open_orders').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n), 0);
  const report = await auditLedger(t.app.conn);
  assert.ok(report.ok, JSON.stringify(report));
});

test('an order claimed by another transaction is not settled again', async () => {
  const startMs = await place(4);
  // Claimed and committed elsewhere: settlement finds no queue row for it.
  const [first] = (await ordersAndQueue()).filter((order) => order.status === 'open');
  assert.is(await t.app.db.deleteFrom('open_orders').where('id', '=', first.id).executeTakeFirst().then((r) => Number(r.numDeletedRows)), 1);
  await expire(startMs);
  await settleDueOrders(t.app.conn, t.app.reads, clock.now(), { read: 1_000, write: 100 });
  const after = await ordersAndQueue();
  assert.equal(after.find((order) => order.id === first.id), { id: first.id, status: 'open', queued: false });
  assert.equal(after.filter((order) => order.id !== first.id && (order.status !== 'settled' || order.queued)), []);
  // Queued again (as a claim rolled back would leave it), it settles with the next run.
  await t.app.db.insertInto('open_orders').values(await queueRowOf(first.id)).execute();
  await settleDueOrders(t.app.conn, t.app.reads, clock.now(), { read: 1_000, write: 100 });
  assert.equal((await ordersAndQueue()).filter((order) => order.status !== 'settled' || order.queued), []);
  const report = await auditLedger(t.app.conn);
  assert.ok(report.ok, JSON.stringify(report));
});

/** An open order's row in the settlement queue, as placement writes it. */
const queueRowOf = (id: number) =>
  t.app.db.selectFrom('orders').select(['symbol', 'expires_at', 'id', 'user_id', 'direction', 'amount', 'payout_rate_bp', 'entry_price', 'entry_time']).where('id', '=', id).executeTakeFirstOrThrow();

test('the audit names an open order the queue lacks, a row with no order or a settled one, and a row whose copy differs', async () => {
  const startMs = await place(3);
  const [lacking, copied] = (await ordersAndQueue()).filter((order) => order.status === 'open');
  const settledBefore = (await ordersAndQueue()).find((order) => order.status === 'settled');
  assert.ok(settledBefore, 'an order settled by the tests before');
  // As a process of a build from before the queue stores an order: no row for it.
  await t.app.db.deleteFrom('open_orders').where('id', '=', lacking.id).execute();
  await t.app.db.updateTable('open_orders').set({ amount: sql`amount + 1` }).where('id', '=', copied.id).execute();
  await t.app.db.insertInto('open_orders').values({ ...(await queueRowOf(copied.id)), id: 999_999 }).execute();
  await t.app.db.insertInto('open_orders').values({ ...(await queueRowOf(settledBefore.id)), expires_at: 1 }).execute();
  const report = await auditLedger(t.app.conn);
  assert.not.ok(report.ok);
  assert.equal(report.queue, [
    { orderId: settledBefore.id, problem: 'not_open' },
    { orderId: lacking.id, problem: 'unqueued' },
    { orderId: copied.id, problem: 'copy_differs' },
    { orderId: 999_999, problem: 'no_order' },
  ].sort((a, b) => a.orderId - b.orderId));
  const lines: string[] = [];
  assert.is(await runAudit(t.app.conn, { log: (line: string) => lines.push(line) } as unknown as Console), 1);
  assert.ok(lines.some((line) => line.startsWith('QUEUE order ') && line.includes(`(row ${lacking.id})`) && line.includes('a start queues it')), lines.join('\n'));

  await t.app.db.deleteFrom('open_orders').where((eb) => eb.or([eb('id', '=', 999_999), eb('id', '=', settledBefore.id)])).execute();
  await t.app.db.updateTable('open_orders').set({ amount: sql`amount - 1` }).where('id', '=', copied.id).execute();
  assert.is(await queueUnqueuedOrders(t.app.settlement.conn), 1, 'the one missing is queued');
  assert.is(await queueUnqueuedOrders(t.app.settlement.conn), 0, 'and only once');
  assert.equal((await auditLedger(t.app.conn)).queue, []);
  await expire(startMs);
  await settleDueOrders(t.app.conn, t.app.reads, clock.now(), { read: 1_000, write: 100 });
  assert.equal((await ordersAndQueue()).filter((order) => order.status !== 'settled' || order.queued), []);
  assert.ok((await auditLedger(t.app.conn)).ok);
});

test('a server starting on the database queues the open orders an older build stored without a row, and they settle', async () => {
  const startMs = await place(2);
  const [lacking] = (await ordersAndQueue()).filter((order) => order.status === 'open');
  await t.app.db.deleteFrom('open_orders').where('id', '=', lacking.id).execute();
  // Another process of this build starts on the same database, as in a rolling upgrade.
  const second = await startTestApp(testDb === 'postgres' ? { databaseSchema: t.config.databaseSchema } : { dataDir: t.config.dataDir }, undefined, clock.now);
  try {
    await waitFor(async () => (await ordersAndQueue()).find((order) => order.id === lacking.id)?.queued, { what: 'the order queued by the start' });
  } finally {
    await second.app.close();
  }
  await expire(startMs);
  await settleDueOrders(t.app.conn, t.app.reads, clock.now(), { read: 1_000, write: 100 });
  assert.equal((await ordersAndQueue()).filter((order) => order.status !== 'settled' || order.queued), []);
  assert.ok((await auditLedger(t.app.conn)).ok);
});

if (testDb === 'postgres') {
  test("PostgreSQL settles an order in place (a HOT update): no index of orders changes with settlement, and its page has room", async () => {
    await expire(await place(40));
    // The server's own settlement job may take some of them first.
    await settleDueOrders(t.app.conn, t.app.reads, clock.now(), { read: 1_000, write: 10 });
    assert.equal((await ordersAndQueue()).filter((order) => order.status !== 'settled' || order.queued), []);
    // Settlement is the only update of orders: one per settled order, counted by each backend once it idles (up to
    // ~10 s later, PGSTAT_IDLE_INTERVAL).
    const { n: settled } = await t.app.db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 'settled').executeTakeFirstOrThrow();
    let counts = { all: 0, hot: 0 };
    await waitFor(
      async () => {
        const { rows } = await sql<{ all: string; hot: string }>`select n_tup_upd as all, n_tup_hot_upd as hot from pg_stat_user_tables where schemaname = ${t.config.databaseSchema} and relname = 'orders'`.execute(t.app.db);
        counts = { all: Number(rows[0].all), hot: Number(rows[0].hot) };
        return counts.all >= Number(settled);
      },
      { timeoutMs: 20_000, everyMs: 200, what: `the statistics of ${settled} updates of orders` },
    );
    assert.equal(counts, { all: Number(settled), hot: Number(settled) });
  });
}

test.run();
