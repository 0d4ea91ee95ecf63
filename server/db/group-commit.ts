import type { Db } from './database.js';

interface Pending {
  work: (trx: Db) => Promise<unknown>;
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
    private readonly db: Db,
    private readonly batchMax = 1_000,
  ) {}

  run<T>(work: (trx: Db) => Promise<T>): Promise<T> {
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
      const done: [Pending, unknown][] = [];
      let trx;
      try {
        trx = await this.db.startTransaction().execute();
        for (const item of batch) {
          const savepoint = await trx.savepoint('w').execute();
          try {
            const value = await item.work(savepoint);
            await savepoint.releaseSavepoint('w').execute();
            done.push([item, value]);
          } catch (error) {
            await savepoint.rollbackToSavepoint('w').execute();
            await savepoint.releaseSavepoint('w').execute();
            item.reject(error);
          }
        }
        await trx.commit().execute();
        for (const [item, value] of done) item.resolve(value);
      } catch (error) {
        await trx?.rollback().execute().catch(() => undefined);
        for (const [item] of done) item.reject(error);
        for (const item of batch) if (!done.some(([d]) => d === item)) item.reject(error);
      }
    }
    this.draining = false;
  }
}
