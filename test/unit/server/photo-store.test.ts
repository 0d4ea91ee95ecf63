import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { LocalPhotoStore } from '../../../server/domain/verification/local-photo-store.js';
import { S3PhotoStore } from '../../../server/domain/verification/s3-photo-store.js';
import type { PhotoStore } from '../../../server/domain/verification/photo-store.js';
import { startLocalS3 } from '../../helpers/local-s3.js';

/** The error `action` fails with; the test fails if it succeeds. */
async function failure(action: () => Promise<unknown>): Promise<Error> {
  try {
    await action();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a failure');
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-photo-store-'));
const key = () => randomBytes(16).toString('hex');

function staged(content: string): string {
  const file = path.join(scratch, `staged-${key()}`);
  fs.writeFileSync(file, content);
  return file;
}

/** What every store must do: keep what it is given under the key, hand it back, forget it on delete, leave no staged file. */
async function contract(store: PhotoStore) {
  const k = key();
  const file = staged('the bytes of a photo');
  await store.put(k, file, 'image/jpeg');
  assert.not.ok(fs.existsSync(file), 'the staged file is gone');
  assert.is(await text((await store.get(k))!), 'the bytes of a photo');
  assert.is(await store.get(key()), undefined, 'an unknown key has nothing');
  await store.delete(k);
  assert.is(await store.get(k), undefined, 'deleted');
  return k;
}

const local = suite('local photo store (a folder under DATA_DIR)');

local('keeps, returns and deletes a photo; the folder and files are the server user’s alone', async () => {
  const folder = path.join(scratch, 'photos');
  const store: PhotoStore = new LocalPhotoStore(folder);
  await contract(store);
  assert.is(fs.statSync(folder).mode & 0o777, 0o700);
  const k = key();
  await store.put(k, staged('x'), 'image/png');
  assert.is(store.locate(k), path.join(folder, k));
});

local('a key that is not one of ours never becomes a path', async () => {
  const store = new LocalPhotoStore(path.join(scratch, 'photos'));
  for (const bad of ['../uptick.sqlite', '/etc/passwd', 'ABCDEF', '']) {
    assert.match((await failure(() => store.get(bad))).message, /not a photo key/);
  }
});

local.run();

const s3 = suite('S3 photo store (the AWS SDK against a local S3-compatible server)');
let server: Awaited<ReturnType<typeof startLocalS3>>;
s3.before(async () => {
  server = await startLocalS3();
});
s3.after(async () => {
  await server.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

s3('keeps, returns and deletes a photo as an object under the prefix, with its content type', async () => {
  const store = new S3PhotoStore(server.settings);
  await contract(store);
  const k = key();
  await store.put(k, staged('front'), 'image/webp');
  assert.is(store.locate(k), `s3://photos/verification-photos/${k}`);
  const head = await store.client.send(new (await import('@aws-sdk/client-s3')).HeadObjectCommand({ Bucket: 'photos', Key: `verification-photos/${k}` }));
  assert.is(head.ContentType, 'image/webp');
  assert.is(head.ContentLength, 5);
});

s3('a bucket the server does not have refuses the photo, and the staged file is still removed', async () => {
  const store = new S3PhotoStore({ ...server.settings, bucket: 'nobody' });
  const file = staged('x');
  assert.is((await failure(() => store.put(key(), file, 'image/png'))).name, 'NoSuchBucket');
  assert.not.ok(fs.existsSync(file));
});

s3.run();
