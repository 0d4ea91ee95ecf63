import type { Insertable } from 'kysely';
import type { Connection } from '../../db/connection.js';
import type { UserConsentsTable } from '../../db/schema.js';

export async function insertConsents(db: Connection, rows: Insertable<UserConsentsTable>[]): Promise<void> {
  await db.kysely.insertInto('user_consents').values(rows).execute();
}

export function consentsOf(db: Connection, userId: string) {
  return db.kysely.selectFrom('user_consents').select(['document', 'version', 'accepted_at']).where('user_id', '=', userId).orderBy('document').execute();
}
