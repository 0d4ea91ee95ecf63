import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import type { SqlRunner } from '../connection.js';
import { StatementCache } from './statement-cache.js';
import { hotRunner } from './hot-runner.js';
import { transactionControl, type TransactionControl } from './transaction-control.js';
import { checkpointInBackground } from './checkpointer.js';

/**
 * A SQLite connection (the read-write one, or the read-only one for reads outside transactions) and what
 * runs on it: Kysely's queries through the statement cache, the hot paths' statements straight on it,
 * transaction control, and the background checkpointer.
 */
export class SqliteConnection {
  private readonly cache: StatementCache;
  private stopCheckpointer: (() => void) | undefined;
  /** Statements run synchronously on the connection, skipping Kysely's per-query machinery. */
  readonly direct: SqlRunner;
  readonly exec: (text: TransactionControl) => void;

  constructor(private readonly database: SQLite.Database) {
    this.cache = new StatementCache(database);
    this.direct = hotRunner(database);
    this.exec = transactionControl(database);
  }

  checkpointInBackground(everyMs: number, onFailure: (error: Error) => void, rewindAtPages?: number): void {
    this.stopCheckpointer = checkpointInBackground(this.database, everyMs, onFailure, rewindAtPages);
  }

  /** What Kysely's SqliteDialect is given. */
  forKysely(): SqliteDatabase {
    return {
      close: () => this.close(),
      prepare: (sql) => this.cache.prepare(sql),
    };
  }

  close(): void {
    this.stopCheckpointer?.();
    this.stopCheckpointer = undefined;
    this.database.close();
  }
}
