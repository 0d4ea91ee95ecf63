import { createHash } from 'node:crypto';
import type { Connection } from '../../db/connection.js';
import { DomainError } from '../domain-error.js';
import type { OneAtATime } from '../one-at-a-time.js';
import { clearLoginFailures, countLoginFailure, findLoginFailure, lockLogin, type LoginFailureRow } from './login-failures-repository.js';

/** Every fifth wrong password in a row from one address locks that address out of that account. */
export const addressAttemptsPerLock = 5;
/** Every tenth wrong password from devices the account has never signed in on locks all such devices out. */
export const accountAttemptsPerLock = 10;
/** The `address` of the account-wide count: no real address looks like it. */
const anyNewDevice = '*';
const firstLockMs = 60 * 1000;
const lockMaxMs = 15 * 60 * 1000;

/** 1 minute for the first lock, doubling with each lock after, never more than 15 minutes. */
export function loginLockMs(failures: number, attemptsPerLock: number): number {
  const locks = Math.floor(failures / attemptsPerLock);
  return Math.min(lockMaxMs, firstLockMs * 2 ** Math.max(0, Math.min(locks - 1, 10)));
}

function lockedError(untilMs: number, nowMs: number): DomainError {
  const retryAfterSeconds = Math.max(1, Math.ceil((untilMs - nowMs) / 1000));
  return new DomainError('login_locked', 'Too many wrong passwords; please wait before trying again', undefined, { retryAfterSeconds });
}

function lockedUntil(row: LoginFailureRow | undefined, nowMs: number): number | undefined {
  return row?.locked_until != null && row.locked_until > nowMs ? row.locked_until : undefined;
}

/**
 * Counts one more wrong password under `address`: when the lock ends if this one locks (else 0), and how many wrong
 * passwords are left before the next lock.
 */
async function countFailure(db: Connection, key: string, address: string, attemptsPerLock: number, nowMs: number): Promise<{ untilMs: number; left: number }> {
  const failures = await countLoginFailure(db, key, address, nowMs);
  const left = attemptsPerLock - (failures % attemptsPerLock);
  if (failures % attemptsPerLock !== 0) return { untilMs: 0, left };
  const untilMs = nowMs + loginLockMs(failures, attemptsPerLock);
  await lockLogin(db, key, address, untilMs);
  return { untilMs, left: 0 };
}

/** The key of an account's counts: its hash, so unknown accounts of any length are counted alike. */
export function loginFailureKey(account: string): string {
  return createHash('sha256').update(account).digest('hex');
}

/**
 * Who asks: a `new` device (no token of this account's), a `known` device (one the account signed in on,
 * by the token the client keeps), or a signed-in `session` giving its old password on the password screen.
 */
export type LoginAsker = 'new' | 'known' | 'session';

/**
 * Judges one password check under two locks, both checked before the password is hashed (a locked guess
 * costs no scrypt):
 * - per account and address, for every asker: a stranger guessing at an account locks out only their own
 *   address;
 * - per account, for new devices: guesses spread over many addresses add up, and lock out only new
 *   devices. A known device passes it, so a stranger can't lock the owner out of their own phone, and its
 *   right password clears the count. A session's wrong old passwords count toward it (a stolen session
 *   guessing there locks new devices out) but a session is never refused by it: the owner can still change
 *   a password while strangers guess.
 * Unknown accounts are counted the same way, so a lock says nothing about whether an account exists; the
 * caller tells an existing account's owner when the account-wide lock starts (`onAccountLocked`).
 */
export function guardLogin<T>(
  db: Connection,
  checks: OneAtATime,
  account: string,
  address: string,
  asker: LoginAsker,
  nowMs: number,
  check: () => Promise<T | undefined>,
  onAccountLocked: () => Promise<void>,
): Promise<T> {
  const key = loginFailureKey(account);
  // One check at a time per account and kind of asker: a parallel burst can't slip past a lock before it
  // lands, one account's known devices hold at most one hashing slot however many addresses send them, and
  // the owner never queues behind strangers.
  return checks.run(`login:${key}:${asker === 'new' ? 'new' : 'known'}`, async () => {
    const here = await findLoginFailure(db, key, address);
    const anywhere = asker === 'new' ? await findLoginFailure(db, key, anyNewDevice) : undefined;
    const locked = lockedUntil(here, nowMs) ?? lockedUntil(anywhere, nowMs);
    if (locked !== undefined) throw lockedError(locked, nowMs);
    const result = await check();
    if (result !== undefined) {
      if (here) await clearLoginFailures(db, key, address);
      // The owner on a known device ends the account-wide count: strangers start from nothing again.
      if (asker === 'known') await clearLoginFailures(db, key, anyNewDevice);
      return result;
    }
    const countedHere = await countFailure(db, key, address, addressAttemptsPerLock, nowMs);
    const countedAnywhere = asker === 'known' ? { untilMs: 0, left: Infinity } : await countFailure(db, key, anyNewDevice, accountAttemptsPerLock, nowMs);
    if (countedAnywhere.untilMs > 0) await onAccountLocked();
    const until = Math.max(countedHere.untilMs, asker === 'new' ? countedAnywhere.untilMs : 0);
    if (until > 0) throw lockedError(until, nowMs);
    // Said before the lock, as a wrong transaction password says it: a session is never refused by the account-wide one.
    const attemptsLeft = asker === 'new' ? Math.min(countedHere.left, countedAnywhere.left) : countedHere.left;
    throw new DomainError('invalid_credentials', 'Wrong account or password', undefined, { attemptsLeft });
  });
}
