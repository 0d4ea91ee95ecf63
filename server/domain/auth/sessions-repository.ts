import type { Connection } from '../../db/connection.js';
import { statement } from '../../db/statements.js';
import { SessionCache } from './session-cache.js';

export async function insertSession(db: Connection, tokenHash: string, userId: string, nowMs: number, expiresMs: number): Promise<void> {
  await db.kysely.insertInto('sessions').values({ token_hash: tokenHash, user_id: userId, created_at: nowMs, expires_at: expiresMs }).execute();
}

// Every signed-in request asks this, or a cache of its answers (session-cache.ts): a statement compiled once (see statements.ts).
const sessionUser = statement((db, p: { tokenHash: string; now: number }) =>
  db.selectFrom('sessions').select(['user_id', 'expires_at']).where('token_hash', '=', p.tokenHash).where('expires_at', '>', p.now),
);

export function findSession(reads: Connection, tokenHash: string, nowMs: number): Promise<{ user_id: string; expires_at: number } | undefined> {
  return reads.statements.rows<{ user_id: string; expires_at: number }, { tokenHash: string; now: number }>(sessionUser, { tokenHash, now: nowMs }).then(([row]) => row);
}

// Each delete tells this process's session caches which sessions ended, as soon as the statement has run.
export async function deleteSession(db: Connection, tokenHash: string): Promise<void> {
  ended(await db.kysely.deleteFrom('sessions').where('token_hash', '=', tokenHash).returning('token_hash').execute());
}

/** Signs a user out everywhere but the session in hand (after a password change). */
export async function deleteOtherSessions(db: Connection, userId: string, keepTokenHash: string): Promise<void> {
  ended(await db.kysely.deleteFrom('sessions').where('user_id', '=', userId).where('token_hash', '!=', keepTokenHash).returning('token_hash').execute());
}

/** Signs a user out everywhere. */
export async function deleteUserSessions(c: Connection, userId: string): Promise<void> {
  ended(await c.kysely.deleteFrom('sessions').where('user_id', '=', userId).returning('token_hash').execute());
}

function ended(rows: { token_hash: string }[]): void {
  SessionCache.ended(rows.map((row) => row.token_hash));
}
