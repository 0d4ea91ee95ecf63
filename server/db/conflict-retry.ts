import { setTimeout as sleep } from 'node:timers/promises';

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction lost a race, not a rule. */
const conflictCodes = new Set(['40P01', '40001']);

/** Runs of one transaction before the caller hears "try again" (a 503), never the database's error. */
export const conflictAttempts = 6;
/** The first backoff's ceiling; each retry doubles it (full jitter: 0 … 10, 20, 40, 80, 160 ms). */
const backoffBaseMs = 5;

/** The database lost the same race on every attempt; the error handler answers `unavailable` (503). */
export class DatabaseBusyError extends Error {
  override readonly name = 'DatabaseBusyError';
}

export function isConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && conflictCodes.has(code);
}

/**
 * Runs `transaction` — a whole transaction, begin to commit — again when PostgreSQL rolled it back as a
 * deadlock victim or a serialization failure, after a short random wait so the two sides don't meet
 * again in step. Safe because nothing of a rolled-back run remains. After `attempts` runs the caller gets
 * `unavailable` (503), never a 500. SQLite (one writer) raises neither, so there it is one plain run.
 */
export async function retryConflicts<T>(transaction: () => Promise<T>, attempts = conflictAttempts): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (!isConflict(error)) throw error;
      if (attempt >= attempts) throw new DatabaseBusyError(`The database stayed busy over ${attempts} attempts; please try again`);
      await sleep(Math.random() * backoffBaseMs * 2 ** attempt);
    }
  }
}
