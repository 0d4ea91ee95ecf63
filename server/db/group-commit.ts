import type { SqlRunner } from './statements.js';
import type { Transactions } from './transactions.js';

interface Pending {
  work: (sql: SqlRunner) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: many small writes share one transaction, so one fsync (synchronous=FULL) makes a whole
 * batch durable instead of one write each (DESIGN.md: ~3,000 single commits/s is the ceiling here).
 * Each write runs in its own savepoint, so a write that a rule refuses is rolled back alone and its
 * caller told at once; the others are answered only after the commit, so nothing is acknowledged before
 * it is durable. While a batch commits, the next one gathers.
 */
export class GroupCommit {
  private queue: Pending[] = [];
  private draining = false;

  constructor(
    private readonly transactions: Transactions,
    private readonly batchMax = 1_000,
  ) {}

  run<T>(work: (sql: SqlRunner) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
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
      try {
        const done = await this.transactions.run(async ({ sql, exec }) => {
          const succeeded: [Pending, unknown][] = [];
          for (const item of batch) {
            await exec('savepoint w');
            try {
              const value = await item.work(sql);
              await exec('release w');
              succeeded.push([item, value]);
            } catch (error) {
              await exec('rollback to w');
              await exec('release w');
              item.reject(error);
            }
          }
          return succeeded;
        });
        for (const [item, value] of done) item.resolve(value);
      } catch (error) {
        // Nothing of this batch is durable; callers already refused by their own error keep that answer.
        for (const item of batch) item.reject(error);
      }
    }
    this.draining = false;
  }
}
