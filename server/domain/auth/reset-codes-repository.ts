import type { Insertable, Selectable } from 'kysely';
import type { Connection } from '../../db/connection.js';
import type { PasswordResetCodesTable } from '../../db/schema.js';

export type ResetCodeRow = Selectable<PasswordResetCodesTable>;

/** When this account was sent a code since `sinceMs` (its matches; a miss is its asker's), newest first. */
export async function accountCodeTimes(db: Connection, accountKey: string, sinceMs: number): Promise<number[]> {
  const rows = await db.kysely
    .selectFrom('password_reset_codes')
    .select('created_at')
    .where('account_key', '=', accountKey)
    .where('created_at', '>', sinceMs)
    .where('user_id', 'is not', null)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => Number(row.created_at));
}

/** The requests this asker (`addressKey`) made since `sinceMs`, matches and misses alike, for any account, newest first. */
export function askerRequests(db: Connection, askerKey: string, sinceMs: number): Promise<{ created_at: number; account_key: string }[]> {
  return db.kysely
    .selectFrom('password_reset_codes')
    .select(['created_at', 'account_key'])
    .where('asker_key', '=', askerKey)
    .where('created_at', '>', sinceMs)
    .orderBy('created_at', 'desc')
    .execute()
    .then((rows) => rows.map((row) => ({ created_at: Number(row.created_at), account_key: row.account_key })));
}

/**
 * A new request ends the live codes its asker asked for this account before, so that only the asker's newest
 * works; another asker's are not this one's to end (a stranger's request, even one with the right phone, leaves the
 * owner's code working). One statement.
 */
export async function expireLiveResetCodes(db: Connection, accountKey: string, askerKey: string, nowMs: number): Promise<void> {
  await db.kysely
    .updateTable('password_reset_codes')
    .set({ expires_at: nowMs })
    .where('account_key', '=', accountKey)
    .where('asker_key', '=', askerKey)
    .where('expires_at', '>', nowMs)
    .execute();
}

export async function insertResetCode(db: Connection, row: Insertable<PasswordResetCodesTable>): Promise<void> {
  await db.kysely.insertInto('password_reset_codes').values(row).execute();
}

/** The request whose id hashes to `requestHash`, live or not: the one row a reset naming it is checked against. */
export function resetRequest(db: Connection, requestHash: string): Promise<ResetCodeRow | undefined> {
  return db.kysely.selectFrom('password_reset_codes').selectAll().where('request_hash', '=', requestHash).executeTakeFirst();
}

/**
 * Counts one check of a code against a live row, in one statement so that checks sent at once all count;
 * returns the tries so far, or undefined when the row was already dead (used, expired, or `max` tries).
 */
export async function countResetTry(db: Connection, id: string, max: number, nowMs: number): Promise<number | undefined> {
  const row = await db.kysely
    .updateTable('password_reset_codes')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('id', '=', id)
    .where('tries', '<', max)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowMs)
    .returning('tries')
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.tries);
}

/** Uses a code up; false when another request used it first (or it died meanwhile). */
export async function useResetCode(db: Connection, id: string, nowMs: number): Promise<boolean> {
  const result = await db.kysely
    .updateTable('password_reset_codes')
    .set({ used_at: nowMs })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowMs)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Forgets requests made before `beforeMs` (past every limit's window). */
export async function pruneResetCodes(db: Connection, beforeMs: number): Promise<void> {
  await db.kysely.deleteFrom('password_reset_codes').where('created_at', '<', beforeMs).execute();
}
