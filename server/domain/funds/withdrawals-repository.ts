import type { Insertable, Selectable } from 'kysely';
import { nextRowNumber } from '../../db/row-numbers.js';
import type { Connection } from '../../db/connection.js';
import type { WithdrawalsTable } from '../../db/schema.js';

export type WithdrawalRow = Selectable<WithdrawalsTable>;

/** Inserts a withdrawal and answers its row number (`nextRowNumber`). */
export async function insertWithdrawal(db: Connection, row: Omit<Insertable<WithdrawalsTable>, 'number'>): Promise<number> {
  const inserted = await db.kysely.insertInto('withdrawals').values({ ...row, ...nextRowNumber(db, 'withdrawals') }).returning('number').executeTakeFirstOrThrow();
  return inserted.number;
}

/** The withdrawal with row number `number` (a public number decoded). */
export function findWithdrawalByNumber(db: Connection, number: number): Promise<WithdrawalRow | undefined> {
  return db.kysely.selectFrom('withdrawals').selectAll().where('number', '=', number).executeTakeFirst();
}

export function findWithdrawal(db: Connection, id: string): Promise<WithdrawalRow | undefined> {
  return db.kysely.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Moves a withdrawal out of review; false if it was already decided (each is decided once). */
export async function decideWithdrawal(
  db: Connection,
  id: string,
  status: 'succeeded' | 'failed',
  decidedBy: string,
  why: { code: string; note: string | null } | null,
  nowMs: number,
): Promise<boolean> {
  const result = await db.kysely
    .updateTable('withdrawals')
    .set({ status, decided_by: decidedBy, decided_at: nowMs, reason_code: why?.code ?? null, reason: why?.note ?? null })
    .where('id', '=', id)
    .where('status', '=', 'reviewing')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function userWithdrawals(db: Connection, userId: string, limit: number, beforeId?: string): Promise<WithdrawalRow[]> {
  let query = db.kysely.selectFrom('withdrawals').selectAll().where('user_id', '=', userId);
  if (beforeId) query = query.where('id', '<', beforeId);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/** A user's withdrawals by id (the capital record's withdrawal rows follow their status). */
export function withdrawalsByIds(db: Connection, userId: string, ids: string[]): Promise<WithdrawalRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.kysely.selectFrom('withdrawals').selectAll().where('user_id', '=', userId).where('id', 'in', ids).execute();
}

/** Whether a withdrawal of the user to account `accountId` is under review. */
export async function hasReviewingWithdrawalTo(db: Connection, userId: string, accountId: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('withdrawals')
    .select('id')
    .where('user_id', '=', userId)
    .where('account_id', '=', accountId)
    .where('status', '=', 'reviewing')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
