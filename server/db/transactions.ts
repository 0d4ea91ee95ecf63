import { CompiledQuery } from 'kysely';
import type { Db } from './database.js';
import type { SqliteConnection, TransactionControl } from './sqlite-connection.js';
import { sqlRunner, type SqlRunner } from './statements.js';
import { retryConflicts } from './conflict-retry.js';

export interface StatementTransaction {
  sql: SqlRunner;
  /** Transaction control (savepoints) in the same transaction. */
  exec(text: TransactionControl): Promise<void>;
}

/**
 * The group commit's transactions, which run prepared statements rather than query builders. Each holds a
 * connection of Kysely's pool for its whole length — on SQLite the one connection, so no other query can
 * interleave — and on SQLite runs the statements straight on it, synchronously, without Kysely's
 * per-query machinery. The commit is the connection's own (synchronous=FULL on SQLite): durable when
 * `run` resolves. A PostgreSQL deadlock or serialization failure runs `work` again in a new transaction
 * (`retryConflicts`), so `work` must be safe to re-run: everything it does is inside the transaction.
 */
export class Transactions {
  constructor(
    private readonly db: Db,
    private readonly sqlite?: SqliteConnection,
  ) {}

  run<T>(work: (trx: StatementTransaction) => Promise<T>): Promise<T> {
    return retryConflicts(() => this.once(work));
  }

  private once<T>(work: (trx: StatementTransaction) => Promise<T>): Promise<T> {
    return this.db.connection().execute(async (connection) => {
      const sqlite = this.sqlite;
      const trx: StatementTransaction = sqlite
        ? { sql: sqlite.direct, exec: async (text) => sqlite.exec(text) }
        : { sql: sqlRunner(connection), exec: async (text) => void (await connection.executeQuery(CompiledQuery.raw(text))) };
      await trx.exec('begin');
      try {
        const value = await work(trx);
        await trx.exec('commit');
        return value;
      } catch (error) {
        await trx.exec('rollback').catch(() => undefined);
        throw error;
      }
    });
  }
}
