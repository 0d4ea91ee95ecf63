import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Writable } from 'node:stream';
import { call, startTestApp, testDb, type TestApp } from '../helpers/test-app.js';
import { newUser, registerAndLogin } from '../helpers/users.js';
import { assertErrorShape, countRows, deposit, inviteCode, operator, received, userIdOf } from '../helpers/funds.js';
import { confirmDeposit } from '../../server/domain/funds/deposits-service.js';
import { startFakeSmsGateway, type FakeSmsGateway } from '../helpers/fake-sms-gateway.js';
import { insertInviteCode } from '../../server/domain/auth/invite-codes-repository.js';
import { verifySecret } from '../../server/domain/auth/password-hash.js';
import type { UserNoticeKind } from '../../server/domain/users/user-notices.js';
import { machineHealth } from '../../server/cli/health-command.js';
import { waitFor } from '../helpers/wait-for.js';

// "Forgot password": POST /api/auth/reset/code sends a 4-digit code by SMS, POST /api/auth/reset sets a
// secret with it. Against a real server, a real database and a local SMS gateway that records what it got.

const test = suite(`password reset (${testDb})`);
const token = 'gateway-token-123';
let gateway: FakeSmsGateway;
let t: TestApp;
let nowMs = Date.now();
const notices: { userId: string; kind: UserNoticeKind; details?: Record<string, string> }[] = [];
const logged: { level: number; msg: string; err?: { message: string } }[] = [];

test.before(async () => {
  gateway = await startFakeSmsGateway();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) logged.push(JSON.parse(line));
      done();
    },
  });
  t = await startTestApp(
    // Behind a proxy (this test), so each request may come from an address of its own: codes count per address too.
    { authRateLimitPerMinute: 1000, trustProxy: ['127.0.0.1'], sms: { provider: 'http', url: gateway.url, token, sender: 'UptickTest', timeoutMs: 2_000 } },
    (app) => {
      app.notices.send = async (userId, kind, details) => void notices.push({ userId, kind, details });
    },
    () => nowMs,
    { level: 'warn', stream },
  );
  await insertInviteCode(t.app.conn, inviteCode, null, Date.now());
});
test.after(async () => {
  await t?.close();
  await gateway?.close();
});

type User = ReturnType<typeof newUser>;

let addresses = 0;
/** A client address no other request of this file comes from (TEST-NET-3, then on into 100.64/10). */
const freshAddress = () => (++addresses < 255 ? `203.0.113.${addresses}` : `100.64.${addresses >> 8}.${addresses & 255}`);

/** Asks a code, from `address` (by default one of its own, whose quota nothing else spent). */
const askCode = (body: Record<string, string>, address = freshAddress()) => call(t.url, 'POST', '/api/auth/reset/code', { body, headers: { 'x-forwarded-for': address } });

/** A code as the SMS carried it, with the request id its 202 answered: a reset names the request it answers. */
interface Asked {
  code: string;
  requestId: string;
}

/** Asks a code for `user` (from `address`, by default one of its own) and returns it as the SMS carried it. */
async function codeFor(user: User, lang?: string, address?: string): Promise<Asked> {
  const from = gateway.received.length;
  const res = await askCode({ account: user.account, phone: user.phone, ...(lang ? { lang } : {}) }, address);
  assert.is(res.status, 202, JSON.stringify(res.body));
  const sms = await gateway.messageTo(user.phone, from);
  const code = /\b(\d{4})\b/.exec(sms.body.text)?.[1];
  assert.ok(code, `a code in "${sms.body.text}"`);
  return { code, requestId: res.body.requestId };
}

const reset = (user: User, asked: Asked, body: Record<string, string> = {}) =>
  call(t.url, 'POST', '/api/auth/reset', {
    body: { account: user.account, requestId: asked.requestId, code: asked.code, kind: 'login', newPassword: 'fresh2024', confirmPassword: 'fresh2024', ...body },
  });

const login = (account: string, password: string, device?: string) => call(t.url, 'POST', '/api/auth/login', { body: { account, password, ...(device ? { device } : {}) } });

/** The same request with a code other than its own. */
const other = (asked: Asked, by = 1): Asked => ({ ...asked, code: String((Number(asked.code) + by) % 10_000).padStart(4, '0') });

/**
 * Makes `account` two days old, as most accounts asking for a code are: one opened today gets one code an hour
 * from a share of the SMS budget (the suite "new accounts get a share of the SMS budget").
 */
async function established(app: TestApp, account: string, now: number): Promise<void> {
  await app.app.db.updateTable('users').set({ created_at: now - 2 * 24 * 60 * 60 * 1000 }).where('account', '=', account).execute();
}

async function registered(): Promise<User> {
  const { user } = await registerAndLogin(t.url, inviteCode);
  await established(t, user.account, nowMs);
  return user;
}

test('the same 202 whether or not account and phone match; only a match gets an SMS, with the code, to the right gateway', async () => {
  const user = await registered();
  const stranger = newUser();
  const from = gateway.received.length;
  const answers = [];
  for (const body of [
    { account: user.account, phone: user.phone },
    { account: user.account, phone: stranger.phone },
    { account: stranger.account, phone: user.phone },
    { account: stranger.account, phone: stranger.phone },
  ]) {
    answers.push(await askCode(body));
  }
  for (const answer of answers) {
    assert.is(answer.status, 202);
    assert.equal(Object.keys(answer.body), ['requestId'], 'a request id and no demo code outside demo mode');
    assert.match(answer.body.requestId, /^[A-Za-z0-9_-]{43}$/, 'of one shape whether or not they match');
  }
  assert.is(new Set(answers.map((answer) => answer.body.requestId)).size, answers.length, 'each request its own id');
  const sms = await gateway.messageTo(user.phone, from);
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.is(gateway.received.length - from, 1, 'one message: to the match only');
  assert.is(sms.path, '/v1/messages');
  assert.is(sms.authorization, `Bearer ${token}`);
  assert.match(sms.contentType ?? '', /^application\/json/);
  assert.is(sms.body.from, 'UptickTest');
  assert.match(sms.body.text, /Uptick.*\d{4}/);
});

test('a miss (account and phone that do not match) answers a reset exactly as a wrong code would', async () => {
  const user = await registered();
  const { requestId } = (await askCode({ account: user.account, phone: newUser().phone })).body;
  const answers = [];
  for (const code of ['0000', '1111', '2222', '3333', '4444', '5555']) answers.push((await reset(user, { code, requestId })).body.error.code);
  assert.equal(answers, ['reset_code_wrong', 'reset_code_wrong', 'reset_code_wrong', 'reset_code_wrong', 'reset_code_expired', 'reset_code_expired']);
});

test("the SMS speaks the screen's language; an unknown one gets zh-TW", async () => {
  const user = await registered();
  const from = gateway.received.length;
  await codeFor(user, 'en');
  assert.match((await gateway.messageTo(user.phone, from)).body.text, /^Uptick code: \d{4}\. /);
  const next = gateway.received.length;
  await codeFor(user, 'xx');
  assert.match((await gateway.messageTo(user.phone, next)).body.text, /^Uptick 驗證碼：\d{4}，/);
});

test('a right code sets the login password: the old one fails, the new one works, every session and device is gone, locks lifted, the user told', async () => {
  const { user, token: session } = await registerAndLogin(t.url, inviteCode);
  await established(t, user.account, nowMs);
  const second = await login(user.account, user.password);
  assert.is(second.status, 200);
  const userId = await userIdOf(t, user.account);
  // A stranger's wrong passwords from this address locked it out of the account.
  for (let i = 0; i < 5; i++) await login(user.account, 'wrong-guess1');
  assert.is((await login(user.account, user.password)).status, 423, 'locked before the reset');

  const code = await codeFor(user);
  const done = await reset(user, code);
  assert.is(done.status, 204, JSON.stringify(done.body));
  for (const old of [session, second.body.token]) assert.is((await call(t.url, 'GET', '/api/me', { token: old })).status, 401, 'an old session is revoked');
  assert.is(await t.app.db.selectFrom('trusted_devices').select('token_hash').where('user_id', '=', userId).execute().then((rows) => rows.length), 0, 'every device is a stranger');
  assert.is((await login(user.account, second.body.device)).status, 401, 'nor does a device token sign in');
  assert.is((await login(user.account, user.password)).status, 401, 'the old password fails (and the lock is gone)');
  const fresh = await login(user.account, 'fresh2024');
  assert.is(fresh.status, 200, JSON.stringify(fresh.body));
  // Sign-ins on a new device have notices of their own (account security); this is the reset's.
  assert.equal(notices.filter((n) => n.userId === userId && n.kind !== 'new_device_sign_in'), [{ userId, kind: 'password_reset', details: { kind: 'login' } }]);
});

test('a right code sets the transaction password and lifts its lock; the login password stays', async () => {
  const user = await registered();
  const userId = await userIdOf(t, user.account);
  await t.app.db.updateTable('users').set({ trade_password_failures: 5, trade_locked_until: nowMs + 60 * 60 * 1000 }).where('id', '=', userId).execute();
  const code = await codeFor(user);
  assert.is((await reset(user, code, { kind: 'trade', newPassword: '135790', confirmPassword: '135790' })).status, 204);
  const row = await t.app.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  assert.ok(await verifySecret('135790', row.trade_password_hash));
  assert.is(row.trade_locked_until, null);
  assert.is(Number(row.trade_password_failures), 0);
  assert.is((await login(user.account, user.password)).status, 200, 'the login password is unchanged');
});

test('a wrong code is refused; five checks kill the code, even the right one after', async () => {
  const user = await registered();
  const code = await codeFor(user);
  for (let i = 0; i < 4; i++) {
    const wrong = await reset(user, other(code));
    assert.is(wrong.status, 422);
    assertErrorShape(wrong.body, 'reset_code_wrong');
    assert.is(wrong.body.error.fields, undefined, 'a form-level error');
  }
  const fifth = await reset(user, other(code));
  assertErrorShape(fifth.body, 'reset_code_expired');
  const right = await reset(user, code);
  assertErrorShape(right.body, 'reset_code_expired');
  assert.is((await login(user.account, user.password)).status, 200, 'the password is unchanged');
});

test('a burst of guesses checks at most five', async () => {
  const user = await registered();
  const code = await codeFor(user);
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => reset(user, other(code, i + 1))));
  assert.is(answers.filter((a) => a.body.error?.code === 'reset_code_wrong').length, 4);
  assert.is((await reset(user, code)).body.error.code, 'reset_code_expired');
});

test('a code expires after 10 minutes', async () => {
  const user = await registered();
  const code = await codeFor(user);
  nowMs += 10 * 60 * 1000;
  const late = await reset(user, code);
  assertErrorShape(late.body, 'reset_code_expired');
  assert.is((await login(user.account, user.password)).status, 200);
});

test('a code works once; a new request from the same client replaces its old one', async () => {
  const user = await registered();
  const address = freshAddress();
  const first = await codeFor(user, undefined, address);
  const second = await codeFor(user, undefined, address);
  assertErrorShape((await reset(user, first)).body, 'reset_code_expired');
  assert.is((await reset(user, second)).status, 204);
  assertErrorShape((await reset(user, second, { newPassword: 'other2024', confirmPassword: 'other2024' })).body, 'reset_code_expired');
  assert.is((await login(user.account, 'fresh2024')).status, 200);
});

test('two resets with the same code at once: exactly one wins', async () => {
  const user = await registered();
  const code = await codeFor(user);
  const answers = await Promise.all([reset(user, code), reset(user, code, { newPassword: 'rival2024', confirmPassword: 'rival2024' })]);
  assert.equal(answers.map((a) => a.status).sort(), [204, 422]);
  const winner = answers[0].status === 204 ? 'fresh2024' : 'rival2024';
  assert.is((await login(user.account, winner)).status, 200);
});

test('four requests for one account from one client answer alike whether the account exists and the phone matches: 202 three times, then 429', async () => {
  const user = await registered();
  const probe = async (body: Record<string, string>) => {
    const address = freshAddress();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await askCode(body, address));
    return answers;
  };
  for (const [what, body] of [
    ['the right phone', { account: user.account, phone: user.phone }],
    ['a wrong phone', { account: user.account, phone: newUser().phone }],
    ['no such account', { account: newUser().account, phone: user.phone }],
  ] as const) {
    const answers = await probe(body);
    assert.equal(answers.map((answer) => answer.status), [202, 202, 202, 429], what);
    assertErrorShape(answers[3].body, 'rate_limited');
    assert.ok(Number(answers[3].headers.get('retry-after')) > 3000, 'about an hour');
  }
  nowMs += 60 * 60 * 1000;
  assert.is((await askCode({ account: user.account, phone: user.phone })).status, 202);
});

test('an account is sent 3 codes an hour, asked from anywhere: a fourth request is answered as ever but sends nothing, and the third code still works', async () => {
  const user = await registered();
  const codes = [];
  for (let i = 0; i < 3; i++) codes.push(await codeFor(user));
  const from = gateway.received.length;
  const fourth = await askCode({ account: user.account, phone: user.phone });
  assert.is(fourth.status, 202, JSON.stringify(fourth.body));
  assert.equal(Object.keys(fourth.body), ['requestId'], 'the same answer as a code sent');
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.is(gateway.received.length, from, 'no SMS past the account\'s three');
  for (const code of ['0000', '1111', '2222', '3333', '4444']) assert.is((await reset(user, { ...fourth.body, code })).status, 422, 'no code opens the fourth request');
  assert.is((await reset(user, codes[2])).status, 204, 'the third code still works');
  nowMs += 60 * 60 * 1000;
  await codeFor(user);
});

test("a stranger's wrong phone spends the stranger's quota, not the owner's: after three, the owner still gets a code, and it works", async () => {
  const user = await registered();
  const stranger = freshAddress();
  for (let i = 0; i < 3; i++) {
    const res = await askCode({ account: user.account, phone: newUser().phone }, stranger);
    assert.is(res.status, 202);
    assert.equal(Object.keys(res.body), ['requestId']);
  }
  const code = await codeFor(user);
  assert.is((await reset(user, code)).status, 204);
});

test("a stranger's miss after the owner's code leaves that code working", async () => {
  const user = await registered();
  const code = await codeFor(user);
  assert.is((await askCode({ account: user.account, phone: newUser().phone })).status, 202);
  const done = await reset(user, code);
  assert.is(done.status, 204, JSON.stringify(done.body));
});

test("a stranger's match (who knows the phone) sends the owner a code but ends none of the owner's", async () => {
  const user = await registered();
  const code = await codeFor(user);
  await codeFor(user);
  const done = await reset(user, code);
  assert.is(done.status, 204, JSON.stringify(done.body));
});

test("a stranger without the phone can't spend the owner's tries: wrong codes count against the stranger's own request, never the owner's code", async () => {
  const user = await registered();
  const code = await codeFor(user);
  const stranger = freshAddress();
  const own = (await askCode({ account: user.account, phone: newUser().phone }, stranger)).body;
  const guess = (body: Record<string, unknown>) =>
    call(t.url, 'POST', '/api/auth/reset', { body: { account: user.account, kind: 'login', newPassword: 'hacked123', confirmPassword: 'hacked123', ...body }, headers: { 'x-forwarded-for': stranger } });
  const answers = [];
  for (let i = 0; i < 10; i++) answers.push((await guess({ requestId: own.requestId, code: other(code, i + 1).code })).body.error.code);
  assert.equal(answers.slice(0, 4), Array(4).fill('reset_code_wrong'));
  assert.equal(answers.slice(4), Array(6).fill('reset_code_expired'), 'their own request is dead after five');
  for (let i = 0; i < 5; i++) {
    const made = await guess({ requestId: own.requestId.replace(/^./, (c: string) => (c === 'A' ? 'B' : 'A')), code: other(code, i + 1).code });
    assertErrorShape(made.body, 'reset_code_expired');
    const none = await guess({ code: other(code, i + 1).code });
    assert.is(none.status, 400, 'no request id, no check');
  }
  const done = await reset(user, code);
  assert.is(done.status, 204, JSON.stringify(done.body));
});

test("a request id opens only its own account's code", async () => {
  const [user, another] = [await registered(), await registered()];
  const code = await codeFor(user);
  const wrong = await call(t.url, 'POST', '/api/auth/reset', {
    body: { account: another.account, requestId: code.requestId, code: code.code, kind: 'login', newPassword: 'fresh2024', confirmPassword: 'fresh2024' },
  });
  assertErrorShape(wrong.body, 'reset_code_expired');
  assert.is((await login(another.account, another.password)).status, 200);
  assert.is((await reset(user, code)).status, 204);
});

test('a match and a miss take about as long: the same statements, the SMS sent after the answer', async () => {
  const users = await Promise.all(Array.from({ length: 10 }, () => registered()));
  const took: Record<'match' | 'miss', number[]> = { match: [], miss: [] };
  // Interleaved, so that whatever else the machine does slows both alike; the account's third code goes last,
  // since past it a miss for the account is refused too.
  for (let round = 0; round < 3; round++) {
    for (const user of users) {
      for (const kind of round < 2 ? (['match', 'miss'] as const) : (['miss', 'match'] as const)) {
        const started = performance.now();
        const res = await askCode({ account: user.account, phone: kind === 'match' ? user.phone : newUser().phone });
        took[kind].push(performance.now() - started);
        assert.is(res.status, 202, JSON.stringify(res.body));
      }
    }
  }
  const median = (times: number[]) => [...times].sort((a, b) => a - b)[times.length >> 1];
  const [match, miss] = [median(took.match), median(took.miss)];
  assert.ok(Math.abs(match - miss) < 0.5 * Math.max(match, miss), `medians ${match.toFixed(2)} ms (match) and ${miss.toFixed(2)} ms (miss)`);
});

test('one address may ask 10 codes an hour, matches and misses alike, an IPv6 client by its /56; then 429 whoever it asks for', async () => {
  const user = await registered();
  // Ten /64s of one /56: 2001:db8:77:a00::/56.
  const inBlock = (i: number) => `2001:db8:77:a${i.toString(16).padStart(2, '0')}::${i + 1}`;
  for (let i = 0; i < 10; i++) {
    const body = i === 0 ? { account: user.account, phone: user.phone } : { account: newUser().account, phone: newUser().phone };
    assert.is((await askCode(body, inBlock(i * 25))).status, 202, `request ${i + 1}`);
  }
  for (const body of [{ account: user.account, phone: user.phone }, { account: newUser().account, phone: newUser().phone }]) {
    const refused = await askCode(body, inBlock(255));
    assert.is(refused.status, 429, 'the owner, as anyone, from that /56');
    assertErrorShape(refused.body, 'rate_limited');
    assert.ok(Number(refused.headers.get('retry-after')) > 3000, 'about an hour');
  }
  assert.is((await askCode({ account: newUser().account, phone: newUser().phone }, '2001:db8:77:b00::1')).status, 202, 'the next /56 is another client');
  const code = await codeFor(user);
  assert.is((await reset(user, code)).status, 204, 'the owner, from elsewhere, still gets a code that works');
});

test('bad bodies are refused and change nothing', async () => {
  const user = await registered();
  const code = await codeFor(user);
  const rows = await countRows(t, 'password_reset_codes');
  const bad: [string, unknown, number, Record<string, string>][] = [
    ['/api/auth/reset/code', { account: user.account }, 400, { phone: 'required' }],
    ['/api/auth/reset/code', { account: user.account, phone: user.phone, extra: 1 }, 400, { extra: 'unknown_field' }],
    ['/api/auth/reset/code', { account: user.account, phone: '12345' }, 422, { phone: 'phone_invalid' }],
    ['/api/auth/reset/code', { account: user.account, phone: '+8612345' }, 422, { phone: 'phone_invalid' }],
    ['/api/auth/reset/code', { account: 'x'.repeat(65), phone: user.phone }, 422, { account: 'too_long' }],
    ['/api/auth/reset/code', { account: user.account, phone: user.phone, lang: 'x'.repeat(36) }, 422, { lang: 'size' }],
    ['/api/auth/reset', { account: user.account, ...code, kind: 'login', newPassword: 'fresh2024' }, 400, { confirmPassword: 'required' }],
    ['/api/auth/reset', { account: user.account, code: code.code, kind: 'login', newPassword: 'fresh2024', confirmPassword: 'fresh2024' }, 400, { requestId: 'required' }],
    ['/api/auth/reset', { account: user.account, ...code, requestId: 'x'.repeat(42), kind: 'login', newPassword: 'fresh2024', confirmPassword: 'fresh2024' }, 422, { requestId: 'invalid' }],
    ['/api/auth/reset', { account: user.account, ...code, code: '12345', kind: 'login', newPassword: 'fresh2024', confirmPassword: 'fresh2024' }, 422, { code: 'reset_code_invalid' }],
    ['/api/auth/reset', { account: user.account, ...code, kind: 'admin', newPassword: 'fresh2024', confirmPassword: 'fresh2024' }, 400, { kind: 'invalid' }],
    ['/api/auth/reset', { account: user.account, ...code, kind: 'login', newPassword: 'fresh2024', confirmPassword: 'fresh2025' }, 422, { confirmPassword: 'passwords_mismatch' }],
    ['/api/auth/reset', { account: user.account, ...code, kind: 'login', newPassword: 'short', confirmPassword: 'short' }, 422, { newPassword: 'password_invalid' }],
    ['/api/auth/reset', { account: user.account, ...code, kind: 'trade', newPassword: 'fresh2024', confirmPassword: 'fresh2024' }, 422, { newPassword: 'trade_password_invalid' }],
  ];
  for (const [path, body, status, fields] of bad) {
    const res = await call(t.url, 'POST', path, { body });
    assert.is(res.status, status, `${path} ${JSON.stringify(body)}: ${JSON.stringify(res.body)}`);
    assert.equal(res.body.error.fields, fields, `${path} ${JSON.stringify(body)}`);
  }
  const huge = await call(t.url, 'POST', '/api/auth/reset', { body: { account: user.account, ...code, kind: 'login', newPassword: 'a1'.repeat(600), confirmPassword: 'x' } });
  assert.is(huge.status, 413, 'the body is bounded');
  assert.is(await countRows(t, 'password_reset_codes'), rows, 'no code asked');
  assert.is((await reset(user, code)).status, 204, 'and none of them used a try of the code');
});

test('a gateway that refuses still gets the same 202; the failure is logged without the code', async () => {
  const user = await registered();
  gateway.failWith = 503;
  try {
    const from = gateway.received.length;
    const res = await askCode({ account: user.account, phone: user.phone });
    assert.is(res.status, 202);
    assert.equal(Object.keys(res.body), ['requestId']);
    const sms = await gateway.messageTo(user.phone, from);
    const code = /\d{4}/.exec(sms.body.text)![0];
    await waitFor(() => logged.some((l) => l.msg === 'password-reset SMS not sent'), { timeoutMs: 2_000, what: 'the failed send logged' });
    const line = logged.find((l) => l.msg === 'password-reset SMS not sent');
    assert.match(line!.err?.message ?? '', /503/);
    assert.not.ok(JSON.stringify(line).includes(code), 'the log line does not carry the code');
  } finally {
    gateway.failWith = undefined;
  }
});

test.run();

const limits = suite(`password reset: limits per address and per account (${testDb})`);
let small: TestApp;
limits.before(async () => {
  small = await startTestApp({ authRateLimitPerMinute: 3, trustProxy: ['127.0.0.1'] });
});
limits.after(() => small?.close());

limits('each endpoint is limited per client address', async () => {
  for (const [path, body] of [
    ['/api/auth/reset/code', (i: number) => ({ account: `nobody${i}`, phone: newUser().phone })],
    ['/api/auth/reset', (i: number) => ({ account: `nobody${i}`, requestId: 'A'.repeat(43), code: '1234', kind: 'login', newPassword: 'fresh2024', confirmPassword: 'fresh2024' })],
  ] as const) {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(small.url, 'POST', path, { body: body(i) })).status);
    assert.is(statuses.at(-1), 429, `${path}: ${statuses}`);
  }
});

limits('each endpoint counts an IPv6 client by its /56, as the other limits do, not by its /64', async () => {
  for (const [path, body, block, answer] of [
    ['/api/auth/reset/code', (i: number) => ({ account: `nobody${i}`, phone: newUser().phone }), '2001:db8:56:1', 202],
    ['/api/auth/reset', (i: number) => ({ account: `nobody${i}`, requestId: 'A'.repeat(43), code: '1234', kind: 'login', newPassword: 'fresh2024', confirmPassword: 'fresh2024' }), '2001:db8:56:2', 422],
  ] as const) {
    const statuses = [];
    // Four /64s of one /56 (2001:db8:56:100::/56, then :200::/56).
    for (let i = 0; i < 4; i++) statuses.push((await call(small.url, 'POST', path, { body: body(i), headers: { 'x-forwarded-for': `${block}${i}0::1` } })).status);
    assert.equal(statuses, [answer, answer, answer, 429], `${path}: ${statuses}`);
  }
});

limits.run();

const strangers = suite(`password reset: a stranger's tries at the default limits (${testDb})`);
let defaults: TestApp;
strangers.before(async () => {
  // A demo server, so the owner's code is in the answer; AUTH_RATE_LIMIT_PER_MINUTE as shipped (10).
  defaults = await startTestApp({ demoMode: true, sms: { provider: 'log' }, trustProxy: ['127.0.0.1'] });
  await insertInviteCode(defaults.app.conn, inviteCode, null, Date.now());
});
strangers.after(() => defaults?.close());

strangers("ten wrong tries a minute from one address, and more from others, neither kill the owner's code nor get the owner's right one refused", async () => {
  const { user } = await registerAndLogin(defaults.url, inviteCode);
  const from = (address: string, path: string, body: Record<string, unknown>) => call(defaults.url, 'POST', path, { body, headers: { 'x-forwarded-for': address } });
  const owner = await from('198.51.100.1', '/api/auth/reset/code', { account: user.account, phone: user.phone, lang: 'en' });
  assert.is(owner.status, 202);
  const wrong = owner.body.demoCode === '0000' ? '0001' : '0000';
  const guess = { account: user.account, code: wrong, kind: 'login', newPassword: 'hacked123', confirmPassword: 'hacked123' };
  for (const stranger of ['198.51.100.2', '198.51.100.3']) {
    // Without the phone, a stranger holds no request of the owner's: their own (a miss), one made up, or none.
    const own = (await from(stranger, '/api/auth/reset/code', { account: user.account, phone: newUser().phone })).body.requestId;
    for (const requestId of [own, own, own, own, own, 'A'.repeat(43), 'B'.repeat(43), undefined, undefined]) {
      const res = await from(stranger, '/api/auth/reset', { ...guess, ...(requestId ? { requestId } : {}) });
      assert.ok([400, 422].includes(res.status), JSON.stringify(res.body));
    }
  }
  const done = await from('198.51.100.1', '/api/auth/reset', { account: user.account, requestId: owner.body.requestId, code: owner.body.demoCode, kind: 'login', newPassword: 'owner1234', confirmPassword: 'owner1234' });
  assert.is(done.status, 204, JSON.stringify(done.body));
  assert.is((await call(defaults.url, 'POST', '/api/auth/login', { body: { account: user.account, password: 'owner1234' } })).status, 200);
});

strangers.run();

const budget = suite(`password reset: the hourly SMS budget (${testDb})`);
let budgeted: TestApp;
let budgetGateway: FakeSmsGateway;
let budgetNow = Date.parse('2026-12-07T10:20:00Z');
const budgetLog: { level: number; msg: string; budget?: number }[] = [];
budget.before(async () => {
  budgetGateway = await startFakeSmsGateway();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) budgetLog.push(JSON.parse(line));
      done();
    },
  });
  budgeted = await startTestApp(
    { authRateLimitPerMinute: 1000, trustProxy: ['127.0.0.1'], smsHourlyBudget: 2, sms: { provider: 'http', url: budgetGateway.url, token, sender: 'UptickTest', timeoutMs: 2_000 } },
    undefined,
    () => budgetNow,
    { level: 'warn', stream },
  );
  await insertInviteCode(budgeted.app.conn, inviteCode, null, Date.now());
});
budget.after(async () => {
  await budgeted?.close();
  await budgetGateway?.close();
});

budget('past SMS_HOURLY_BUDGET codes an hour, every request is 503 sms_budget_exhausted until the hour ends; the log warns once and `health` says why', async () => {
  const ask = (body: Record<string, string>, address: string) => call(budgeted.url, 'POST', '/api/auth/reset/code', { body, headers: { 'x-forwarded-for': address } });
  const users = [];
  for (let i = 0; i < 3; i++) users.push((await registerAndLogin(budgeted.url, inviteCode)).user);
  for (const user of users) await established(budgeted, user.account, budgetNow);
  for (const [i, user] of users.slice(0, 2).entries()) {
    assert.is((await ask({ account: user.account, phone: user.phone }, `198.51.100.${i + 1}`)).status, 202);
    await budgetGateway.messageTo(user.phone, 0);
  }
  const from = budgetGateway.received.length;
  for (const [i, body] of [{ account: users[2].account, phone: users[2].phone }, { account: users[2].account, phone: newUser().phone }, { account: newUser().account, phone: newUser().phone }].entries()) {
    const refused = await ask(body, `198.51.100.${10 + i}`);
    assert.is(refused.status, 503, JSON.stringify(refused.body));
    assertErrorShape(refused.body, 'sms_budget_exhausted');
    // The hour of the budget ends at 11:00, 40 minutes on.
    assert.is(refused.headers.get('retry-after'), String(40 * 60), 'until the hour ends');
    assert.is(refused.body.error.retryAfterSeconds, 40 * 60);
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.is(budgetGateway.received.length, from, 'no SMS past the budget');
  const told = budgetLog.filter((line) => /SMS hourly budget/.test(line.msg));
  assert.is(told.length, 1, 'one warning an hour, however many are refused');
  assert.is(told[0].level, 40, 'a warning');
  assert.is(told[0].budget, 2);
  const health = await machineHealth(budgeted.app.conn, budgeted.config, budgetNow);
  assert.is(health.status, 'degraded');
  assert.ok(health.reasons.includes("sms: this hour's budget of 2 codes is spent (SMS_HOURLY_BUDGET); password-reset codes are refused until 2026-12-07T11:00:00.000Z"), JSON.stringify(health.reasons));
  assert.equal(health.sms, { sentThisHour: 2, budget: 2, resetCodes: 'refused until 2026-12-07T11:00:00.000Z' }, "the operator's `health` says so");

  budgetNow += 40 * 60 * 1000;
  assert.is((await ask({ account: users[2].account, phone: users[2].phone }, '198.51.100.99')).status, 202, 'the next hour has a budget again');
  await budgetGateway.messageTo(users[2].phone, from);
  const later = await machineHealth(budgeted.app.conn, budgeted.config, budgetNow);
  assert.not.ok(later.reasons.some((reason) => reason.startsWith('sms: ')), JSON.stringify(later.reasons));
  assert.equal(later.sms, { sentThisHour: 1, budget: 2, resetCodes: 'sent' });
});

budget.run();

const young = suite(`password reset: new accounts get a share of the SMS budget (${testDb})`);
let shared: TestApp;
let sharedGateway: FakeSmsGateway;
const sharedNow = () => Date.parse('2026-12-08T10:05:00Z');
young.before(async () => {
  sharedGateway = await startFakeSmsGateway();
  shared = await startTestApp(
    { authRateLimitPerMinute: 1000, trustProxy: ['127.0.0.1'], smsHourlyBudget: 5, sms: { provider: 'http', url: sharedGateway.url, token, sender: 'UptickTest', timeoutMs: 2_000 } },
    undefined,
    sharedNow,
  );
  await insertInviteCode(shared.app.conn, inviteCode, null, Date.now());
});
young.after(async () => {
  await shared?.close();
  await sharedGateway?.close();
});

young("accounts opened today can't spend the hour's budget: a fifth of it, one code an hour each, answered alike; older accounts and depositors still get theirs", async () => {
  const ask = (user: User, address: string) => call(shared.url, 'POST', '/api/auth/reset/code', { body: { account: user.account, phone: user.phone }, headers: { 'x-forwarded-for': address } });
  const open = () => registerAndLogin(shared.url, inviteCode);
  const [{ user: owner }, { user: depositor, token: depositorToken }] = [await open(), await open()];
  const made = [(await open()).user, (await open()).user, (await open()).user];
  // The owner opened the account two days ago; the depositor today, with money in.
  await shared.app.db.updateTable('users').set({ created_at: sharedNow() - 2 * 24 * 60 * 60 * 1000 }).where('account', '=', owner.account).execute();
  const asked = await deposit(shared, depositorToken, '100.00', 'young-d1');
  await confirmDeposit(shared.app.conn, shared.app.numbering.deposits, asked.body.id, received('100.00'), operator, Date.now(), shared.app.notices);

  // Self-made accounts with made-up numbers, asked for from one address, three times each.
  const answers = [];
  for (const user of made) for (let i = 0; i < 3; i++) answers.push(await ask(user, '198.51.100.77'));
  for (const answer of answers) {
    assert.is(answer.status, 202, JSON.stringify(answer.body));
    assert.equal(Object.keys(answer.body), ['requestId'], 'the answer of a code sent');
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.is(sharedGateway.received.length, 1, 'one message to new accounts: a fifth of 5');

  for (const [i, user] of [owner, depositor].entries()) {
    const from = sharedGateway.received.length;
    const res = await ask(user, `198.51.100.${i + 1}`);
    assert.is(res.status, 202, JSON.stringify(res.body));
    const sms = await sharedGateway.messageTo(user.phone, from);
    const code = /\b(\d{4})\b/.exec(sms.body.text)![1];
    const done = await call(shared.url, 'POST', '/api/auth/reset', {
      body: { account: user.account, requestId: res.body.requestId, code, kind: 'login', newPassword: 'fresh2024', confirmPassword: 'fresh2024' },
    });
    assert.is(done.status, 204, JSON.stringify(done.body));
  }
  const hour = await shared.app.db.selectFrom('sms_hours').selectAll().executeTakeFirstOrThrow();
  assert.equal([Number(hour.sent), Number(hour.young_sent)], [3, 1]);
});

young.run();

const demo = suite(`password reset in demo mode (${testDb})`);
let demoApp: TestApp;
const demoLog: { msg: string; text?: string; phone?: string }[] = [];
demo.before(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) demoLog.push(JSON.parse(line));
      done();
    },
  });
  demoApp = await startTestApp({ demoMode: true, authRateLimitPerMinute: 1000, sms: { provider: 'log' } }, undefined, undefined, { level: 'info', stream });
  await insertInviteCode(demoApp.app.conn, inviteCode, null, Date.now());
});
demo.after(() => demoApp?.close());

demo('the 202 carries a demo code, for a match and a miss alike; the log provider writes only the match', async () => {
  const { user } = await registerAndLogin(demoApp.url, inviteCode);
  const hit = await call(demoApp.url, 'POST', '/api/auth/reset/code', { body: { account: user.account, phone: user.phone } });
  const miss = await call(demoApp.url, 'POST', '/api/auth/reset/code', { body: { account: newUser().account, phone: user.phone } });
  for (const res of [hit, miss]) {
    assert.is(res.status, 202);
    assert.match(res.body.demoCode, /^\d{4}$/);
  }
  const sent = demoLog.filter((line) => line.msg === 'sms (log provider, demo only)');
  assert.is(sent.length, 1);
  assert.is(sent[0].phone, user.phone);
  assert.ok(sent[0].text?.includes(hit.body.demoCode));
  const done = await call(demoApp.url, 'POST', '/api/auth/reset', {
    body: { account: user.account, requestId: hit.body.requestId, code: hit.body.demoCode, kind: 'login', newPassword: 'fresh2024', confirmPassword: 'fresh2024' },
  });
  assert.is(done.status, 204);
});

demo.run();
