import type SQLite from 'better-sqlite3';

/** The statements that open and close transactions and the group commit's savepoints: a fixed few. */
export type TransactionControl = 'begin' | 'begin immediate' | 'commit' | 'rollback' | 'savepoint w' | 'release w' | 'rollback to w';

/** Runs transaction control straight on the connection, each statement prepared once. */
export function transactionControl(database: SQLite.Database): (text: TransactionControl) => void {
  const prepared = new Map<TransactionControl, SQLite.Statement>();
  return (text) => {
    let statement = prepared.get(text);
    if (!statement) {
      statement = database.prepare(text);
      prepared.set(text, statement);
    }
    statement.run();
  };
}
