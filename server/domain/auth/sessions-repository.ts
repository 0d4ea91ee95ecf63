import type { ExpressionBuilder } from 'kysely';
import type { Connection } from '../../db/connection.js';
import { statement } from '../../db/statements.js';
import type { Database, SessionsTable } from '../../db/schema.js';
import { newId } from '../../db/ids.js';
import { SessionCache } from './session-cache.js';

/** Where a session was signed in, as its owner sees it on the security screen. */
export interface SessionOrigin {
  /** sha256 of the device token handed out with the session. */
  deviceHash: string | null;
  userAgent: string | null;
  /** Masked (masked-address.ts). */
  address: string | null;
  /** When the device first signed in: the session's own start for a new device. */
  firstSeenAt: number;
}

export async function insertSession(db: Connection, tokenHash: string, userId: string, nowMs: number, expiresMs: number, origin?: SessionOrigin): Promise<void> {
  await db.kysely
    .insertInto('sessions')
    .values({
      token_hash: tokenHash,
      user_id: userId,
      created_at: nowMs,
      expires_at: expiresMs,
      id: newId(nowMs),
      device_hash: origin?.deviceHash ?? null,
      user_agent: origin?.userAgent ?? null,
      address: origin?.address ?? null,
      first_seen_at: origin?.firstSeenAt ?? nowMs,
      last_seen_at: nowMs,
    })
    .execute();
}

export type SessionRow = Pick<SessionsTable, 'id' | 'token_hash' | 'device_hash' | 'user_agent' | 'address' | 'created_at' | 'first_seen_at' | 'last_seen_at'>;

/** A user's live sessions, most recently used first, at most `limit`. */
export function userSessions(db: Connection, userId: string, nowMs: number, limit: number): Promise<SessionRow[]> {
  return db.kysely
    .selectFrom('sessions')
    .select(['id', 'token_hash', 'device_hash', 'user_agent', 'address', 'created_at', 'first_seen_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', nowMs)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * A session's place in its user's order of sessions: by when its device first signed in, then by its id (ids sort
 * by creation). A session may end only those after it (`youngerThan`).
 */
export interface SessionSeniority {
  id: string;
  userId: string;
  firstSeenAt: number;
  deviceHash: string | null;
}

/** The seniority of the session with `tokenHash`, if it is still there. */
export async function sessionSeniority(db: Connection, tokenHash: string): Promise<SessionSeniority | undefined> {
  const row = await db.kysely.selectFrom('sessions').select(['id', 'user_id', 'first_seen_at', 'created_at', 'device_hash']).where('token_hash', '=', tokenHash).executeTakeFirst();
  return row && { id: row.id, userId: row.user_id, firstSeenAt: Number(row.first_seen_at ?? row.created_at), deviceHash: row.device_hash };
}

/** Sessions whose device first signed in after `than`'s, or at the same moment with a later id. */
function youngerThan(than: SessionSeniority) {
  return (eb: ExpressionBuilder<Database, 'sessions'>) => {
    const firstSeen = eb.fn.coalesce('first_seen_at', 'created_at');
    return eb.or([eb(firstSeen, '>', than.firstSeenAt), eb.and([eb(firstSeen, '=', than.firstSeenAt), eb('id', '>', than.id)])]);
  };
}

/**
 * Ends one of the user's sessions by its public id, if it is `asker` itself or younger than it; the ended row's
 * device hash, or undefined if none was ended (no such session, or an older one).
 */
export async function deleteSessionById(db: Connection, userId: string, id: string, asker: SessionSeniority): Promise<{ device_hash: string | null } | undefined> {
  const rows = await db.kysely
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where((eb) => eb.or([eb('id', '=', asker.id), youngerThan(asker)(eb)]))
    .returning(['token_hash', 'device_hash'])
    .execute();
  ended(rows);
  return rows[0];
}

/** Whether the user has a session with this public id. */
export async function hasSession(db: Connection, userId: string, id: string): Promise<boolean> {
  return (await db.kysely.selectFrom('sessions').select('id').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Ends every session of the user younger than `asker`; the device hashes of those ended. */
export async function deleteYoungerSessions(db: Connection, userId: string, asker: SessionSeniority): Promise<string[]> {
  const rows = await db.kysely.deleteFrom('sessions').where('user_id', '=', userId).where(youngerThan(asker)).returning(['token_hash', 'device_hash']).execute();
  ended(rows);
  return rows.flatMap((row) => (row.device_hash ? [row.device_hash] : []));
}

/** Marks a session used at `nowMs` (session-activity.ts keeps this to one write per session every few minutes). */
export async function touchSession(db: Connection, tokenHash: string, nowMs: number): Promise<void> {
  await db.kysely.updateTable('sessions').set({ last_seen_at: nowMs }).where('token_hash', '=', tokenHash).execute();
}

// Every signed-in request asks this, or a cache of its answers (session-cache.ts): a statement compiled once (see statements.ts).
const sessionUser = statement((db, p: { tokenHash: string; now: number }) =>
  db.selectFrom('sessions').select(['user_id', 'expires_at']).where('token_hash', '=', p.tokenHash).where('expires_at', '>', p.now),
);

/** Of `tokenHashes`, those whose sessions are there and not expired at `nowMs`. */
export async function liveSessions(reads: Connection, tokenHashes: string[], nowMs: number): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const rows = await reads.kysely.selectFrom('sessions').select('token_hash').where('token_hash', 'in', tokenHashes).where('expires_at', '>', nowMs).execute();
  return new Set(rows.map((row) => row.token_hash));
}

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
