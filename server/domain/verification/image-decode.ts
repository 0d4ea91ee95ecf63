import { DomainError } from '../domain-error.js';
import type { ImageHeader } from './image-header.js';

type SharpModule = (typeof import('sharp'))['default'];

let loading: Promise<SharpModule> | undefined;

/**
 * sharp (libvips), loaded on the first upload rather than at start: its native library takes a while to load, and
 * the operator CLI never needs it. Its cache is off: each photo is decoded once, and must not stay in memory.
 */
function sharpModule(): Promise<SharpModule> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

/**
 * A decode past this many seconds is stopped, and its photo refused: a photo of the largest size takes well under
 * one (0.4–0.9 s of CPU for 24 megapixels here). sharp checks it only while its pipeline writes pixels (its `stats()`
 * ignores it), and only in whole seconds; a progressive JPEG's scans are read before the first pixel is written,
 * which is why their number is capped before any decode (photo-rules.ts).
 */
export const decodeTimeoutSeconds = 5;

/** Waiting decodes retry after about this long: the queue holds a few seconds of work at most. */
const busyRetrySeconds = 5;

/**
 * Decodes run one at a time in a process: each holds a thread of libuv's pool (which password hashing and file I/O
 * share) and a core. Those waiting are bounded by their pixels, the measure of their work: past `pixelsMax` queued
 * (running or waiting), an upload is refused at once, 503 with Retry-After, rather than waiting behind them.
 */
export class DecodeQueue {
  private queued = 0;
  private started = 0;
  private tail: Promise<unknown> = Promise.resolve();

  constructor(readonly pixelsMax: number) {}

  async run<T>(pixels: number, job: () => Promise<T>): Promise<T> {
    if (this.queued + pixels > this.pixelsMax) {
      throw new DomainError('unavailable', 'Too many photos are being checked at once; try again in a few seconds', undefined, { retryAfterSeconds: busyRetrySeconds });
    }
    this.queued += pixels;
    const run = this.tail.then(() => (this.started++, job())).finally(() => (this.queued -= pixels));
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Pixels of the decodes running or waiting (for tests). */
  get pixelsQueued(): number {
    return this.queued;
  }

  /** Decodes begun since the start: what shows a refusal came before any (for tests; timing can't on a busy host). */
  get decodesStarted(): number {
    return this.started;
  }
}

/** Four photos of the largest size (25 MP): a few seconds of work; a hundred of the app's (1600 × 1200). */
export const decodeQueuePixelsMax = 100_000_000;
export const decodeQueue = new DecodeQueue(decodeQueuePixelsMax);

/**
 * Whether `file` decodes, every pixel of it, to the image its header claims: the same format and dimensions, no
 * data missing (a PNG whose IDAT stops short of width × height, a JPEG without its scan or its end), nothing corrupt
 * on the way (libvips' warnings count as failures), within `decodeTimeoutSeconds`. A header padded with zeros is no
 * photo, however plausible its dimensions. `pixelsMax` refuses a decompression bomb before any pixel is decoded.
 * 503 `unavailable` when too many decodes wait already.
 */
export function decodesWhole(file: string, header: ImageHeader, pixelsMax: number): Promise<boolean> {
  return decodeQueue.run(header.width * header.height, () => decode(file, header, pixelsMax));
}

const formats: Record<ImageHeader['type'], string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

async function decode(file: string, header: ImageHeader, pixelsMax: number): Promise<boolean> {
  // A library that fails to load is our fault, not the photo's: that stays an error (500), not a 415.
  const sharp = await sharpModule();
  try {
    const image = sharp(file, { failOn: 'warning', limitInputPixels: pixelsMax, sequentialRead: true });
    const { format, width, height } = await image.metadata();
    if (format !== formats[header.type] || width !== header.width || height !== header.height) return false;
    // The whole image is decoded, a strip at a time, through sharp's pipeline (where its time limit holds), into a
    // buffer of one band: a third of the pixels' bytes, and nothing encoded. Statistics (`stats()`) were a sink too,
    // but twice the CPU, and with no time limit.
    await image.timeout({ seconds: decodeTimeoutSeconds }).extractChannel(0).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}
