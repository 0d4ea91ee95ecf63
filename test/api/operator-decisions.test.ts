import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { call, testDb, type TestApp } from '../helpers/test-app.js';
import { bindAccount, deposit, signUp, startFundsApp, withdraw, type SignedIn } from '../helpers/funds.js';
import { admin } from '../helpers/admin.js';
import { eventually, openAccountStream, type AccountStream } from '../helpers/account-events.js';
import { pngBytes, uploadPhoto } from '../helpers/photos.js';

// Every operator decision on a user's money or identity reaches the user in three places: the record (with its
// reason), the inbox (a notice saying what was decided and why), and an open screen (an account stream event).
// Broke before: a rejected deposit stayed "pending" on an open screen, and carried no reason and no message.

interface Context {
  t: TestApp;
}

const test = suite<Context>(`operator decisions reach the user (${testDb})`, {} as Context);

test.before(async (context) => {
  context.t = await startFundsApp({ accountEventsPollMs: 200 });
});
test.after(async ({ t }) => t?.close());

/** A user with their account stream open. */
async function listening(t: TestApp): Promise<{ user: SignedIn; stream: AccountStream }> {
  const [user] = await signUp(t, 1);
  const stream = await openAccountStream(t.url, user.token);
  await eventually(() => stream.events.some((e) => e.kind === 'message'), 'the stream open');
  return { user, stream };
}

/** The newest message in the user's inbox, in `lang`. */
const newestNotice = async (t: TestApp, user: SignedIn, lang: string) => (await call(t.url, 'GET', `/api/messages?lang=${lang}`, { token: user.token })).body.items[0];

const eventOf = (stream: AccountStream, kind: string, done: (data: any) => boolean) => stream.events.find((e) => e.kind === kind && done(e.data))?.data;

async function decide(t: TestApp, ...args: string[]) {
  const done = await admin(t, ...args);
  assert.is(done.code, 0, done.stdout);
}

test('a rejected deposit: the record says why, the inbox tells it, and an open screen hears it', async ({ t }) => {
  const { user, stream } = await listening(t);
  try {
    const asked = await deposit(t, user.token, '500.00', 'decide-d1');
    await decide(t, 'deposits', 'reject', asked.body.id, '--reason', 'no matching payment');
    const record = (await call(t.url, 'GET', '/api/deposits', { token: user.token })).body.items[0];
    assert.is(record.status, 'rejected');
    assert.is(record.rejectReason, 'payment_not_found', 'without --code, the reason is that no payment arrived');
    assert.is(record.rejectNote, null, "the operator's --reason is for the audit log");
    const notice = await newestNotice(t, user, 'en');
    assert.is(notice.title, 'Deposit rejected');
    assert.ok(notice.body.includes(asked.body.id) && notice.body.includes('No matching payment arrived'), notice.body);
    await eventually(() => eventOf(stream, 'deposit', (d) => d.id === asked.body.id && d.status === 'rejected'), 'the deposit event');
  } finally {
    stream.close();
  }
});

test('a rejection with a code and a note: both on the record and in the message, in the reader\'s language', async ({ t }) => {
  const { user, stream } = await listening(t);
  try {
    const asked = await deposit(t, user.token, '80.00', 'decide-d2');
    await decide(t, 'deposits', 'reject', asked.body.id, '--code', 'payer_mismatch', '--note', 'Paid from Wang Da-Ming', '--reason', 'ticket 7');
    const record = (await call(t.url, 'GET', '/api/deposits', { token: user.token })).body.items[0];
    assert.equal([record.rejectReason, record.rejectNote], ['payer_mismatch', 'Paid from Wang Da-Ming']);
    const zh = await newestNotice(t, user, 'zh-TW');
    assert.is(zh.title, '儲值未入帳');
    assert.ok(zh.body.endsWith('\nPaid from Wang Da-Ming') && !zh.body.includes('{'), zh.body);
    assert.is((await admin(t, 'deposits', 'reject', asked.body.id, '--reason', 'again')).code, 1, 'decided once');
    assert.is((await admin(t, 'deposits', 'reject', asked.body.id, '--code', 'blurry', '--reason', 'x')).code, 1, 'an unknown code is refused');
    await eventually(() => eventOf(stream, 'deposit', (d) => d.id === asked.body.id && d.status === 'rejected'), 'the deposit event');
  } finally {
    stream.close();
  }
});

test('a deposit credited at another amount: the record and the message say both amounts, an open screen hears it', async ({ t }) => {
  const { user, stream } = await listening(t);
  try {
    const asked = await deposit(t, user.token, '500.00', 'decide-d3');
    await decide(t, 'deposits', 'confirm', asked.body.id, '--amount', '490.00', '--accept-difference', '--reason', 'statement');
    const record = (await call(t.url, 'GET', '/api/deposits', { token: user.token })).body.items[0];
    assert.equal([record.status, record.amount, record.declaredAmount], ['confirmed', '490.00', '500.00']);
    const notice = await newestNotice(t, user, 'en');
    assert.ok(notice.body.includes('490.00') && notice.body.includes('500.00'), notice.body);
    await eventually(() => eventOf(stream, 'deposit', (d) => d.id === asked.body.id && d.declaredAmount === '500.00'), 'the deposit event');
  } finally {
    stream.close();
  }
});

test('a deposit credited as declared: no second amount anywhere', async ({ t }) => {
  const { user, stream } = await listening(t);
  try {
    const asked = await deposit(t, user.token, '120.00', 'decide-d4');
    await decide(t, 'deposits', 'confirm', asked.body.id, '--amount', '120.00', '--reason', 'statement');
    const record = (await call(t.url, 'GET', '/api/deposits', { token: user.token })).body.items[0];
    assert.equal([record.status, record.amount, record.declaredAmount, record.rejectReason], ['confirmed', '120.00', null, null]);
    assert.is((await newestNotice(t, user, 'en')).title, 'Deposit credited');
    await eventually(() => eventOf(stream, 'deposit', (d) => d.id === asked.body.id && d.status === 'confirmed'), 'the deposit event');
  } finally {
    stream.close();
  }
});

test('a withdrawal paid and one failed: records, messages and events', async ({ t }) => {
  const { user, stream } = await listening(t);
  try {
    const asked = await deposit(t, user.token, '500.00', 'decide-w0');
    await decide(t, 'deposits', 'confirm', asked.body.id, '--amount', '500.00', '--reason', 'statement');
    await bindAccount(t, user);
    const paid = (await withdraw(t, user, '100.00', 'decide-w1')).body;
    const failed = (await withdraw(t, user, '50.00', 'decide-w2')).body;
    await decide(t, 'withdrawals', 'approve', paid.id, '--reason', 'bank ref 1');
    assert.is((await newestNotice(t, user, 'en')).title, 'Withdrawal paid out');
    await decide(t, 'withdrawals', 'fail', failed.id, '--code', 'bank_returned', '--reason', 'returned');
    const records = (await call(t.url, 'GET', '/api/withdrawals', { token: user.token })).body.items;
    assert.equal(records.map((w: any) => [w.id, w.status, w.reasonCode]), [[failed.id, 'failed', 'bank_returned'], [paid.id, 'succeeded', null]]);
    assert.ok((await newestNotice(t, user, 'en')).body.includes('The bank returned the payment'));
    await eventually(() => eventOf(stream, 'withdrawal', (w) => w.id === paid.id && w.status === 'succeeded'), 'the paid event');
    await eventually(() => eventOf(stream, 'withdrawal', (w) => w.id === failed.id && w.status === 'failed'), 'the failed event');
  } finally {
    stream.close();
  }
});

test('a verification rejected, then approved: the state, the messages, and an open screen hears each', async ({ t }) => {
  const { user, stream } = await listening(t);
  try {
    const submit = async () => {
      const photo = pngBytes(640, 400);
      const front = await uploadPhoto(t, user.token, 'front', photo);
      const back = await uploadPhoto(t, user.token, 'back', photo);
      const body = { name: '陳美', idNumber: 'A123456789', nationality: 'TW', frontPhotoId: front.body.photoId, backPhotoId: back.body.photoId };
      assert.is((await call(t.url, 'POST', '/api/verification', { token: user.token, body })).status, 201);
    };
    await submit();
    await decide(t, 'verifications', 'reject', user.account, '--code', 'photo_unreadable', '--note', 'The back is cut off', '--reason', 'ticket 13');
    assert.equal((await call(t.url, 'GET', '/api/verification', { token: user.token })).body.rejectReason, 'photo_unreadable');
    assert.is((await newestNotice(t, user, 'en')).title, 'Real-name verification not approved');
    await eventually(() => eventOf(stream, 'verification', (v) => v.status === 'rejected' && v.rejectNote === 'The back is cut off'), 'the rejection event');
    await submit();
    await decide(t, 'verifications', 'approve', user.account, '--reason', 'photos match');
    assert.is((await newestNotice(t, user, 'en')).title, 'Real-name verification approved');
    await eventually(() => eventOf(stream, 'verification', (v) => v.status === 'verified'), 'the approval event');
  } finally {
    stream.close();
  }
});

test.run();
