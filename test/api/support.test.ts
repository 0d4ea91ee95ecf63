import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { call, testDb, type TestApp } from '../helpers/test-app.js';
import { assertErrorShape, countRows, signUp, startFundsApp, type SignedIn } from '../helpers/funds.js';
import { admin } from '../helpers/admin.js';
import { pngBytes, uploadPhoto } from '../helpers/photos.js';
import { unansweredMax, unansweredPhotosMax } from '../../server/domain/support/support-service.js';

// The conversation with customer service: POST and GET /api/support/messages, and the operator's side in the CLI.

const test = suite<{ t: TestApp; alice: SignedIn; bob: SignedIn }>(`support (${testDb})`, {} as never);

test.before(async (context) => {
  // Room for the backlog test's messages; the per-minute limit has a server of its own below.
  context.t = await startFundsApp({ supportMessagesPerMinute: 1000 });
  [context.alice, context.bob] = await signUp(context.t, 2);
});
test.after(async ({ t }) => t?.close());

const post = (t: TestApp, token: string, body: unknown) => call(t.url, 'POST', '/api/support/messages', { token, body });
const conversation = (t: TestApp, token: string) => call(t.url, 'GET', '/api/support/messages', { token });

test('a text message is kept and read back, newest first', async ({ t, alice }) => {
  const sent = await post(t, alice.token, { body: '您好，\n我的儲值還沒入帳。' });
  assert.is(sent.status, 201, JSON.stringify(sent.body));
  assert.equal(Object.keys(sent.body).sort(), ['body', 'createdAt', 'from', 'id']);
  assert.is(sent.body.from, 'user');
  assert.is(sent.body.body, '您好，\n我的儲值還沒入帳。');
  const second = await post(t, alice.token, { body: 'Order 123' });
  const listed = await conversation(t, alice.token);
  assert.is(listed.status, 200);
  assert.equal(listed.body.items.map((m: any) => m.id), [second.body.id, sent.body.id]);
  assert.is(listed.body.nextCursor, null);
});

test("a message with the user's own photo; another user's photo is 404 and nothing is written", async ({ t, alice, bob }) => {
  const photo = await uploadPhoto(t, alice.token, 'front', pngBytes(640, 400));
  assert.is(photo.status, 201);
  const sent = await post(t, alice.token, { body: 'Here is the receipt', photoId: photo.body.photoId });
  assert.is(sent.status, 201, JSON.stringify(sent.body));
  assert.is(sent.body.photoId, photo.body.photoId);
  const own = await fetch(`${t.url}/api/verification/photos/${photo.body.photoId}`, { headers: { authorization: `Bearer ${alice.token}` } });
  assert.is(own.status, 200, 'the owner reads it back');
  assert.is(own.headers.get('content-type'), 'image/png');
  assert.is((await call(t.url, 'GET', `/api/verification/photos/${photo.body.photoId}`, { token: bob.token })).status, 404, 'no one else does');

  const rows = await countRows(t, 'support_messages');
  const stolen = await post(t, bob.token, { body: 'look', photoId: photo.body.photoId });
  assert.is(stolen.status, 404);
  assertErrorShape(stolen.body, 'not_found');
  assert.is((await post(t, bob.token, { body: 'look', photoId: 'f'.repeat(32) })).status, 404);
  assert.is(await countRows(t, 'support_messages'), rows);
  assert.not.ok((await conversation(t, bob.token)).body.items.length, "nothing in Bob's conversation");
});

test('bad bodies are refused with the field named, and nothing is written', async ({ t, alice }) => {
  const rows = await countRows(t, 'support_messages');
  const cases: [unknown, number, string, string][] = [
    [{ body: '' }, 422, 'body', 'required'],
    [{ body: '   ' }, 422, 'body', 'required'],
    [{ body: 'x'.repeat(2001) }, 422, 'body', 'too_long'],
    [{ body: 'a\u0000b' }, 422, 'body', 'invalid_characters'],
    [{ body: 'a\u001bb' }, 422, 'body', 'invalid_characters'],
    [{ body: 'a\u0085b' }, 422, 'body', 'invalid_characters'],
    [{ body: 42 }, 400, 'body', 'invalid'],
    [{ body: ['a'] }, 400, 'body', 'invalid'],
    [{}, 400, 'body', 'required'],
    [{ body: 'ok', photoId: 'nope' }, 422, 'photoId', 'photo_invalid'],
    [{ body: 'ok', photoId: 7 }, 400, 'photoId', 'invalid'],
    [{ body: 'ok', extra: 1 }, 400, 'extra', 'unknown_field'],
  ];
  for (const [body, status, field, code] of cases) {
    const res = await post(t, alice.token, body);
    assert.is(res.status, status, JSON.stringify(body));
    assert.is(res.body.error.fields?.[field], code, JSON.stringify(res.body));
  }
  assert.is((await post(t, alice.token, { body: '字'.repeat(2000) })).status, 201, '2000 characters is the most');
  assert.is(await countRows(t, 'support_messages'), rows + 1);
  assert.is((await call(t.url, 'POST', '/api/support/messages', { body: { body: 'hi' } })).status, 401);
});

test(`past ${unansweredMax} unanswered messages the user waits for the answer, which the CLI gives and the inbox announces`, async ({ t }) => {
  const [carol] = await signUp(t, 1);
  for (let n = 0; n < unansweredMax; n++) assert.is((await post(t, carol.token, { body: `m${n}` })).status, 201);
  const refused = await post(t, carol.token, { body: 'one more' });
  assert.is(refused.status, 422);
  assertErrorShape(refused.body, 'support_backlog');

  const queue = await admin(t, 'support', 'list');
  assert.is(queue.code, 0);
  assert.ok(queue.stdout.includes(carol.account), queue.stdout);
  const unreadBefore = (await call(t.url, 'GET', '/api/messages/unread-count', { token: carol.token })).body.count;
  assert.is((await admin(t, 'support', 'reply', carol.account, '--body', 'We are on it.')).code, 2, 'a reply needs --reason');
  const replied = await admin(t, 'support', 'reply', carol.account, '--body', 'We are on it.\nTicket 61.', '--reason', 'ticket 61');
  assert.is(replied.code, 0, replied.stdout);

  const [answer] = (await conversation(t, carol.token)).body.items;
  assert.is(answer.from, 'operator');
  assert.is(answer.body, 'We are on it.\nTicket 61.');
  assert.is((await call(t.url, 'GET', '/api/messages/unread-count', { token: carol.token })).body.count, unreadBefore + 1);
  const [notice] = (await call(t.url, 'GET', '/api/messages?lang=en', { token: carol.token })).body.items;
  assert.is(notice.title, 'Customer service replied');
  assert.not.ok((await admin(t, 'support', 'list')).stdout.includes(carol.account), 'answered: off the queue');
  assert.is((await post(t, carol.token, { body: 'thanks' })).status, 201, 'the answer lets the next one through');

  const shown = await admin(t, 'support', 'show', carol.account);
  assert.ok(shown.stdout.includes('operator cli-test') && shown.stdout.includes('thanks'), shown.stdout);
  const log = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'support.reply').execute();
  assert.is(log.length, 1);
  assert.is(log[0].reason, 'ticket 61');
});

// A photo a message uses is kept (the one-unused-photo-a-side rule spares it): 20 unanswered messages could keep
// 20 photos of 8 MiB each for every account. Now 3 of them may carry a photo until customer service answers.
test(`past ${unansweredPhotosMax} unanswered messages with a photo another photo waits for the answer; text still goes`, async ({ t }) => {
  const [erin] = await signUp(t, 1);
  const photosOfErin = async () => (await t.app.db.selectFrom('verification_photos').select('id').where('user_id', '=', erin.userId).execute()).length;
  const withPhoto = async (n: number) => {
    const photo = await uploadPhoto(t, erin.token, 'support', pngBytes(640, 400));
    assert.is(photo.status, 201, JSON.stringify(photo.body));
    return post(t, erin.token, { body: `receipt ${n}`, photoId: photo.body.photoId });
  };
  for (let n = 0; n < unansweredPhotosMax; n++) assert.is((await withPhoto(n)).status, 201);
  const refused = await withPhoto(unansweredPhotosMax);
  assert.is(refused.status, 422);
  assertErrorShape(refused.body, 'support_photo_backlog');
  for (let n = 0; n < 5; n++) assert.is((await withPhoto(10 + n)).status, 422, 'every further photo');
  assert.is(await photosOfErin(), unansweredPhotosMax + 1, 'the messages’ photos and one unused, which the next upload replaces');
  assert.is((await post(t, erin.token, { body: 'text only' })).status, 201, 'a message without a photo goes');

  assert.is((await admin(t, 'support', 'reply', erin.account, '--body', 'Received.', '--reason', 'ticket 62')).code, 0);
  assert.is((await withPhoto(20)).status, 201, 'answered: a photo goes again');
});

test('messages with a photo sent at once are counted one after the other', async ({ t }) => {
  const [fay] = await signUp(t, 1);
  const photo = await uploadPhoto(t, fay.token, 'support', pngBytes(640, 400));
  const sent = await Promise.all(Array.from({ length: 8 }, (_, n) => post(t, fay.token, { body: `at once ${n}`, photoId: photo.body.photoId })));
  assert.equal(sent.map((r) => r.status).sort(), [...Array(unansweredPhotosMax).fill(201), ...Array(8 - unansweredPhotosMax).fill(422)]);
});

test('support show names where a photo is stored', async ({ t, alice }) => {
  const shown = await admin(t, 'support', 'show', alice.account);
  assert.is(shown.code, 0);
  assert.ok(shown.stdout.includes('image/png'), shown.stdout);
});

test('more than the per-minute limit is 429 and writes nothing', async () => {
  const t = await startFundsApp({ supportMessagesPerMinute: 3 });
  try {
    const [dan] = await signUp(t, 1);
    for (let n = 0; n < 3; n++) assert.is((await post(t, dan.token, { body: `m${n}` })).status, 201);
    const limited = await post(t, dan.token, { body: 'too many' });
    assert.is(limited.status, 429);
    assertErrorShape(limited.body, 'rate_limited');
    assert.is(await countRows(t, 'support_messages'), 3);
  } finally {
    await t.close();
  }
});

test.run();
