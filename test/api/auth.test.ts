import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestApp, call, testDb, type TestApp } from '../helpers/test-app.js';
import { newUser, registerAndLogin } from '../helpers/users.js';
import { insertInviteCode } from '../../server/domain/auth/invite-codes-repository.js';

const inviteCode = 'TESTCODE';
let t: TestApp;

async function setUp() {
  // This suite signs in many times from one address; the limit itself is tested below.
  t = await startTestApp({ authRateLimitPerMinute: 1000 });
  await insertInviteCode(t.app.conn, inviteCode, null, Date.now());
}

function assertErrorShape(body: any, code: string) {
  assert.type(body?.error, 'object', `error body: ${JSON.stringify(body)}`);
  assert.is(body.error.code, code);
  assert.type(body.error.message, 'string');
  assert.ok(body.error.message.length > 0, 'error message is not empty');
}

async function countUsers(): Promise<number> {
  const row = await t.app.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

const flow = suite('sign-up and sign-in');
flow.before(setUp);
flow.after(() => t.close());

flow('register → login → me → logout → the token no longer works', async () => {
  const user = newUser();
  const check = await call(t.url, 'POST', '/api/auth/register/check', { body: { account: user.account, phone: user.phone, inviteCode } });
  assert.is(check.status, 200);
  assert.type(check.body.ticket, 'string');
  const reg = await call(t.url, 'POST', '/api/auth/register', {
    body: { ticket: check.body.ticket, password: user.password, passwordConfirm: user.password, tradePassword: user.tradePassword, tradePasswordConfirm: user.tradePassword, acceptTerms: true },
  });
  assert.is(reg.status, 201);
  assert.equal(reg.body, { account: user.account });

  const login = await call(t.url, 'POST', '/api/auth/login', { body: { account: user.account.toUpperCase(), password: user.password } });
  assert.is(login.status, 200, 'accounts are case-insensitive');
  assert.match(login.body.token, /^[A-Za-z0-9_-]{43}$/);
  assert.is(login.body.user.account, user.account);

  const me = await call(t.url, 'GET', '/api/me', { token: login.body.token });
  assert.is(me.status, 200);
  assert.is(me.body.account, user.account);
  assert.match(me.body.inviteCode, /^[A-HJ-NP-Z2-9]{8}$/);
  assert.is(me.body.creditScore, 100);
  assert.is(me.body.verification, 'none');
  assert.is(me.body.riskAcknowledged, false);
  assert.ok(me.body.phone.includes('*'), 'phone is masked');
  assert.not.ok(me.body.phone.includes(user.phone.slice(-6, -2)), 'the middle digits are hidden');
  assert.equal(me.body.balances, { total: '0.00', available: '0.00', frozen: '0.00', positions: '0.00', savings: '0.00' });

  const out = await call(t.url, 'POST', '/api/auth/logout', { token: login.body.token });
  assert.is(out.status, 204);
  const after = await call(t.url, 'GET', '/api/me', { token: login.body.token });
  assert.is(after.status, 401);
  assertErrorShape(after.body, 'unauthenticated');
});

flow("a new user's own invite code opens accounts too", async () => {
  const { token } = await registerAndLogin(t.url, inviteCode);
  const me = await call(t.url, 'GET', '/api/me', { token });
  await registerAndLogin(t.url, me.body.inviteCode);
});

flow('an unknown invite code is refused and creates nothing', async () => {
  const before = await countUsers();
  const user = newUser();
  const res = await call(t.url, 'POST', '/api/auth/register/check', { body: { account: user.account, phone: user.phone, inviteCode: 'NOPE1234' } });
  assert.is(res.status, 422);
  assertErrorShape(res.body, 'invite_code_unknown');
  assert.is(res.body.error.fields.inviteCode, 'invite_code_unknown');
  assert.is(await countUsers(), before);
});

flow('a taken account or phone is refused at step 1 with 409', async () => {
  const { user } = await registerAndLogin(t.url, inviteCode);
  const other = newUser();
  const sameAccount = await call(t.url, 'POST', '/api/auth/register/check', { body: { account: user.account, phone: other.phone, inviteCode } });
  assert.is(sameAccount.status, 409);
  assertErrorShape(sameAccount.body, 'account_taken');
  const samePhone = await call(t.url, 'POST', '/api/auth/register/check', { body: { account: other.account, phone: user.phone, inviteCode } });
  assert.is(samePhone.status, 409);
  assertErrorShape(samePhone.body, 'phone_taken');
});

flow('two tickets for one account open it once; the second register gets 409', async () => {
  const user = newUser();
  const other = newUser();
  const first = await call(t.url, 'POST', '/api/auth/register/check', { body: { account: user.account, phone: user.phone, inviteCode } });
  const second = await call(t.url, 'POST', '/api/auth/register/check', { body: { account: user.account, phone: other.phone, inviteCode } });
  const secrets = { password: 'secret123', passwordConfirm: 'secret123', tradePassword: '135790', tradePasswordConfirm: '135790', acceptTerms: true };
  const a = await call(t.url, 'POST', '/api/auth/register', { body: { ticket: first.body.ticket, ...secrets } });
  const b = await call(t.url, 'POST', '/api/auth/register', { body: { ticket: second.body.ticket, ...secrets } });
  assert.is(a.status, 201);
  assert.is(b.status, 409);
  assertErrorShape(b.body, 'account_taken');
});

flow('a ticket opens one account only, and an expired ticket none', async () => {
  const user = newUser();
  const check = await call(t.url, 'POST', '/api/auth/register/check', { body: { account: user.account, phone: user.phone, inviteCode } });
  const secrets = { password: 'secret123', passwordConfirm: 'secret123', tradePassword: '135790', tradePasswordConfirm: '135790', acceptTerms: true };
  assert.is((await call(t.url, 'POST', '/api/auth/register', { body: { ticket: check.body.ticket, ...secrets } })).status, 201);
  const again = await call(t.url, 'POST', '/api/auth/register', { body: { ticket: check.body.ticket, ...secrets } });
  assert.is(again.status, 422);
  assertErrorShape(again.body, 'ticket_invalid');

  const late = newUser();
  const lateCheck = await call(t.url, 'POST', '/api/auth/register/check', { body: { account: late.account, phone: late.phone, inviteCode } });
  await t.app.db.updateTable('registration_tickets').set({ expires_at: Date.now() - 1 }).where('account', '=', late.account).execute();
  const expired = await call(t.url, 'POST', '/api/auth/register', { body: { ticket: lateCheck.body.ticket, ...secrets } });
  assert.is(expired.status, 422);
  assertErrorShape(expired.body, 'ticket_invalid');
  const login = await call(t.url, 'POST', '/api/auth/login', { body: { account: late.account, password: 'secret123' } });
  assert.is(login.status, 401, 'no account was opened');
});

flow('mismatched passwords are 422 with the field that is wrong', async () => {
  const user = newUser();
  const check = await call(t.url, 'POST', '/api/auth/register/check', { body: { account: user.account, phone: user.phone, inviteCode } });
  const res = await call(t.url, 'POST', '/api/auth/register', {
    body: { ticket: check.body.ticket, password: 'secret123', passwordConfirm: 'secret124', tradePassword: '135790', tradePasswordConfirm: '135791', acceptTerms: true },
  });
  assert.is(res.status, 422);
  assertErrorShape(res.body, 'validation_failed');
  assert.equal(res.body.error.fields, { passwordConfirm: 'passwords_mismatch', tradePasswordConfirm: 'trade_passwords_mismatch' });
  const weak = await call(t.url, 'POST', '/api/auth/register', {
    body: { ticket: check.body.ticket, password: 'short', passwordConfirm: 'short', tradePassword: '12345a', tradePasswordConfirm: '12345a', acceptTerms: true },
  });
  assert.is(weak.status, 422);
  assert.equal(weak.body.error.fields, { password: 'password_invalid', tradePassword: 'trade_password_invalid' });
});

flow('rule failures at step 1 are 422 per field; nothing is stored', async () => {
  const res = await call(t.url, 'POST', '/api/auth/register/check', { body: { account: 'ab', phone: '+8612345', inviteCode: '' } });
  assert.is(res.status, 422);
  assertErrorShape(res.body, 'validation_failed');
  assert.equal(res.body.error.fields, { account: 'account_invalid', phone: 'phone_invalid', inviteCode: 'required' });
  const tickets = await t.app.db.selectFrom('registration_tickets').selectAll().where('account', '=', 'ab').execute();
  assert.is(tickets.length, 0);
});

flow('a phone its country does not issue (+886 123), a fixed line, a bad prefix or a number not in its E.164 form is phone_invalid at step 1; a real mobile number is taken', async () => {
  for (const phone of ['+886123', '+886223456789', '+447700900123', '+8613800', '+4915', '+8109012345678']) {
    const res = await call(t.url, 'POST', '/api/auth/register/check', { body: { account: 'phonetest1', phone, inviteCode } });
    assert.is(res.status, 422, phone);
    assertErrorShape(res.body, 'validation_failed');
    assert.equal(res.body.error.fields, { phone: 'phone_invalid' }, phone);
  }
  assert.is((await t.app.db.selectFrom('registration_tickets').selectAll().where('account', '=', 'phonetest1').execute()).length, 0, 'no ticket');
  for (const [i, phone] of ['+886912345670', '+12025550123', '+4915112345678', '+819012345678'].entries()) {
    const res = await call(t.url, 'POST', '/api/auth/register/check', { body: { account: `phoneok${i}0`, phone, inviteCode } });
    assert.is(res.status, 200, `${phone}: ${JSON.stringify(res.body)}`);
  }
});

flow('malformed JSON is 400 with the error shape', async () => {
  const res = await call(t.url, 'POST', '/api/auth/login', { body: '{"account": "demo001",' });
  assert.is(res.status, 400);
  assertErrorShape(res.body, 'invalid_json');
});

flow('a body of the wrong shape is 400 with per-field codes', async () => {
  const res = await call(t.url, 'POST', '/api/auth/login', { body: { account: 42, extra: true } });
  assert.is(res.status, 400);
  assertErrorShape(res.body, 'invalid_body');
  assert.equal(res.body.error.fields, { account: 'invalid', password: 'required', extra: 'unknown_field' });
  const array = await call(t.url, 'POST', '/api/auth/login', { body: [] });
  assert.is(array.status, 400);
  assertErrorShape(array.body, 'invalid_body');
});

flow('a body that is not JSON, or JSON not in UTF-8, is 415; a huge body is 413', async () => {
  const text = await call(t.url, 'POST', '/api/auth/login', { body: 'account=a', headers: { 'content-type': 'text/plain' } });
  assert.is(text.status, 415);
  assertErrorShape(text.body, 'unsupported_media_type');
  // JSON is UTF-8 (RFC 8259): a body declared in another charset would be read as UTF-8 all the same.
  const utf16 = await call(t.url, 'POST', '/api/auth/login', { body: { account: 'nobody888', password: 'wrong123' }, headers: { 'content-type': 'application/json; charset=utf-16' } });
  assert.is(utf16.status, 415);
  assertErrorShape(utf16.body, 'unsupported_media_type');
  const utf8 = await call(t.url, 'POST', '/api/auth/login', { body: { account: 'nobody888', password: 'wrong123' }, headers: { 'content-type': 'application/json; charset="UTF-8"' } });
  assert.is(utf8.status, 401, 'utf-8 named is read as ever');
  const huge = await call(t.url, 'POST', '/api/auth/login', { body: { account: 'x'.repeat(200_000), password: 'y' } });
  assert.is(huge.status, 413);
  assertErrorShape(huge.body, 'payload_too_large');
});

flow('a wrong password and an unknown account get the same 401', async () => {
  const { user } = await registerAndLogin(t.url, inviteCode);
  const wrong = await call(t.url, 'POST', '/api/auth/login', { body: { account: user.account, password: 'wrong123' } });
  const unknown = await call(t.url, 'POST', '/api/auth/login', { body: { account: 'nobody999', password: 'wrong123' } });
  assert.is(wrong.status, 401);
  assert.is(unknown.status, 401);
  assertErrorShape(wrong.body, 'invalid_credentials');
  assert.equal(wrong.body, unknown.body);
});

flow('missing, malformed and made-up tokens are 401', async () => {
  for (const token of [undefined, 'short', 'A'.repeat(43)]) {
    const res = await call(t.url, 'GET', '/api/me', { token });
    assert.is(res.status, 401, `token ${token}`);
    assertErrorShape(res.body, 'unauthenticated');
  }
  const raw = await call(t.url, 'GET', '/api/me', { headers: { authorization: 'Basic abc' } });
  assert.is(raw.status, 401);
});

flow('changing the login password: old one checked, other sessions end, new one works', async () => {
  const { user, token } = await registerAndLogin(t.url, inviteCode);
  const other = await call(t.url, 'POST', '/api/auth/login', { body: { account: user.account, password: user.password } });
  const bad = await call(t.url, 'POST', '/api/me/password', {
    token,
    body: { kind: 'login', oldPassword: 'nottheone1', newPassword: 'newsecret9', confirmPassword: 'newsecret9' },
  });
  assert.is(bad.status, 422);
  assertErrorShape(bad.body, 'old_password_wrong');
  const same = await call(t.url, 'POST', '/api/me/password', {
    token,
    body: { kind: 'login', oldPassword: user.password, newPassword: user.password, confirmPassword: user.password },
  });
  assert.is(same.status, 422);
  assertErrorShape(same.body, 'password_unchanged');
  const mismatch = await call(t.url, 'POST', '/api/me/password', {
    token,
    body: { kind: 'login', oldPassword: user.password, newPassword: 'newsecret9', confirmPassword: 'newsecret8' },
  });
  assert.is(mismatch.status, 422);
  assert.equal(mismatch.body.error.fields, { confirmPassword: 'passwords_mismatch' });

  const ok = await call(t.url, 'POST', '/api/me/password', {
    token,
    body: { kind: 'login', oldPassword: user.password, newPassword: 'newsecret9', confirmPassword: 'newsecret9' },
  });
  assert.is(ok.status, 204);
  assert.is((await call(t.url, 'GET', '/api/me', { token })).status, 200, 'the session that changed it stays');
  assert.is((await call(t.url, 'GET', '/api/me', { token: other.body.token })).status, 401, 'other sessions end');
  assert.is((await call(t.url, 'POST', '/api/auth/login', { body: { account: user.account, password: user.password } })).status, 401);
  assert.is((await call(t.url, 'POST', '/api/auth/login', { body: { account: user.account, password: 'newsecret9' } })).status, 200);
});

flow('the transaction password follows its own rule: exactly 6 digits', async () => {
  const { user, token } = await registerAndLogin(t.url, inviteCode);
  const letters = await call(t.url, 'POST', '/api/me/password', {
    token,
    body: { kind: 'trade', oldPassword: user.tradePassword, newPassword: 'abc123', confirmPassword: 'abc123' },
  });
  assert.is(letters.status, 422);
  assert.equal(letters.body.error.fields, { newPassword: 'trade_password_invalid' });
  const ok = await call(t.url, 'POST', '/api/me/password', {
    token,
    body: { kind: 'trade', oldPassword: user.tradePassword, newPassword: '975310', confirmPassword: '975310' },
  });
  assert.is(ok.status, 204);
  const row = await t.app.db.selectFrom('users').select(['trade_password_hash', 'password_hash']).where('account', '=', user.account).executeTakeFirstOrThrow();
  const { costLog2, blockSize, parallelism } = t.config.scrypt;
  assert.ok(row.trade_password_hash.startsWith(`scrypt$${costLog2}$${blockSize}$${parallelism}$`), 'stored as an scrypt hash at the configured parameters');
  assert.not.ok(row.trade_password_hash.includes('975310'));
  const badKind = await call(t.url, 'POST', '/api/me/password', {
    token,
    body: { kind: 'pin', oldPassword: '975310', newPassword: '111111', confirmPassword: '111111' },
  });
  assert.is(badKind.status, 400);
  assert.equal(badKind.body.error.fields, { kind: 'invalid' });
});

flow('health, app-info and unknown routes', async () => {
  assert.is(t.app.dbKind, testDb, 'the suite runs on the database TEST_DB names');
  const health = await call(t.url, 'GET', '/api/health');
  assert.is(health.status, 200);
  assert.is(health.body.status, 'ok');
  assert.is(health.body.db, 'ok');
  const info = await call(t.url, 'GET', '/api/app-info');
  assert.is(info.body.defaultLanguage, 'zh-TW');
  assert.equal(info.body.languages, ['zh-TW', 'zh-CN', 'en', 'ja', 'th', 'vi', 'id', 'ko', 'fr', 'de']);
  assert.is(info.body.timeZone, 'Asia/Taipei');
  const missing = await call(t.url, 'GET', '/api/nothing-here');
  assert.is(missing.status, 404);
  assertErrorShape(missing.body, 'not_found');
});

flow.run();

const limited = suite('rate limits');
let r: TestApp;
limited.before(async () => {
  r = await startTestApp({ authRateLimitPerMinute: 3 });
});
limited.after(() => r.close());

limited('login is rate-limited per client: the 4th attempt in a minute is 429', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) {
    statuses.push((await call(r.url, 'POST', '/api/auth/login', { body: { account: 'nobody999', password: 'x' } })).status);
  }
  assert.equal(statuses, [401, 401, 401, 429]);
  const last = await call(r.url, 'POST', '/api/auth/login', { body: { account: 'nobody999', password: 'x' } });
  assertErrorShape(last.body, 'rate_limited');
  assert.ok(Number(last.headers.get('retry-after')) > 0, 'Retry-After tells the client when to try again');
});

limited('registration step 1 is rate-limited too, separately from login', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) {
    const user = newUser();
    statuses.push((await call(r.url, 'POST', '/api/auth/register/check', { body: { account: user.account, phone: user.phone, inviteCode: 'NOPE1234' } })).status);
  }
  assert.equal(statuses, [422, 422, 422, 429]);
});

limited.run();
