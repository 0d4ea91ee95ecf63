import type { Insertable, Selectable } from 'kysely';
import type { Connection } from '../../db/connection.js';
import type { PasswordResetCodesTable } from '../../db/schema.js';

export type ResetCodeRow = Selectable<PasswordResetCodesTable>;

/** When this account was asked a code for since `sinceMs`, newest first. */
export async function resetRequestTimes(db: Connection, accountKey: string, sinceMs: number): Promise<number[]> {
  const rows = await db.kysely
    .selectFrom('password_reset_codes')
    .select('created_at')
    .where('account_key', '=', accountKey)
    .where('created_at', '>', sinceMs)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => Number(row.created_at));
}

/** A new request ends every code of the account still alive: only the newest one works. */
export async function expireLiveResetCodes(db: Connection, accountKey: string, nowMs: number): Promise<void> {
  await db.kysely.updateTable('password_reset_codes').set({ expires_at: nowMs }).where('account_key', '=', accountKey).where('expires_at', '>', nowMs).execute();
}

export async function insertResetCode(db: Connection, row: Insertable<PasswordResetCodesTable>): Promise<void> {
  await db.kysely.insertInto('password_reset_codes').values(row).execute();
}

/** The account's newest request, the only one whose code may still work. */
export function latestResetCode(db: Connection, accountKey: string): Promise<ResetCodeRow | undefined> {
  return db.kysely
    .selectFrom('password_reset_codes')
    .selectAll()
    .where('account_key', '=', accountKey)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
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
