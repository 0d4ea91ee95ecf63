import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DomainError } from '../domain-error.js';
import { fullDiskCode } from '../../disk-space.js';
import { readImageHeader, type ImageHeader } from './image-header.js';
import { decodesWhole } from './image-decode.js';
import { isPlausiblePhoto, pixelsMax } from './photo-rules.js';

/** A checked photo in the staging folder, waiting to be handed to the store. */
export interface StagedPhoto {
  path: string;
  sizeBytes: number;
  header: ImageHeader;
}

/** How large a photo may be, and how fast its bytes must come. */
export interface StagingLimits {
  /** Over it, 413. */
  maxBytes: number;
  /** After `graceMs`, the bytes a second the upload must have averaged since (else 408 upload_too_slow). */
  minBytesPerSecond: number;
}

/** A slow start (a phone waking its radio, TCP's slow start) is no reason to cut an upload. */
export const uploadGraceMs = 3_000;
/** How often the rate is checked. */
const rateCheckEveryMs = 250;

const tooLarge = (maxBytes: number) => new DomainError('payload_too_large', `A photo may be at most ${maxBytes} bytes`);
const notAPhoto = () => new DomainError('unsupported_media_type', 'Only whole JPEG, PNG or WebP photos of a readable size are accepted');
const tooSlow = (minBytesPerSecond: number) =>
  new DomainError('upload_too_slow', `The photo came in slower than ${minBytesPerSecond} bytes a second; try again on a better connection, or send a smaller photo`);

/**
 * Writes an upload to a file of its own in `stagingDir` as it arrives (never more than a stream's buffer in
 * memory), refuses it past `maxBytes` (413) or when it comes in slower than `minBytesPerSecond` after a grace (408:
 * a trickled upload must not hold its share of the upload budget for the whole request deadline), then reads its
 * header and decodes it whole: a JPEG, PNG or WebP of a photo's dimensions whose every pixel is there, or 415
 * whatever the file was called or labelled. A refused file is deleted at once.
 */
export async function stagePhoto(file: Readable, stagingDir: string, limits: StagingLimits): Promise<StagedPhoto> {
  const { maxBytes, minBytesPerSecond } = limits;
  const stagedPath = path.join(stagingDir, randomBytes(16).toString('hex'));
  let sizeBytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sizeBytes += chunk.length;
      done(sizeBytes > maxBytes ? tooLarge(maxBytes) : null, chunk);
    },
  });
  const startedMs = performance.now();
  const rateCheck = setInterval(() => {
    const afterGraceMs = performance.now() - startedMs - uploadGraceMs;
    if (afterGraceMs > 0 && sizeBytes < (minBytesPerSecond * afterGraceMs) / 1000) counter.destroy(tooSlow(minBytesPerSecond));
  }, rateCheckEveryMs);
  // The upload itself failing (its body ended before the file did) is the client's, not ours: a 400, not a 500.
  // It may have failed already, while the caller awaited something else.
  let uploadFailed = file.errored !== null && file.errored !== undefined;
  file.once('error', () => {
    uploadFailed = true;
  });
  const staging = fs.createWriteStream(stagedPath, { mode: 0o600 });
  try {
    try {
      await pipeline(file, counter, staging);
    } finally {
      clearInterval(rateCheck);
    }
    const header = await headerOf(stagedPath);
    if (!header || !isPlausiblePhoto(header) || !(await decodesWhole(stagedPath, header, pixelsMax))) throw notAPhoto();
    return { path: stagedPath, sizeBytes, header };
  } catch (error) {
    // The stream opens (creates) its file in the thread pool: removed before that open, the file would come back
    // after it and stay (a clean clone's run found a staged file left after a cut-off body). Closed, it stays gone.
    if (!staging.closed) await new Promise<void>((resolve) => staging.once('close', () => resolve()));
    await fs.promises.rm(stagedPath, { force: true });
    // The multipart parser stops a file at its limit; what it held back was still too much.
    if ((file as Readable & { truncated?: boolean }).truncated) throw tooLarge(maxBytes);
    // Our disk filled up while writing: the error handler answers 503 storage_full, whatever the pipeline did to the upload.
    if (fullDiskCode(error)) throw error;
    if (uploadFailed && !(error instanceof DomainError)) throw new DomainError('invalid_body', 'The upload ended before the photo did');
    throw error;
  }
}

async function headerOf(file: string): Promise<ImageHeader | undefined> {
  const handle = await fs.promises.open(file, 'r');
  try {
    return await readImageHeader(async (offset, length) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, offset);
      return buffer.subarray(0, bytesRead);
    });
  } finally {
    await handle.close();
  }
}
