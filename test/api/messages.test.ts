import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { call, testDb, type TestApp } from '../helpers/test-app.js';
import { assertErrorShape, countRows, deposit, inviteCode, signUp, startFundsApp, userIdOf, type SignedIn } from '../helpers/funds.js';
import { admin } from '../helpers/admin.js';
import { eventually, openAccountStream } from '../helpers/account-events.js';
import { registerAndLogin } from '../helpers/users.js';
import { pngBytes, uploadPhoto } from '../helpers/photos.js';

// GET /api/messages, the unread count and read marks: system notices worded per language when read, operators'
// messages from the CLI, broadcasts as one row with read marks per user, and the stream's `message` event.

const test = suite<{ t: TestApp; alice: SignedIn; bob: SignedIn }>(`messages (${testDb})`, {} as never);

test.before(async (context) => {
  context.t = await startFundsApp();
  [context.alice, context.bob] = await signUp(context.t, 2);
});
test.after(async ({ t }) => t?.close());

const inbox = (t: TestApp, token: string, query = '') => call(t.url, 'GET', `/api/messages${query}`, { token });
const unread = async (t: TestApp, token: string) => (await call(t.url, 'GET', '/api/messages/unread-count', { token })).body.count as number;
const read = (t: TestApp, token: string, id: string) => call(t.url, 'POST', `/api/messages/${id}/read`, { token });

test('an operator message from the CLI reaches only its user; another user can neither list nor read it', async ({ t, alice, bob }) => {
  const sent = await admin(t, 'messages', 'send', alice.account, '--title', '帳戶提醒', '--body', '請於週五前完成實名認證。', '--reason', 'ticket 51');
  assert.is(sent.code, 0, sent.stdout);
  const mine = await inbox(t, alice.token);
  assert.is(mine.status, 200);
  const message = mine.body.items.find((m: any) => m.title === '帳戶提醒');
  assert.ok(message, JSON.stringify(mine.body));
  assert.equal(Object.keys(message).sort(), ['body', 'createdAt', 'id', 'places', 'read', 'title']);
  assert.equal(message.places, [], "an operator's own words name no place of the app");
  assert.is(message.body, '請於週五前完成實名認證。');
  assert.is(message.read, false);
  assert.is(typeof message.id, 'string');

  const theirs = await inbox(t, bob.token);
  assert.not.ok(theirs.body.items.some((m: any) => m.id === message.id), "Bob's inbox holds no message of Alice's");
  const refused = await read(t, bob.token, message.id);
  assert.is(refused.status, 404);
  assertErrorShape(refused.body, 'not_found');
  for (const id of ['0', '99999999', 'abc', '1e3', '-1']) assert.is((await read(t, alice.token, id)).status, 404, id);

  const log = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'message.send').execute();
  assert.is(log.length, 1);
  assert.is(log[0].reason, 'ticket 51');
});

test('the unread count follows read marks, and marking read twice is the same', async ({ t }) => {
  const [carol] = await signUp(t, 1);
  const before = await unread(t, carol.token);
  for (const n of [1, 2]) assert.is((await admin(t, 'messages', 'send', carol.account, '--title', `t${n}`, '--body', 'b', '--reason', 'r')).code, 0);
  assert.is(await unread(t, carol.token), before + 2);
  const [newest] = (await inbox(t, carol.token)).body.items;
  assert.is((await read(t, carol.token, newest.id)).status, 204);
  assert.is(await unread(t, carol.token), before + 1);
  assert.is((await read(t, carol.token, newest.id)).status, 204, 'idempotent');
  assert.is(await unread(t, carol.token), before + 1);
  const again = (await inbox(t, carol.token)).body.items.find((m: any) => m.id === newest.id);
  assert.is(again.read, true);
});

test('a broadcast is one row; read by one user it stays unread for another; an account opened later never sees it', async ({ t, alice, bob }) => {
  const rowsBefore = await countRows(t, 'messages');
  const [aliceBefore, bobBefore] = [await unread(t, alice.token), await unread(t, bob.token)];
  const sent = await admin(t, 'messages', 'broadcast', '--title', '系統維護', '--body', '今晚 23:00 起維護一小時。', '--reason', 'maintenance');
  assert.is(sent.code, 0, sent.stdout);
  assert.is(await countRows(t, 'messages'), rowsBefore + 1, 'one row for everyone');
  assert.is(await unread(t, alice.token), aliceBefore + 1);
  assert.is(await unread(t, bob.token), bobBefore + 1);
  const broadcast = (await inbox(t, alice.token)).body.items[0];
  assert.is(broadcast.title, '系統維護');
  assert.is((await read(t, alice.token, broadcast.id)).status, 204);
  assert.is(await unread(t, alice.token), aliceBefore);
  assert.is(await unread(t, bob.token), bobBefore + 1, "Alice's read mark is hers alone");

  const later = await registerAndLogin(t.url, inviteCode);
  assert.not.ok((await inbox(t, later.token)).body.items.some((m: any) => m.id === broadcast.id), 'sent before the account existed');
  assert.is((await read(t, later.token, broadcast.id)).status, 404);
});

test('a message from --file is read in the reader\'s language, zh-TW where it has none', async ({ t, alice }) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-msg-')), 'texts.json');
  fs.writeFileSync(file, JSON.stringify({ 'zh-TW': { title: '新功能', body: '餘額寶上線了。' }, en: { title: 'New feature', body: 'Savings is here.' } }));
  assert.is((await admin(t, 'messages', 'send', alice.account, '--file', file, '--reason', 'launch')).code, 0);
  assert.is((await inbox(t, alice.token, '?lang=en')).body.items[0].title, 'New feature');
  assert.is((await inbox(t, alice.token, '?lang=ja')).body.items[0].title, '新功能');
  assert.is((await inbox(t, alice.token, '?lang=xx')).body.items[0].title, '新功能');

  fs.writeFileSync(file, JSON.stringify({ en: { title: 'No fallback', body: 'x' } }));
  const refused = await admin(t, 'messages', 'send', alice.account, '--file', file, '--reason', 'launch');
  assert.is(refused.code, 1, 'zh-TW is required');
  assert.is((await admin(t, 'messages', 'send', alice.account, '--title', 'x', '--reason', 'r')).code, 1, 'a body is required');
  assert.is((await admin(t, 'messages', 'send', alice.account, '--title', 'x', '--body', 'y')).code, 2, 'a reason is required');
});

test('a deposit confirmed from the CLI is a notice worded per language, with the amount and number', async ({ t }) => {
  const [dave] = await signUp(t, 1);
  const asked = await deposit(t, dave.token, '250.00', 'msg-d1');
  assert.is((await admin(t, 'deposits', 'confirm', asked.body.id, '--amount', '250.00', '--reason', 'statement')).code, 0);
  const zh = (await inbox(t, dave.token)).body.items[0];
  assert.is(zh.title, '儲值已入帳');
  assert.ok(zh.body.includes('250.00') && zh.body.includes(asked.body.id), zh.body);
  const en = (await inbox(t, dave.token, '?lang=en')).body.items[0];
  assert.is(en.title, 'Deposit credited');
  assert.is(en.id, zh.id);
  assert.is((await inbox(t, dave.token, '?lang=de')).body.items[0].title, 'Einzahlung gutgeschrieben');
});

test('a failed withdrawal and a rejected verification carry their reason, in the reader\'s language', async ({ t }) => {
  const [erin] = await signUp(t, 1);
  const userId = await userIdOf(t, erin.account);
  await t.app.notices.send(userId, 'withdrawal_failed', { amount: '100.00', number: '1234567890123', reason: 'bank_returned', note: 'Account 1234 closed' });
  await t.app.notices.send(userId, 'verification_rejected', { reason: 'photo_unreadable' });
  const [verification, withdrawal] = (await inbox(t, erin.token, '?lang=en')).body.items;
  assert.ok(withdrawal.body.includes('The bank returned the payment') && withdrawal.body.endsWith('\nAccount 1234 closed'), withdrawal.body);
  assert.ok(verification.body.includes('The photos could not be read'), verification.body);
  const zh = (await inbox(t, erin.token)).body.items[1];
  assert.ok(!zh.body.includes('{'), 'every placeholder filled');
});

test('a notice links to each place it names: customer service, the deposits, the withdrawal account', async ({ t }) => {
  const [ike] = await signUp(t, 1);
  const userId = await userIdOf(t, ike.account);
  // Broke before: "Customer service replied … Open your conversation" carried no way to it.
  await t.app.notices.send(userId, 'support_reply');
  await t.app.notices.send(userId, 'deposit_rejected', { amount: '500.00', number: '1234567890123', reason: 'payment_not_found' });
  await t.app.notices.send(userId, 'withdrawal_account_changed', { holdUntil: '2026-12-01T04:00:00.000Z' });
  const items = (await inbox(t, ike.token, '?lang=en')).body.items;
  assert.equal(items.map((m: any) => m.places), [['withdrawal_account', 'support'], ['deposits', 'support'], ['support']]);
});

test('the withdrawal account hold names its end in the platform time zone', async ({ t }) => {
  const [fay] = await signUp(t, 1);
  await t.app.notices.send(await userIdOf(t, fay.account), 'withdrawal_account_changed', { holdUntil: '2026-12-01T04:00:00.000Z' });
  const [notice] = (await inbox(t, fay.token, '?lang=en')).body.items;
  assert.ok(/Dec 1, 2026/.test(notice.body) && !notice.body.includes('{holdUntil}'), notice.body);
});

test('with ?tz= a notice writes its times in the reader\'s zone, as their screens do; an unknown zone is refused', async ({ t }) => {
  const [gil] = await signUp(t, 1);
  await t.app.notices.send(await userIdOf(t, gil.account), 'withdrawal_account_changed', { holdUntil: '2026-12-01T04:00:00.000Z' });
  // Broke before: the withdrawal screen said 11:00 (a device in Bangkok) and the inbox 12:00 GMT+8.
  const [bangkok] = (await inbox(t, gil.token, '?lang=en&tz=Asia/Bangkok')).body.items;
  assert.ok(/11:00/.test(bangkok.body) && /GMT\+7/.test(bangkok.body), bangkok.body);
  const [platform] = (await inbox(t, gil.token, '?lang=en')).body.items;
  assert.ok(/12:00/.test(platform.body) && /GMT\+8/.test(platform.body), platform.body);
  for (const zone of ['Mars/Olympus', '../etc', 'Asia/Bangkok%00']) assert.is((await inbox(t, gil.token, `?tz=${zone}`)).status, 422, zone);
});

test('the list pages newest first with a cursor; a bad limit or cursor is refused', async ({ t }) => {
  const [gus] = await signUp(t, 1);
  for (const n of [1, 2, 3]) await admin(t, 'messages', 'send', gus.account, '--title', `m${n}`, '--body', 'b', '--reason', 'r');
  const first = await inbox(t, gus.token, '?limit=2');
  assert.equal(first.body.items.map((m: any) => m.title).slice(0, 2), ['m3', 'm2']);
  assert.type(first.body.nextCursor, 'string');
  const second = await inbox(t, gus.token, `?limit=2&cursor=${first.body.nextCursor}`);
  assert.is(second.body.items[0].title, 'm1');
  assert.is((await inbox(t, gus.token, '?limit=0')).status, 422);
  assert.is((await inbox(t, gus.token, `?cursor=${Buffer.from('abc').toString('base64url')}`)).status, 422);
  assert.is((await call(t.url, 'GET', '/api/messages')).status, 401);
});

test('an open stream hears the unread count: at once, on a CLI message, and on a read mark', async ({ t }) => {
  const [hal] = await signUp(t, 1);
  const stream = await openAccountStream(t.url, hal.token);
  try {
    await eventually(() => stream.events.some((e) => e.kind === 'message'), 'the first count');
    assert.equal(stream.events.find((e) => e.kind === 'message')!.data, { count: 0 });
    const sentAt = Date.now();
    assert.is((await admin(t, 'messages', 'send', hal.account, '--title', 'hi', '--body', 'there', '--reason', 'r')).code, 0);
    await eventually(() => stream.events.some((e) => e.kind === 'message' && e.data.count === 1), 'the count after the message');
    assert.ok(stream.events.at(-1)!.atMs - sentAt < 3000);
    const [message] = (await inbox(t, hal.token)).body.items;
    assert.is((await read(t, hal.token, message.id)).status, 204);
    await eventually(() => stream.events.at(-1)?.kind === 'message' && stream.events.at(-1)?.data.count === 0, 'the count after the read mark');
  } finally {
    stream.close();
  }
});

test('a verification approved from the CLI is a message', async ({ t }) => {
  const [ivy] = await signUp(t, 1);
  const photo = pngBytes(640, 400);
  const front = await uploadPhoto(t, ivy.token, 'front', photo);
  const back = await uploadPhoto(t, ivy.token, 'back', photo);
  const body = { name: '陳美', idNumber: 'A123456789', nationality: 'TW', frontPhotoId: front.body.photoId, backPhotoId: back.body.photoId };
  assert.is((await call(t.url, 'POST', '/api/verification', { token: ivy.token, body })).status, 201);
  assert.is((await admin(t, 'verifications', 'approve', ivy.account, '--reason', 'photos match')).code, 0);
  const [notice] = (await inbox(t, ivy.token, '?lang=en')).body.items;
  assert.is(notice.title, 'Real-name verification approved');
  assert.is(notice.read, false);
});

test.run();
