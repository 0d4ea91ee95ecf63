import type { Connection, Outcome } from './connection.js';
import type { Exec, Transactions } from './transactions.js';
import { isConflict } from './conflict-retry.js';

/**
 * A whole batch's work in its one transaction: one outcome per item, in the items' order. A refused item
 * is an outcome, not a throw; a throw fails the whole batch (after a PostgreSQL deadlock or serialization
 * failure it runs again, so it must keep all its effects inside the transaction).
 */
export type BatchWork<I, R> = (trx: Connection, exec: Exec, items: I[]) => Promise<Outcome<R>[]>;

interface Pending<I> {
  item: I;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** One queue of writes and whether a batch of it is committing. */
interface Lane<I> {
  queue: Pending<I>[];
  busy: boolean;
}

export interface BatchCommitOptions<I> {
  /** Most writes in one transaction. */
  batchMax?: number;
  /**
   * Lanes, each committing one batch at a time on a connection of its own: while one waits for its fsync
   * the others run their statements. 1 on SQLite, whose one connection runs one transaction at a time.
   */
  lanes?: number;
  /**
   * What decides an item's lane. Items with the same key always share a lane, so batches of two lanes
   * never lock the same rows and never wait for each other (the user, for orders).
   */
  laneKey?: (item: I) => string;
}

/** A lane for a key (FNV-1a): spreads users evenly, costs nothing. */
function laneIndex(key: string, lanes: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % lanes;
}

/**
 * Group commit: many small writes share one transaction, so one fsync (synchronous=FULL on SQLite, the WAL
 * flush on PostgreSQL) makes a whole batch durable instead of one write each (one commit each tops out near
 * 3,000 a second here, below the orders' budget). Every caller is answered only after its batch's
 * transaction ended, so nothing is acknowledged before it is durable. While a lane's batch commits, its
 * next one gathers.
 */
export class BatchCommit<I, R> {
  private readonly lanes: Lane<I>[];
  private readonly batchMax: number;
  private readonly laneKey: ((item: I) => string) | undefined;

  constructor(
    private readonly transactions: Transactions,
    private readonly work: BatchWork<I, R>,
    { batchMax = 1_000, lanes = 1, laneKey }: BatchCommitOptions<I> = {},
  ) {
    this.batchMax = batchMax;
    this.laneKey = laneKey;
    this.lanes = Array.from({ length: lanes }, () => ({ queue: [], busy: false }));
  }

  /** Runs `item` in its lane's next batch; resolves once that batch is durable. */
  run(item: I): Promise<R> {
    const lane = this.lanes[this.laneKey && this.lanes.length > 1 ? laneIndex(this.laneKey(item), this.lanes.length) : 0];
    return new Promise<R>((resolve, reject) => {
      lane.queue.push({ item, resolve: resolve as (value: unknown) => void, reject });
      if (!lane.busy) {
        lane.busy = true;
        // Let the requests already parsed in this turn of the event loop join the batch.
        setImmediate(() => void this.drain(lane));
      }
    });
  }

  private async drain(lane: Lane<I>): Promise<void> {
    while (lane.queue.length > 0) await this.commit(lane.queue.splice(0, this.batchMax));
    lane.busy = false;
  }

  private async commit(batch: Pending<I>[]): Promise<void> {
    try {
      const items = batch.map((pending) => pending.item);
      const outcomes = await this.transactions.run((trx, exec) => this.work(trx, exec, items));
      batch.forEach((pending, i) => {
        const outcome = outcomes[i];
        if ('value' in outcome) pending.resolve(outcome.value);
        else pending.reject(outcome.error);
      });
    } catch (error) {
      // Nothing of this batch is durable.
      for (const pending of batch) pending.reject(error);
    }
  }
}

/**
 * Locks a batch's rows before its first write, in one global order, so that batches and other
 * transactions (settlement) can't each hold a row the other waits for. PostgreSQL only: SQLite has one
 * writer and no row locks.
 */
export type LockFirst = (trx: Connection, keys: string[]) => Promise<unknown>;

interface SavepointWrite {
  work: (trx: Connection) => Promise<unknown>;
  /** The rows `work` will lock (account ids), for `lockFirst`. */
  locks: readonly string[];
  /** Set once a rule refused the write: a batch that runs again keeps the refusal rather than run it again. */
  refused?: { error: unknown };
}

const noLocks: readonly string[] = [];

export interface GroupCommitOptions {
  /** Most writes in one transaction. */
  batchMax?: number;
  /** Takes a batch's row locks before its first write; none when undefined (SQLite). */
  lockFirst?: LockFirst;
}

/**
 * A group commit of arbitrary writes, each in its own savepoint, so a write that a rule refuses is rolled
 * back alone. Each write's statements run one after another: right for SQLite, where a statement costs
 * microseconds; on PostgreSQL every one is a round trip (orders there are batched statement by statement,
 * orders-service.ts). A deadlock or serialization failure is not one write's refusal but the whole
 * transaction's: the batch runs again, less the writes already refused, which is safe because each write's
 * checks (idempotency keys) and effects are inside it.
 */
export class GroupCommit {
  private readonly batches: BatchCommit<SavepointWrite, unknown>;

  constructor(transactions: Transactions, { batchMax, lockFirst }: GroupCommitOptions = {}) {
    this.batches = new BatchCommit(transactions, (trx, exec, writes) => inSavepoints(trx, exec, writes, lockFirst), { batchMax });
  }

  /** Runs `work` in the next batch; `locks` names the rows it will lock, taken first with the batch's. */
  run<T>(work: (trx: Connection) => Promise<T>, locks: readonly string[] = noLocks): Promise<T> {
    return this.batches.run({ work, locks }) as Promise<T>;
  }
}

async function inSavepoints(trx: Connection, exec: Exec, writes: SavepointWrite[], lockFirst: LockFirst | undefined): Promise<Outcome<unknown>[]> {
  if (lockFirst) await lockFirst(trx, writes.flatMap((write) => (write.refused ? [] : write.locks)));
  const outcomes: Outcome<unknown>[] = [];
  for (const write of writes) {
    if (write.refused) {
      outcomes.push(write.refused);
      continue;
    }
    await exec('savepoint w');
    try {
      outcomes.push({ value: await write.work(trx) });
      await exec('release w');
    } catch (error) {
      if (isConflict(error)) throw error;
      await exec('rollback to w');
      await exec('release w');
      write.refused = { error };
      outcomes.push(write.refused);
    }
  }
  return outcomes;
}
