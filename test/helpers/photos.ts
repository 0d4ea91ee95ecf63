import { deflateSync } from 'node:zlib';
import type { TestApp } from './test-app.js';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG of `width` × `height` grey pixels, as any decoder reads it: flat, pure `noise` (which doesn't
 * compress), or a `photo`'s gradient with a camera's grain (a phone photo's megabytes as a PNG).
 */
export function pngBytes(width: number, height: number, texture: 'flat' | 'noise' | 'photo' = 'flat'): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0;
  for (let y = 0; y < height && texture !== 'flat'; y++) {
    for (let x = 0; x < width; x++) {
      const grain = Math.floor(Math.random() * 24);
      rows[y * (width + 1) + 1 + x] = texture === 'noise' ? Math.floor(Math.random() * 256) : 40 + Math.floor((160 * (x + y)) / (width + height)) + grain;
    }
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** A JPEG's header as a camera writes one: SOI, an APP1 segment of `appBytes`, then a baseline frame header. */
export function jpegHeader(width: number, height: number, appBytes = 100): Buffer {
  const app1 = Buffer.alloc(4 + appBytes);
  app1.set([0xff, 0xe1]);
  app1.writeUInt16BE(appBytes + 2, 2);
  const sof = Buffer.from([0xff, 0xc0, 0, 17, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app1, sof, Buffer.from([0xff, 0xda, 0, 2])]);
}

/** `POST /api/verification/photos` as a browser's FormData sends it. */
export async function uploadPhoto(
  t: Pick<TestApp, 'url'>,
  token: string,
  side: string,
  bytes: Buffer,
  file: { name?: string; type?: string } = {},
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  form.append('side', side);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: file.type ?? 'image/png' }), file.name ?? 'id.png');
  const response = await fetch(`${t.url}/api/verification/photos`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** A real JPEG (or WebP) of `width` × `height` pixels of a photo's gradient and grain, as a camera or the app writes one. */
export async function photoBytes(width: number, height: number, format: 'jpeg' | 'webp' = 'jpeg'): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = 40 + ((i / 3) % width) / (width / 160) + Math.floor(Math.random() * 24);
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'jpeg' ? image.jpeg({ quality: 85 }).toBuffer() : image.webp({ quality: 80 }).toBuffer();
}

/** A PNG's signature and header claiming `width` × `height`, then `padding` zero bytes: no pixels at all. */
export function paddedPngHeader(width: number, height: number, padding: number): Buffer {
  const whole = pngBytes(width, height);
  // Signature (8) and the IHDR chunk (25): what a header-only reader looks at.
  return Buffer.concat([whole.subarray(0, 33), Buffer.alloc(padding)]);
}

/** A well-formed PNG (CRCs and all) whose IDAT holds only `rowsKept` of the `height` rows its header claims. */
export function shortPng(width: number, height: number, rowsKept: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * rowsKept, 0x80);
  for (let y = 0; y < rowsKept; y++) rows[y * (width + 1)] = 0;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * A valid progressive JPEG of `width` × `height` flat grey whose every coefficient is sent in a scan of its own and
 * then refined `refinements` times: 3 DC scans and 3 × 63 × (1 + refinements) AC scans, each of them a pass over the
 * whole image for the decoder, in a few KB (a run of end-of-band codes covers 32,767 blocks). The attack that made
 * one of 2,649 scans at 6324 × 6324 (441 KB) took a minute of decoding.
 */
export function manyScansJpeg(width: number, height: number, refinements = 0): Buffer {
  const u16 = (n: number) => [n >> 8, n & 0xff];
  const segment = (marker: number, body: number[]) => Buffer.from([0xff, marker, ...u16(body.length + 2), ...body]);
  // Huffman tables: DC, one code (0) for category 0; AC, 15 codes of 4 bits for end-of-band runs of 2^r blocks.
  const counts = (length: number, symbols: number) => Array.from({ length: 16 }, (_, i) => (i === length - 1 ? symbols : 0));
  const tables = [
    segment(0xdb, [0x00, ...Array(64).fill(1)]),
    segment(0xc2, [8, ...u16(height), ...u16(width), 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]),
    segment(0xc4, [0x00, ...counts(1, 1), 0]),
    segment(0xc4, [0x10, ...counts(4, 15), ...Array.from({ length: 15 }, (_, r) => r << 4)]),
  ];
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const bits = (write: (put: (value: number, length: number) => void) => void) => {
    const bytes: number[] = [];
    let acc = 0;
    let n = 0;
    const put = (value: number, length: number) => {
      for (let i = length - 1; i >= 0; i--) {
        acc = (acc << 1) | ((value >> i) & 1);
        if (++n === 8) {
          bytes.push(acc);
          if (acc === 0xff) bytes.push(0);
          acc = 0;
          n = 0;
        }
      }
    };
    write(put);
    while (n !== 0) put(1, 1);
    return Buffer.from(bytes);
  };
  const scan = (component: number, start: number, end: number, high: number, low: number) => segment(0xda, [1, component, 0x00, start, end, (high << 4) | low]);
  const dc = bits((put) => {
    for (let i = 0; i < blocks; i++) put(0, 1);
  });
  const endOfBands = bits((put) => {
    for (let left = blocks; left > 0; ) {
      const run = Math.min(left, 32_767);
      const r = Math.floor(Math.log2(run));
      put(r, 4);
      if (r) put(run - (1 << r), r);
      left -= run;
    }
  });
  const scans: Buffer[] = [];
  for (const component of [1, 2, 3]) scans.push(scan(component, 0, 0, 0, 0), dc);
  for (const component of [1, 2, 3]) {
    for (let k = 1; k <= 63; k++) {
      scans.push(scan(component, k, k, 0, refinements), endOfBands);
      for (let a = refinements; a >= 1; a--) scans.push(scan(component, k, k, a, a - 1), endOfBands);
    }
  }
  return Buffer.concat([Buffer.from([0xff, 0xd8]), ...tables, ...scans, Buffer.from([0xff, 0xd9])]);
}

/** How many scans `manyScansJpeg` writes. */
export const scansOf = (refinements: number) => 3 + 3 * 63 * (1 + refinements);
