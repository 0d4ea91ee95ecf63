import { sql } from 'kysely';
import type { Connection } from '../../db/connection.js';

/** Whether the database answers a trivial query. */
export async function databaseAnswers(c: Connection): Promise<boolean> {
  try {
    await sql`select 1`.execute(c.kysely);
    return true;
  } catch {
    return false;
  }
}
