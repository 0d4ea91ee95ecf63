import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
export type DbKind = 'sqlite' | 'postgres';

/**
 * A hot path's statement, built once with Kysely and compiled once per dialect (statements.ts); each run
 * only binds new values. A parameter is named by the property of `p` it was built from.
 */
export interface Statement<P> {
  compiled(kind: DbKind): CompiledStatement<P>;
}

/** A prepared statement's two ways of running (better-sqlite3's), each taking the values as arguments. */
export interface Runnable {
  run(...values: unknown[]): { changes: number };
  all(...values: unknown[]): unknown[];
}

export interface CompiledStatement<P> {
  sql: string;
  /** The parameters in the order the SQL needs them. */
  bind: (values: P) => unknown[];
  /** Runs `prepared` with the parameters as arguments: no array to allocate and for the driver to unpack. */
  run: (prepared: Runnable, values: P) => { changes: number };
  all: (prepared: Runnable, values: P) => unknown[];
}

/** Runs statements: on a Kysely connection or transaction, or straight on SQLite inside a transaction. */
export interface SqlRunner {
  readonly kind: DbKind;
  rows<R, P>(statement: Statement<P>, values: P): Promise<R[]>;
  /** Rows changed by an INSERT, UPDATE or DELETE. */
  changes<P>(statement: Statement<P>, values: P): Promise<number>;
}

/**
 * The one thing the domain holds of the database — the database itself, its read-only side, or one
 * transaction — and hands to repositories. Only repositories look inside: `kysely` for query builders,
 * `statements` for the hot paths' compiled statements (straight on SQLite within a transaction).
 */
export interface Connection {
  readonly kind: DbKind;
  readonly kysely: Db;
  readonly statements: SqlRunner;
  /**
   * Runs `work` in one transaction, committed when it resolves; again after a PostgreSQL deadlock or
   * serialization failure, so `work` must keep all its effects inside it. Refused within a transaction.
   */
  transaction<T>(work: (trx: Connection) => Promise<T>): Promise<T>;
}

/** What became of one write of a group commit's batch: its value, or the error it is refused with (group-commit.ts). */
export type Outcome<R> = { value: R } | { error: unknown };
