import type { Connection } from '../../db/connection.js';
import { DomainError } from '../domain-error.js';
import { verifySecret } from '../auth/password-hash.js';
import { forAccount } from '../auth/hash-gate.js';
import { countTradePasswordFailure, findUserById, setTradePasswordLock } from '../auth/users-repository.js';
import type { OneAtATime } from '../one-at-a-time.js';
import type { UserNotices } from '../users/user-notices.js';

/**
 * Five wrong transaction passwords in a row lock withdrawals for 15 minutes. Every check
 * of the transaction password goes through here, withdrawals and changing it alike: one counter and one
 * lock, with no second door that guesses for free (docs/security.md, "The transaction password").
 */
export const tradePasswordAttemptsMax = 5;
export const tradePasswordLockMs = 15 * 60 * 1000;

function lockedError(untilMs: number, nowMs: number): DomainError {
  const retryAfterSeconds = Math.max(1, Math.ceil((untilMs - nowMs) / 1000));
  return new DomainError('locked', 'Too many wrong transaction passwords; they are locked for now', undefined, { retryAfterSeconds });
}

/**
 * Checks the transaction password. A wrong one is counted in its own write — it must stick even though
 * the request fails — as an increment, so that checks at once in several processes all count, and the fifth
 * locks withdrawals; a right one clears the count.
 */
export function checkTradePassword(db: Connection, checks: OneAtATime, userId: string, password: string, nowMs: number, notices: UserNotices): Promise<void> {
  return checks.run(`trade:${userId}`, async () => {
    const user = await findUserById(db, userId);
    if (!user) throw new DomainError('unauthenticated', 'Please sign in again');
    if (user.trade_locked_until !== null && user.trade_locked_until > nowMs) throw lockedError(user.trade_locked_until, nowMs);
    if (await verifySecret(password, user.trade_password_hash, forAccount(userId))) {
      if (user.trade_password_failures > 0 || user.trade_locked_until !== null) {
        await setTradePasswordLock(db, userId, null);
      }
      return;
    }
    const failures = await countTradePasswordFailure(db, userId);
    if (failures >= tradePasswordAttemptsMax) {
      const untilMs = nowMs + tradePasswordLockMs;
      await setTradePasswordLock(db, userId, untilMs);
      await notices.send(userId, 'trade_password_locked');
      throw lockedError(untilMs, nowMs);
    }
    throw new DomainError('trade_password_wrong', 'The transaction password is wrong', undefined, {
      attemptsLeft: tradePasswordAttemptsMax - failures,
    });
  });
}
