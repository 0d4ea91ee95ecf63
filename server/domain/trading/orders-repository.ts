import { sql, type Insertable, type Selectable } from 'kysely';
import type { Connection, Db } from '../../db/connection.js';
import type { OrdersTable } from '../../db/schema.js';
import { insertNumberedRow, insertRow, rawStatement, statement } from '../../db/statements.js';

export type OrderRow = Selectable<OrdersTable>;

const insert = insertNumberedRow('orders', [
  'user_id', 'symbol', 'direction', 'amount', 'period', 'payout_rate_bp', 'status', 'opened_at', 'expires_at',
  'entry_price', 'entry_time', 'exit_price', 'exit_time', 'result', 'pnl', 'proof_id', 'settled_at',
]);

/** What the settlement queue holds of an open order. */
const queuedColumns = ['symbol', 'expires_at', 'id', 'user_id', 'direction', 'amount', 'payout_rate_bp', 'entry_price', 'entry_time'] as const;
const enqueue = insertRow('open_orders', queuedColumns);

/** Stores a new order, and an open one's row in the settlement queue; returns the number the database gave it. */
export async function insertOrder(sql: Connection, row: Insertable<OrdersTable>): Promise<number> {
  const [inserted] = await sql.statements.rows<{ id: number }, Insertable<OrdersTable>>(insert, row);
  if (row.status === 'open') await sql.statements.changes(enqueue, { ...row, id: inserted.id });
  return inserted.id;
}

const queued = sql.join(queuedColumns.map((column) => sql.ref(column)));
const queuedOf = (table: string) => sql.join(queuedColumns.map((column) => sql.ref(`${table}.${column}`)));

// Open orders the queue lacks, each found through the queue's key (open ones by a scan of orders: no index is on
// their status, so that their settling stays a HOT update on PostgreSQL).
const unqueued = sql`from orders o where o.status = 'open'
  and not exists (select 1 from open_orders q where q.symbol = o.symbol and q.expires_at = o.expires_at and q.id = o.id)`;

const requeue = rawStatement(() => sql`insert into open_orders (${queued}) select ${queuedOf('o')} ${unqueued} on conflict do nothing`);

/**
 * Queues every open order the settlement queue lacks; returns how many. None should: placement writes the row with
 * its order. But a process of a build from before the queue (one still running while a newer one migrated the
 * database) stores orders without one, and those would never settle. Idempotent, and safe beside placement and
 * settlement without the settlement lock (which would make a start's own settling run skip): the one statement
 * sees an order open with its row or settled without it (settlement changes both in one transaction), and a row
 * another process queued meanwhile is left as it is.
 */
export function queueUnqueuedOrders(c: Connection): Promise<number> {
  return c.statements.changes(requeue, {});
}

/** What is wrong between an order and its place in the settlement queue. */
export type QueueProblem = 'unqueued' | 'no_order' | 'not_open' | 'copy_differs';

const queueFaultsQuery = rawStatement(
  () => sql`
    select o.id as order_id, 'unqueued' as problem ${unqueued}
    union all
    select q.id as order_id, case when o.id is null then 'no_order' when o.status <> 'open' then 'not_open' else 'copy_differs' end as problem
    from open_orders q left join orders o on o.id = q.id
    where o.id is null or o.status <> 'open' or ${sql.join(
      queuedColumns.filter((column) => column !== 'id').map((column) => sql`${sql.ref(`q.${column}`)} <> ${sql.ref(`o.${column}`)}`),
      sql` or `,
    )}
    order by order_id`,
);

/**
 * Orders and settlement-queue rows that disagree, for the audit: an open order with no row (it would never settle),
 * a row with no order or with one already settled, or a row whose copy of its order's fields (what settlement pays
 * out by) differs from the order.
 */
export async function settlementQueueFaults(c: Connection): Promise<{ orderId: number; problem: QueueProblem }[]> {
  const rows = await c.statements.rows<{ order_id: number | string; problem: QueueProblem }, object>(queueFaultsQuery, {});
  return rows.map((row) => ({ orderId: Number(row.order_id), problem: row.problem }));
}

const nextIds = rawStatement((p: { count: number }) => sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id from generate_series(1, ${p.count}::int)`);

/** Numbers for `count` orders about to be stored (PostgreSQL only): a refused order leaves a gap, as its rolled-back insert did. */
export async function nextOrderIds(c: Connection, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await c.statements.rows<{ id: number }, { count: number }>(nextIds, { count });
  return rows.map((row) => row.id);
}

/** What placement writes of an order, with each column's PostgreSQL type; settlement fills the rest. */
const placedColumns = {
  id: 'bigint', user_id: 'text', symbol: 'text', direction: 'text', amount: 'bigint', period: 'integer', payout_rate_bp: 'integer',
  status: 'text', opened_at: 'bigint', expires_at: 'bigint', entry_price: 'bigint', entry_time: 'bigint',
} as const;
type PlacedColumn = keyof typeof placedColumns;
const placedNames = Object.keys(placedColumns) as PlacedColumn[];

const insertPlaced = rawStatement(
  (p: Record<PlacedColumn, unknown[]>) => sql`
    with placed as (
      insert into orders (${sql.join(placedNames.map((column) => sql.ref(column)))})
      select * from unnest(${sql.join(placedNames.map((column) => sql`${p[column]}::${sql.raw(placedColumns[column])}[]`))})
      returning status, ${queued}
    )
    insert into open_orders (${queued}) select ${queued} from placed where status = 'open'`,
);

/**
 * Stores new orders, numbered already (`nextOrderIds`), and the open ones' rows in the settlement queue, in one
 * statement (PostgreSQL only).
 */
export async function insertNumberedOrders(runner: Connection, rows: Insertable<OrdersTable>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.fromEntries(
    placedNames.map((column) => [
      column,
      rows.map((row) => {
        const value = row[column];
        // undefined would be bound as NULL: a missing field must not pass for an empty one.
        if (value === undefined) throw new Error(`insertNumberedOrders: no value for ${column} in an order`);
        return value;
      }),
    ]),
  ) as Record<PlacedColumn, unknown[]>;
  await runner.statements.changes(insertPlaced, columns);
}

/** One of the user's orders, with the body of its proof once settled. */
export function findUserOrder(db: Connection, userId: string, id: number): Promise<(OrderRow & { proof: string | null }) | undefined> {
  return db.kysely
    .selectFrom('orders')
    .leftJoin('order_proofs', 'order_proofs.id', 'orders.proof_id')
    .selectAll('orders')
    .select('order_proofs.body as proof')
    .where('orders.id', '=', id)
    .where('orders.user_id', '=', userId)
    .executeTakeFirst();
}

export function userOrders(db: Connection, userId: string, status: 'open' | 'settled' | undefined, limit: number, beforeId?: number): Promise<OrderRow[]> {
  let query = db.kysely.selectFrom('orders').selectAll().where('user_id', '=', userId);
  if (status) query = query.where('status', '=', status);
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/** A user's orders placed at `fromMs` or later, oldest first, after order `afterId`: `limit` of them (an export's page). */
export function userOrdersAfter(db: Connection, userId: string, afterId: number, fromMs: number, limit: number): Promise<OrderRow[]> {
  return db.kysely
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '>', afterId)
    .where('opened_at', '>=', fromMs)
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

/** Total settled P&L of a user, and the part settled since `sinceMs`, in one pass over their orders. */
export async function settledPnl(db: Connection, userId: string, sinceMs: number): Promise<{ total: number; since: number }> {
  const row = await db.kysely
    .selectFrom('orders')
    .select([
      sql<string | number | null>`sum(pnl)`.as('total'),
      sql<string | number | null>`sum(case when settled_at >= ${sinceMs} then pnl else 0 end)`.as('since'),
    ])
    .where('user_id', '=', userId)
    .where('status', '=', 'settled')
    .executeTakeFirst();
  // Sums come back as text or numbers depending on the driver; all are whole numbers below 2^53.
  return { total: Number(row?.total ?? 0), since: Number(row?.since ?? 0) };
}

/** What settlement needs of an open order. */
export type DueOrder = Pick<OrderRow, 'id' | 'user_id' | 'symbol' | 'direction' | 'amount' | 'payout_rate_bp' | 'entry_price' | 'entry_time' | 'expires_at'>;

interface ExpiredPage {
  symbol: string;
  beforeMs: number;
  limit: number;
  offset: number;
}

/**
 * The settlement queue's read: a page of one product's open orders that expired before `beforeMs`, oldest first
 * (in the queue's key order: no sort), from the queue alone, which holds what settlement needs of each.
 */
export function expiredOrdersQuery(db: Db, p: ExpiredPage) {
  return db
    .selectFrom('open_orders')
    .select(['id', 'user_id', 'symbol', 'direction', 'amount', 'payout_rate_bp', 'entry_price', 'entry_time', 'expires_at'])
    .where('symbol', '=', p.symbol)
    .where('expires_at', '<', p.beforeMs)
    .orderBy('expires_at')
    .orderBy('id')
    .limit(p.limit)
    .offset(p.offset);
}

const expiredPage = statement((db, p: ExpiredPage) => expiredOrdersQuery(db, p));

/**
 * A page of `symbol`'s open orders that expired before `beforeMs`, oldest first. Read on `reads` (SQLite's
 * read-only connection: it takes no lock the writer waits for).
 */
export function openOrdersExpiredBefore(reads: Connection, page: ExpiredPage): Promise<DueOrder[]> {
  return reads.statements.rows<DueOrder, ExpiredPage>(expiredPage, page);
}

export type Settlement = Pick<OrderRow, 'id' | 'result' | 'exit_price' | 'exit_time' | 'pnl' | 'proof_id' | 'settled_at'>;

const settle = statement((db, p: Settlement) =>
  db
    .updateTable('orders')
    .set({ status: 'settled', result: p.result, exit_price: p.exit_price, exit_time: p.exit_time, pnl: p.pnl, proof_id: p.proof_id, settled_at: p.settled_at })
    .where('id', '=', p.id)
    .where('status', '=', 'open'),
);

/** An order's place in the settlement queue: its key there. */
export type QueueKey = Pick<OrderRow, 'symbol' | 'expires_at' | 'id'>;

const claim = statement((db, p: QueueKey) => db.deleteFrom('open_orders').where('symbol', '=', p.symbol).where('expires_at', '=', p.expires_at).where('id', '=', p.id));

/**
 * The open → settled transition of the order at `key`: claimed (its queue row deleted), then updated; false if
 * another worker claimed it first (exactly once).
 */
export async function markSettled(runner: Connection, key: QueueKey, settlement: Settlement): Promise<boolean> {
  if ((await runner.statements.changes(claim, key)) === 0) return false;
  return (await runner.statements.changes(settle, settlement)) > 0;
}

interface ProofRow {
  id: string;
  body: string;
  symbol: string;
  exitTime: number | null;
}

const insertProof = statement((db, p: ProofRow) =>
  db
    .insertInto('order_proofs')
    .values({ id: p.id, body: p.body, symbol: p.symbol, exit_time: p.exitTime })
    .onConflict((oc) => oc.column('id').doNothing()),
);

/**
 * Stores a proof under its id (derived from its body): one row however many transactions store it. Its product
 * and exit tick's time (null without one) tell pruning which day of ticks settled orders.
 */
export async function insertOrderProof(runner: Connection, proof: ProofRow): Promise<void> {
  await runner.statements.changes(insertProof, proof);
}

/** A batch's settlements, column by column, and the one time they all committed at. */
interface SettlementColumns {
  ids: number[];
  results: string[];
  exitPrices: (number | null)[];
  exitTimes: (number | null)[];
  pnls: number[];
  proofIds: string[];
  settledAt: number;
}

// The batch's orders found by primary key (`id = any`), their queue rows by the queue's key read from them. A
// queue row another transaction deleted is not deleted again, nor returned: that order is not updated here.
const settleAll = rawStatement(
  (p: SettlementColumns) => sql`
    with claimed as (
      delete from open_orders q using orders o
      where o.id = any(${p.ids}::bigint[]) and q.symbol = o.symbol and q.expires_at = o.expires_at and q.id = o.id
      returning q.id
    )
    update orders set status = 'settled', result = v.result, exit_price = v.exit_price, exit_time = v.exit_time, pnl = v.pnl, proof_id = v.proof_id, settled_at = ${p.settledAt}
    from claimed join unnest(${p.ids}::bigint[], ${p.results}::text[], ${p.exitPrices}::bigint[], ${p.exitTimes}::bigint[], ${p.pnls}::bigint[], ${p.proofIds}::text[])
      as v(id, result, exit_price, exit_time, pnl, proof_id) on v.id = claimed.id
    where orders.id = claimed.id and orders.status = 'open'
    returning orders.id`,
);

/**
 * The open → settled transition of a whole batch in one statement (PostgreSQL only: one round trip, not one
 * per order), with `settledAtMs` for all: each order claimed (its queue row deleted) and updated, only if no
 * other transaction claimed it. Returns those that moved.
 */
export async function settleOpenOrders(trx: Connection, settlements: Omit<Settlement, 'settled_at'>[], settledAtMs: number): Promise<Set<number>> {
  if (settlements.length === 0) return new Set();
  const rows = await trx.statements.rows<{ id: number }, SettlementColumns>(settleAll, {
    ids: settlements.map((s) => s.id),
    results: settlements.map((s) => s.result!),
    exitPrices: settlements.map((s) => s.exit_price),
    exitTimes: settlements.map((s) => s.exit_time),
    pnls: settlements.map((s) => s.pnl!),
    proofIds: settlements.map((s) => s.proof_id!),
    settledAt: settledAtMs,
  });
  return new Set(rows.map((row) => row.id));
}

const insertProofs = rawStatement(
  (p: { ids: string[]; bodies: string[]; symbols: string[]; exitTimes: (number | null)[] }) => sql`
    insert into order_proofs (id, body, symbol, exit_time)
    select * from unnest(${p.ids}::text[], ${p.bodies}::text[], ${p.symbols}::text[], ${p.exitTimes}::bigint[])
    on conflict (id) do nothing`,
);

/** `insertOrderProof` for many proofs in one statement (PostgreSQL only). */
export async function insertOrderProofs(runner: Connection, proofs: ProofRow[]): Promise<void> {
  if (proofs.length === 0) return;
  await runner.statements.changes(insertProofs, { ids: proofs.map((p) => p.id), bodies: proofs.map((p) => p.body), symbols: proofs.map((p) => p.symbol), exitTimes: proofs.map((p) => p.exitTime) });
}

/**
 * Runs `work` as the one settlement of this schema's processes (PostgreSQL): while this process holds a session
 * advisory lock on a connection of the settlement pool that it keeps for the time. While another holds the lock it
 * waits its turn, or, with `skipIfTaken`, returns undefined without running `work`. A process that dies or loses
 * its connection lets go with its session. On SQLite, with one process, it just runs.
 */
export async function asTheOneSettling<T>(db: Connection, work: () => Promise<T>, skipIfTaken: boolean): Promise<T | undefined> {
  if (db.kind !== 'postgres') return work();
  const key = sql`hashtextextended('uptick settlement ' || current_schema(), 0)`;
  return db.kysely.connection().execute(async (pinned) => {
    if (skipIfTaken) {
      const { rows } = await sql<{ held: boolean }>`select pg_try_advisory_lock(${key}) as held`.execute(pinned);
      if (!rows[0]?.held) return undefined;
    } else {
      await sql`select pg_advisory_lock(${key})`.execute(pinned);
    }
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(pinned);
    }
  });
}
