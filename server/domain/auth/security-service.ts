import type { Connection } from '../../db/connection.js';
import { newId } from '../../db/ids.js';
import type { SessionInfo, SignInOutcome, SignInRecord } from '../../../src/core/security.js';
import { DomainError } from '../domain-error.js';
import { deviceName } from './device-name.js';
import { deleteOtherSessions, deleteSessionById, sessionDevice, userSessions } from './sessions-repository.js';
import { insertSignIn, pruneSignIns, signInsKept, userSignIns } from './sign-ins-repository.js';
import { forgetDevicesBut, forgetTrustedDevice } from './trusted-devices-repository.js';
import { hashToken } from './tokens.js';

/** Sessions the screen lists, most recently used first: more than anyone signs in on, fewer than a page weighs. */
export const sessionsListed = 50;
/** Sign-ins the screen lists. */
export const signInsListed = 20;

const iso = (ms: number) => new Date(ms).toISOString();

/** The sessions the user is signed in with now; `token` is the asking one's. */
export async function listSessions(db: Connection, userId: string, token: string, nowMs: number): Promise<{ items: SessionInfo[] }> {
  const current = hashToken(token);
  const rows = await userSessions(db, userId, nowMs, sessionsListed);
  return {
    items: rows.map((row) => ({
      id: row.id,
      current: row.token_hash === current,
      ...deviceName(row.user_agent),
      address: row.address,
      firstSeenAt: iso(row.first_seen_at ?? row.created_at),
      lastSeenAt: iso(row.last_seen_at ?? row.created_at),
    })),
  };
}

/**
 * Signs one session out, and makes its device a stranger again: a stolen phone's token then skips neither the
 * account-wide lock nor the code of two-step sign-in. The session asking may name itself (then it is a sign-out).
 */
export async function signOutSession(db: Connection, userId: string, id: string): Promise<void> {
  // Ids are 32 hex digits: anything else names no session, and never reaches the database (a NUL is PostgreSQL's error).
  if (!/^[0-9a-f]{32}$/.test(id)) throw noSession();
  await db.transaction(async (trx) => {
    const ended = await deleteSessionById(trx, userId, id);
    if (!ended) throw noSession();
    if (ended.device_hash) await forgetTrustedDevice(trx, ended.device_hash);
  });
}

const noSession = () => new DomainError('not_found', 'No such session: it was signed out or expired already');

/** Signs out every session but the asking one, and every device but its own is a stranger again. */
export async function signOutOtherSessions(db: Connection, userId: string, token: string): Promise<void> {
  const current = hashToken(token);
  await db.transaction(async (trx) => {
    await deleteOtherSessions(trx, userId, current);
    await forgetDevicesBut(trx, userId, await sessionDevice(trx, current));
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
export async function recordSignIn(db: Connection, userId: string, outcome: SignInOutcome, newDevice: boolean, origin: SignInOrigin, nowMs: number): Promise<void> {
  await db.transaction(async (trx) => {
    await insertSignIn(trx, { id: newId(nowMs), user_id: userId, outcome, new_device: newDevice ? 1 : 0, user_agent: origin.userAgent, address: origin.address, created_at: nowMs });
    await pruneSignIns(trx, userId, signInsKept);
  });
}
