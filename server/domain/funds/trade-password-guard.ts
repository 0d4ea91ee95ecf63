import type { Db } from '../../db/database.js';
import { DomainError } from '../domain-error.js';
import { verifySecret } from '../auth/password-hash.js';
import { findUserById } from '../auth/users-repository.js';

/** Five wrong transaction passwords in a row lock withdrawals for 15 minutes (DESIGN.md "Funds"). */
export const tradePasswordAttemptsMax = 5;
export const tradePasswordLockMs = 15 * 60 * 1000;

function lockedError(untilMs: number, nowMs: number): DomainError {
  const retryAfterSeconds = Math.max(1, Math.ceil((untilMs - nowMs) / 1000));
  return new DomainError('locked', 'Too many wrong transaction passwords; withdrawals are locked for now', undefined, { retryAfterSeconds });
}

const checksInFlight = new Map<string, Promise<unknown>>();

/**
 * One check at a time per user: guesses sent in parallel would otherwise all be judged before the
 * fifth wrong one lands its lock. In-process only — with several API processes a burst can get one
 * extra guess per process, which the 15-minute lock still bounds.
 */
function oneAtATime<T>(userId: string, check: () => Promise<T>): Promise<T> {
  const previous = checksInFlight.get(userId) ?? Promise.resolve();
  const next = previous.then(check, check);
  const settled = next.catch(() => undefined);
  checksInFlight.set(userId, settled);
  void settled.then(() => {
    if (checksInFlight.get(userId) === settled) checksInFlight.delete(userId);
  });
  return next;
}

/**
 * Checks the transaction password. A wrong one is counted in its own write — it must stick even though
 * the request fails — and the fifth locks withdrawals; a right one clears the count.
 */
export function checkTradePassword(db: Db, userId: string, password: string, nowMs: number): Promise<void> {
  return oneAtATime(userId, async () => {
    const user = await findUserById(db, userId);
    if (!user) throw new DomainError('unauthenticated', 'Please sign in again');
    if (user.trade_locked_until !== null && user.trade_locked_until > nowMs) throw lockedError(user.trade_locked_until, nowMs);
    if (await verifySecret(password, user.trade_password_hash)) {
      if (user.trade_password_failures > 0 || user.trade_locked_until !== null) {
        await db.updateTable('users').set({ trade_password_failures: 0, trade_locked_until: null }).where('id', '=', userId).execute();
      }
      return;
    }
    const failures = user.trade_password_failures + 1;
    if (failures >= tradePasswordAttemptsMax) {
      const untilMs = nowMs + tradePasswordLockMs;
      await db.updateTable('users').set({ trade_password_failures: 0, trade_locked_until: untilMs }).where('id', '=', userId).execute();
      throw lockedError(untilMs, nowMs);
    }
    await db.updateTable('users').set({ trade_password_failures: failures }).where('id', '=', userId).execute();
    throw new DomainError('trade_password_wrong', 'The transaction password is wrong', undefined, {
      attemptsLeft: tradePasswordAttemptsMax - failures,
    });
  });
}
