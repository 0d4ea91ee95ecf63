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

/** When this asker (`addressKey`) asked for a code since `sinceMs`, matches and misses alike, newest first. */
export async function askerRequestTimes(db: Connection, askerKey: string, sinceMs: number): Promise<number[]> {
  const rows = await db.kysely
    .selectFrom('password_reset_codes')
    .select('created_at')
    .where('asker_key', '=', askerKey)
    .where('created_at', '>', sinceMs)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => Number(row.created_at));
}

/**
 * A new request ends codes of the account still alive, so that only the newest works: a match ends them all;
 * a miss only the misses the same asker made for it (the owner's code is not the asker's to end). One statement
 * either way.
 */
export async function expireLiveResetCodes(db: Connection, accountKey: string, nowMs: number, missBy?: string): Promise<void> {
  let update = db.kysely.updateTable('password_reset_codes').set({ expires_at: nowMs }).where('account_key', '=', accountKey).where('expires_at', '>', nowMs);
  if (missBy !== undefined) update = update.where('asker_key', '=', missBy).where('user_id', 'is', null);
  await update.execute();
}

export async function insertResetCode(db: Connection, row: Insertable<PasswordResetCodesTable>): Promise<void> {
  await db.kysely.insertInto('password_reset_codes').values(row).execute();
}

/**
 * The row a code for this account is checked against: its live code, when a match left one (at most one is
 * alive: each match ends the others), else its newest request (a miss, or a code no longer alive), which no
 * code opens. One statement either way, so its time does not say whether the owner has a code waiting.
 */
export function resetCodeToCheck(db: Connection, accountKey: string, triesMax: number, nowMs: number): Promise<ResetCodeRow | undefined> {
  return db.kysely
    .selectFrom('password_reset_codes')
    .selectAll()
    .where('account_key', '=', accountKey)
    .orderBy((eb) =>
      eb
        .case()
        .when(eb.and([eb('user_id', 'is not', null), eb('used_at', 'is', null), eb('expires_at', '>', nowMs), eb('tries', '<', triesMax)]))
        .then(0)
        .else(1)
        .end(),
    )
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
