import type { Connection } from '../../db/connection.js';

/** What the account events need of a transfer: whose it is, why, and what caused it. */
export interface TailedTransfer {
  id: number;
  user_id: string;
  code: string;
  ref: string;
}

/** The highest transfer number written so far (0 for an empty ledger). */
export async function latestTransferId(db: Connection): Promise<number> {
  const row = await db.kysely.selectFrom('transfers').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The transfers of `userIds` numbered above `afterId`, oldest first, at most `limit`; found through (user_id, id). */
export async function transfersOfUsersAfter(db: Connection, afterId: number, userIds: readonly string[], limit: number): Promise<TailedTransfer[]> {
  if (userIds.length === 0) return [];
  const rows = await db.kysely
    .selectFrom('transfers')
    .select(['id', 'user_id', 'code', 'ref'])
    .where('user_id', 'in', userIds)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  // bigint ids come back from pg as strings.
  return rows.map((row) => ({ id: Number(row.id), user_id: row.user_id as string, code: row.code, ref: row.ref }));
}
