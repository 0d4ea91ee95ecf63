import type { Connection } from '../../db/connection.js';
import { newId } from '../../db/ids.js';
import type { SessionInfo, SignInOutcome, SignInRecord } from '../../../src/core/security.js';
import { DomainError } from '../domain-error.js';
import { deviceName } from './device-name.js';
import { deleteSessionById, deleteYoungerSessions, hasSession, sessionSeniority, userSessions, type SessionRow, type SessionSeniority } from './sessions-repository.js';
import { insertSignIn, pruneSignIns, signInsKept, userSignIns } from './sign-ins-repository.js';
import { forgetTrustedDevice, forgetYoungerDevices } from './trusted-devices-repository.js';
import { hashToken } from './tokens.js';

/** Sessions the screen lists, most recently used first: more than anyone signs in on, fewer than a page weighs. */
export const sessionsListed = 50;
/** Sign-ins the screen lists. */
export const signInsListed = 20;

const iso = (ms: number) => new Date(ms).toISOString();

/** Whether `row` signed in after `asker` (by its device's first sign-in, then its id): `asker` may sign it out. */
function isYounger(row: SessionRow, asker: SessionSeniority): boolean {
  const firstSeen = row.first_seen_at ?? row.created_at;
  return firstSeen > asker.firstSeenAt || (firstSeen === asker.firstSeenAt && row.id > asker.id);
}

/** The sessions the user is signed in with now; `token` is the asking one's, and may sign out those after it. */
export async function listSessions(db: Connection, userId: string, token: string, nowMs: number): Promise<{ items: SessionInfo[] }> {
  const current = hashToken(token);
  const rows = await userSessions(db, userId, nowMs, sessionsListed);
  const asker = await sessionSeniority(db, current);
  return {
    items: rows.map((row) => ({
      id: row.id,
      current: row.token_hash === current,
      canSignOut: asker !== undefined && isYounger(row, asker),
      ...deviceName(row.user_agent),
      address: row.address,
      firstSeenAt: iso(row.first_seen_at ?? row.created_at),
      lastSeenAt: iso(row.last_seen_at ?? row.created_at),
    })),
  };
}

/**
 * Signs one session out, and makes its device a stranger again: a stolen phone's token then skips neither the
 * account-wide lock nor the code of two-step sign-in. The session asking (`token`) may name itself (then it is a
 * sign-out) or a session that signed in after it; an older one is refused (`session_older`), as messengers do, so
 * that a stolen session can't sign the owner's phone out and make it a stranger the owner's own lock keeps out. A
 * new login password ends every other session (`changePassword`).
 */
export async function signOutSession(db: Connection, userId: string, token: string, id: string): Promise<void> {
  // Ids are 32 hex digits: anything else names no session, and never reaches the database (a NUL is PostgreSQL's error).
  if (!/^[0-9a-f]{32}$/.test(id)) throw noSession();
  await db.transaction(async (trx) => {
    const asker = await askingSession(trx, userId, token);
    const ended = await deleteSessionById(trx, userId, id, asker);
    if (!ended) throw (await hasSession(trx, userId, id)) ? sessionOlder() : noSession();
    if (ended.device_hash) await forgetTrustedDevice(trx, ended.device_hash);
  });
}

const noSession = () => new DomainError('not_found', 'No such session: it was signed out or expired already');
const sessionOlder = () =>
  new DomainError('session_older', 'This device signed in before yours: sign it out from a device that signed in earlier, or change the login password');

async function askingSession(db: Connection, userId: string, token: string): Promise<SessionSeniority> {
  const asker = await sessionSeniority(db, hashToken(token));
  if (!asker || asker.userId !== userId) throw new DomainError('unauthenticated', 'Please sign in');
  return asker;
}

/**
 * Signs out every session that signed in after the asking one, and makes their devices strangers again (and any
 * device first seen after it); sessions and devices older than it stay (`signOutSession`).
 */
export async function signOutOtherSessions(db: Connection, userId: string, token: string): Promise<void> {
  await db.transaction(async (trx) => {
    const asker = await askingSession(trx, userId, token);
    const devices = await deleteYoungerSessions(trx, userId, asker);
    await forgetYoungerDevices(trx, userId, asker.firstSeenAt, devices, asker.deviceHash);
  });
}

export async function listSignIns(db: Connection, userId: string): Promise<{ items: SignInRecord[] }> {
  const rows = await userSignIns(db, userId, signInsListed);
  return {
    items: rows.map((row) => ({
      outcome: row.outcome as SignInOutcome,
      newDevice: row.new_device === 1,
      ...deviceName(row.user_agent),
      address: row.address,
      at: iso(row.created_at),
    })),
  };
}

/** Where a sign-in came from, as kept: the User-Agent (cut) and the masked address. */
export interface SignInOrigin {
  userAgent: string | null;
  address: string | null;
}

/** Keeps one sign-in to an existing account and forgets the oldest past what is kept. */
export function recordSignIn(db: Connection, userId: string, outcome: SignInOutcome, newDevice: boolean, origin: SignInOrigin, nowMs: number): Promise<void> {
  return recordSignIns(db, [{ id: newId(nowMs), userId, outcome, newDevice, origin, nowMs }]);
}

/** One sign-in to keep (`recordSignIns`); `id` drawn when it happened (`newId`), so the list keeps its order. */
export interface SignInToKeep {
  id: string;
  userId: string;
  outcome: SignInOutcome;
  newDevice: boolean;
  origin: SignInOrigin;
  nowMs: number;
}

/** Keeps sign-ins to existing accounts in one transaction, and forgets each account's oldest past what is kept. */
export async function recordSignIns(db: Connection, signIns: SignInToKeep[]): Promise<void> {
  await db.transaction(async (trx) => {
    for (const { id, userId, outcome, newDevice, origin, nowMs } of signIns) {
      await insertSignIn(trx, { id, user_id: userId, outcome, new_device: newDevice ? 1 : 0, user_agent: origin.userAgent, address: origin.address, created_at: nowMs });
    }
    for (const userId of new Set(signIns.map((signIn) => signIn.userId))) await pruneSignIns(trx, userId, signInsKept);
  });
}
