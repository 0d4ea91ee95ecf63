import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DomainError } from '../domain-error.js';
import { readImageHeader, type ImageHeader } from './image-header.js';
import { isPlausiblePhoto } from './photo-rules.js';

/** A checked photo in the staging folder, waiting to be handed to the store. */
export interface StagedPhoto {
  path: string;
  sizeBytes: number;
  header: ImageHeader;
}

const tooLarge = (maxBytes: number) => new DomainError('payload_too_large', `A photo may be at most ${maxBytes} bytes`);
const notAPhoto = () => new DomainError('unsupported_media_type', 'Only JPEG, PNG or WebP photos of a readable size are accepted');

/**
 * Writes an upload to a file of its own in `stagingDir` as it arrives (never more than a stream's buffer in
 * memory), refuses it past `maxBytes` (413), then reads its header: a JPEG, PNG or WebP of a photo's
 * dimensions, or 415 whatever the file was called or labelled. A refused file is deleted at once.
 */
export async function stagePhoto(file: Readable, stagingDir: string, maxBytes: number): Promise<StagedPhoto> {
  const stagedPath = path.join(stagingDir, randomBytes(16).toString('hex'));
  let sizeBytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sizeBytes += chunk.length;
      done(sizeBytes > maxBytes ? tooLarge(maxBytes) : null, chunk);
    },
  });
  // The upload itself failing (its body ended before the file did) is the client's, not ours: a 400, not a 500.
  // It may have failed already, while the caller awaited something else.
  let uploadFailed = file.errored !== null && file.errored !== undefined;
  file.once('error', () => {
    uploadFailed = true;
  });
  const staging = fs.createWriteStream(stagedPath, { mode: 0o600 });
  try {
    await pipeline(file, counter, staging);
    const header = await headerOf(stagedPath);
    if (!header || !isPlausiblePhoto(header)) throw notAPhoto();
    return { path: stagedPath, sizeBytes, header };
  } catch (error) {
    // The stream opens (creates) its file in the thread pool: removed before that open, the file would come back
    // after it and stay (a clean clone's run found a staged file left after a cut-off body). Closed, it stays gone.
    if (!staging.closed) await new Promise<void>((resolve) => staging.once('close', () => resolve()));
    await fs.promises.rm(stagedPath, { force: true });
    // The multipart parser stops a file at its limit; what it held back was still too much.
    if ((file as Readable & { truncated?: boolean }).truncated) throw tooLarge(maxBytes);
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
