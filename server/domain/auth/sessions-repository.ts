import type { Db } from '../../db/database.js';

export async function insertSession(db: Db, tokenHash: string, userId: string, nowMs: number, expiresMs: number): Promise<void> {
  await db.insertInto('sessions').values({ token_hash: tokenHash, user_id: userId, created_at: nowMs, expires_at: expiresMs }).execute();
}

export async function findSessionUserId(db: Db, tokenHash: string, nowMs: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', nowMs)
    .executeTakeFirst();
  return row?.user_id;
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Signs a user out everywhere but the session in hand (after a password change). */
export async function deleteOtherSessions(db: Db, userId: string, keepTokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('token_hash', '!=', keepTokenHash).execute();
}
