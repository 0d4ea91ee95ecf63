import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { testDb, type TestApp } from '../helpers/test-app.js';
import { assertErrorShape, signUp, startFundsApp } from '../helpers/funds.js';
import { manyScansJpeg, photoBytes, pngBytes, scansOf, uploadPhoto } from '../helpers/photos.js';
import { loadConfig } from '../../server/config.js';
import { decodeQueue } from '../../server/domain/verification/image-decode.js';

// A valid progressive JPEG of 6324 × 6324 in 2,649 scans (441 KB) was accepted after 64 s of decoding (37 s of CPU,
// 300 MB), and decodes run one at a time: every other user's photo waited behind it. A 16-bit PNG took 3.5 s and
// 383 MB, a lossless WebP of 1.6 KB 2.7 s and 371 MB. Scans are counted from the header, pixels and bits capped,
// decodes time-limited and their queue bounded (test/unit/server/decode-queue.test.ts).
const test = suite(`identity-photo decoding (${testDb})`);

let t: TestApp;

test.before(async () => {
  t = await startFundsApp({ verification: { ...loadConfig({}).verification, uploadsPerMinute: 1000 } });
});
test.after(() => t.close());

const asJpeg = { name: 'id.jpg', type: 'image/jpeg' };
const stagingFiles = () => fs.readdirSync(path.join(t.config.dataDir, 'uploads-staging'));

// The server runs in this process: its decode queue counts the decodes it began.
const decodesStarted = () => decodeQueue.decodesStarted;

test('a progressive JPEG of hundreds of scans is 415 before any decode; a photo sent beside it is accepted', async () => {
  const [mallory, carol] = await signUp(t, 2);
  const refinements = 1;
  // 4000 × 3000 in 381 scans, 28 KB: a second and a half of decoding before, none now.
  const bomb = manyScansJpeg(4000, 3000, refinements);
  const photo = await photoBytes(1600, 1200);
  const before = decodesStarted();
  const [refused, accepted] = await Promise.all([uploadPhoto(t, mallory.token, 'front', bomb, asJpeg), uploadPhoto(t, carol.token, 'front', photo, asJpeg)]);
  assert.is(refused.status, 415, `${scansOf(refinements)} scans: ${JSON.stringify(refused.body)}`);
  assertErrorShape(refused.body, 'unsupported_media_type');
  assert.is(accepted.status, 201, JSON.stringify(accepted.body));
  assert.is(decodesStarted() - before, 1, 'only the photo was decoded');
  assert.equal(stagingFiles(), []);
});

test('a photo of a camera’s size and bits is accepted; 16 bits a sample, or more than 25 megapixels, are 415', async () => {
  const [user] = await signUp(t, 1);
  const { default: sharp } = await import('sharp');
  const photo = await photoBytes(1200, 900);
  assert.is((await uploadPhoto(t, user.token, 'front', await sharp(photo).jpeg({ progressive: true }).toBuffer(), asJpeg)).status, 201, 'progressive, 10 scans');
  const png16 = await sharp(photo).toColourspace('rgb16').png().toBuffer();
  const deep = await uploadPhoto(t, user.token, 'front', png16);
  assert.is(deep.status, 415, '16-bit PNG');
  // 8000 × 5000 of one grey: 40 megapixels in a few KB.
  const before = decodesStarted();
  assert.is((await uploadPhoto(t, user.token, 'front', pngBytes(8000, 5000))).status, 415, '40 megapixels');
  assert.is(decodesStarted(), before, 'refused before any decode');
  assert.is((await uploadPhoto(t, user.token, 'front', pngBytes(5000, 5000))).status, 201, '25 megapixels');
  assert.equal(stagingFiles(), []);
});

test.run();
