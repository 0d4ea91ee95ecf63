import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import type { CompiledStatement, Runnable, SqlRunner, Statement } from './statements.js';

/** The statements that open and close transactions and the group commit's savepoints: a fixed few. */
export type TransactionControl = 'begin' | 'commit' | 'rollback' | 'savepoint w' | 'release w' | 'rollback to w';

/**
 * A SQLite connection (the read-write one, or the read-only one for reads outside transactions) with its
 * prepared statements. Kysely's SQLite driver prepares every query anew, and preparing costs about as much
 * as running (≈ 15 µs each, 9 per order); the SQL of a query builder is the same on every call, only its
 * parameters change. Queries from Kysely are kept by SQL text, bounded, least recently used out first, so
 * statements with variable-length IN lists can't grow it without end; the hot paths' `direct` statements are
 * kept by the statement object itself (module constants, so a fixed set). better-sqlite3 runs each
 * statement to its end synchronously, so a kept statement is never run by two queries at once; on the
 * read-write connection `direct` runs only inside a transaction that holds Kysely's connection mutex, so
 * it never reads or writes in the middle of another caller's transaction.
 */
interface HotStatement<P> {
  prepared: SQLite.Statement;
  compiled: CompiledStatement<P>;
  /** For a statement that returns rows: one row's values, in column order, as an object. */
  toRow?: (values: unknown[]) => unknown;
}

/**
 * Rows as objects made in JavaScript from better-sqlite3's arrays. Its own objects are built a property at
 * a time from C++, which cost a third of reading the settlement queue; an object literal per statement,
 * compiled once from its column names (our own SQL's), makes objects of one shape at almost no cost.
 */
function rowFactory(columns: string[]): (values: unknown[]) => unknown {
  return new Function('v', `return { ${columns.map((name, i) => `${JSON.stringify(name)}: v[${i}]`).join(', ')} };`) as (values: unknown[]) => unknown;
}

export class SqliteConnection {
  private readonly statements = new Map<string, SQLite.Statement>();
  // The hot paths' statements, prepared once each and found by identity: keeping them in the LRU above
  // cost a lookup and two reorderings per run (~1 µs, on 250,000 runs in a settlement burst).
  private readonly hot = new WeakMap<Statement<never>, HotStatement<never>>();
  private readonly control = new Map<TransactionControl, SQLite.Statement>();
  private checkpointer: Worker | undefined;

  constructor(
    private readonly database: SQLite.Database,
    private readonly capacity = 500,
  ) {}

  prepare(sql: string): SQLite.Statement {
    let statement = this.statements.get(sql);
    if (statement) {
      this.statements.delete(sql);
    } else {
      statement = this.database.prepare(sql);
      if (this.statements.size >= this.capacity) this.statements.delete(this.statements.keys().next().value!);
    }
    this.statements.set(sql, statement);
    return statement;
  }

  /**
   * Moves WAL checkpoints off this connection to a worker thread (wal-checkpointer.mjs). A checkpoint
   * inside a commit stalled every request behind it; settling 100,000 positions did twenty of them. The
   * worker copies pages but can't rewind the log, which only happens when a write begins with every page
   * copied — rare under steady load — so this connection still checkpoints at `rewindAtPages` (most pages
   * are copied by then, so it is quick) and the next write starts the log afresh. Should the worker stop
   * on its own, this connection checkpoints at SQLite's usual 1,000 pages again.
   */
  checkpointInBackground(everyMs: number, onFailure: (error: Error) => void, rewindAtPages = 10_000): void {
    this.database.pragma(`wal_autocheckpoint = ${rewindAtPages}`);
    const worker = new Worker(new URL('./wal-checkpointer.mjs', import.meta.url), { workerData: { file: this.database.name, everyMs } });
    worker.unref();
    const fallBack = (error: Error) => {
      // After close (a short-lived server, a test) the worker may fail to open a file that is gone: no matter.
      if (this.checkpointer !== worker || !this.database.open) return;
      this.checkpointer = undefined;
      this.database.pragma('wal_autocheckpoint = 1000');
      onFailure(error);
    };
    worker.on('error', fallBack);
    worker.on('exit', (code) => fallBack(new Error(`WAL checkpointer exited with code ${code}`)));
    this.checkpointer = worker;
  }

  /** What Kysely's SqliteDialect is given. */
  forKysely(): SqliteDatabase {
    return {
      close: () => this.close(),
      prepare: (sql) => this.prepare(sql),
    };
  }

  private hotStatement<P>(s: Statement<P>): HotStatement<P> {
    let entry = this.hot.get(s as Statement<never>) as HotStatement<P> | undefined;
    if (!entry) {
      const compiled = s.compiled('sqlite');
      const prepared = this.database.prepare(compiled.sql);
      entry = { prepared, compiled };
      if (prepared.reader) {
        prepared.raw(true);
        entry.toRow = rowFactory(prepared.columns().map((column) => column.name));
      }
      this.hot.set(s as Statement<never>, entry as HotStatement<never>);
    }
    return entry;
  }

  /** Statements run synchronously on the connection, skipping Kysely's per-query machinery. */
  readonly direct: SqlRunner = {
    kind: 'sqlite',
    rows: <R, P>(s: Statement<P>, values: P) => {
      const { prepared, compiled, toRow } = this.hotStatement(s);
      const rows = compiled.all(prepared as unknown as Runnable, values) as unknown[][];
      return Promise.resolve((toRow ? rows.map(toRow) : rows) as R[]);
    },
    changes: (s, values) => {
      const { prepared, compiled } = this.hotStatement(s);
      return Promise.resolve(compiled.run(prepared as unknown as Runnable, values).changes);
    },
  };

  exec(text: TransactionControl): void {
    let prepared = this.control.get(text);
    if (!prepared) {
      prepared = this.database.prepare(text);
      this.control.set(text, prepared);
    }
    prepared.run();
  }

  close(): void {
    this.checkpointer?.postMessage('stop');
    this.checkpointer = undefined;
    this.database.close();
  }
}
