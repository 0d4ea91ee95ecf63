import type { Db } from '../../db/database.js';

/** An installation secret by name (made by the migrations); undefined if there is none. */
export async function platformSecret(db: Db, name: string): Promise<string | undefined> {
  const row = await db.selectFrom('platform_secrets').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value;
}
