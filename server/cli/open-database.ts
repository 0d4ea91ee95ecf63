import { loadConfig, type Config } from '../config.js';
import { migrateToLatest, openDatabase, type Db } from '../db/database.js';

/** The same database the server uses (same environment variables), migrated, for a one-off command. */
export async function openCliDatabase(): Promise<{ db: Db; config: Config }> {
  const config = loadConfig();
  const { db, kind } = openDatabase(config);
  await migrateToLatest(db, kind, config.databaseSchema);
  return { db, config };
}
