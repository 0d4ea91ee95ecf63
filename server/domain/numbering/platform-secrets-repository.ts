import type { Connection } from '../../db/connection.js';

/** An installation secret by name (made by the migrations); undefined if there is none. */
export async function platformSecret(db: Connection, name: string): Promise<string | undefined> {
  const row = await db.kysely.selectFrom('platform_secrets').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value;
}
