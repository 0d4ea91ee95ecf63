import {
  CompiledQuery,
  sql,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type Compilable,
  type Insertable,
  type RawBuilder,
  type DialectAdapter,
  type QueryCompiler,
} from 'kysely';
import type { Database } from './schema.js';
import type { CompiledStatement, Db, DbKind, SqlRunner, Statement } from './connection.js';

function compileOnly(adapter: DialectAdapter, compiler: () => QueryCompiler, introspector: typeof SqliteIntrospector | typeof PostgresIntrospector) {
  return new Kysely<Database>({
    dialect: { createAdapter: () => adapter, createDriver: () => new DummyDriver(), createQueryCompiler: compiler, createIntrospector: (db) => new introspector(db) },
  });
}

const compilers: Record<DbKind, Kysely<Database>> = {
  sqlite: compileOnly(new SqliteAdapter(), () => new SqliteQueryCompiler(), SqliteIntrospector),
  postgres: compileOnly(new PostgresAdapter(), () => new PostgresQueryCompiler(), PostgresIntrospector),
};

const slotPrefix = '\u0000slot:';

/** A parameter: the property of `p` it is bound from (`2.amount`: of the row p[2]), or a value the query builder fixed. */
type Slot = string | { value: unknown };

/** The JavaScript that reads slot `name` from `v`. */
function slotPath(name: string): string {
  const row = /^(\d+)\.(.+)$/.exec(name);
  return row ? `v[${row[1]}][${JSON.stringify(row[2])}]` : `v[${JSON.stringify(name)}]`;
}

/**
 * Binding runs hundreds of thousands of times in a settlement burst: compiled once per statement to
 * straight-line code (like the row factories of sqlite/hot-runner.ts), it costs a quarter of what mapping
 * over the slots did. Property names are our own statements', quoted as JSON.
 */
function binder<F>(slots: Slot[], sql: string, call: 'array' | 'run' | 'all'): F {
  const names = [...new Set(slots.filter((slot): slot is string => typeof slot === 'string'))];
  const checks = names.map((name) => `if (${slotPath(name)} === undefined) missing(${JSON.stringify(name)});`).join(' ');
  const args = slots.map((slot, i) => (typeof slot === 'string' ? slotPath(slot) : `c[${i}]`)).join(', ');
  const body = call === 'array' ? `return (v) => { ${checks} return [${args}]; };` : `return (s, v) => { ${checks} return s.${call}(${args}); };`;
  const constants = slots.map((slot) => (typeof slot === 'string' ? undefined : slot.value));
  // undefined would be bound as NULL: a missing field must not pass for an empty one.
  const missing = (name: string) => {
    throw new Error(`statement: no value for ${name} in ${sql}`);
  };
  return new Function('c', 'missing', body)(constants, missing) as F;
}

/**
 * Hot paths (orders, settlement, sessions) run the same few statements thousands of times a second. Building
 * and compiling a Kysely query costs more than SQLite takes to run it, so these are built once — with Kysely,
 * so table, column and value types are still checked — and compiled once per dialect; each run only binds new
 * values. Repositories only: the domain calls the repository function that runs one.
 */
export function statement<P extends object>(build: (db: Kysely<Database>, p: P) => Compilable): Statement<P> {
  const byKind = new Map<DbKind, CompiledStatement<P>>();
  // Every value read from `p` while building is a marker that the compiled parameters still show.
  const read = new Set<string>();
  const marker = (name: string) => (read.add(name), `${slotPrefix}${name}`);
  // p[2].amount, for statements of many rows, is the marker `2.amount`.
  const rowMarkers = (row: string) => new Proxy({}, { get: (_, name) => marker(`${row}.${String(name)}`) });
  const markers = new Proxy({}, { get: (_, name) => (/^\d+$/.test(String(name)) ? rowMarkers(String(name)) : marker(String(name))) }) as P;
  return {
    compiled(kind) {
      let compiled = byKind.get(kind);
      if (!compiled) {
        const { sql, parameters } = build(compilers[kind], markers).compile();
        const slots: Slot[] = parameters.map((value) => (typeof value === 'string' && value.startsWith(slotPrefix) ? value.slice(slotPrefix.length) : { value }));
        // A marker that went through sql.lit, sql.ref or an ORDER BY would be SQL text, not a parameter.
        const bound = new Set(slots.filter((slot) => typeof slot === 'string'));
        if (sql.includes('\u0000') || [...read].some((name) => !bound.has(name))) {
          throw new Error(`statement: every value of p must become a parameter: ${sql}`);
        }
        compiled = {
          sql,
          bind: binder<CompiledStatement<P>['bind']>(slots, sql, 'array'),
          run: binder<CompiledStatement<P>['run']>(slots, sql, 'run'),
          all: binder<CompiledStatement<P>['all']>(slots, sql, 'all'),
        };
        byKind.set(kind, compiled);
      }
      return compiled;
    },
  };
}

/** One row's values for `columns`, read from `row` (markers, while a statement is built). */
function rowValues<T extends keyof Database & string>(columns: readonly (keyof Database[T] & string)[], row: Insertable<Database[T]>) {
  return Object.fromEntries(columns.map((column) => [column, row[column as keyof typeof row]]));
}

function insertValues<T extends keyof Database & string>(db: Kysely<Database>, table: T, columns: readonly (keyof Database[T] & string)[], p: Insertable<Database[T]>) {
  return db.insertInto(table).values(rowValues(columns, p) as never);
}

/** A one-row INSERT into `table` with a parameter for each of `columns`, bound from the row's fields. */
export function insertRow<T extends keyof Database & string>(table: T, columns: readonly (keyof Database[T] & string)[]): Statement<Insertable<Database[T]>> {
  return statement((db, p: Insertable<Database[T]>) => insertValues(db, table, columns, p));
}

/**
 * An INSERT of `count` rows into `table`, bound from an array of `count` rows: one statement where `count`
 * one-row INSERTs would each pay SQLite's per-statement work (a settlement burst appends 150,000 transfers).
 */
export function insertRows<T extends keyof Database & string>(table: T, columns: readonly (keyof Database[T] & string)[], count: number): Statement<Insertable<Database[T]>[]> {
  return statement((db, p: Insertable<Database[T]>[]) =>
    db.insertInto(table).values(Array.from({ length: count }, (_, i) => rowValues(columns, p[i])) as never),
  );
}

/** A statement written as SQL text (PostgreSQL's unnest, `= any`): for what the query builder can't say. */
export function rawStatement<P extends object>(build: (p: P) => RawBuilder<unknown>): Statement<P> {
  return statement((db, p: P) => ({ compile: () => build(p).compile(db) }));
}

/** Column name → PostgreSQL type, for the arrays an unnest INSERT binds. */
export type ColumnTypes<T extends keyof Database & string> = Partial<Record<keyof Database[T] & string, string>>;

/**
 * An INSERT of any number of rows into `table` in one statement of one parameter per column (an array each,
 * unnested by PostgreSQL): where a group commit writes hundreds of rows, one round trip instead of one per
 * row, and one compiled statement whatever the count. PostgreSQL only. Columns left out take their default.
 */
export function insertUnnested<T extends keyof Database & string>(table: T, types: ColumnTypes<T>) {
  const columns = Object.keys(types) as (keyof Database[T] & string)[];
  const insert = statement((db, p: Record<string, unknown[]>) =>
    db
      .insertInto(table)
      .columns(columns as never)
      .expression(sql`select * from unnest(${sql.join(columns.map((column) => sql`${p[column]}::${sql.raw(types[column]!)}[]`))})` as never),
  );
  return async (runner: { statements: SqlRunner }, rows: Insertable<Database[T]>[]): Promise<void> => {
    if (rows.length === 0) return;
    const arrays = Object.fromEntries(
      columns.map((column) => [
        column,
        rows.map((row) => {
          const value = row[column as keyof typeof row];
          // undefined would be bound as NULL: a missing field must not pass for an empty one.
          if (value === undefined) throw new Error(`insertUnnested: no value for ${column} in a row of ${table}`);
          return value;
        }),
      ]),
    );
    await runner.statements.changes(insert, arrays);
  };
}

/** Tables whose rows the database numbers. */
type Numbered = 'orders' | 'transfers';

/** The same for a table whose rows the database numbers: the statement returns the new row's `id`. */
export function insertNumberedRow<T extends Numbered>(table: T, columns: readonly Exclude<keyof Database[T] & string, 'id'>[]): Statement<Insertable<Database[T]>> {
  return statement((db, p: Insertable<Database[T]>) => insertValues(db, table, columns, p).returning('id'));
}

export function kindOf(db: Db): DbKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Statements on a Kysely database or transaction (every dialect). */
export function sqlRunner(db: Db): SqlRunner {
  const kind = kindOf(db);
  const execute = <P>(s: Statement<P>, values: P) => {
    const { sql, bind } = s.compiled(kind);
    return db.executeQuery(CompiledQuery.raw(sql, bind(values)));
  };
  return {
    kind,
    rows: async (s, values) => (await execute(s, values)).rows as never[],
    changes: async (s, values) => Number((await execute(s, values)).numAffectedRows ?? 0n),
  };
}
