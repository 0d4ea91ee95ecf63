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
