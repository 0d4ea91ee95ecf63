/** Reads `length` bytes at `offset` of a file; fewer at its end. */
export type ByteReader = (offset: number, length: number) => Promise<Buffer>;

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface ImageHeader {
  type: ImageType;
  width: number;
  height: number;
  /** Bits per sample: 8 for a photo; 16 for some PNGs, 12 for some JPEGs (1, 2 or 4 for a palette or grey PNG). */
  bitDepth: number;
  /** A JPEG's scans (SOS segments), each a pass over the image for its decoder; PNG and WebP have none. */
  scans?: number;
}

// JPEG segments are walked by their lengths; a real file reaches its frame header within a few APP segments.
const jpegSegmentsMax = 64;
// After the frame, each scan comes with a table or two: past this many segments a file is no photo (and its walk ends).
const jpegSegmentsAfterFrameMax = 1024;
// The walk reads a file in windows of this size: a scan's data is searched for the next marker, not read a byte at a time.
const windowBytes = 64 * 1024;
// Start-of-frame markers (baseline, progressive, lossless, arithmetic …); C4, C8 and CC are other tables.
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
// Markers that stand alone, without a length: restarts and TEM.
const isBareMarker = (marker: number) => (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01;

/**
 * What image a file holds, by its bytes alone: JPEG, PNG or WebP with the dimensions and bit depth its header
 * states, or undefined for anything else, whatever it is named or labelled. Only the header is read, but for a
 * JPEG, whose scans are counted to its end: a progressive file of thousands of scans makes its decoder pass over
 * the whole image for each (a minute of CPU for 400 KB), so the caller must know before it decodes.
 */
export async function readImageHeader(read: ByteReader): Promise<ImageHeader | undefined> {
  const head = await read(0, 32);
  if (head.length >= 25 && head.readUInt32BE(0) === 0x89504e47 && head.readUInt32BE(4) === 0x0d0a1a0a && head.toString('latin1', 12, 16) === 'IHDR') {
    return sized('image/png', head.readUInt32BE(16), head.readUInt32BE(20), head[24]);
  }
  if (head.length >= 30 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return webp(head);
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return jpeg(windowed(read));
  return undefined;
}

function sized(type: ImageType, width: number, height: number, bitDepth: number): ImageHeader | undefined {
  return width > 0 && height > 0 ? { type, width, height, bitDepth } : undefined;
}

function webp(head: Buffer): ImageHeader | undefined {
  const chunk = head.toString('latin1', 12, 16);
  // Lossy: a key frame's start code, then 14-bit width and height.
  if (chunk === 'VP8 ' && head[23] === 0x9d && head[24] === 0x01 && head[25] === 0x2a) {
    return sized('image/webp', head.readUInt16LE(26) & 0x3fff, head.readUInt16LE(28) & 0x3fff, 8);
  }
  // Lossless: a signature byte, then width − 1 and height − 1 in 14 bits each.
  if (chunk === 'VP8L' && head[20] === 0x2f) {
    const bits = head.readUInt32LE(21);
    return sized('image/webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1, 8);
  }
  // Extended: the canvas's width − 1 and height − 1 in 24 bits each.
  if (chunk === 'VP8X') return sized('image/webp', head.readUIntLE(24, 3) + 1, head.readUIntLE(27, 3) + 1, 8);
  return undefined;
}

/** `read`, a window at a time: bytes within the last window read come from memory. */
function windowed(read: ByteReader): ByteReader {
  let start = 0;
  let window: Buffer = Buffer.alloc(0);
  return async (offset, length) => {
    if (offset < start || offset + length > start + window.length) {
      window = await read(offset, Math.max(length, windowBytes));
      start = offset;
    }
    return window.subarray(offset - start, offset - start + length);
  };
}

/**
 * A JPEG's frame header and its scans, by walking its segments to the end of the image: lengths lead from one
 * segment to the next, and a scan's data is searched for the marker that ends it. Undefined for a file that is no
 * JPEG of 1, 3 or 4 components (no photo has others), or whose segments stop making sense.
 */
async function jpeg(read: ByteReader): Promise<ImageHeader | undefined> {
  let header: ImageHeader | undefined;
  let scans = 0;
  let offset = 2;
  for (let segments = 0; segments < (header ? jpegSegmentsMax + jpegSegmentsAfterFrameMax : jpegSegmentsMax); segments++) {
    const bytes = await read(offset, 10);
    // The file ends without its end-of-image marker: the decoder says whether that is a photo.
    if (header && bytes.length < 2) return { ...header, scans };
    if (bytes.length < 2 || bytes[0] !== 0xff) return undefined;
    const marker = bytes[1];
    // Fill bytes may pad before a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (!header) {
      // The image data starts, or the file ends, before any frame header: not a picture we can size.
      if (marker === 0xda || marker === 0xd9) return undefined;
    } else if (marker === 0xd9) {
      return { ...header, scans };
    }
    if (isBareMarker(marker)) {
      offset += 2;
      continue;
    }
    if (bytes.length < 4) return undefined;
    const length = bytes.readUInt16BE(2);
    if (length < 2) return undefined;
    if (!header && isStartOfFrame(marker)) {
      if (bytes.length < 10 || ![1, 3, 4].includes(bytes[9])) return undefined;
      header = sized('image/jpeg', bytes.readUInt16BE(7), bytes.readUInt16BE(5), bytes[4]);
      if (!header) return undefined;
    }
    offset += 2 + length;
    if (marker === 0xda) {
      scans++;
      const next = await markerAfterScan(read, offset);
      if (next === undefined) return { ...header!, scans };
      offset = next;
    }
  }
  return undefined;
}

/**
 * Where the marker after a scan's data starting at `offset` is, or undefined when the file ends first. In the data,
 * 0xff is followed by 0x00 (a stuffed byte) or a restart marker; anything else (after any fill bytes) is a marker.
 */
async function markerAfterScan(read: ByteReader, offset: number): Promise<number | undefined> {
  for (;;) {
    const chunk = await read(offset, windowBytes);
    if (chunk.length < 2) return undefined;
    let at = chunk.indexOf(0xff);
    while (at !== -1 && at + 1 < chunk.length) {
      const next = chunk[at + 1];
      if (next === 0xff) at += 1;
      else if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at = chunk.indexOf(0xff, at + 2);
      else return offset + at;
    }
    // An 0xff as the chunk's last byte pairs with the next chunk's first: the next chunk starts at it.
    offset += at === -1 ? chunk.length : at;
  }
}
