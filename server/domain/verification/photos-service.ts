import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Connection } from '../../db/connection.js';
import { newId } from '../../db/ids.js';
import type { PhotoSide, UploadedPhoto } from '../../../src/core/verification.js';
import { DomainError } from '../domain-error.js';
import type { PhotoStore } from './photo-store.js';
import { stagePhoto } from './photo-upload.js';
import { findUserPhoto, insertPhoto } from './photos-repository.js';

/** Where uploads are written while they arrive, and how large one may be. */
export interface UploadPlace {
  stagingDir: string;
  maxBytes: number;
}

/** Receives one side's photo: staged and checked by its bytes, then stored under a random name. */
export async function uploadPhoto(db: Connection, store: PhotoStore, place: UploadPlace, userId: string, side: PhotoSide, file: Readable, nowMs: number): Promise<UploadedPhoto> {
  const staged = await stagePhoto(file, place.stagingDir, place.maxBytes);
  const key = randomBytes(16).toString('hex');
  try {
    await store.put(key, staged.path, staged.header.type);
  } finally {
    await fs.promises.rm(staged.path, { force: true });
  }
  const id = newId(nowMs);
  try {
    await insertPhoto(db, {
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
  } catch (error) {
    // No row, no owner: bytes nobody can reach must not stay behind.
    await store.delete(key).catch(() => {});
    throw error;
  }
  return { photoId: id };
}

/** The owner's photo, with what it is; 404 for an unknown id and for another user's alike. */
export async function readPhoto(db: Connection, store: PhotoStore, userId: string, photoId: string): Promise<{ contentType: string; sizeBytes: number; body: Readable }> {
  const row = await findUserPhoto(db, userId, photoId);
  const body = row && (await store.get(row.storage_key));
  if (!row || !body) throw new DomainError('not_found', 'No such photo');
  return { contentType: row.content_type, sizeBytes: row.size_bytes, body };
}
