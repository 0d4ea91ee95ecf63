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
export const pixelsMax = 40_000_000;

/** Whether the header's dimensions are those of a readable photo of a document, and no decompression bomb. */
export function isPlausiblePhoto(header: ImageHeader): boolean {
  const { width, height } = header;
  return Math.min(width, height) >= shortSideMin && Math.max(width, height) <= longSideMax && width * height <= pixelsMax;
}
