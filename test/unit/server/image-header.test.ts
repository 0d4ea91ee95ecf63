import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readImageHeader } from '../../../server/domain/verification/image-header.js';
import { isPlausiblePhoto } from '../../../server/domain/verification/photo-rules.js';
import { jpegHeader, pngBytes } from '../../helpers/photos.js';

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
  assert.equal(await of(pngBytes(640, 480)), { type: 'image/png', width: 640, height: 480 });
  assert.equal(await of(jpegHeader(1600, 1200)), { type: 'image/jpeg', width: 1600, height: 1200 });
  assert.equal(await of(webp('VP8 ', 1024, 768)), { type: 'image/webp', width: 1024, height: 768 });
  assert.equal(await of(webp('VP8L', 1000, 700)), { type: 'image/webp', width: 1000, height: 700 });
  assert.equal(await of(webp('VP8X', 4000, 3000)), { type: 'image/webp', width: 4000, height: 3000 });
});

test('a JPEG whose frame header follows 60 KB of camera data is still read', async () => {
  assert.equal(await of(jpegHeader(4032, 3024, 60_000)), { type: 'image/jpeg', width: 4032, height: 3024 });
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

test('a photo is plausible from 200 px on its short side to 10,000 on its long side and 40 megapixels', () => {
  const photo = (width: number, height: number) => isPlausiblePhoto({ type: 'image/jpeg', width, height });
  assert.ok(photo(200, 200));
  assert.ok(photo(1600, 1200));
  assert.ok(photo(8000, 5000));
  assert.not.ok(photo(199, 1000), 'too small to read');
  assert.not.ok(photo(10_001, 300), 'no camera');
  assert.not.ok(photo(9000, 9000), 'a decompression bomb');
});

test.run();
