import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { Connection } from '../../db/connection.js';
import type { VerificationConfig } from '../../config.js';
import type { VerificationBody } from '../../../src/core/verification-structs.js';
import type { PhotoSide, UploadedPhoto, VerificationState } from '../../../src/core/verification.js';
import { DomainError } from '../domain-error.js';
import { ByteBudget } from './byte-budget.js';
import type { PhotoStore } from './photo-store.js';
import { dayOf, pruneUnusedPhotos, quotaReached, readPhoto, uploadPhoto } from './photos-service.js';
import { bytesStoredOn } from './photos-repository.js';
import { UploadLanes } from './upload-lanes.js';
import { getVerification, submitVerification } from './verification-service.js';

export interface VerificationDeps {
  conn: Connection;
  store: PhotoStore;
  config: VerificationConfig;
  /** Where uploads are written as they arrive. */
  stagingDir: string;
  /** Whether a disk the server writes to is below DISK_RESERVE_BYTES (server/disk-space.ts): then uploads wait. */
  diskLow: () => Promise<boolean>;
  clock: () => number;
  /** Hears of stored bytes the cleanup could not delete (their rows are gone): the log, for an operator. */
  onOrphans?: (keys: string[]) => void;
}

// Uploads in flight end within seconds; by then the budget has room again.
const budgetRetrySeconds = 5;
/**
 * Uploads one client address (an IPv6 one by its /56) may have in flight at once, and its share of the budget: a
 * quarter, or one photo where the budget holds fewer than four. A network's users (a home, an office, a carrier's
 * shared address) send the app's photos of a few hundred KB, one or two each; eight accounts trickling 8 MiB each
 * from one address held the whole budget, every other user's photo 503 for 51 s.
 */
export const uploadsPerAddressMax = 4;
const addressShareOfBudget = 1 / 4;

/** A user's real-name verification: their identity photos, the submission, and its state. */
export class Verification {
  private readonly budget: ByteBudget;
  private readonly lanes = new UploadLanes();

  constructor(private readonly deps: VerificationDeps) {
    if (deps.config.uploadBudgetBytes < deps.config.photoMaxBytes) throw new Error('UPLOAD_BUDGET_BYTES must be at least VERIFICATION_PHOTO_MAX_BYTES');
    const { uploadBudgetBytes, photoMaxBytes } = deps.config;
    this.budget = new ByteBudget(uploadBudgetBytes, { bytes: Math.max(photoMaxBytes, Math.floor(uploadBudgetBytes * addressShareOfBudget)), count: uploadsPerAddressMax });
    fs.mkdirSync(deps.stagingDir, { recursive: true, mode: 0o700 });
  }

  /** Bytes the uploads in flight hold now (for tests and health). */
  get uploadBytesInFlight(): number {
    return this.budget.inUse;
  }

  /** A user's uploads reading or waiting their turn (for tests). */
  uploadsOf(userId: string): number {
    return this.lanes.inFlight(userId);
  }

  /**
   * One side's photo, as it arrives. Refused before a byte is read when a disk is below its reserve (507) or the
   * account's bytes of the day are used up (429); one at a time per account (`UploadLanes`). `declaredBytes` (the
   * request's length, when it has one) bounds what it may hold of the shared budget; without one it may hold the
   * whole cap. `clientAddress` (`addressKey` at the subscriber's /56) holds at most `uploadsPerAddressMax` uploads and
   * its share of the budget at once (past either, 429).
   */
  async uploadPhoto(userId: string, side: PhotoSide, file: Readable, declaredBytes: number | undefined, clientAddress: string): Promise<UploadedPhoto> {
    const { conn, store, config } = this.deps;
    if (await this.deps.diskLow()) {
      throw new DomainError('insufficient_storage', 'The server is short of disk space: photos can’t be received until some is freed; please try again later');
    }
    const leave = await this.lanes.enter(userId);
    try {
      const nowMs = this.deps.clock();
      if ((await bytesStoredOn(conn, userId, dayOf(nowMs))) >= config.bytesPerDay) throw quotaReached(config.bytesPerDay, nowMs);
      const reserved = this.budget.reserve(Math.min(declaredBytes ?? config.photoMaxBytes, config.photoMaxBytes), clientAddress);
      if ('refused' in reserved) {
        if (reserved.refused === 'holder') {
          throw new DomainError('rate_limited', 'Too many uploads from your network at once; try again once they are done', undefined, { retryAfterSeconds: budgetRetrySeconds });
        }
        throw new DomainError('unavailable', 'Too many uploads at once; try again shortly', undefined, { retryAfterSeconds: budgetRetrySeconds });
      }
      const { release } = reserved;
      try {
        const place = { stagingDir: this.deps.stagingDir, maxBytes: config.photoMaxBytes, minBytesPerSecond: config.minBytesPerSecond, bytesPerDay: config.bytesPerDay };
        return await uploadPhoto(conn, store, place, userId, side, file, nowMs);
      } finally {
        release();
      }
    } finally {
      leave();
    }
  }

  /** The cleanup job's: deletes photos nothing uses a day after their upload; how many it deleted. */
  pruneUnusedPhotos(nowMs: number): Promise<number> {
    return pruneUnusedPhotos(this.deps.conn, this.deps.store, nowMs, this.deps.onOrphans);
  }

  photo(userId: string, photoId: string) {
    return readPhoto(this.deps.conn, this.deps.store, userId, photoId);
  }

  state(userId: string): Promise<VerificationState> {
    return getVerification(this.deps.conn, userId);
  }

  submit(userId: string, body: VerificationBody): Promise<VerificationState> {
    return submitVerification(this.deps.conn, userId, body, this.deps.clock());
  }
}
