import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DepositsTable } from '../../db/schema.js';

export type DepositRow = Selectable<DepositsTable>;

export async function insertDeposit(db: Db, row: Insertable<DepositsTable>): Promise<void> {
  await db.insertInto('deposits').values(row).execute();
}

export function findDeposit(db: Db, id: string): Promise<DepositRow | undefined> {
  return db.selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Moves a pending deposit to its decision; false if it was no longer pending (decided once only). */
export async function decideDeposit(
  db: Db,
  id: string,
  status: 'confirmed' | 'rejected',
  decidedBy: string,
  reason: string | null,
  nowMs: number,
): Promise<boolean> {
  const result = await db
    .updateTable('deposits')
    .set({ status, decided_by: decidedBy, decided_at: nowMs, reason })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function userDeposits(db: Db, userId: string, limit: number, beforeId?: string): Promise<DepositRow[]> {
  let query = db.selectFrom('deposits').selectAll().where('user_id', '=', userId);
  if (beforeId) query = query.where('id', '<', beforeId);
  return query.orderBy('id', 'desc').limit(limit).execute();
}
