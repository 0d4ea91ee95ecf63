import type { Connection } from './connection.js';
import type { Transactions } from './transactions.js';
import { isConflict } from './conflict-retry.js';

interface Pending {
  work: (trx: Connection) => Promise<unknown>;
  /** The rows `work` will lock (account ids), for `lockFirst`. */
  locks: readonly string[];
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Locks a batch's rows before its first write, in one global order, so that batches and other
 * transactions (settlement) can't each hold a row the other waits for. PostgreSQL only: SQLite has one
 * writer and no row locks.
 */
export type LockFirst = (trx: Connection, keys: string[]) => Promise<void>;

const noLocks: readonly string[] = [];

export interface GroupCommitOptions {
  /** Most writes in one transaction. */
  batchMax?: number;
  /** Takes a batch's row locks before its first write; none when undefined (SQLite). */
  lockFirst?: LockFirst;
}

/**
 * Group commit: many small writes share one transaction, so one fsync (synchronous=FULL) makes a whole
 * batch durable instead of one write each (one commit each tops out near 3,000 a second here, below the orders' budget).
 * Each write runs in its own savepoint, so a write that a rule refuses is rolled back alone and its
 * caller told at once; the others are answered only after the commit, so nothing is acknowledged before
 * it is durable. While a batch commits, the next one gathers. A deadlock or serialization failure is not
 * one write's refusal but the whole transaction's: the batch runs again (`Transactions.run`), less the
 * writes already refused, which is safe because each write's checks (idempotency keys) and effects are
 * inside it.
 */
export class GroupCommit {
  private queue: Pending[] = [];
  private draining = false;
  private readonly batchMax: number;
  private readonly lockFirst: LockFirst | undefined;

  constructor(
    private readonly transactions: Transactions,
    { batchMax = 1_000, lockFirst }: GroupCommitOptions = {},
  ) {
    this.batchMax = batchMax;
    this.lockFirst = lockFirst;
  }

  /** Runs `work` in the next batch; `locks` names the rows it will lock, taken first with the batch's. */
  run<T>(work: (trx: Connection) => Promise<T>, locks: readonly string[] = noLocks): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, locks, resolve: resolve as (value: unknown) => void, reject });
      if (!this.draining) {
        this.draining = true;
        // Let the requests already parsed in this turn of the event loop join the first batch.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.batchMax);
      // Writes refused in a run that then lost a deadlock: already answered, so not run again.
      const refused = new Set<Pending>();
      try {
        const done = await this.transactions.run(async (trx, exec) => {
          const items = refused.size === 0 ? batch : batch.filter((item) => !refused.has(item));
          if (this.lockFirst) await this.lockFirst(trx, items.flatMap((item) => item.locks));
          const succeeded: [Pending, unknown][] = [];
          for (const item of items) {
            await exec('savepoint w');
            try {
              const value = await item.work(trx);
              await exec('release w');
              succeeded.push([item, value]);
            } catch (error) {
              if (isConflict(error)) throw error;
              await exec('rollback to w');
              await exec('release w');
              refused.add(item);
              item.reject(error);
            }
          }
          return succeeded;
        });
        for (const [item, value] of done) item.resolve(value);
      } catch (error) {
        // Nothing of this batch is durable; callers already refused by their own error keep that answer.
        for (const item of batch) if (!refused.has(item)) item.reject(error);
      }
    }
    this.draining = false;
  }
}
