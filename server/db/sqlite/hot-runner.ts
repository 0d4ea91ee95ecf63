import type SQLite from 'better-sqlite3';
import type { CompiledStatement, Runnable, SqlRunner, Statement } from '../connection.js';

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

/**
 * The hot paths' statements run synchronously on a SQLite connection, skipping Kysely's per-query
 * machinery. Each is prepared once and found by the statement object itself (module constants, so a fixed
 * set): keeping them in the statement cache cost a lookup and two reorderings per run (~1 µs, on 250,000
 * runs in a settlement burst). better-sqlite3 runs each statement to its end synchronously, so a kept
 * statement is never run by two queries at once. On the read-write connection this runs only inside a
 * transaction that holds Kysely's connection mutex, so it never reads or writes in the middle of another
 * caller's transaction.
 */
export function hotRunner(database: SQLite.Database): SqlRunner {
  const hot = new WeakMap<Statement<never>, HotStatement<never>>();
  const hotStatement = <P>(s: Statement<P>): HotStatement<P> => {
    let entry = hot.get(s as Statement<never>) as HotStatement<P> | undefined;
    if (!entry) {
      const compiled = s.compiled('sqlite');
      const prepared = database.prepare(compiled.sql);
      entry = { prepared, compiled };
      if (prepared.reader) {
        prepared.raw(true);
        entry.toRow = rowFactory(prepared.columns().map((column) => column.name));
      }
      hot.set(s as Statement<never>, entry as HotStatement<never>);
    }
    return entry;
  };
  return {
    kind: 'sqlite',
    rows: <R, P>(s: Statement<P>, values: P) => {
      const { prepared, compiled, toRow } = hotStatement(s);
      const rows = compiled.all(prepared as unknown as Runnable, values) as unknown[][];
      return Promise.resolve((toRow ? rows.map(toRow) : rows) as R[]);
    },
    changes: (s, values) => {
      const { prepared, compiled } = hotStatement(s);
      return Promise.resolve(compiled.run(prepared as unknown as Runnable, values).changes);
    },
  };
}
