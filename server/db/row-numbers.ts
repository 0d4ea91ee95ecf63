import { sql, type RawBuilder } from 'kysely';
import type { Connection } from './connection.js';

/**
 * The `number` to insert into a table numbered 1, 2, 3… beside its text ids (withdrawals, deposits): nothing on
 * PostgreSQL, whose identity column numbers the row; on SQLite, which has one writer, the next one, taken in the
 * insert itself. Spread it into the values and read the number back with `returning`.
 */
export function nextRowNumber(db: Connection, table: 'withdrawals' | 'deposits'): { number?: RawBuilder<number> } {
  return db.kind === 'sqlite' ? { number: sql<number>`(select coalesce(max(number), 0) + 1 from ${sql.table(table)})` } : {};
}
