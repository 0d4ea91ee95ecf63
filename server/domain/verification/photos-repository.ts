import { sql, type ExpressionBuilder, type Insertable, type Selectable } from 'kysely';
import type { Connection } from '../../db/connection.js';
import type { Database, VerificationPhotosTable } from '../../db/schema.js';
import type { PhotoSide } from '../../../src/core/verification.js';

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

/** Photos that no submission (front or back) and no support message uses: safe to delete. */
function unused(eb: ExpressionBuilder<Database, 'verification_photos'>) {
  return eb.and([
    eb.not(eb.exists(eb.selectFrom('verifications as v').select(sql.lit(1).as('one')).where((w) => w.or([w('v.front_photo_id', '=', w.ref('verification_photos.id')), w('v.back_photo_id', '=', w.ref('verification_photos.id'))])))),
    eb.not(eb.exists(eb.selectFrom('support_messages as s').select(sql.lit(1).as('one')).whereRef('s.photo_id', '=', 'verification_photos.id'))),
  ]);
}

/**
 * Deletes the user's photos of `side` that nothing uses, but `keepId`; returns their storage keys, whose bytes the
 * caller deletes once this is committed. Asked in the statement itself, so a photo a submission took meanwhile stays.
 */
export async function deleteUnusedOfSide(db: Connection, userId: string, side: PhotoSide, keepId: string): Promise<string[]> {
  const rows = await db.kysely
    .deleteFrom('verification_photos')
    .where('user_id', '=', userId)
    .where('side', '=', side)
    .where('id', '!=', keepId)
    .where(unused)
    .returning('storage_key')
    .execute();
  return rows.map((r) => r.storage_key);
}

/** Up to `limit` photos uploaded before `beforeMs` that nothing uses (the cleanup job's next round). */
export function unusedPhotosBefore(db: Connection, beforeMs: number, limit: number): Promise<{ id: string }[]> {
  return db.kysely.selectFrom('verification_photos').select('id').where('created_at', '<', beforeMs).where(unused).orderBy('created_at').limit(limit).execute();
}

/** Deletes one photo if nothing uses it still; its storage key, or undefined when it was kept (or gone already). */
export async function deleteIfUnused(db: Connection, photoId: string): Promise<string | undefined> {
  const row = await db.kysely.deleteFrom('verification_photos').where('id', '=', photoId).where(unused).returning('storage_key').executeTakeFirst();
  return row?.storage_key;
}

/** Bytes of photos the user stored on `day` (days since the epoch, UTC). */
export async function bytesStoredOn(db: Connection, userId: string, day: number): Promise<number> {
  const row = await db.kysely.selectFrom('photo_upload_days').select('bytes').where('user_id', '=', userId).where('day', '=', day).executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

/** Counts `bytes` more stored by the user on `day`, in one statement; returns the day's total. */
export async function countBytesStored(db: Connection, userId: string, day: number, bytes: number): Promise<number> {
  const row = await db.kysely
    .insertInto('photo_upload_days')
    .values({ user_id: userId, day, bytes })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doUpdateSet({ bytes: sql`photo_upload_days.bytes + excluded.bytes` }))
    .returning('bytes')
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

/** Forgets the days before `day`: only today's total is ever asked. */
export async function pruneUploadDays(db: Connection, day: number): Promise<void> {
  await db.kysely.deleteFrom('photo_upload_days').where('day', '<', day).execute();
}
