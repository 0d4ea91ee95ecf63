import type { ImageHeader } from './image-header.js';

/** What an identity photo must be, beyond its bytes being a JPEG, PNG or WebP. */
export interface PhotoLimits {
  /** VERIFICATION_PHOTO_MAX_BYTES: over it, 413. */
  maxBytes: number;
}

// Smaller than this, a card's number and face can't be read.
const shortSideMin = 200;
// Larger ones are no camera's, and a viewer would have to decode hundreds of megabytes.
const longSideMax = 10_000;
/**
 * The app sends 1600 px on the long side (about 2 megapixels); this leaves room for a phone's or a camera's original
 * (24 megapixels is 6000 × 4000), and bounds what a decode may cost: a progressive JPEG's decoder holds every
 * coefficient of the image (150 MB at this size), and the time of each pass over it grows with its pixels.
 */
export const pixelsMax = 25_000_000;
/**
 * libjpeg writes a progressive colour photo in 10 scans (18 for CMYK), a baseline one in 1 (3 non-interleaved). Each
 * scan is a pass over the whole image for the decoder: 2,649 of them in a 441 KB file took a minute of decoding.
 */
export const jpegScansMax = 32;
/** Photos have 8 bits a sample; 16-bit PNGs (and 12-bit JPEGs) double what a decode holds, for nothing seen on an ID. */
const bitDepthMax = 8;

/** Whether the header's dimensions are those of a readable photo of a document, and no decompression bomb. */
export function isPlausiblePhoto(header: ImageHeader): boolean {
  const { width, height } = header;
  return (
    Math.min(width, height) >= shortSideMin &&
    Math.max(width, height) <= longSideMax &&
    width * height <= pixelsMax &&
    header.bitDepth <= bitDepthMax &&
    (header.scans ?? 1) <= jpegScansMax
  );
}
