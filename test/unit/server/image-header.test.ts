import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readImageHeader } from '../../../server/domain/verification/image-header.js';
import { isPlausiblePhoto, jpegScansMax } from '../../../server/domain/verification/photo-rules.js';
import { jpegHeader, manyScansJpeg, photoBytes, pngBytes, scansOf } from '../../helpers/photos.js';

const of = (bytes: Buffer) => readImageHeader(async (offset, length) => bytes.subarray(offset, offset + length));

/** A WebP file's first bytes for the chunk `kind`, with the dimensions written as that chunk writes them. */
function webp(kind: 'VP8 ' | 'VP8L' | 'VP8X', width: number, height: number): Buffer {
  const b = Buffer.alloc(40);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(32, 4);
  b.write('WEBPVP8', 8, 'latin1');
  b.write(kind, 12, 'latin1');
  if (kind === 'VP8 ') {
    b.set([0x9d, 0x01, 0x2a], 23);
    b.writeUInt16LE(width, 26);
    b.writeUInt16LE(height, 28);
  } else if (kind === 'VP8L') {
    b[20] = 0x2f;
    b.writeUInt32LE((width - 1) | ((height - 1) << 14), 21);
  } else {
    b.writeUIntLE(width - 1, 24, 3);
    b.writeUIntLE(height - 1, 27, 3);
  }
  return b;
}

test('PNG, JPEG and the three kinds of WebP are told by their bytes, with their dimensions', async () => {
  assert.equal(await of(pngBytes(640, 480)), { type: 'image/png', width: 640, height: 480, bitDepth: 8 });
  assert.equal(await of(jpegHeader(1600, 1200)), { type: 'image/jpeg', width: 1600, height: 1200, bitDepth: 8, scans: 1 });
  assert.equal(await of(webp('VP8 ', 1024, 768)), { type: 'image/webp', width: 1024, height: 768, bitDepth: 8 });
  assert.equal(await of(webp('VP8L', 1000, 700)), { type: 'image/webp', width: 1000, height: 700, bitDepth: 8 });
  assert.equal(await of(webp('VP8X', 4000, 3000)), { type: 'image/webp', width: 4000, height: 3000, bitDepth: 8 });
});

test('a JPEG whose frame header follows 60 KB of camera data is still read', async () => {
  assert.equal(await of(jpegHeader(4032, 3024, 60_000)), { type: 'image/jpeg', width: 4032, height: 3024, bitDepth: 8, scans: 1 });
});

test('a JPEG’s scans are counted to its end: one for a baseline photo, ten progressive, hundreds in the attack’s file', async () => {
  const { default: sharp } = await import('sharp');
  const baseline = await photoBytes(900, 600);
  assert.is((await of(baseline))?.scans, 1);
  const progressive = await sharp(baseline).jpeg({ progressive: true }).toBuffer();
  assert.is((await of(progressive))?.scans, 10, 'libjpeg’s progression for a colour photo');
  const grey = await sharp(baseline).toColourspace('b-w').jpeg({ progressive: true }).toBuffer();
  assert.is((await of(grey))?.scans, 6);
  // Restart markers inside the data are no scans, nor is a stuffed 0xff 0x00.
  const restarts = Buffer.concat([jpegHeader(800, 600).subarray(0, -2), Buffer.from([0, 8, 1, 1, 0, 0, 63, 0, 0xff, 0x00, 0x12, 0xff, 0xd0, 0x34, 0xff, 0xff, 0xd9])]);
  assert.is((await of(restarts))?.scans, 1);
  for (const refinements of [0, 2]) {
    const header = await of(manyScansJpeg(640, 480, refinements));
    assert.equal(header, { type: 'image/jpeg', width: 640, height: 480, bitDepth: 8, scans: scansOf(refinements) });
    assert.not.ok(isPlausiblePhoto(header!), `${scansOf(refinements)} scans`);
  }
  // Scans past a 64 KB window are found too.
  const padded = Buffer.concat([jpegHeader(800, 600).subarray(0, -2), Buffer.from([0, 8, 1, 1, 0, 0, 63, 0]), Buffer.alloc(200_000, 0x55), ...Array.from({ length: 40 }, () => Buffer.from([0xff, 0xda, 0, 8, 1, 1, 0, 1, 1, 0, 0x55]))]);
  assert.is((await of(padded))?.scans, 41);
});

test('a JPEG whose segments stop making sense after its frame is no image: bytes between them, a thousand tables', async () => {
  const frame = jpegHeader(800, 600).subarray(0, -4);
  assert.is(await of(Buffer.concat([frame, Buffer.from('junk'), Buffer.from([0xff, 0xda, 0, 2])])), undefined);
  const comments = Array.from({ length: 1100 }, () => Buffer.from([0xff, 0xfe, 0, 2]));
  assert.is(await of(Buffer.concat([frame, ...comments, Buffer.from([0xff, 0xda, 0, 2])])), undefined);
  // Two components (or five) are no photo's.
  const twoComponents = Buffer.from(frame);
  twoComponents[frame.length - 10] = 2;
  assert.is(await of(twoComponents), undefined);
});

test('8 bits a sample: a 16-bit PNG or a 12-bit JPEG is read, and no plausible photo', async () => {
  const png16 = Buffer.from(pngBytes(640, 480));
  png16[24] = 16;
  const png16Header = await of(png16);
  assert.is(png16Header?.bitDepth, 16);
  assert.not.ok(isPlausiblePhoto(png16Header!));
  const jpeg12 = Buffer.from(jpegHeader(1600, 1200));
  jpeg12[jpeg12.length - 4 - 19 + 4] = 12;
  const jpeg12Header = await of(jpeg12);
  assert.is(jpeg12Header?.bitDepth, 12);
  assert.not.ok(isPlausiblePhoto(jpeg12Header!));
  assert.ok(isPlausiblePhoto({ type: 'image/png', width: 640, height: 480, bitDepth: 4 }), 'a palette of 16 colours');
});

test('anything else is no image: text, HTML, a GIF, a PDF, a cut-off JPEG, a zero-sized PNG', async () => {
  const others = [
    Buffer.from('hello, this is not an image at all'),
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
    Buffer.from('GIF89a\x10\x00\x10\x00'),
    Buffer.from('%PDF-1.7\n'),
    jpegHeader(800, 600).subarray(0, 30),
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2])]),
    pngBytes(0, 10),
    Buffer.alloc(0),
  ];
  for (const bytes of others) assert.is(await of(bytes), undefined, bytes.subarray(0, 12).toString('latin1'));
});

test('a photo is plausible from 200 px on its short side to 10,000 on its long side and 25 megapixels', () => {
  const photo = (width: number, height: number, scans?: number) => isPlausiblePhoto({ type: 'image/jpeg', width, height, bitDepth: 8, scans });
  assert.ok(photo(200, 200));
  assert.ok(photo(1600, 1200));
  assert.ok(photo(6000, 4000), 'a 24-megapixel camera’s original');
  assert.not.ok(photo(199, 1000), 'too small to read');
  assert.not.ok(photo(10_001, 300), 'no camera');
  assert.not.ok(photo(8000, 5000), '40 megapixels');
  assert.not.ok(photo(9000, 9000), 'a decompression bomb');
  assert.ok(photo(1600, 1200, jpegScansMax));
  assert.not.ok(photo(1600, 1200, jpegScansMax + 1), 'a scan bomb');
});

test.run();
