import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Console } from 'node:console';
import { Writable } from 'node:stream';
import { call, testDb, type TestApp } from '../helpers/test-app.js';
import { assertErrorShape, countRows, signUp, startFundsApp, type SignedIn } from '../helpers/funds.js';
import { jpegHeader, pngBytes, uploadPhoto } from '../helpers/photos.js';
import { startLocalS3 } from '../helpers/local-s3.js';
import { runAdmin } from '../../server/cli/admin.js';
import { loadConfig } from '../../server/config.js';
import { openPhotoStore } from '../../server/domain/verification/open-photo-store.js';
import type { UserNoticeKind } from '../../server/domain/users/user-notices.js';
import { insertWithdrawal } from '../../server/domain/funds/withdrawals-repository.js';

const test = suite(`real-name verification (${testDb})`);

const cnId = '11010519491231002X';
const photo = pngBytes(640, 400);
let t: TestApp;
const photoMaxBytes = 200_000;

test.before(async () => {
  t = await startFundsApp({ verification: { ...loadConfig({}).verification, photoMaxBytes, uploadsPerMinute: 1000 } });
});
test.after(() => t.close());

/** Both sides uploaded by `user`: their photo ids. */
async function bothSides(user: SignedIn) {
  const front = await uploadPhoto(t, user.token, 'front', photo);
  const back = await uploadPhoto(t, user.token, 'back', photo, { name: 'back.png' });
  assert.is(front.status, 201, JSON.stringify(front.body));
  assert.is(back.status, 201, JSON.stringify(back.body));
  return { frontPhotoId: front.body.photoId as string, backPhotoId: back.body.photoId as string };
}

const submit = (user: SignedIn, body: object) => call(t.url, 'POST', '/api/verification', { token: user.token, body });
const stagingFiles = () => fs.readdirSync(path.join(t.config.dataDir, 'uploads-staging'));

/** `npm run admin -- …` in-process, with the notices it sends. */
async function admin(...args: string[]) {
  let text = '';
  const out = new Console({ stdout: new Writable({ write: (c, _e, done) => ((text += c), done()) }), stderr: new Writable({ write: (c, _e, done) => ((text += c), done()) }) });
  const notices: [string, UserNoticeKind][] = [];
  const code = await runAdmin([...args, '--by', 'cli-test'], async () => t.app.conn, out, {
    notices: { send: async (userId, kind) => void notices.push([userId, kind]) },
    photoStore: () => openPhotoStore(t.config),
  });
  return { code, stdout: text, notices };
}

test('both sides uploaded and submitted: pending, the ID number masked, and /api/me follows', async () => {
  const [user] = await signUp(t, 1);
  assert.equal((await call(t.url, 'GET', '/api/verification', { token: user.token })).body, { status: 'none' });
  const photos = await bothSides(user);
  const sent = await submit(user, { name: '王小明', idNumber: cnId.toLowerCase(), nationality: 'CN', ...photos });
  assert.is(sent.status, 201, JSON.stringify(sent.body));
  assert.is(sent.body.status, 'pending');
  const state = await call(t.url, 'GET', '/api/verification', { token: user.token });
  assert.equal({ ...state.body, submittedAt: undefined }, { status: 'pending', name: '王小明', idNumber: '110*************2X', nationality: 'CN', submittedAt: undefined });
  assert.is((await call(t.url, 'GET', '/api/me', { token: user.token })).body.verification, 'pending');
  const again = await submit(user, { name: '王小明', idNumber: cnId, nationality: 'CN', ...photos });
  assert.is(again.status, 409);
  assertErrorShape(again.body, 'already_submitted');
});

test('a photo is its owner’s: read back by them, 404 to anyone else, and refused in another user’s submission', async () => {
  const [owner, other] = await signUp(t, 2);
  const photos = await bothSides(owner);
  const mine = await fetch(`${t.url}/api/verification/photos/${photos.frontPhotoId}`, { headers: { authorization: `Bearer ${owner.token}` } });
  assert.is(mine.status, 200);
  assert.is(mine.headers.get('content-type'), 'image/png');
  assert.is(mine.headers.get('cache-control'), 'no-store');
  assert.ok(mine.headers.get('content-security-policy')?.includes('sandbox'));
  assert.ok(Buffer.from(await mine.arrayBuffer()).equals(photo), 'the same bytes');
  const theirs = await call(t.url, 'GET', `/api/verification/photos/${photos.frontPhotoId}`, { token: other.token });
  assert.is(theirs.status, 404);
  assertErrorShape(theirs.body, 'not_found');
  assert.is((await call(t.url, 'GET', '/api/verification/photos/../../uptick.sqlite', { token: owner.token })).status, 404);
  assert.is((await call(t.url, 'GET', `/api/verification/photos/${photos.frontPhotoId}`)).status, 401);
  const stolen = await submit(other, { name: 'Ann Lee', idNumber: 'M1234567', nationality: 'TW', ...photos });
  assert.is(stolen.status, 422);
  assert.equal(stolen.body.error.fields, { frontPhotoId: 'photo_invalid', backPhotoId: 'photo_invalid' });
  // A front sent as the back is not the back.
  const swapped = await submit(owner, { name: 'Ann Lee', idNumber: 'M1234567', nationality: 'TW', frontPhotoId: photos.backPhotoId, backPhotoId: photos.frontPhotoId });
  assert.equal(swapped.body.error.fields, { frontPhotoId: 'photo_invalid', backPhotoId: 'photo_invalid' });
  assert.is((await call(t.url, 'GET', '/api/me', { token: other.token })).body.verification, 'none');
});

test('a file that is no photo is 415 whatever its name and type, and nothing is kept', async () => {
  const [user] = await signUp(t, 1);
  const photosBefore = await countRows(t, 'verification_photos');
  const cases: [string, Buffer, { name: string; type: string }][] = [
    ['a text file renamed .jpg', Buffer.from('%PDF-1.4 not a picture at all '.repeat(40)), { name: 'id.jpg', type: 'image/jpeg' }],
    ['an HTML page as image/png', Buffer.from('<html><script>alert(1)</script></html>'), { name: 'id.png', type: 'image/png' }],
    ['a PNG too small to read', pngBytes(20, 20), { name: 'id.png', type: 'image/png' }],
    ['a JPEG header without a frame', jpegHeader(800, 600).subarray(0, 50), { name: 'id.jpg', type: 'image/jpeg' }],
  ];
  for (const [what, bytes, file] of cases) {
    const res = await uploadPhoto(t, user.token, 'front', bytes, file);
    assert.is(res.status, 415, what);
    assertErrorShape(res.body, 'unsupported_media_type');
  }
  const json = await call(t.url, 'POST', '/api/verification/photos', { token: user.token, body: { side: 'front', file: 'AAAA' } });
  assert.is(json.status, 415, 'JSON is not an upload');
  assert.is(await countRows(t, 'verification_photos'), photosBefore);
  assert.equal(stagingFiles(), []);
  assert.is(t.app.verification.uploadBytesInFlight, 0);
});

test('a photo over the cap is 413, whether its length is declared or it streams in chunks', async () => {
  const [user] = await signUp(t, 1);
  const big = pngBytes(500, 500, 'noise');
  assert.ok(big.length > photoMaxBytes);
  const declared = await uploadPhoto(t, user.token, 'front', big);
  assert.is(declared.status, 413);
  assertErrorShape(declared.body, 'payload_too_large');
  const streamed = await chunkedUpload(user.token, big);
  assert.is(streamed.status, 413, JSON.stringify(streamed.body));
  assertErrorShape(streamed.body, 'payload_too_large');
  assert.equal(stagingFiles(), []);
  assert.is(t.app.verification.uploadBytesInFlight, 0);
  // Just under the cap is fine.
  assert.is((await uploadPhoto(t, user.token, 'front', pngBytes(400, 300, 'noise'))).status, 201);
});

/** A multipart upload with no Content-Length (chunked), as a client that streams would send it. */
function chunkedUpload(token: string, bytes: Buffer): Promise<{ status: number; body: any }> {
  const boundary = 'xBOUNDARYx';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="side"\r\n\r\nfront\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const request = http.request(`${t.url}/api/verification/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (c) => (text += c));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
    });
    // The server stops reading once it has refused: what was still being written is lost, as it should be.
    request.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'EPIPE' || (error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error)));
    request.write(head);
    for (let i = 0; i < bytes.length; i += 16_384) request.write(bytes.subarray(i, i + 16_384));
    request.end(tail);
  });
}

test('the form’s rules: photos required, names and ID numbers by nationality, the CN check digit', async () => {
  const [user] = await signUp(t, 1);
  const photos = await bothSides(user);
  const none = await submit(user, { name: '王小明', idNumber: cnId, nationality: 'CN', frontPhotoId: '', backPhotoId: '' });
  assert.is(none.status, 422);
  assert.equal(none.body.error.fields, { frontPhotoId: 'required', backPhotoId: 'required' });
  const refused = async (body: object) => (await submit(user, { ...photos, ...body })).body.error?.fields;
  assert.equal(await refused({ name: '王小明', idNumber: '110105194912310021', nationality: 'CN' }), { idNumber: 'id_number_invalid' }, 'a wrong check digit');
  assert.equal(await refused({ name: '王小明', idNumber: '11010519491231002', nationality: 'CN' }), { idNumber: 'id_number_invalid' }, '17 digits');
  assert.equal(await refused({ name: 'Wang Xiaoming', idNumber: cnId, nationality: 'CN' }), { name: 'real_name_invalid' }, 'a CN name is in Han characters');
  assert.equal(await refused({ name: 'J\u202eohn', idNumber: 'AB123', nationality: 'US' }), { name: 'real_name_invalid' }, 'no format characters');
  assert.equal(await refused({ name: 'Ann Lee', idNumber: 'AB/12', nationality: 'US' }), { idNumber: 'id_number_invalid' });
  assert.equal(await refused({ name: 'Ann Lee', idNumber: 'A12345', nationality: 'usa' }), { nationality: 'nationality_invalid' });
  assert.is((await call(t.url, 'GET', '/api/me', { token: user.token })).body.verification, 'none');
  // The same digits with a wrong check are a fine passport number elsewhere.
  assert.is((await submit(user, { ...photos, name: 'Nguyễn Văn An', idNumber: '1101-0519-4912-310021', nationality: 'VN' })).status, 201);
  assert.is((await call(t.url, 'GET', '/api/verification', { token: user.token })).body.idNumber, '110*************21', 'stored without dashes, masked');
});

test('operators list, show, reject and approve from the CLI, audit-logged; the user is told, resubmits after a rejection, and the badge follows', async () => {
  const [user] = await signUp(t, 1);
  const photos = await bothSides(user);
  assert.is((await submit(user, { name: 'Chen Mei', idNumber: 'A123456789', nationality: 'TW', ...photos })).status, 201);

  const listed = await admin('verifications', 'list');
  assert.is(listed.code, 0);
  assert.ok(listed.stdout.includes(user.account) && listed.stdout.includes('A123456789'), listed.stdout);
  const shown = await admin('verifications', 'show', user.account);
  assert.is(shown.code, 0, shown.stdout);
  const stored = [...shown.stdout.matchAll(/"(\/[^"]+) \(image\/png\)"/g)].map((m) => m[1]);
  assert.is(stored.length, 2, shown.stdout);
  assert.ok(stored.every((file) => fs.readFileSync(file).equals(photo)), 'the paths hold the photos');
  assert.ok(stored.every((file) => !file.startsWith(t.config.distDir)), 'outside the web root');

  assert.is((await admin('verifications', 'reject', user.account, '--code', 'photo_unreadable')).code, 2, 'a decision needs --reason');
  assert.is((await admin('verifications', 'reject', user.account, '--code', 'blurry', '--reason', 'x')).code, 1, 'an unknown code is refused');
  const rejected = await admin('verifications', 'reject', user.account, '--code', 'photo_unreadable', '--note', 'The back is cut off', '--reason', 'ticket 13');
  assert.is(rejected.code, 0, rejected.stdout);
  assert.equal(rejected.notices, [[user.userId, 'verification_rejected']]);
  const state = (await call(t.url, 'GET', '/api/verification', { token: user.token })).body;
  assert.is(state.status, 'rejected');
  assert.is(state.rejectReason, 'photo_unreadable');
  assert.is(state.rejectNote, 'The back is cut off');
  assert.is((await call(t.url, 'GET', '/api/me', { token: user.token })).body.verification, 'rejected');
  assert.is((await admin('verifications', 'approve', user.account, '--reason', 'late')).code, 1, 'nothing under review');

  const again = await bothSides(user);
  assert.is((await submit(user, { name: 'Chen Mei', idNumber: 'A123456789', nationality: 'TW', ...again })).status, 201, 'resubmitted');
  const approved = await admin('verifications', 'approve', user.account, '--reason', 'photos match, ticket 14');
  assert.is(approved.code, 0, approved.stdout);
  assert.equal(approved.notices, [[user.userId, 'verification_approved']]);
  assert.is((await call(t.url, 'GET', '/api/me', { token: user.token })).body.verification, 'verified');
  assert.is((await call(t.url, 'GET', '/api/verification', { token: user.token })).body.rejectReason, undefined);
  assert.is((await submit(user, { name: 'Chen Mei', idNumber: 'A123456789', nationality: 'TW', ...again })).status, 409, 'verified is final');

  const log = await t.app.db.selectFrom('audit_log').selectAll().where('target', '=', `user:${user.userId}`).orderBy('id').execute();
  assert.equal(log.map((l) => [l.action, l.actor, l.reason]), [
    ['verification.reject', 'cli-test', 'ticket 13'],
    ['verification.approve', 'cli-test', 'photos match, ticket 14'],
  ]);
  assert.is(JSON.parse(log[0].details).reasonCode, 'photo_unreadable');
  const history = await admin('verifications', 'show', user.account);
  assert.ok(history.stdout.includes('photo_unreadable: The back is cut off') && history.stdout.includes('"status": "verified"'), history.stdout);
});

test('the withdrawal queue shows the verified name beside the account holder’s, for name_mismatch', async () => {
  const [user] = await signUp(t, 1);
  const photos = await bothSides(user);
  await submit(user, { name: 'Chen Mei', idNumber: 'A123456789', nationality: 'TW', ...photos });
  await admin('verifications', 'approve', user.account, '--reason', 'ok');
  const bound = await call(t.url, 'POST', '/api/withdrawal-accounts', {
    token: user.token,
    body: { type: 'bank_card', accountName: 'Someone Else', nationality: 'TW', bankName: 'Bank of Taiwan', cardNumber: '4000123456789010', bankAddress: 'Taipei', tradePassword: user.tradePassword },
  });
  assert.is(bound.status, 201, JSON.stringify(bound.body));
  await insertWithdrawal(t.app.conn, { id: '0'.repeat(31) + '1', user_id: user.userId, amount: 1000, fee: 100, status: 'reviewing', reason: null, reason_code: null, created_at: Date.now(), decided_at: null, decided_by: null, payee: null, account_id: bound.body.id });
  const queue = await admin('withdrawals', 'list');
  assert.ok(queue.stdout.includes('name: "Someone Else"') && queue.stdout.includes('verified: "Chen Mei"'), queue.stdout);
});

test('two submissions at the same instant: one is under review, the other 409', async () => {
  const [user] = await signUp(t, 1);
  const photos = await bothSides(user);
  const body = { name: 'Ann Lee', idNumber: 'A1234567', nationality: 'SG', ...photos };
  const answers = await Promise.all([submit(user, body), submit(user, body), submit(user, body)]);
  assert.equal(answers.map((a) => a.status).sort(), [201, 409, 409]);
  assert.is(await t.app.db.selectFrom('verifications').select('id').where('user_id', '=', user.userId).execute().then((r) => r.length), 1);
});

test('uploads past the per-account limit are 429 with Retry-After; another account still uploads', async () => {
  const limited = await startFundsApp({ verification: { ...loadConfig({}).verification, uploadsPerMinute: 3 } });
  try {
    const [user, other] = await signUp(limited, 2);
    for (let i = 0; i < 3; i++) assert.is((await uploadPhoto(limited, user.token, 'front', photo)).status, 201);
    const res = await fetch(`${limited.url}/api/verification/photos`, { method: 'POST', headers: { authorization: `Bearer ${user.token}` }, body: new FormData() });
    assert.is(res.status, 429);
    assert.ok(Number(res.headers.get('retry-after')) > 0);
    assertErrorShape(await res.json(), 'rate_limited');
    assert.is((await uploadPhoto(limited, other.token, 'back', photo)).status, 201);
  } finally {
    await limited.close();
  }
});

test('with S3_* set, photos go to the bucket (a local S3-compatible server) and come back to their owner from it', async () => {
  const s3 = await startLocalS3();
  const withS3 = await startFundsApp({ verification: { ...loadConfig({}).verification, s3: s3.settings } });
  try {
    const [user] = await signUp(withS3, 1);
    const front = await uploadPhoto(withS3, user.token, 'front', photo);
    assert.is(front.status, 201, JSON.stringify(front.body));
    const back = await fetch(`${withS3.url}/api/verification/photos/${front.body.photoId}`, { headers: { authorization: `Bearer ${user.token}` } });
    assert.ok(Buffer.from(await back.arrayBuffer()).equals(photo));
    assert.not.ok(fs.existsSync(path.join(withS3.config.dataDir, 'verification-photos')), 'no local folder');
    const row = await withS3.app.db.selectFrom('verification_photos').select('storage_key').executeTakeFirstOrThrow();
    assert.ok(fs.readdirSync(s3.directory, { recursive: true }).some((f) => String(f).includes(row.storage_key)), 'the object is in the bucket');
  } finally {
    await withS3.close();
    await s3.close();
  }
});

test('a form with the fields wrong is 400 naming them', async () => {
  const [user] = await signUp(t, 1);
  const send = async (fill: (form: FormData) => void) => {
    const form = new FormData();
    fill(form);
    const res = await fetch(`${t.url}/api/verification/photos`, { method: 'POST', headers: { authorization: `Bearer ${user.token}` }, body: form });
    return { status: res.status, body: await res.json() };
  };
  const blob = new Blob([new Uint8Array(photo)], { type: 'image/png' });
  assert.equal((await send((f) => f.append('side', 'left'))).body.error.fields, { side: 'invalid' });
  assert.equal((await send((f) => f.append('side', 'front'))).body.error.fields, { file: 'required' });
  assert.equal((await send((f) => f.append('file', blob, 'a.png'))).body.error.fields, { side: 'required' });
  assert.equal((await send((f) => (f.append('side', 'front'), f.append('photo', blob, 'a.png')))).body.error.fields, { photo: 'unknown_field' });
  assert.equal(stagingFiles(), []);
});

// A field of the wrong type beside one that failed only its own rule was a 500: superstruct still ran the
// name and ID-number rules, on a value that was not a string ("name.trim is not a function").
test('a field of the wrong type beside another that breaks its rule is 400, not 500', async () => {
  const [user] = await signUp(t, 1);
  const photoId = '0'.repeat(32);
  const before = await countRows(t, 'verifications');
  for (const body of [
    { name: 5, idNumber: 'A123456789', nationality: 'tw', frontPhotoId: photoId, backPhotoId: photoId },
    { name: 'Chen Mei', idNumber: ['A1'], nationality: 'T', frontPhotoId: photoId, backPhotoId: photoId },
    { name: 'Chen Mei', idNumber: 'A123456789', nationality: 7, frontPhotoId: 'x', backPhotoId: photoId },
  ]) {
    const res = await submit(user, body);
    assert.is(res.status, 400, JSON.stringify(res.body));
    assertErrorShape(res.body, 'invalid_body');
  }
  assert.is(await countRows(t, 'verifications'), before);
});

// A multipart body cut off before its end, or a multipart type with no boundary, was a 500.
test('a multipart body that ends early or has no boundary is 400, and nothing is kept', async () => {
  const [user] = await signUp(t, 1);
  for (const [type, body] of [
    ['multipart/form-data; boundary=b0undary', '--b0undary\r\nContent-Disposition: form-da'],
    ['multipart/form-data; boundary=b0undary', '--b0undary\r\nContent-Disposition: form-data; name="side"\r\n\r\nfront\r\n--b0undary\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG'],
    ['multipart/form-data', '--x\r\n'],
    ['multipart/form-data; boundary=x', '{}'],
  ]) {
    const res = await call(t.url, 'POST', '/api/verification/photos', { token: user.token, headers: { 'content-type': type }, body });
    assert.is(res.status, 400, `${type}: ${JSON.stringify(res.body)}`);
    assertErrorShape(res.body, 'invalid_body');
  }
  assert.equal(stagingFiles(), []);
});

test.run();
