import type { Insertable, Selectable } from 'kysely';
import type { Connection } from '../../db/connection.js';
import type { VerificationPhotosTable } from '../../db/schema.js';

export type PhotoRow = Selectable<VerificationPhotosTable>;

export async function insertPhoto(db: Connection, row: Insertable<VerificationPhotosTable>): Promise<void> {
  await db.kysely.insertInto('verification_photos').values(row).execute();
}

/** The photo, if it is this user's: another user's id finds nothing, as an unknown one does. */
export function findUserPhoto(db: Connection, userId: string, photoId: string): Promise<PhotoRow | undefined> {
  return db.kysely.selectFrom('verification_photos').selectAll().where('user_id', '=', userId).where('id', '=', photoId).executeTakeFirst();
}

/** Those of `photoIds` that are this user's. */
export function findUserPhotos(db: Connection, userId: string, photoIds: string[]): Promise<PhotoRow[]> {
  return db.kysely.selectFrom('verification_photos').selectAll().where('user_id', '=', userId).where('id', 'in', photoIds).execute();
}
