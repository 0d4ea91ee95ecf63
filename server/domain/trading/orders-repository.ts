import { sql, type Insertable, type Selectable } from 'kysely';
import type { Connection, Db } from '../../db/connection.js';
import type { OrdersTable } from '../../db/schema.js';
import { insertNumberedRow, insertUnnested, rawStatement, statement } from '../../db/statements.js';

export type OrderRow = Selectable<OrdersTable>;

const insert = insertNumberedRow('orders', [
  'user_id', 'symbol', 'direction', 'amount', 'period', 'payout_rate_bp', 'status', 'opened_at', 'expires_at',
  'entry_price', 'entry_time', 'exit_price', 'exit_time', 'result', 'pnl', 'proof_id', 'settled_at',
]);

/** Stores a new order; returns the number the database gave it. */
export async function insertOrder(sql: Connection, row: Insertable<OrdersTable>): Promise<number> {
  const [inserted] = await sql.statements.rows<{ id: number }, Insertable<OrdersTable>>(insert, row);
  return inserted.id;
}

const nextIds = rawStatement((p: { count: number }) => sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id from generate_series(1, ${p.count}::int)`);

/** Numbers for `count` orders about to be stored (PostgreSQL only): a refused order leaves a gap, as its rolled-back insert did. */
export async function nextOrderIds(c: Connection, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await c.statements.rows<{ id: number }, { count: number }>(nextIds, { count });
  return rows.map((row) => row.id);
}

/** Stores new orders, numbered already (`nextOrderIds`), in one statement (PostgreSQL only). Settlement fills the rest. */
export const insertNumberedOrders = insertUnnested('orders', {
  id: 'bigint', user_id: 'text', symbol: 'text', direction: 'text', amount: 'bigint', period: 'integer', payout_rate_bp: 'integer',
  status: 'text', opened_at: 'bigint', expires_at: 'bigint', entry_price: 'bigint', entry_time: 'bigint',
});

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

/** The settlement queue's read: a page of one product's open orders that expired before `beforeMs`, oldest first. */
export function expiredOrdersQuery(db: Db, p: ExpiredPage) {
  return (
    db
      .selectFrom('orders')
      .select(['id', 'user_id', 'symbol', 'direction', 'amount', 'payout_rate_bp', 'entry_price', 'entry_time', 'expires_at'])
      // The literal status lets the planner use the partial index orders_open_symbol_expiry, in its order.
      .where('status', '=', sql.lit('open'))
      .where('symbol', '=', p.symbol)
      .where('expires_at', '<', p.beforeMs)
      .orderBy('expires_at')
      .limit(p.limit)
      .offset(p.offset)
  );
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

/** The open → settled transition; false if another worker settled it first (exactly once). */
export async function markSettled(runner: Connection, settlement: Settlement): Promise<boolean> {
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

// The batch is found by primary key (`id = any`). "Not settled" says "open" in a way the partial index of open
// orders can't answer: asked `status = 'open'`, the planner read that whole index (every open order) per batch.
const settleAll = rawStatement(
  (p: SettlementColumns) => sql`
    update orders set status = 'settled', result = v.result, exit_price = v.exit_price, exit_time = v.exit_time, pnl = v.pnl, proof_id = v.proof_id, settled_at = ${p.settledAt}
    from unnest(${p.ids}::bigint[], ${p.results}::text[], ${p.exitPrices}::bigint[], ${p.exitTimes}::bigint[], ${p.pnls}::bigint[], ${p.proofIds}::text[])
      as v(id, result, exit_price, exit_time, pnl, proof_id)
    where orders.id = v.id and orders.id = any(${p.ids}::bigint[]) and orders.status <> 'settled'
    returning orders.id`,
);

/**
 * The open → settled transition of a whole batch in one statement (PostgreSQL only: one round trip, not one
 * per order), with `settledAtMs` for all; each order only if still open. Returns those that moved.
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
