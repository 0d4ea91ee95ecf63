/** Reads `length` bytes at `offset` of a file; fewer at its end. */
export type ByteReader = (offset: number, length: number) => Promise<Buffer>;

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface ImageHeader {
  type: ImageType;
  width: number;
  height: number;
}

// JPEG segments are walked by their lengths; a real file reaches its frame header within a few APP segments.
const jpegSegmentsMax = 64;
// Start-of-frame markers (baseline, progressive, lossless, arithmetic …); C4, C8 and CC are other tables.
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * What image a file holds, by its bytes alone: JPEG, PNG or WebP with the dimensions its header states, or
 * undefined for anything else, whatever it is named or labelled. Only the header is read.
 */
export async function readImageHeader(read: ByteReader): Promise<ImageHeader | undefined> {
  const head = await read(0, 32);
  if (head.length >= 24 && head.readUInt32BE(0) === 0x89504e47 && head.readUInt32BE(4) === 0x0d0a1a0a && head.toString('latin1', 12, 16) === 'IHDR') {
    return sized('image/png', head.readUInt32BE(16), head.readUInt32BE(20));
  }
  if (head.length >= 30 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return webp(head);
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return jpeg(read);
  return undefined;
}

function sized(type: ImageType, width: number, height: number): ImageHeader | undefined {
  return width > 0 && height > 0 ? { type, width, height } : undefined;
}

function webp(head: Buffer): ImageHeader | undefined {
  const chunk = head.toString('latin1', 12, 16);
  // Lossy: a key frame's start code, then 14-bit width and height.
  if (chunk === 'VP8 ' && head[23] === 0x9d && head[24] === 0x01 && head[25] === 0x2a) {
    return sized('image/webp', head.readUInt16LE(26) & 0x3fff, head.readUInt16LE(28) & 0x3fff);
  }
  // Lossless: a signature byte, then width − 1 and height − 1 in 14 bits each.
  if (chunk === 'VP8L' && head[20] === 0x2f) {
    const bits = head.readUInt32LE(21);
    return sized('image/webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  // Extended: the canvas's width − 1 and height − 1 in 24 bits each.
  if (chunk === 'VP8X') return sized('image/webp', head.readUIntLE(24, 3) + 1, head.readUIntLE(27, 3) + 1);
  return undefined;
}

async function jpeg(read: ByteReader): Promise<ImageHeader | undefined> {
  let offset = 2;
  for (let segment = 0; segment < jpegSegmentsMax; segment++) {
    const bytes = await read(offset, 9);
    if (bytes.length < 4 || bytes[0] !== 0xff) return undefined;
    const marker = bytes[1];
    // Fill bytes may pad before a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    // The image data starts, or the file ends, before any frame header: not a picture we can size.
    if (marker === 0xda || marker === 0xd9) return undefined;
    const length = bytes.readUInt16BE(2);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) return bytes.length < 9 ? undefined : sized('image/jpeg', bytes.readUInt16BE(7), bytes.readUInt16BE(5));
    offset += 2 + length;
  }
  return undefined;
}
