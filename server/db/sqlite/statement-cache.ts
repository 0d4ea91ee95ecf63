import type SQLite from 'better-sqlite3';

/**
 * Kysely's queries' prepared statements, kept by SQL text. Kysely's SQLite driver prepares every query anew,
 * and preparing costs about as much as running (≈ 15 µs); the SQL of a query builder is the same on every
 * call. Bounded, least recently used out first, so statements with variable-length IN lists can't grow it
 * without end.
 */
export class StatementCache {
  private readonly statements = new Map<string, SQLite.Statement>();

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
}
