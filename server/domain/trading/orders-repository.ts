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

/**
 * Of these orders, those this transaction may settle. PostgreSQL: those still open that no other transaction
 * holds, locked until this one ends (`FOR UPDATE SKIP LOCKED`, so workers of several processes take different
 * orders instead of queueing behind each other). SQLite has one writer at a time: all of them, unread, since the
 * conditional update (`markSettled`) skips any order settled since it was read.
 */
export async function claimOpenOrders(trx: Connection, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0 || trx.kind === 'sqlite') return new Set(ids);
  const rows = await trx.kysely.selectFrom('orders').select('id').where('id', 'in', ids).where('status', '=', 'open').forUpdate().skipLocked().execute();
  return new Set(rows.map((row) => row.id));
}

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
