import { CompiledQuery } from 'kysely';
import type { Db } from './database.js';
import type { SqliteConnection } from './sqlite-connection.js';
import { sqlRunner, type SqlRunner } from './statements.js';

export interface StatementTransaction {
  sql: SqlRunner;
  /** Transaction control (savepoints) in the same transaction. */
  exec(text: string): Promise<void>;
}

/**
 * The group commit's transactions, which run prepared statements rather than query builders. Each holds a
 * connection of Kysely's pool for its whole length — on SQLite the one connection, so no other query can
 * interleave — and on SQLite runs the statements straight on it, synchronously, without Kysely's
 * per-query machinery.
 */
export class Transactions {
  constructor(
    private readonly db: Db,
    readonly sqlite?: SqliteConnection,
  ) {}

  /**
   * Runs `work` in a transaction whose commit doesn't wait for the disk on the event loop: on SQLite it
   * commits with synchronous=NORMAL (no sync) and then makes the same WAL sync that synchronous=FULL would
   * make, on libuv's thread pool; the event loop meanwhile serves requests. Nothing may be acknowledged
   * before `durable` resolves. (PostgreSQL's commit is durable when it returns.)
   */
  async runSyncingLater<T>(work: (trx: StatementTransaction) => Promise<T>): Promise<{ value: T; durable: Promise<void> }> {
    const value = await this.transaction(work);
    return { value, durable: this.sqlite ? this.sqlite.syncWal() : Promise.resolve() };
  }

  private transaction<T>(work: (trx: StatementTransaction) => Promise<T>): Promise<T> {
    return this.db.connection().execute(async (connection) => {
      const sqlite = this.sqlite;
      const trx: StatementTransaction = sqlite
        ? { sql: sqlite.direct, exec: async (text) => sqlite.exec(text) }
        : { sql: sqlRunner(connection), exec: async (text) => void (await connection.executeQuery(CompiledQuery.raw(text))) };
      sqlite?.exec('pragma synchronous = normal');
      try {
        await trx.exec('begin');
        try {
          const value = await work(trx);
          await trx.exec('commit');
          return value;
        } catch (error) {
          await trx.exec('rollback').catch(() => undefined);
          throw error;
        }
      } finally {
        // Every other transaction on the connection syncs at its commit, as configured.
        sqlite?.exec('pragma synchronous = full');
      }
    });
  }
}
