import type { Connection } from '../../db/connection.js';

/** The user a device token was given to, if it is still kept and was used since `usedSinceMs`. */
export async function trustedDeviceUserId(db: Connection, tokenHash: string, usedSinceMs: number): Promise<string | undefined> {
  const row = await db.kysely
    .selectFrom('trusted_devices')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('last_used_at', '>=', usedSinceMs)
    .executeTakeFirst();
  return row?.user_id;
}

/** `firstSeenMs`: when the device first signed in, carried from the token this one replaces (its `created_at`). */
export async function insertTrustedDevice(db: Connection, tokenHash: string, userId: string, nowMs: number, firstSeenMs = nowMs): Promise<void> {
  await db.kysely.insertInto('trusted_devices').values({ token_hash: tokenHash, user_id: userId, created_at: firstSeenMs, last_used_at: nowMs }).execute();
}

export async function forgetTrustedDevice(db: Connection, tokenHash: string): Promise<void> {
  await db.kysely.deleteFrom('trusted_devices').where('token_hash', '=', tokenHash).execute();
}

/**
 * A token is handed out once: the next login with it takes it back (and hands out a new one). Its row, with when
 * the device first signed in, for the one login that took it; of two racing, the other's delete finds no row
 * (PostgreSQL: it waits for the first to commit, then sees the row gone; SQLite: one writer at a time).
 */
export async function takeTrustedDevice(db: Connection, tokenHash: string): Promise<{ created_at: number } | undefined> {
  return db.kysely.deleteFrom('trusted_devices').where('token_hash', '=', tokenHash).returning('created_at').executeTakeFirst();
}

/** One more wrong password sent with this token; at `max` the token is forgotten: its holder is a stranger again. */
export async function countDeviceFailure(db: Connection, tokenHash: string, max: number): Promise<void> {
  const row = await db.kysely
    .updateTable('trusted_devices')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .returning('failures')
    .executeTakeFirst();
  if (row && row.failures >= max) await forgetTrustedDevice(db, tokenHash);
}

/** Keeps a user's `keep` most recently used devices and forgets the rest. */
export async function forgetOldDevices(db: Connection, userId: string, keep: number): Promise<void> {
  const kept = db.kysely.selectFrom('trusted_devices').select('token_hash').where('user_id', '=', userId).orderBy('last_used_at', 'desc').orderBy('token_hash').limit(keep);
  await db.kysely.deleteFrom('trusted_devices').where('user_id', '=', userId).where('token_hash', 'not in', kept).execute();
}

/** After a password change or reset: a device that knew the old password is a stranger again. */
export async function forgetAllDevices(db: Connection, userId: string): Promise<void> {
  await db.kysely.deleteFrom('trusted_devices').where('user_id', '=', userId).execute();
}

/**
 * Signing out the sessions younger than the asking one: their devices (`tokenHashes`) are strangers again, and so
 * is every device that first signed in after `firstSeenMs`, but the asker's own (`keepTokenHash`). A device that
 * signed in before the asker stays known.
 */
export async function forgetYoungerDevices(db: Connection, userId: string, firstSeenMs: number, tokenHashes: string[], keepTokenHash: string | null): Promise<void> {
  let query = db.kysely
    .deleteFrom('trusted_devices')
    .where('user_id', '=', userId)
    .where((eb) => (tokenHashes.length ? eb.or([eb('created_at', '>', firstSeenMs), eb('token_hash', 'in', tokenHashes)]) : eb('created_at', '>', firstSeenMs)));
  if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
  await query.execute();
}
