import fs from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { call, testDb, type TestApp } from '../helpers/test-app.js';
import { assertErrorShape, signUp, startFundsApp, type SignedIn } from '../helpers/funds.js';
import { jpegHeader, paddedPngHeader, photoBytes, pngBytes, shortPng, uploadPhoto } from '../helpers/photos.js';
import { loadConfig } from '../../server/config.js';
import { openPhotoStore } from '../../server/domain/verification/open-photo-store.js';
import type { PhotoStore } from '../../server/domain/verification/photo-store.js';

// Any signed-up user could fill the disk: Nothing capped the photos an account kept, nothing ever
// deleted one, and a header-only PNG padded with zeros was accepted (its pixels were never read).
const test = suite(`identity-photo storage (${testDb})`);

const photo = pngBytes(640, 400);
const dayMs = 24 * 60 * 60 * 1000;
let t: TestApp;
let store: PhotoStore;

test.before(async () => {
  t = await startFundsApp({ verification: { ...loadConfig({}).verification, photoMaxBytes: 1_000_000, uploadsPerMinute: 1000 } });
  store = await openPhotoStore(t.config);
});
test.after(() => t.close());

async function upload(user: SignedIn, side: string, bytes = photo) {
  const res = await uploadPhoto(t, user.token, side, bytes);
  assert.is(res.status, 201, JSON.stringify(res.body));
  return res.body.photoId as string;
}

/** The user's photos as stored: id → the file its bytes are in. */
async function storedPhotos(user: SignedIn): Promise<Map<string, string>> {
  const rows = await t.app.db.selectFrom('verification_photos').select(['id', 'storage_key']).where('user_id', '=', user.userId).execute();
  return new Map(rows.map((r) => [r.id, store.locate(r.storage_key)]));
}

test('a new upload of a side replaces the unused one, file and all; photos a submission or a message uses stay', async () => {
  const [user] = await signUp(t, 1);
  const first = await upload(user, 'front');
  const firstFile = (await storedPhotos(user)).get(first)!;
  assert.ok(fs.existsSync(firstFile));
  const second = await upload(user, 'front');
  let stored = await storedPhotos(user);
  assert.equal([...stored.keys()], [second], 'the unused front was replaced');
  assert.not.ok(fs.existsSync(firstFile), 'its file is deleted');

  const back = await upload(user, 'back');
  const sent = await call(t.url, 'POST', '/api/verification', { token: user.token, body: { name: 'Chen Mei', idNumber: 'A123456789', nationality: 'TW', frontPhotoId: second, backPhotoId: back } });
  assert.is(sent.status, 201, JSON.stringify(sent.body));
  // A photo for customer service goes up as a support picture: the submitted front is in use and stays.
  const attachment = await upload(user, 'support');
  assert.is((await call(t.url, 'POST', '/api/support/messages', { token: user.token, body: { body: 'my card', photoId: attachment } })).status, 201);
  const unusedFront = await upload(user, 'front');
  const unusedBack = await upload(user, 'back');
  stored = await storedPhotos(user);
  assert.equal([...stored.keys()].sort(), [second, back, attachment, unusedFront, unusedBack].sort(), 'in use: kept; unused: one a side');
  assert.ok([...stored.values()].every((file) => fs.existsSync(file)));
  // A hundred more uploads leave one unused photo a side, not a hundred.
  for (let i = 0; i < 20; i++) await upload(user, i % 2 ? 'front' : 'back');
  assert.is((await storedPhotos(user)).size, 5);
});

test('a picture for customer service and an ID photo never replace each other', async () => {
  const [user] = await signUp(t, 1);
  const front = await upload(user, 'front');
  const attachment = await upload(user, 'support');
  assert.equal([...(await storedPhotos(user)).keys()].sort(), [front, attachment].sort());
  const nextAttachment = await upload(user, 'support');
  assert.equal([...(await storedPhotos(user)).keys()].sort(), [front, nextAttachment].sort(), 'an unsent support picture gives way to the next; the ID front stays');
  const nextFront = await upload(user, 'front');
  assert.equal([...(await storedPhotos(user)).keys()].sort(), [nextFront, nextAttachment].sort(), 'and the other way round');
});

test('unused photos are deleted a day after their upload by the cleanup job; photos in use stay', async () => {
  const [user, other] = await signUp(t, 2);
  const front = await upload(user, 'front');
  const back = await upload(user, 'back');
  assert.is((await call(t.url, 'POST', '/api/verification', { token: user.token, body: { name: 'Ann Lee', idNumber: 'A1234567', nationality: 'SG', frontPhotoId: front, backPhotoId: back } })).status, 201);
  const unused = await upload(user, 'front');
  const othersUnused = await upload(other, 'back');
  const unusedFile = (await storedPhotos(user)).get(unused)!;
  const prune = (t.app.verification as unknown as { pruneUnusedPhotos?: (nowMs: number) => Promise<number> }).pruneUnusedPhotos;
  assert.type(prune, 'function', 'the job has something to run');
  assert.is(await prune!.call(t.app.verification, Date.now() + dayMs - 60_000), 0, 'not yet a day old');
  assert.ok(await prune!.call(t.app.verification, Date.now() + dayMs + 60_000) >= 2);
  assert.equal([...(await storedPhotos(user)).keys()].sort(), [front, back].sort(), 'the submitted ones stay');
  assert.not.ok(fs.existsSync(unusedFile), 'the unused file is gone');
  assert.is((await storedPhotos(other)).size, 0);
  const gone = await call(t.url, 'GET', `/api/verification/photos/${othersUnused}`, { token: other.token });
  assert.is(gone.status, 404);
});

test('a daily byte cap per account: past it, 429 upload_quota_reached, nothing kept; another account still uploads', async () => {
  const big = pngBytes(500, 400, 'noise');
  const capped = await startFundsApp({ verification: { ...loadConfig({}).verification, uploadsPerMinute: 1000, bytesPerDay: big.length * 3 + 1000 } });
  try {
    const [user, other] = await signUp(capped, 2);
    for (let i = 0; i < 3; i++) assert.is((await uploadPhoto(capped, user.token, i % 2 ? 'front' : 'back', big)).status, 201, `upload ${i + 1}`);
    const refused = await uploadPhoto(capped, user.token, 'front', big);
    assert.is(refused.status, 429, JSON.stringify(refused.body));
    assertErrorShape(refused.body, 'upload_quota_reached');
    assert.ok(Number(refused.body.error.retryAfterSeconds) > 0, 'says when the day ends');
    // Replacing doesn't give the bytes back: they were written.
    assert.is((await uploadPhoto(capped, user.token, 'back', big)).status, 429);
    assert.is(await capped.app.db.selectFrom('verification_photos').select('id').where('user_id', '=', user.userId).execute().then((r) => r.length), 2, 'one unused a side');
    assert.is((await uploadPhoto(capped, other.token, 'front', big)).status, 201);
  } finally {
    await capped.close();
  }
});

test('a file that is not a whole image of the size its header claims is 415, and nothing is kept', async () => {
  const [user] = await signUp(t, 1);
  const jpeg = await photoBytes(800, 600);
  const webp = await photoBytes(800, 600, 'webp');
  const scanAt = jpeg.indexOf(Buffer.from([0xff, 0xda]));
  const before = (await storedPhotos(user)).size;
  const cases: [string, Buffer][] = [
    ['a header-only PNG padded with zeros', paddedPngHeader(4000, 3000, 400_000)],
    ['a PNG whose IDAT holds 10 of its 400 rows', shortPng(640, 400, 10)],
    ['a JPEG cut off halfway through its scan (no EOI)', jpeg.subarray(0, Math.floor(jpeg.length / 2))],
    ['a JPEG whose scan is zeros, without an EOI', Buffer.concat([jpeg.subarray(0, scanAt + 14), Buffer.alloc(100_000)])],
    ['a JPEG header padded with zeros (no scan)', Buffer.concat([jpegHeader(4000, 3000).subarray(0, -4), Buffer.alloc(100_000)])],
    ['a WebP cut off halfway', webp.subarray(0, Math.floor(webp.length / 2))],
  ];
  for (const [what, bytes] of cases) {
    const res = await uploadPhoto(t, user.token, 'front', bytes, { name: 'id.jpg', type: 'image/jpeg' });
    assert.is(res.status, 415, `${what}: ${JSON.stringify(res.body)}`);
    assertErrorShape(res.body, 'unsupported_media_type');
  }
  assert.is((await storedPhotos(user)).size, before);
  for (const [what, bytes] of [['a JPEG', jpeg], ['a WebP', webp], ['a PNG', photo]] as const) {
    assert.is((await uploadPhoto(t, user.token, 'back', bytes)).status, 201, what);
  }
});

test.run();
