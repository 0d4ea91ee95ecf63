import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Connection } from '../../db/connection.js';
import { newId } from '../../db/ids.js';
import type { PhotoSide, UploadedPhoto } from '../../../src/core/verification.js';
import { DomainError } from '../domain-error.js';
import type { PhotoStore } from './photo-store.js';
import { stagePhoto, type StagingLimits } from './photo-upload.js';
import { bytesStoredOn, countBytesStored, deleteIfUnused, deleteUnusedOfSide, findUserPhoto, insertPhoto, pruneUploadDays, unusedPhotosBefore } from './photos-repository.js';

/** Where uploads are written while they arrive, how large and how fast one must be, and what an account may store. */
export interface UploadPlace extends StagingLimits {
  stagingDir: string;
  /** Bytes one account may store in a UTC day (PHOTO_BYTES_PER_DAY). */
  bytesPerDay: number;
}

const dayMs = 24 * 60 * 60 * 1000;
export const dayOf = (nowMs: number) => Math.floor(nowMs / dayMs);

/** 429 until the UTC day ends. */
export function quotaReached(bytesPerDay: number, nowMs: number): DomainError {
  const retryAfterSeconds = Math.max(1, Math.ceil(((dayOf(nowMs) + 1) * dayMs - nowMs) / 1000));
  return new DomainError('upload_quota_reached', `Photos of at most ${bytesPerDay} bytes a day may be stored; try again tomorrow (UTC)`, undefined, { retryAfterSeconds });
}

/**
 * Receives one side's photo: staged and checked by its bytes (decoded whole), stored under a random name, and
 * counted against the account's bytes of the day. It takes the place of the user's photo of the same side that
 * nothing uses (a submission or a support message), whose bytes are deleted: an account keeps at most one
 * unused photo a side, however many it uploads.
 */
export async function uploadPhoto(db: Connection, store: PhotoStore, place: UploadPlace, userId: string, side: PhotoSide, file: Readable, nowMs: number): Promise<UploadedPhoto> {
  const staged = await stagePhoto(file, place.stagingDir, place);
  const key = randomBytes(16).toString('hex');
  try {
    if ((await bytesStoredOn(db, userId, dayOf(nowMs))) + staged.sizeBytes > place.bytesPerDay) throw quotaReached(place.bytesPerDay, nowMs);
    await store.put(key, staged.path, staged.header.type);
  } finally {
    await fs.promises.rm(staged.path, { force: true });
  }
  const id = newId(nowMs);
  let replaced: string[];
  try {
    replaced = await db.transaction(async (trx) => {
      // Counted in the same transaction as the row: two uploads at once can't both slip under the cap.
      if ((await countBytesStored(trx, userId, dayOf(nowMs), staged.sizeBytes)) > place.bytesPerDay) throw quotaReached(place.bytesPerDay, nowMs);
      await insertPhoto(trx, {
        id,
        user_id: userId,
        side,
        storage_key: key,
        content_type: staged.header.type,
        size_bytes: staged.sizeBytes,
        width: staged.header.width,
        height: staged.header.height,
        created_at: nowMs,
      });
      return deleteUnusedOfSide(trx, userId, side, id);
    });
  } catch (error) {
    // No row, no owner: bytes nobody can reach must not stay behind.
    await store.delete(key).catch(() => {});
    throw error;
  }
  // Rows first, then bytes: a failure here leaves bytes no row names (the log says which), never a row without its bytes.
  await deleteStored(store, replaced);
  return { photoId: id };
}

/** Deletes stored bytes whose rows are gone; the keys of those that could not be deleted. */
export async function deleteStored(store: PhotoStore, keys: string[]): Promise<string[]> {
  const failed: string[] = [];
  for (const key of keys) await store.delete(key).catch(() => failed.push(key));
  return failed;
}

/** How many photos a round of the cleanup looks at. */
const pruneRound = 500;

/**
 * The cleanup job's work: deletes photos uploaded more than a day before `nowMs` that no submission and no support
 * message uses, rows first and then their bytes, and forgets upload counts of days before yesterday. Returns how
 * many photos it deleted; `failed` hears of bytes the store would not delete (their rows are gone).
 */
export async function pruneUnusedPhotos(db: Connection, store: PhotoStore, nowMs: number, failed: (keys: string[]) => void = () => {}): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = await unusedPhotosBefore(db, nowMs - dayMs, pruneRound);
    const keys: string[] = [];
    // One statement each, asking again whether it is unused: a submission that took one meanwhile keeps it.
    for (const row of rows) {
      const key = await deleteIfUnused(db, row.id);
      if (key) keys.push(key);
    }
    deleted += keys.length;
    const notDeleted = await deleteStored(store, keys);
    if (notDeleted.length) failed(notDeleted);
    if (rows.length < pruneRound || keys.length === 0) break;
  }
  await pruneUploadDays(db, dayOf(nowMs) - 1);
  return deleted;
}

/** The owner's photo, with what it is; 404 for an unknown id and for another user's alike. */
export async function readPhoto(db: Connection, store: PhotoStore, userId: string, photoId: string): Promise<{ contentType: string; sizeBytes: number; body: Readable }> {
  const row = await findUserPhoto(db, userId, photoId);
  const body = row && (await store.get(row.storage_key));
  if (!row || !body) throw new DomainError('not_found', 'No such photo');
  return { contentType: row.content_type, sizeBytes: row.size_bytes, body };
}
