import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { DomainError } from '../domain-error.js';
import { oneAtATime } from '../one-at-a-time.js';
import { clearLoginFailures, findLoginFailure, saveLoginFailure } from './login-failures-repository.js';

/** Every fifth wrong password in a row from one address locks that address out of that account. */
export const loginAttemptsPerLock = 5;
const firstLockMs = 60 * 1000;
const lockMaxMs = 15 * 60 * 1000;

/** 1 minute after the first five, doubling with each five after, never more than 15 minutes. */
export function loginLockMs(failures: number): number {
  const locks = Math.floor(failures / loginAttemptsPerLock);
  return Math.min(lockMaxMs, firstLockMs * 2 ** Math.max(0, Math.min(locks - 1, 10)));
}

function lockedError(untilMs: number, nowMs: number): DomainError {
  const retryAfterSeconds = Math.max(1, Math.ceil((untilMs - nowMs) / 1000));
  return new DomainError('login_locked', 'Too many wrong passwords; please wait before trying again', undefined, { retryAfterSeconds });
}

/**
 * Judges one login attempt under the (account, address) lock. The lock is per address so that a stranger
 * guessing at an account locks out only themselves, never its owner signing in from elsewhere; and it is
 * checked before the password is hashed, so a locked guess costs no scrypt. Unknown accounts are counted
 * the same way, so a lock says nothing about whether an account exists.
 */
export function guardLogin<T>(db: Db, account: string, address: string, nowMs: number, check: () => Promise<T | undefined>): Promise<T> {
  const key = createHash('sha256').update(account).digest('hex');
  return oneAtATime(`login:${key}:${address}`, async () => {
    const row = await findLoginFailure(db, key, address);
    if (row?.locked_until != null && row.locked_until > nowMs) throw lockedError(row.locked_until, nowMs);
    const result = await check();
    if (result !== undefined) {
      if (row) await clearLoginFailures(db, key, address);
      return result;
    }
    const failures = (row?.failures ?? 0) + 1;
    const locks = failures % loginAttemptsPerLock === 0;
    const lockedUntil = locks ? nowMs + loginLockMs(failures) : null;
    await saveLoginFailure(db, { account: key, address, failures, locked_until: lockedUntil, updated_at: nowMs });
    if (lockedUntil !== null) throw lockedError(lockedUntil, nowMs);
    throw new DomainError('invalid_credentials', 'Wrong account or password');
  });
}
