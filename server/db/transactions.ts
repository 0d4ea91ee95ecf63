import { CompiledQuery } from 'kysely';
import type { Connection, Db, DbKind } from './connection.js';
import type { SqliteConnection } from './sqlite/sqlite-connection.js';
import type { TransactionControl } from './sqlite/transaction-control.js';
import { sqlRunner } from './statements.js';
import { retryConflicts } from './conflict-retry.js';

/** Transaction control (savepoints) inside a transaction: the group commit's. */
export type Exec = (text: TransactionControl) => Promise<void>;

/** A transaction's `transaction`: one inside another is refused. */
export const nested = () => Promise.reject(new Error('transaction: already inside one; pass the transaction on instead'));

/**
 * Every transaction. Each holds a connection of Kysely's pool for its whole length — on SQLite the one
 * connection, so no other query can interleave — and on SQLite runs compiled statements straight on it,
 * synchronously, without Kysely's per-query machinery; query builders run on the same held connection.
 * The commit is the connection's own (synchronous=FULL on SQLite): durable when `run` resolves. A
 * PostgreSQL deadlock or serialization failure runs `work` again in a new transaction (`retryConflicts`).
 */
export class Transactions {
  constructor(
    private readonly db: Db,
    private readonly kind: DbKind,
    private readonly sqlite?: SqliteConnection,
  ) {}

  run<T>(work: (trx: Connection, exec: Exec) => Promise<T>): Promise<T> {
    return retryConflicts(() => this.once(work));
  }

  private once<T>(work: (trx: Connection, exec: Exec) => Promise<T>): Promise<T> {
    return this.db.connection().execute(async (connection) => {
      const sqlite = this.sqlite;
      const exec: Exec = sqlite ? async (text) => sqlite.exec(text) : async (text) => void (await connection.executeQuery(CompiledQuery.raw(text)));
      const trx: Connection = { kind: this.kind, kysely: connection, statements: sqlite ? sqlite.direct : sqlRunner(connection), transaction: nested };
      // SQLite: take the write lock at the start, waiting (busy_timeout) for another process's writer such as the
      // operator CLI. A deferred begin upgrades from a read snapshot that the other writer may have outdated,
      // and that upgrade fails at once (SQLITE_BUSY_SNAPSHOT) however long it would wait.
      await exec(sqlite ? 'begin immediate' : 'begin');
      try {
        const value = await work(trx, exec);
        await exec('commit');
        return value;
      } catch (error) {
        await exec('rollback').catch(() => undefined);
        throw error;
      }
    });
  }
}

/** The database outside any transaction: builders and statements through Kysely, transactions of `transactions`. */
export function databaseConnection(db: Db, kind: DbKind, transactions: Transactions): Connection {
  return { kind, kysely: db, statements: sqlRunner(db), transaction: (work) => transactions.run((trx) => work(trx)) };
}

/**
 * Runs reads that must agree with each other (an audit that compares balances with transfers) on one snapshot of a
 * database others write meanwhile. On PostgreSQL each statement otherwise sees the commits made before it began, so
 * a payout committed between reading the balances and reading the transfers looked like drift: a read-only
 * REPEATABLE READ transaction. On SQLite, the connection's own transaction: on the read-only connection
 * (`openReads`, what `npm run audit` reads through) a read transaction while the server's writer goes on; on this
 * process's writer, a write transaction, so nothing commits until the reads are done.
 */
export function inOneSnapshot<T>(db: Connection, work: (snapshot: Connection) => Promise<T>): Promise<T> {
  if (db.kind !== 'postgres') return db.transaction(work);
  return db.kysely
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute((trx) =>
      work({
        kind: db.kind,
        kysely: trx,
        statements: sqlRunner(trx),
        transaction: () => Promise.reject(new Error('inOneSnapshot: reads only, no transaction inside')),
      }),
    );
}
