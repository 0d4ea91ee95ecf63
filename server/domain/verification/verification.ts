import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { Connection } from '../../db/connection.js';
import type { VerificationConfig } from '../../config.js';
import type { VerificationBody } from '../../../src/core/verification-structs.js';
import type { PhotoSide, UploadedPhoto, VerificationState } from '../../../src/core/verification.js';
import { DomainError } from '../domain-error.js';
import { ByteBudget } from './byte-budget.js';
import type { PhotoStore } from './photo-store.js';
import { readPhoto, uploadPhoto } from './photos-service.js';
import { getVerification, submitVerification } from './verification-service.js';

export interface VerificationDeps {
  conn: Connection;
  store: PhotoStore;
  config: VerificationConfig;
  /** Where uploads are written as they arrive. */
  stagingDir: string;
  clock: () => number;
}

// Uploads in flight end within seconds; by then the budget has room again.
const budgetRetrySeconds = 5;

/** A user's real-name verification: their identity photos, the submission, and its state. */
export class Verification {
  private readonly budget: ByteBudget;

  constructor(private readonly deps: VerificationDeps) {
    if (deps.config.uploadBudgetBytes < deps.config.photoMaxBytes) throw new Error('UPLOAD_BUDGET_BYTES must be at least VERIFICATION_PHOTO_MAX_BYTES');
    this.budget = new ByteBudget(deps.config.uploadBudgetBytes);
    fs.mkdirSync(deps.stagingDir, { recursive: true, mode: 0o700 });
  }

  /** Bytes the uploads in flight hold now (for tests and health). */
  get uploadBytesInFlight(): number {
    return this.budget.inUse;
  }

  /**
   * One side's photo, as it arrives. `declaredBytes` (the request's length, when it has one) bounds what it
   * may hold of the shared budget; without one it may hold the whole cap.
   */
  async uploadPhoto(userId: string, side: PhotoSide, file: Readable, declaredBytes: number | undefined): Promise<UploadedPhoto> {
    const { conn, store, config } = this.deps;
    const release = this.budget.reserve(Math.min(declaredBytes ?? config.photoMaxBytes, config.photoMaxBytes));
    if (!release) throw new DomainError('unavailable', 'Too many uploads at once; try again shortly', undefined, { retryAfterSeconds: budgetRetrySeconds });
    try {
      return await uploadPhoto(conn, store, { stagingDir: this.deps.stagingDir, maxBytes: config.photoMaxBytes }, userId, side, file, this.deps.clock());
    } finally {
      release();
    }
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
