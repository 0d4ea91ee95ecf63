// The account security screen's API: the sessions signed in now (sign one or all others out), the last sign-ins,
// an inbox notice for a new device, and two-step sign-in by an authenticator app (TOTP, RFC 6238): set up, turned
// on with a code and the transaction password, asked of new devices, withdrawals and withdrawal account changes,
// each code once, wrong ones counted and locked, recovery codes once each, and turned off with both.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { generate } from 'otplib';
import { call, startTestApp, testDb, type TestApp } from '../helpers/test-app.js';
import { assertErrorShape, deposit, inviteCode, signUp, validCryptoAccount, type SignedIn } from '../helpers/funds.js';
import { insertInviteCode } from '../../server/domain/auth/invite-codes-repository.js';
import { admin } from '../helpers/admin.js';
import { newUser, registerAndLogin } from '../helpers/users.js';
import type { UserNoticeKind } from '../../server/domain/users/user-notices.js';
import { checkCode, enableTwoStepSignIn } from '../../server/domain/auth/two-step-service.js';
import { OneAtATime } from '../../server/domain/one-at-a-time.js';
import type { DomainError } from '../../server/domain/domain-error.js';

const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';

interface Ctx {
  t: TestApp;
  /** The server's clock, moved by the tests: codes belong to 30-second steps. */
  now: number;
  heard: [string, UserNoticeKind, Record<string, string> | undefined][];
}
const ctx = {} as Ctx;
const test = suite<Ctx>(`account security (${testDb})`, ctx);

test.before(async (c) => {
  c.now = Date.UTC(2026, 11, 7, 12, 0, 10);
  c.t = await startTestApp({ demoMode: true, authRateLimitPerMinute: 1000 }, undefined, () => c.now);
  await insertInviteCode(c.t.app.conn, inviteCode, null, Date.now());
  c.heard = [];
  const send = c.t.app.notices.send.bind(c.t.app.notices);
  c.t.app.notices.send = async (userId, kind, details) => {
    c.heard.push([userId, kind, details]);
    await send(userId, kind, details);
  };
});
test.after((c) => c.t.close());

const step = 30_000;
const codeAt = (secret: string, nowMs: number) => generate({ secret, epoch: Math.floor(nowMs / 1000) });

function login(c: Ctx, account: string, extra: Record<string, unknown> = {}, userAgent?: string) {
  return call(c.t.url, 'POST', '/api/auth/login', { body: { account, password: newUser().password, ...extra }, headers: userAgent ? { 'user-agent': userAgent } : {} });
}

/** Signs a fresh user up and turns two-step sign-in on; the secret and the recovery codes come back. */
async function enrolled(c: Ctx): Promise<{ user: SignedIn; secret: string; recoveryCodes: string[] }> {
  const [user] = await signUp(c.t, 1);
  const setup = await call(c.t.url, 'POST', '/api/me/two-step/setup', { token: user.token });
  assert.is(setup.status, 200, JSON.stringify(setup.body));
  const enable = await call(c.t.url, 'POST', '/api/me/two-step/on', { token: user.token, body: { code: await codeAt(setup.body.secret, c.now), tradePassword: user.tradePassword } });
  assert.is(enable.status, 200, JSON.stringify(enable.body));
  c.now += step;
  return { user, secret: setup.body.secret, recoveryCodes: enable.body.recoveryCodes };
}

test('enrolment: the secret as text and a QR code once, on only with a right code and the transaction password, ten recovery codes', async (c) => {
  const [user] = await signUp(c.t, 1);
  const before = await call(c.t.url, 'GET', '/api/me/two-step', { token: user.token });
  assert.equal(before.body, { enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
  const setup = await call(c.t.url, 'POST', '/api/me/two-step/setup', { token: user.token });
  assert.is(setup.status, 200);
  assert.match(setup.body.secret, /^[A-Z2-7]{32}$/);
  assert.ok(setup.body.uri.startsWith(`otpauth://totp/Uptick:${user.account}?secret=${setup.body.secret}`), setup.body.uri);
  assert.ok(setup.body.qrSvg.startsWith('<svg'), 'a QR code as SVG');
  // The secret is kept sealed: no column holds it as it was shown.
  const row = await c.t.app.db.selectFrom('two_step').selectAll().where('user_id', '=', user.userId).executeTakeFirstOrThrow();
  assert.not.ok(row.secret.includes(setup.body.secret));
  assert.is(row.enabled_at, null);

  const wrongCode = await call(c.t.url, 'POST', '/api/me/two-step/on', { token: user.token, body: { code: '000000', tradePassword: user.tradePassword } });
  assertErrorShape(wrongCode.body, 'otp_invalid');
  const code = await codeAt(setup.body.secret, c.now);
  const wrongPassword = await call(c.t.url, 'POST', '/api/me/two-step/on', { token: user.token, body: { code, tradePassword: '999999' } });
  assertErrorShape(wrongPassword.body, 'trade_password_wrong');
  const noPassword = await call(c.t.url, 'POST', '/api/me/two-step/on', { token: user.token, body: { code } });
  assert.is(noPassword.status, 400);

  const enable = await call(c.t.url, 'POST', '/api/me/two-step/on', { token: user.token, body: { code, tradePassword: user.tradePassword } });
  assert.is(enable.status, 200, JSON.stringify(enable.body));
  assert.is(enable.body.recoveryCodes.length, 10);
  assert.is(new Set(enable.body.recoveryCodes).size, 10);
  for (const recovery of enable.body.recoveryCodes) assert.match(recovery, /^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
  const stored = await c.t.app.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', user.userId).execute();
  assert.is(stored.length, 10);
  assert.not.ok(stored.some((r) => enable.body.recoveryCodes.some((shown: string) => r.code_hash.includes(shown.replace(/-/g, '')))), 'stored hashed');

  const after = await call(c.t.url, 'GET', '/api/me/two-step', { token: user.token });
  assert.is(after.body.enabled, true);
  assert.is(after.body.recoveryCodesLeft, 10);
  assert.not.ok(JSON.stringify(after.body).includes(setup.body.secret), 'never returned again');
  assertErrorShape((await call(c.t.url, 'POST', '/api/me/two-step/setup', { token: user.token })).body, 'two_step_on');
  assert.ok(c.heard.some(([id, kind]) => id === user.userId && kind === 'two_step_enabled'));
});

test('a new device needs a code once the password is right; a known device does not', async (c) => {
  const { user, secret } = await enrolled(c);
  const wrongPassword = await login(c, user.account, { password: 'wrong-pass1' });
  assertErrorShape(wrongPassword.body, 'invalid_credentials');
  const asked = await login(c, user.account);
  assert.is(asked.status, 401);
  assertErrorShape(asked.body, 'otp_required');
  assertErrorShape((await login(c, user.account, { otp: '123456' === (await codeAt(secret, c.now)) ? '654321' : '123456' })).body, 'otp_invalid');
  const signedIn = await login(c, user.account, { otp: await codeAt(secret, c.now) }, iPhone);
  assert.is(signedIn.status, 200, JSON.stringify(signedIn.body));
  // That device is known now: its token lets it in without a code.
  const again = await login(c, user.account, { device: signedIn.body.device });
  assert.is(again.status, 200, JSON.stringify(again.body));
});

test('a code works once: the same code again, on another device or for a withdrawal, is refused', async (c) => {
  const { user, secret } = await enrolled(c);
  const code = await codeAt(secret, c.now);
  assert.is((await login(c, user.account, { otp: code })).status, 200);
  assertErrorShape((await login(c, user.account, { otp: code })).body, 'otp_invalid');
  // The code of the step before (clock drift) is older than the one taken: refused too.
  assertErrorShape((await login(c, user.account, { otp: await codeAt(secret, c.now - step) })).body, 'otp_invalid');
  c.now += step;
  assert.is((await login(c, user.account, { otp: await codeAt(secret, c.now) })).status, 200, 'the next step\'s code works');
});

test('withdrawals and withdrawal account changes ask for a code while two-step sign-in is on', async (c) => {
  const { user, secret } = await enrolled(c);
  const bind = await call(c.t.url, 'POST', '/api/withdrawal-accounts', { token: user.token, body: { ...validCryptoAccount, tradePassword: user.tradePassword } });
  assertErrorShape(bind.body, 'otp_required');
  const bound = await call(c.t.url, 'POST', '/api/withdrawal-accounts', { token: user.token, body: { ...validCryptoAccount, tradePassword: user.tradePassword, otp: await codeAt(secret, c.now) } });
  assert.is(bound.status, 201, JSON.stringify(bound.body));
  c.now += step;
  assert.is((await deposit(c.t, user.token, '500.00')).status, 201);
  const body = { amount: '100.00', tradePassword: user.tradePassword };
  const noCode = await call(c.t.url, 'POST', '/api/withdrawals', { token: user.token, body, headers: { 'idempotency-key': 'w-1' } });
  assert.is(noCode.status, 401);
  assertErrorShape(noCode.body, 'otp_required');
  const held = await c.t.app.db.selectFrom('withdrawals').select('id').where('user_id', '=', user.userId).execute();
  assert.is(held.length, 0, 'nothing held without the code');
  const code = await codeAt(secret, c.now);
  const done = await call(c.t.url, 'POST', '/api/withdrawals', { token: user.token, body: { ...body, otp: code }, headers: { 'idempotency-key': 'w-1' } });
  assert.is(done.status, 201, JSON.stringify(done.body));
  // A retry of the same intent replays the answer; a new withdrawal with the used code is refused.
  const replay = await call(c.t.url, 'POST', '/api/withdrawals', { token: user.token, body: { ...body, otp: code }, headers: { 'idempotency-key': 'w-1' } });
  assert.equal(replay.body, done.body);
  const reused = await call(c.t.url, 'POST', '/api/withdrawals', { token: user.token, body: { ...body, otp: code }, headers: { 'idempotency-key': 'w-2' } });
  assertErrorShape(reused.body, 'otp_invalid');
});

test('wrong codes are limited like transaction passwords: the fifth in a row locks codes for 15 minutes', async (c) => {
  const { user, secret } = await enrolled(c);
  const right = await codeAt(secret, c.now);
  const wrong = right === '111111' ? '222222' : '111111';
  const put = (otp: string) => call(c.t.url, 'POST', '/api/withdrawal-accounts', { token: user.token, body: { ...validCryptoAccount, tradePassword: user.tradePassword, otp } });
  for (let left = 4; left >= 1; left--) {
    const res = await put(wrong);
    assertErrorShape(res.body, 'otp_invalid');
    assert.is(res.body.error.attemptsLeft, left);
  }
  const locked = await put(wrong);
  assert.is(locked.status, 423);
  assertErrorShape(locked.body, 'otp_locked');
  assert.ok(locked.body.error.retryAfterSeconds > 14 * 60);
  assertErrorShape((await put(right)).body, 'otp_locked');
  assert.ok(c.heard.some(([id, kind]) => id === user.userId && kind === 'two_step_locked'));
  c.now += 15 * 60 * 1000 + step;
  assert.is((await put(await codeAt(secret, c.now))).status, 201, 'after the lock a right code works');
});

test('wrong codes checked at once by several processes all count: five lock codes, none lost', async (c) => {
  const { user, secret } = await enrolled(c);
  const right = await codeAt(secret, c.now);
  const wrong = right === '111111' ? '222222' : '111111';
  // Each process checks one account's codes one at a time, so five processes are five at once.
  const answers = await Promise.all(
    Array.from({ length: 5 }, () => checkCode(c.t.app.conn, new OneAtATime(), user.userId, wrong, c.now, c.t.app.notices).then(() => 'right', (err: DomainError) => err.code)),
  );
  assert.equal(answers.filter((code) => code !== 'otp_invalid'), ['otp_locked'], JSON.stringify(answers));
  const row = await c.t.app.db.selectFrom('two_step').select('locked_until').where('user_id', '=', user.userId).executeTakeFirstOrThrow();
  assert.ok(Number(row.locked_until) > c.now, 'codes are locked');
  c.now += 15 * 60 * 1000 + step;
});

test('wrong codes at sign-in count as wrong passwords: five from one address lock that address', async (c) => {
  const { user, secret } = await enrolled(c);
  const right = await codeAt(secret, c.now);
  const wrong = right === '111111' ? '222222' : '111111';
  for (let i = 0; i < 4; i++) assertErrorShape((await login(c, user.account, { otp: wrong })).body, 'otp_invalid');
  assertErrorShape((await login(c, user.account, { otp: wrong })).body, 'login_locked');
  assertErrorShape((await login(c, user.account, { otp: right })).body, 'login_locked');
});

test('a recovery code signs in once, in any case and without dashes; the count goes down', async (c) => {
  const { user, recoveryCodes } = await enrolled(c);
  const [first] = recoveryCodes;
  const typed = first.toUpperCase().replace(/-/g, '');
  const signedIn = await login(c, user.account, { otp: typed });
  assert.is(signedIn.status, 200, JSON.stringify(signedIn.body));
  assertErrorShape((await login(c, user.account, { otp: first })).body, 'otp_invalid');
  const state = await call(c.t.url, 'GET', '/api/me/two-step', { token: user.token });
  assert.is(state.body.recoveryCodesLeft, 9);
});

test("a setup started again while a code is checked doesn't turn on the new secret, which no app of the user's holds", async (c) => {
  const [user] = await signUp(c.t, 1);
  const first = await call(c.t.url, 'POST', '/api/me/two-step/setup', { token: user.token });
  const code = await codeAt(first.body.secret, c.now);
  // Another session sets up again (an app of its own) just after the first app's code was found right.
  const checks = new OneAtATime();
  let rival: string | undefined;
  const racing = {
    run: async <T>(key: string, check: () => Promise<T>): Promise<T> => {
      const result = await checks.run(key, check);
      if (key.startsWith('code:') && !rival) rival = (await call(c.t.url, 'POST', '/api/me/two-step/setup', { token: user.token })).body.secret;
      return result;
    },
  } as OneAtATime;
  const refused = await enableTwoStepSignIn(c.t.app.conn, racing, user.userId, { code, tradePassword: user.tradePassword }, c.now, c.t.app.notices).then(
    () => 'on',
    (err: DomainError) => err.code,
  );
  assert.ok(rival, 'the rival setup came in between');
  assert.is(refused, 'otp_invalid');
  assert.equal((await call(c.t.url, 'GET', '/api/me/two-step', { token: user.token })).body, { enabled: false, enabledAt: null, recoveryCodesLeft: 0 }, 'still off');
  c.now += step;
  const enable = await call(c.t.url, 'POST', '/api/me/two-step/on', { token: user.token, body: { code: await codeAt(rival!, c.now), tradePassword: user.tradePassword } });
  assert.is(enable.status, 200, 'the secret set up last turns on with its own code');
  c.now += step;
});

test('turning two-step sign-in off needs the transaction password and a code; then new devices need none', async (c) => {
  const { user, secret } = await enrolled(c);
  const off = (body: Record<string, unknown>) => call(c.t.url, 'POST', '/api/me/two-step/off', { token: user.token, body });
  assert.is((await off({ tradePassword: user.tradePassword })).status, 400, 'no code: refused');
  assert.is((await off({ code: await codeAt(secret, c.now) })).status, 400, 'no password: refused');
  assertErrorShape((await off({ code: await codeAt(secret, c.now), tradePassword: '999999' })).body, 'trade_password_wrong');
  const right = await codeAt(secret, c.now);
  assertErrorShape((await off({ code: right === '111111' ? '222222' : '111111', tradePassword: user.tradePassword })).body, 'otp_invalid');
  const done = await off({ code: right, tradePassword: user.tradePassword });
  assert.is(done.status, 204, JSON.stringify(done.body));
  assert.equal((await call(c.t.url, 'GET', '/api/me/two-step', { token: user.token })).body, { enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
  assert.is(await c.t.app.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', user.userId).execute().then((r) => r.length), 0);
  assert.is((await login(c, user.account)).status, 200);
  assert.ok(c.heard.some(([id, kind]) => id === user.userId && kind === 'two_step_disabled'));
  assertErrorShape((await off({ code: right, tradePassword: user.tradePassword })).body, 'not_found');
});

test('an operator turns two-step sign-in off for a user who lost the phone: audited, and the user is told', async (c) => {
  const { user } = await enrolled(c);
  const refused = await admin(c.t, 'users', 'two-step-off', user.account);
  assert.is(refused.code, 2, 'a reason is required (a usage error)');
  const off = await admin(c.t, 'users', 'two-step-off', user.account, '--reason', 'lost phone, identity checked, ticket 44');
  assert.is(off.code, 0, off.stdout);
  assert.is((await call(c.t.url, 'GET', '/api/me/two-step', { token: user.token })).body.enabled, false);
  // The CLI writes its notices to the inbox itself.
  const told = await c.t.app.db.selectFrom('messages').select('kind').where('user_id', '=', user.userId).where('kind', '=', 'two_step_disabled').execute();
  assert.is(told.length, 1);
  const audit = await c.t.app.db.selectFrom('audit_log').select(['action', 'target']).where('action', '=', 'two_step.off').execute();
  assert.ok(audit.some((row) => row.target === `user:${user.userId}`));
  assert.is((await login(c, user.account)).status, 200, 'a new device needs no code now');
  assert.is((await admin(c.t, 'users', 'two-step-off', user.account, '--reason', 'again')).code, 1, 'off already: refused');
});

test('sessions: each with its device, masked address, first and last seen; sign one out, then all others', async (c) => {
  const u = newUser();
  const { token: first } = await registerAndLogin(c.t.url, inviteCode, u);
  const phone = await login(c, u.account, {}, iPhone);
  const laptop = await login(c, u.account, {}, windows);
  const tablet = await login(c, u.account, {}, android);
  const list = await call(c.t.url, 'GET', '/api/me/sessions', { token: laptop.body.token });
  assert.is(list.status, 200);
  assert.is(list.body.items.length, 4);
  const current = list.body.items.filter((s: { current: boolean }) => s.current);
  assert.is(current.length, 1);
  assert.equal([current[0].browser, current[0].os], ['Firefox', 'Windows']);
  const named = list.body.items.map((s: { browser: string | null; os: string | null }) => `${s.browser} ${s.os}`).sort();
  assert.equal(named, ['Chrome Android', 'Firefox Windows', 'Safari iOS', 'null null']);
  for (const s of list.body.items) {
    assert.is(s.address, '127.0.0.*');
    assert.ok(Date.parse(s.firstSeenAt) <= Date.parse(s.lastSeenAt));
    assert.match(s.id, /^[0-9a-f]{32}$/);
  }
  // The laptop may sign out only the devices that signed in after it: the tablet.
  const signable = list.body.items.filter((s: { canSignOut: boolean }) => s.canSignOut).map((s: { os: string }) => s.os);
  assert.equal(signable, ['Android']);
  const phoneSession = list.body.items.find((s: { os: string }) => s.os === 'iOS');
  const older = await call(c.t.url, 'POST', `/api/me/sessions/${phoneSession.id}/sign-out`, { token: laptop.body.token });
  assert.is(older.status, 403);
  assertErrorShape(older.body, 'session_older');
  assert.is((await call(c.t.url, 'GET', '/api/me', { token: phone.body.token })).status, 200, 'the phone, older than the laptop, stays');
  const out = await call(c.t.url, 'POST', `/api/me/sessions/${phoneSession.id}/sign-out`, { token: first });
  assert.is(out.status, 204, 'the first session signs it out');
  assert.is((await call(c.t.url, 'GET', '/api/me', { token: phone.body.token })).status, 401, 'the phone is signed out');
  assertErrorShape((await call(c.t.url, 'POST', `/api/me/sessions/${phoneSession.id}/sign-out`, { token: first })).body, 'not_found');
  // Another user's session is not found either, by id.
  const [stranger] = await signUp(c.t, 1);
  const tabletSession = list.body.items.find((s: { os: string }) => s.os === 'Android');
  assertErrorShape((await call(c.t.url, 'POST', `/api/me/sessions/${tabletSession.id}/sign-out`, { token: stranger.token })).body, 'not_found');
  assert.is((await call(c.t.url, 'GET', '/api/me', { token: tablet.body.token })).status, 200);

  assert.is((await call(c.t.url, 'POST', '/api/me/sessions/sign-out-others', { token: first })).status, 204);
  for (const token of [laptop.body.token, tablet.body.token]) assert.is((await call(c.t.url, 'GET', '/api/me', { token })).status, 401);
  assert.is((await call(c.t.url, 'GET', '/api/me', { token: first })).status, 200, 'the asking session stays');
  const left = await call(c.t.url, 'GET', '/api/me/sessions', { token: first });
  assert.is(left.body.items.length, 1);
  // The signed-out devices are strangers again; the one that asked is still known.
  const userId = (await c.t.app.db.selectFrom('users').select('id').where('account', '=', u.account).executeTakeFirstOrThrow()).id;
  const trusted = await c.t.app.db.selectFrom('trusted_devices').select('token_hash').where('user_id', '=', userId).execute();
  assert.is(trusted.length, 1);
});

test('a signed-out device needs the code again, with two-step sign-in on', async (c) => {
  const { user, secret } = await enrolled(c);
  const phone = await login(c, user.account, { otp: await codeAt(secret, c.now) }, iPhone);
  assert.is(phone.status, 200);
  const list = await call(c.t.url, 'GET', '/api/me/sessions', { token: user.token });
  const id = list.body.items.find((s: { os: string }) => s.os === 'iOS').id;
  assert.is((await call(c.t.url, 'POST', `/api/me/sessions/${id}/sign-out`, { token: user.token })).status, 204);
  assertErrorShape((await login(c, user.account, { device: phone.body.device })).body, 'otp_required');
});

test('sign-ins: the last 20 with their outcome, newest first; a new device is news in the inbox, the first sign-in is not', async (c) => {
  const u = newUser();
  await registerAndLogin(c.t.url, inviteCode, u);
  const userId = (await c.t.app.db.selectFrom('users').select('id').where('account', '=', u.account).executeTakeFirstOrThrow()).id;
  assert.equal(c.heard.filter(([id]) => id === userId), [], 'no notice for the first sign-in');
  const phone = await login(c, u.account, {}, iPhone);
  const notice = c.heard.find(([id, kind]) => id === userId && kind === 'new_device_sign_in');
  assert.ok(notice, 'a new device is news');
  assert.equal(notice![2], { device: 'Safari · iOS', address: '127.0.0.*' });
  const inbox = await call(c.t.url, 'GET', '/api/messages?lang=en', { token: phone.body.token });
  assert.ok(inbox.body.items.some((m: { body: string }) => m.body.includes('Safari · iOS') && m.body.includes('127.0.0.*')), JSON.stringify(inbox.body.items));
  const heardBefore = c.heard.length;
  assert.is((await login(c, u.account, { device: phone.body.device }, iPhone)).status, 200);
  assert.is(c.heard.filter(([id]) => id === userId).length, c.heard.slice(0, heardBefore).filter(([id]) => id === userId).length, 'a known device is no news');
  assertErrorShape((await login(c, u.account, { password: 'wrong-pass1' }, windows)).body, 'invalid_credentials');

  const signIns = await call(c.t.url, 'GET', '/api/me/sign-ins', { token: phone.body.token });
  assert.is(signIns.status, 200);
  const [latest, ...rest] = signIns.body.items;
  assert.equal({ ...latest, at: undefined }, { outcome: 'wrong_password', newDevice: true, browser: 'Firefox', os: 'Windows', address: '127.0.0.*', at: undefined });
  assert.equal(rest.map((s: { outcome: string; newDevice: boolean }) => [s.outcome, s.newDevice]), [['signed_in', false], ['signed_in', true], ['signed_in', true]]);
  for (let i = 0; i < 22; i++) await login(c, u.account, { password: `wrong-pass${i}` }, windows).then(() => (c.now += 61 * 60 * 1000));
  const many = await call(c.t.url, 'GET', '/api/me/sign-ins', { token: phone.body.token });
  assert.is(many.body.items.length, 20);
  const kept = await c.t.app.db.selectFrom('sign_ins').select('id').where('user_id', '=', userId).execute();
  assert.ok(kept.length <= 50);
});

test('the outcomes of a two-step sign-in are kept: code asked, wrong code, signed in', async (c) => {
  const { user, secret } = await enrolled(c);
  await login(c, user.account);
  const right = await codeAt(secret, c.now);
  await login(c, user.account, { otp: right === '111111' ? '222222' : '111111' });
  await login(c, user.account, { otp: right });
  const signIns = await call(c.t.url, 'GET', '/api/me/sign-ins', { token: user.token });
  assert.equal(signIns.body.items.slice(0, 3).map((s: { outcome: string }) => s.outcome), ['signed_in', 'wrong_code', 'code_required']);
});

test('every route needs a session', async (c) => {
  for (const [method, url] of [['GET', '/api/me/sessions'], ['GET', '/api/me/sign-ins'], ['GET', '/api/me/two-step'], ['POST', '/api/me/two-step/setup'], ['POST', '/api/me/sessions/sign-out-others']]) {
    assertErrorShape((await call(c.t.url, method, url, { body: method === 'POST' ? {} : undefined })).body, 'unauthenticated');
  }
});

test.run();

// A stolen session (and password) against the owner's phone, as an attacker chained it: sign every other device out
// (forgetting the owner's device token), guess wrong passwords until new devices are locked out (the owner's phone
// now one of them), and spend the owner's reset tries. A session signs out only devices that signed in after it,
// so the owner's older phone stays signed in and known, and the reset's tries are the stranger's own.
const stolen = suite(`a stolen session against the owner (${testDb})`);
let st: TestApp;
let stNow = Date.UTC(2026, 11, 7, 9, 0, 0);
stolen.before(async () => {
  st = await startTestApp({ demoMode: true, sms: { provider: 'log' }, trustProxy: ['127.0.0.1'] }, undefined, () => stNow);
  await insertInviteCode(st.app.conn, inviteCode, null, Date.now());
});
stolen.after(() => st?.close());

stolen('sign-out-others from a newer session leaves the owner signed in and known; wrong passwords and reset guesses leave the owner a way in', async () => {
  const from = (address: string, method: 'GET' | 'POST', path: string, options: { body?: unknown; token?: string } = {}) =>
    call(st.url, method, path, { ...options, headers: { 'x-forwarded-for': address } });
  const u = newUser();
  await registerAndLogin(st.url, inviteCode, u);
  stNow += 60_000;
  const owner = await from('198.51.100.2', 'POST', '/api/auth/login', { body: { account: u.account, password: u.password } });
  assert.is(owner.status, 200);
  stNow += 24 * 60 * 60 * 1000;
  const thief = await from('203.0.113.3', 'POST', '/api/auth/login', { body: { account: u.account, password: u.password } });
  assert.is(thief.status, 200);

  assert.is((await from('203.0.113.3', 'POST', '/api/me/sessions/sign-out-others', { token: thief.body.token })).status, 204);
  assert.is((await from('198.51.100.2', 'GET', '/api/me', { token: owner.body.token })).status, 200, "the owner's older session stays");
  const sessions = await from('203.0.113.3', 'GET', '/api/me/sessions', { token: thief.body.token });
  for (const session of sessions.body.items.filter((s: { current: boolean }) => !s.current)) {
    assert.is(session.canSignOut, false);
    assertErrorShape((await from('203.0.113.3', 'POST', `/api/me/sessions/${session.id}/sign-out`, { token: thief.body.token })).body, 'session_older');
  }

  for (let i = 0; i < 10; i++) await from(`203.0.113.${10 + i}`, 'POST', '/api/auth/login', { body: { account: u.account, password: `guess${i}xx` } });
  assertErrorShape((await from('203.0.113.99', 'POST', '/api/auth/login', { body: { account: u.account, password: u.password } })).body, 'login_locked');
  const back = await from('198.51.100.2', 'POST', '/api/auth/login', { body: { account: u.account, password: u.password, device: owner.body.device } });
  assert.is(back.status, 200, `the owner's phone is still known: ${JSON.stringify(back.body)}`);

  const asked = await from('198.51.100.2', 'POST', '/api/auth/reset/code', { body: { account: u.account, phone: u.phone, lang: 'en' } });
  assert.is(asked.status, 202);
  const guess = { account: u.account, code: asked.body.demoCode === '0000' ? '0001' : '0000', kind: 'login', newPassword: 'x1x1x1x1', confirmPassword: 'x1x1x1x1' };
  for (let i = 0; i < 10; i++) await from('203.0.113.4', 'POST', '/api/auth/reset', { body: guess });
  const reset = await from('198.51.100.2', 'POST', '/api/auth/reset', {
    body: { account: u.account, requestId: asked.body.requestId, code: asked.body.demoCode, kind: 'login', newPassword: 'owner123', confirmPassword: 'owner123' },
  });
  assert.is(reset.status, 204, JSON.stringify(reset.body));
  assert.is((await from('203.0.113.3', 'GET', '/api/me', { token: thief.body.token })).status, 401, "the thief's session ended with the reset");
});

stolen.run();
