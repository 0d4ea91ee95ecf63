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

// One decode at a time in a process: each holds a thread of libuv's pool (which password hashing and file I/O share)
// and a core for 0.1–1 s. Uploads in flight are few (one per account, UPLOAD_BUDGET_BYTES in all), so the wait is short.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Whether `file` decodes, every pixel of it, to the image its header claims: the same format and dimensions, no
 * data missing (a PNG whose IDAT stops short of width × height, a JPEG without its scan or its end), nothing corrupt
 * on the way (libvips' warnings count as failures). A header padded with zeros is no photo, however plausible its
 * dimensions. `pixelsMax` refuses a decompression bomb before any pixel is decoded.
 */
export function decodesWhole(file: string, header: ImageHeader, pixelsMax: number): Promise<boolean> {
  const run = queue.then(() => decode(file, header, pixelsMax));
  queue = run.catch(() => undefined);
  return run;
}

const formats: Record<ImageHeader['type'], string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

async function decode(file: string, header: ImageHeader, pixelsMax: number): Promise<boolean> {
  // A library that fails to load is our fault, not the photo's: that stays an error (500), not a 415.
  const sharp = await sharpModule();
  try {
    const image = sharp(file, { failOn: 'warning', limitInputPixels: pixelsMax, sequentialRead: true });
    const { format, width, height } = await image.metadata();
    if (format !== formats[header.type] || width !== header.width || height !== header.height) return false;
    // Statistics of every band are a sink over every pixel: the whole image is decoded, a strip at a time.
    await image.stats();
    return true;
  } catch {
    return false;
  }
}
