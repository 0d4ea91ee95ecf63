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

/** SQLite's busy answers: another process held the write lock past the busy timeout. */
export function isSqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test(code);
}

export function isConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && conflictCodes.has(code);
}

/**
 * Runs `transaction` — a whole transaction, begin to commit — again when PostgreSQL rolled it back as a
 * deadlock victim or a serialization failure, after a short random wait so the two sides don't meet
 * again in step. Safe because nothing of a rolled-back run remains. After `attempts` runs the caller gets
 * `unavailable` (503), never a 500. On SQLite a write
 * lock still held by another process past the busy timeout is the same 503, at once.
 */
export async function retryConflicts<T>(transaction: () => Promise<T>, attempts = conflictAttempts): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      // The busy timeout already waited: another run would only wait again. The caller hears "try again".
      if (isSqliteBusy(error)) throw new DatabaseBusyError('The database is busy with another writer; please try again');
      if (!isConflict(error)) throw error;
      if (attempt >= attempts) throw new DatabaseBusyError(`The database stayed busy over ${attempts} attempts; please try again`);
      await sleep(Math.random() * backoffBaseMs * 2 ** attempt);
    }
  }
}
