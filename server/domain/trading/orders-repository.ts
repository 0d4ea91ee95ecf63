import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { OrdersTable } from '../../db/schema.js';
import { insertRow, type SqlRunner } from '../../db/statements.js';

export type OrderRow = Selectable<OrdersTable>;

const insert = insertRow('orders', [
  'id', 'user_id', 'symbol', 'direction', 'amount', 'period', 'payout_rate_bp', 'status', 'opened_at', 'expires_at',
  'entry_price', 'entry_time', 'exit_price', 'exit_time', 'result', 'pnl', 'proof', 'settled_at',
]);

export async function insertOrder(sql: SqlRunner, row: Insertable<OrdersTable>): Promise<void> {
  await sql.changes(insert, row);
}

export function findUserOrder(db: Db, userId: string, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export function userOrders(db: Db, userId: string, status: 'open' | 'settled' | undefined, limit: number, beforeId?: string): Promise<OrderRow[]> {
  let query = db.selectFrom('orders').selectAll().where('user_id', '=', userId);
  if (status) query = query.where('status', '=', status);
  if (beforeId) query = query.where('id', '<', beforeId);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/** Open orders whose expiry has passed, oldest expiry first. */
export function dueOrders(db: Db, nowMs: number, limit: number): Promise<OrderRow[]> {
  // The literal status lets the planner use the partial index orders_open_expiry.
  return db.selectFrom('orders').selectAll().where('status', '=', sql.lit('open')).where('expires_at', '<=', nowMs).orderBy('expires_at').limit(limit).execute();
}

/** The open → settled transition; false if another worker settled it first (exactly once). */
export async function markSettled(
  db: Db,
  id: string,
  outcome: Pick<OrderRow, 'exit_price' | 'exit_time' | 'result' | 'pnl' | 'proof' | 'settled_at'>,
): Promise<boolean> {
  const result = await db.updateTable('orders').set({ ...outcome, status: 'settled' }).where('id', '=', id).where('status', '=', 'open').executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Sum of settled P&L of a user since `sinceMs` (all time when 0). */
export async function settledPnlSince(db: Db, userId: string, sinceMs: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.sum<string | number | null>('pnl').as('total'))
    .where('user_id', '=', userId)
    // The literal status lets the planner use the partial index orders_settled_user.
    .where('status', '=', sql.lit('settled'))
    .where('settled_at', '>=', sinceMs)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
