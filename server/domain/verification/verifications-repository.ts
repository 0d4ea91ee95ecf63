import type { Insertable, Selectable } from 'kysely';
import type { Connection } from '../../db/connection.js';
import type { VerificationsTable } from '../../db/schema.js';

export type VerificationRow = Selectable<VerificationsTable>;

/** The user's newest submission: their state. */
export function latestVerification(db: Connection, userId: string): Promise<VerificationRow | undefined> {
  return db.kysely.selectFrom('verifications').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** Refused by the database (unique index) while the user has one under review. */
export async function insertVerification(db: Connection, row: Insertable<VerificationsTable>): Promise<void> {
  await db.kysely.insertInto('verifications').values(row).execute();
}

/** Decides a submission still under review; false if it was decided meanwhile. */
export async function decideVerification(
  db: Connection,
  id: string,
  decision: { status: 'verified' | 'rejected'; reason_code: string | null; reason_note: string | null; decided_at: number; decided_by: string },
): Promise<boolean> {
  const result = await db.kysely.updateTable('verifications').set(decision).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Submissions under review, oldest first (the queue operators work through), with the account name. */
export function pendingVerifications(db: Connection, limit: number) {
  return db.kysely
    .selectFrom('verifications')
    .innerJoin('users', 'users.id', 'verifications.user_id')
    .select(['verifications.id', 'users.account', 'verifications.name', 'verifications.nationality', 'verifications.id_number', 'verifications.submitted_at'])
    .where('verifications.status', '=', 'pending')
    .orderBy('verifications.id', 'asc')
    .limit(limit)
    .execute();
}

/** A user's submissions, newest first, with where each photo is stored. */
export function verificationsWithPhotos(db: Connection, userId: string) {
  return db.kysely
    .selectFrom('verifications')
    .innerJoin('verification_photos as front', 'front.id', 'verifications.front_photo_id')
    .innerJoin('verification_photos as back', 'back.id', 'verifications.back_photo_id')
    .selectAll('verifications')
    .select(['front.storage_key as front_key', 'front.content_type as front_type', 'back.storage_key as back_key', 'back.content_type as back_type'])
    .where('verifications.user_id', '=', userId)
    .orderBy('verifications.id', 'desc')
    .execute();
}

/** Other accounts verified with this document: one identity, one account. */
export function otherVerifiedAccounts(db: Connection, userId: string, nationality: string, idNumber: string) {
  return db.kysely
    .selectFrom('verifications')
    .innerJoin('users', 'users.id', 'verifications.user_id')
    .select('users.account')
    .where('verifications.status', '=', 'verified')
    .where('verifications.nationality', '=', nationality)
    .where('verifications.id_number', '=', idNumber)
    .where('verifications.user_id', '!=', userId)
    .execute();
}

/** Moves `users.verification` (what GET /api/me shows) from one of `from` to `to`; false if it was elsewhere. */
export async function moveUserVerification(
  db: Connection,
  userId: string,
  from: ('none' | VerificationRow['status'])[],
  to: VerificationRow['status'],
  nowMs: number,
): Promise<boolean> {
  const result = await db.kysely.updateTable('users').set({ verification: to, updated_at: nowMs }).where('id', '=', userId).where('verification', 'in', from).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
