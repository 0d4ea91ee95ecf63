import type { Connection } from '../db/connection.js';
import { loadConfig, type Config } from '../config.js';
import { connect, migrateToLatest, openDatabase } from '../db/database.js';

/** The same database the server uses (same environment variables), migrated, for a one-off command. */
export async function openCliDatabase(): Promise<{ db: Connection; config: Config; close(): Promise<void> }> {
  const config = loadConfig();
  const { db, kind, sqlite } = openDatabase(config);
  await migrateToLatest(db, kind, config.databaseSchema);
  return { db: connect(db, kind, sqlite).connection, config, close: () => db.destroy() };
}
