import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { call, startTestApp, type TestApp } from '../helpers/test-app.js';
import { newUser, registerAndLogin } from '../helpers/users.js';
import { assertErrorShape, balances, bindAccount, deposit, inviteCode, startFundsApp, userIdOf, withdraw } from '../helpers/funds.js';
import { insertInviteCode } from '../../server/domain/auth/invite-codes-repository.js';
import { forAccount, forAddress, hashGate, type HashFor } from '../../server/domain/auth/hash-gate.js';
import { forgetOldDevices, insertTrustedDevice } from '../../server/domain/auth/trusted-devices-repository.js';
import { trustedDevicesMax } from '../../server/domain/auth/auth-service.js';
import { resetSecret } from '../../server/domain/auth/operator-actions.js';
import { hashToken } from '../../server/domain/auth/tokens.js';
import { owaspScrypt } from '../../server/config.js';
import { within } from '../helpers/within.js';
import { checkTradePassword } from '../../server/domain/funds/trade-password-guard.js';
import { OneAtATime } from '../../server/domain/one-at-a-time.js';
import type { DomainError } from '../../server/domain/domain-error.js';
import { waitFor } from '../helpers/wait-for.js';

// What an attacker found in sign-in and the transaction password, each pinned by a test (docs/security.md).

const login = (t: TestApp, account: string, password: string, headers: Record<string, string> = {}) =>
  call(t.url, 'POST', '/api/auth/login', { body: { account, password }, headers });

/**
 * Takes `slots` hashing slots or places in the queue of `whose` (a stranger unless said), as a flood would;
 * each is let go by its own function. A place the gate takes back for a quieter principal is refused.
 */
function occupyHashing(slots: number, whose: HashFor = forAddress('flood')): (() => void)[] {
  return Array.from({ length: slots }, () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    hashGate.run(() => held, whose).catch(() => undefined);
    return release;
  });
}

/** Fills the (two-place) strangers' lane so that the queue of `whose` is as long as any: its next hash is refused 503. */
const fillLaneAround = (whose: HashFor) => [...occupyHashing(2), ...occupyHashing(1, whose)];

const releaseAll = (held: (() => void)[]) => held.forEach((release) => release());

const waitUntil = (done: () => boolean) => waitFor(done, { what: 'hashing held as the test set it up' });

const hashing = suite('hashing cannot be flooded');
let h: TestApp;
hashing.before(async () => {
  // A burst of sign-ins must find the one hash still running, as it would at OWASP's cost (~0.5 s); ~50 ms
  // is ample for that, where the full cost would add ~20 s to this suite.
  h = await startTestApp({ authRateLimitPerMinute: 1000, hashConcurrency: 1, hashQueueMax: 2, hashQueuePerPrincipal: 2, scrypt: { ...owaspScrypt, costLog2: 14 } });
  await insertInviteCode(h.app.conn, inviteCode, null, Date.now());
});
hashing.after(() => h.close());

hashing('registration with a made-up ticket is refused before any password is hashed', async () => {
  // With every hashing slot and the queue taken, a request that hashed first would be refused 503.
  const held = occupyHashing(3);
  try {
    const fake = await call(h.url, 'POST', '/api/auth/register', {
      body: { ticket: 'x'.repeat(43), password: 'secret123', passwordConfirm: 'secret123', tradePassword: '246810', tradePasswordConfirm: '246810', acceptTerms: true },
    });
    assert.is(fake.status, 422, JSON.stringify(fake.body));
    assertErrorShape(fake.body, 'ticket_invalid');
  } finally {
    releaseAll(held);
  }
});

hashing('a ticket is used up before hashing: spent on a taken account, or sent three times at once, it opens one account', async () => {
  const user = newUser();
  const ticketFor = async (phone: string) =>
    (await call(h.url, 'POST', '/api/auth/register/check', { body: { account: user.account, phone, inviteCode } })).body.ticket as string;
  const register = (ticket: string) =>
    call(h.url, 'POST', '/api/auth/register', {
      body: { ticket, password: user.password, passwordConfirm: user.password, tradePassword: user.tradePassword, tradePasswordConfirm: user.tradePassword, acceptTerms: true },
    });
  const [first, second] = [await ticketFor(user.phone), await ticketFor(newUser().phone)];
  assert.equal((await Promise.all([register(first), register(first), register(first)])).map((r) => r.status).sort(), [201, 422, 422]);
  assert.is((await register(second)).status, 409, 'the account is taken now');
  const again = await register(second);
  assert.is(again.status, 422, 'and the ticket is spent: no second pair of hashes for it');
  assertErrorShape(again.body, 'ticket_invalid');
});

hashing("with this address's hash queue full, registration answers 503 and keeps its ticket for the retry", async () => {
  const user = newUser();
  const check = await call(h.url, 'POST', '/api/auth/register/check', { body: { account: user.account, phone: user.phone, inviteCode } });
  const body = { ticket: check.body.ticket, password: user.password, passwordConfirm: user.password, tradePassword: user.tradePassword, tradePasswordConfirm: user.tradePassword, acceptTerms: true };
  const held = fillLaneAround(forAddress('127.0.0.1'));
  try {
    assert.is((await call(h.url, 'POST', '/api/auth/register', { body })).status, 503);
  } finally {
    releaseAll(held);
  }
  assert.is((await call(h.url, 'POST', '/api/auth/register', { body })).status, 201);
});

hashing("past an account's hashing queue, its sign-ins are answered 503 with Retry-After at once, and the server recovers", async () => {
  const user = await registerAndLogin(h.url, inviteCode);
  // A new device's sign-in waits in the strangers' lane, under the account.
  const held = fillLaneAround(forAccount(await userIdOf(h, user.user.account), 'stranger'));
  try {
    const startedMs = Date.now();
    const refused = await login(h, user.user.account, user.user.password);
    assert.is(refused.status, 503, JSON.stringify(refused.body));
    assertErrorShape(refused.body, 'unavailable');
    assert.ok(Number(refused.headers.get('retry-after')) >= 1, 'Retry-After says when to come back');
    assert.ok(Date.now() - startedMs < 1_000, 'refused without waiting for a hash');
  } finally {
    releaseAll(held);
  }
  // Eight unknown accounts at once from one address (judged in parallel): 1 runs, 2 wait, the rest are refused.
  const flood = await Promise.all(Array.from({ length: 8 }, (_, i) => login(h, `nobody${i}x`, 'guess1234')));
  const statuses = flood.map((r) => r.status);
  assert.ok(statuses.every((s) => s === 401 || s === 429 || s === 503), statuses.join(','));
  assert.ok(statuses.filter((s) => s !== 401).length >= 3, `past 1 running + 2 waiting, refused: ${statuses.join(',')}`);
  assert.equal(hashGate.load, { running: 0, known: 0, stranger: 0 });
  assert.is((await login(h, user.user.account, user.user.password)).status, 200, 'after the flood, sign-in works again');
});

hashing("one account's known devices take one hashing slot, however many addresses send them", async () => {
  const attacker = (await registerAndLogin(h.url, inviteCode)).user;
  const attackerDevice = (await login(h, attacker.account, attacker.password)).body.device;
  const victim = (await registerAndLogin(h.url, inviteCode)).user;
  const victimDevice = (await login(h, victim.account, victim.password)).body.device;
  // Six logins of the attacker's own account with its own token: the known lane is 1 running + 2 waiting.
  const flood = Array.from({ length: 6 }, () =>
    call(h.url, 'POST', '/api/auth/login', { body: { account: attacker.account, password: 'wrong-guess1', device: attackerDevice } }),
  );
  const owner = await call(h.url, 'POST', '/api/auth/login', { body: { account: victim.account, password: victim.password, device: victimDevice } });
  const statuses = (await Promise.all(flood)).map((r) => r.status);
  assert.is(owner.status, 200, `the owner's known device is not refused: ${JSON.stringify(owner.body)}`);
  assert.not.ok(statuses.includes(503), `the attacker's logins queue behind each other, not in the lane: ${statuses.join(',')}`);
});

hashing('a login that waited for its hash while an operator reset the password gets no session', async () => {
  const { user } = await registerAndLogin(h.url, inviteCode);
  const [running, ...waiting] = occupyHashing(1);
  try {
    // The login (a new device: the strangers' lane) waits behind the held hash; the reset (the known lane) goes first.
    const stale = login(h, user.account, user.password);
    await waitUntil(() => hashGate.load.stranger === 1);
    const reset = resetSecret(h.app.conn, user.account, 'login', { actor: 'test-operator', reason: 'the user asked' }, Date.now());
    await waitUntil(() => hashGate.load.known === 1);
    running();
    const temporary = await reset;
    const answer = await stale;
    assert.is(answer.status, 401, `the old password's login, judged before the reset landed, is stale: ${JSON.stringify(answer.body)}`);
    assert.is((await login(h, user.account, temporary)).status, 200);
  } finally {
    releaseAll(waiting);
  }
});

hashing('a known device is served before the strangers waiting in the queue', async () => {
  const { user } = await registerAndLogin(h.url, inviteCode);
  const first = await login(h, user.account, user.password);
  assert.is(first.status, 200);
  // One stranger's hash runs and two wait, none of them ever finishing by themselves.
  const [running, ...waiting] = occupyHashing(3);
  try {
    const known = call(h.url, 'POST', '/api/auth/login', { body: { account: user.account, password: user.password, device: first.body.device } });
    await waitUntil(() => hashGate.load.known === 1);
    running();
    // Served first, the known device signs in while the strangers still wait; served after them, it never would.
    const answer = await within(10_000, 'the known device, behind the strangers,', known);
    assert.is(answer.status, 200, JSON.stringify(answer.body));
    assert.is(hashGate.load.stranger, 1, 'one stranger took the slot after it; one still waits');
  } finally {
    releaseAll(waiting);
  }
});

hashing.run();

async function isKnownDevice(t: TestApp, device: string): Promise<boolean> {
  return (await t.app.db.selectFrom('trusted_devices').select('user_id').where('token_hash', '=', hashToken(device)).executeTakeFirst()) !== undefined;
}

const addresses = suite('client addresses and per-account locks');
let a: TestApp;
let proxied: TestApp;
addresses.before(async () => {
  a = await startTestApp({ authRateLimitPerMinute: 3 });
  proxied = await startTestApp({ authRateLimitPerMinute: 1000, trustProxy: ['127.0.0.1'] });
  await insertInviteCode(proxied.app.conn, inviteCode, null, Date.now());
});
addresses.after(async () => {
  await a.close();
  await proxied.close();
});

addresses('X-Forwarded-For does not reset the rate limit when no proxy is trusted', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) {
    statuses.push((await login(a, 'nobody999', 'wrong1', { 'x-forwarded-for': `203.0.113.${i}` })).status);
  }
  assert.equal(statuses, [401, 401, 401, 429]);
});

// A sign-in row written before the answer made a locked answer for an account that exists 1.6 to 2.7 times as slow
// as for one that doesn't: its time told which accounts exist. What is written while each answer goes out is
// counted there, in the server, rather than timed from outside, which a busy host blurs.
addresses("a locked answer writes nothing before it goes, for an account that exists or not; the owner's record follows", async () => {
  let rowsAtAnswers: number[] = [];
  const rows = async () => Number((await watched.app.conn.kysely.selectFrom('sign_ins').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const watched = await startTestApp({ authRateLimitPerMinute: 1000, trustProxy: ['127.0.0.1'] }, (app) =>
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url === '/api/auth/login' && reply.statusCode === 423) rowsAtAnswers.push(await rows());
      return payload;
    }),
  );
  try {
    await insertInviteCode(watched.app.conn, inviteCode, null, Date.now());
    const { user } = await registerAndLogin(watched.url, inviteCode);
    for (const [account, from] of [[user.account, '198.18.1.1'], ['nosuch1x', '198.18.2.1']]) {
      for (let i = 0; i < 4; i++) assert.is((await login(watched, account, 'wrong-guess1', { 'x-forwarded-for': from })).status, 401);
      await watched.app.accounts.signIns.written();
      const before = await rows();
      rowsAtAnswers = [];
      for (let i = 0; i < 3; i++) assert.is((await login(watched, account, 'wrong-guess1', { 'x-forwarded-for': from })).status, 423);
      assert.equal(rowsAtAnswers, [before, before, before], `${account}: nothing written before the answers`);
      await watched.app.accounts.signIns.written();
      assert.is(await rows(), before + (account === user.account ? 3 : 0), `${account}: the owner's record of the locked tries`);
    }
  } finally {
    await watched.close();
  }
});

addresses('five wrong passwords lock that address out of that account, before hashing, for a growing while', async () => {
  const { user } = await registerAndLogin(proxied.url, inviteCode);
  const from = { 'x-forwarded-for': '198.51.100.7' };
  const answers: { status: number; left?: number }[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await login(proxied, user.account, `wrong${i}`, from);
    answers.push({ status: res.status, left: res.body.error.attemptsLeft });
  }
  // Broke before: nothing said a lock was coming, while a wrong transaction password says how many tries are left.
  assert.equal(answers, [{ status: 401, left: 4 }, { status: 401, left: 3 }, { status: 401, left: 2 }, { status: 401, left: 1 }, { status: 423, left: undefined }], 'the tries left before the lock');
  const locked = await login(proxied, user.account, user.password, from);
  assert.is(locked.status, 423, 'even the right password waits out the lock');
  assertErrorShape(locked.body, 'login_locked');
  const retryAfter = Number(locked.headers.get('retry-after'));
  assert.ok(retryAfter > 50 && retryAfter <= 60, `first lock is a minute: ${retryAfter}`);

  // The owner, elsewhere, is not locked out by a stranger's guesses.
  const owner = await login(proxied, user.account, user.password, { 'x-forwarded-for': '192.0.2.44' });
  assert.is(owner.status, 200, JSON.stringify(owner.body));
});

addresses('guesses spread over addresses lock the account for new devices, never for a device the owner signed in on', async () => {
  const { user } = await registerAndLogin(proxied.url, inviteCode);
  const owner = await login(proxied, user.account, user.password, { 'x-forwarded-for': '192.0.2.50' });
  assert.is(owner.status, 200);
  assert.type(owner.body.device, 'string', 'a login hands this device a token');

  const statuses: number[] = [];
  for (const address of ['198.51.100.21', '198.51.100.22']) {
    for (let i = 0; i < 5; i++) statuses.push((await login(proxied, user.account, `wrong${i}`, { 'x-forwarded-for': address })).status);
  }
  assert.equal(statuses, [401, 401, 401, 401, 423, 401, 401, 401, 401, 423], 'each address locks at its fifth, the account at its tenth');
  const inbox = await call(proxied.url, 'GET', '/api/messages?lang=en', { token: owner.body.token });
  // The owner's second sign-in, from a device without a token, was news too.
  assert.equal(inbox.body.items.map((m: { title: string }) => m.title), ['Sign-in from new devices paused', 'New device signed in'], 'the owner hears of the account-wide lock, once');

  const newDevice = await login(proxied, user.account, user.password, { 'x-forwarded-for': '192.0.2.51' });
  assert.is(newDevice.status, 423, 'a device the account has never signed in on waits out the account-wide lock');
  assertErrorShape(newDevice.body, 'login_locked');
  const forged = await call(proxied.url, 'POST', '/api/auth/login', {
    body: { account: user.account, password: user.password, device: 'y'.repeat(43) },
    headers: { 'x-forwarded-for': '192.0.2.51' },
  });
  assert.is(forged.status, 423, 'a made-up device token is no device');
  // While strangers hold the account-wide lock, the signed-in owner can still change the password.
  const newPassword = 'changed123';
  const changed = await call(proxied.url, 'POST', '/api/me/password', {
    token: owner.body.token,
    body: { kind: 'login', oldPassword: user.password, newPassword, confirmPassword: newPassword },
    headers: { 'x-forwarded-for': '192.0.2.50' },
  });
  assert.is(changed.status, 204, JSON.stringify(changed.body));
  // The change made every device a stranger again: the phone's token from before it passes no lock.
  const oldDevice = await call(proxied.url, 'POST', '/api/auth/login', {
    body: { account: user.account, password: newPassword, device: owner.body.device },
    headers: { 'x-forwarded-for': '192.0.2.53' },
  });
  assert.is(oldDevice.status, 423, `a device token from before the change passes no lock: ${JSON.stringify(oldDevice.body)}`);

  // An operator's login reset lifts every lock of the account; the phone signs in and is known again.
  const temporary = await resetSecret(proxied.app.conn, user.account, 'login', { actor: 'test-operator', reason: 'locked out' }, Date.now());
  const phone = await login(proxied, user.account, temporary, { 'x-forwarded-for': '198.51.100.21' });
  assert.is(phone.status, 200);
  for (const address of ['198.51.100.25', '198.51.100.26']) {
    for (let i = 0; i < 5; i++) await login(proxied, user.account, `wrong${i}`, { 'x-forwarded-for': address });
  }
  const known = await call(proxied.url, 'POST', '/api/auth/login', {
    body: { account: user.account, password: temporary, device: phone.body.device },
    headers: { 'x-forwarded-for': '192.0.2.54' },
  });
  assert.is(known.status, 200, `the owner's known device signs in from a new address: ${JSON.stringify(known.body)}`);
  assert.type(known.body.device, 'string');
  assert.is.not(known.body.device, phone.body.device, 'and is handed a new token for next time');
  assert.not.ok(await isKnownDevice(proxied, phone.body.device), 'the used token is forgotten');
  assert.ok(await isKnownDevice(proxied, known.body.device));
  const afterOwner = await login(proxied, user.account, temporary, { 'x-forwarded-for': '192.0.2.56' });
  assert.is(afterOwner.status, 200, "the owner's sign-in on a known device ended the account-wide lock");
});

addresses('five wrong passwords sent with a device token forget it: its holder is a stranger again', async () => {
  const { user } = await registerAndLogin(proxied.url, inviteCode);
  const first = await login(proxied, user.account, user.password, { 'x-forwarded-for': '192.0.2.60' });
  const withToken = (password: string, i: number) =>
    call(proxied.url, 'POST', '/api/auth/login', { body: { account: user.account, password, device: first.body.device }, headers: { 'x-forwarded-for': `203.0.113.${100 + i}` } });
  for (let i = 0; i < 5; i++) assert.is((await withToken(`wrong${i}`, i)).status, 401);
  assert.not.ok(await isKnownDevice(proxied, first.body.device), 'the token is forgotten');
  // Now its guesses count as a new device's: ten from ten addresses, and the account-wide lock holds it.
  for (let i = 5; i < 15; i++) await withToken(`wrong${i}`, i);
  assert.is((await withToken(user.password, 15)).status, 423);
});

addresses('a device token is used once even when logins race with it: of four at once, one signs in', async () => {
  const { user } = await registerAndLogin(proxied.url, inviteCode);
  const first = await login(proxied, user.account, user.password, { 'x-forwarded-for': '192.0.2.70' });
  // Hashing held up (both slots), all four find the token still there before any of them can use it up.
  const held = occupyHashing(proxied.config.hashConcurrency);
  const race = Promise.all(
    Array.from({ length: 4 }, (_, i) =>
      call(proxied.url, 'POST', '/api/auth/login', { body: { account: user.account, password: user.password, device: first.body.device }, headers: { 'x-forwarded-for': `192.0.2.${71 + i}` } }),
    ),
  );
  await waitUntil(() => hashGate.load.known === 1);
  await new Promise((resolve) => setTimeout(resolve, 200));
  releaseAll(held);
  const answers = await race;
  assert.equal(answers.map((r) => r.status).sort(), [200, 401, 401, 401], JSON.stringify(answers.map((r) => r.body)));
  for (const refused of answers.filter((r) => r.status === 401)) assertErrorShape(refused.body, 'invalid_credentials');
  assert.not.ok(await isKnownDevice(proxied, first.body.device), 'the raced token is used up');
});

addresses('a user keeps the ten devices they last signed in on; older ones are forgotten', async () => {
  const { user } = await registerAndLogin(proxied.url, inviteCode);
  const { id } = await proxied.app.db.selectFrom('users').select('id').where('account', '=', user.account).executeTakeFirstOrThrow();
  for (let i = 0; i < 12; i++) await insertTrustedDevice(proxied.app.conn, `device-${String(i).padStart(2, '0')}`, id, 1_000 + i);
  await forgetOldDevices(proxied.app.conn, id, trustedDevicesMax);
  const kept = await proxied.app.db.selectFrom('trusted_devices').select('token_hash').where('user_id', '=', id).orderBy('last_used_at').execute();
  // The login above made one more, the newest of all.
  assert.is(kept.length, 10);
  assert.equal(kept.slice(0, 9).map((r) => r.token_hash), Array.from({ length: 9 }, (_, i) => `device-${String(i + 3).padStart(2, '0')}`));
});

addresses('an unknown account locks the same way, so a lock tells nothing about which accounts exist', async () => {
  const from = { 'x-forwarded-for': '198.51.100.8' };
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await login(proxied, 'nosuchuser1', `wrong${i}`, from)).status);
  assert.equal(statuses, [401, 401, 401, 401, 423, 423]);
});

addresses('registration step 1 checks the invite code before saying whether an account is taken', async () => {
  const { user } = await registerAndLogin(proxied.url, inviteCode);
  const probe = await call(proxied.url, 'POST', '/api/auth/register/check', {
    body: { account: user.account, phone: newUser().phone, inviteCode: 'GUESS234' },
  });
  assert.is(probe.status, 422);
  assertErrorShape(probe.body, 'invite_code_unknown');
});

addresses.run();

const trade = suite('one counter and one lock for the transaction password');
let f: TestApp;
trade.before(async () => {
  f = await startFundsApp();
});
trade.after(() => f.close());

async function signedIn(t: TestApp) {
  const { user, token } = await registerAndLogin(t.url, inviteCode);
  return { ...user, token };
}

const changeTrade = (t: TestApp, token: string, oldPassword: string, newPassword = '135791') =>
  call(t.url, 'POST', '/api/me/password', { token, body: { kind: 'trade', oldPassword, newPassword, confirmPassword: newPassword } });

trade('wrong transaction passwords checked at once by several processes all count: five lock, none lost', async () => {
  const user = await signedIn(f);
  const userId = await userIdOf(f, user.account);
  // Each process checks one account's passwords one at a time, so five processes are five at once.
  const answers = await Promise.all(
    Array.from({ length: 5 }, () => checkTradePassword(f.app.conn, new OneAtATime(), userId, '999999', Date.now(), f.app.notices).then(() => 'right', (err: DomainError) => err.code)),
  );
  assert.equal(answers.filter((code) => code !== 'trade_password_wrong'), ['locked'], JSON.stringify(answers));
  const row = await f.app.db.selectFrom('users').select('trade_locked_until').where('id', '=', userId).executeTakeFirstOrThrow();
  assert.ok(Number(row.trade_locked_until) > Date.now(), 'withdrawals are locked');
});

trade('wrong old transaction passwords on the password screen count toward the withdrawal lock', async () => {
  const u = await signedIn(f);
  await bindAccount(f, u);
  assert.is((await deposit(f, u.token, '500.00')).status, 201);
  for (const left of [4, 3, 2]) {
    const wrong = await changeTrade(f, u.token, '000000');
    assert.is(wrong.status, 422);
    assertErrorShape(wrong.body, 'old_password_wrong');
    assert.is(wrong.body.error.fields.oldPassword, 'old_password_wrong');
    assert.is(wrong.body.error.attemptsLeft, left);
  }
  assert.is((await withdraw(f, u, '10.00', undefined, '000001')).body.error.attemptsLeft, 1, 'one counter for both doors');
  const fifth = await changeTrade(f, u.token, '000002');
  assert.is(fifth.status, 423);
  assertErrorShape(fifth.body, 'locked');

  // Locked: neither the right password on the password screen nor a withdrawal gets through.
  const right = await changeTrade(f, u.token, u.tradePassword);
  assert.is(right.status, 423, JSON.stringify(right.body));
  assert.is((await withdraw(f, u, '10.00')).status, 423);
  assert.is((await balances(f, u.token)).frozen, '0.00');
});

trade('the right old transaction password changes it and clears the count', async () => {
  const u = await signedIn(f);
  assert.is((await changeTrade(f, u.token, '000000')).body.error.attemptsLeft, 4);
  assert.is((await changeTrade(f, u.token, u.tradePassword, '135791')).status, 204);
  const row = await f.app.db.selectFrom('users').select(['trade_password_failures', 'trade_locked_until']).where('account', '=', u.account).executeTakeFirstOrThrow();
  assert.equal(row, { trade_password_failures: 0, trade_locked_until: null });
  assert.is((await changeTrade(f, u.token, '135791', '246810')).status, 204, 'the new one is the one that works');
});

trade('the user hears of a transaction-password lock and of each password change', async () => {
  const heard: string[] = [];
  const send = f.app.notices.send;
  f.app.notices.send = async (_userId, kind) => void heard.push(kind);
  try {
    const u = await signedIn(f);
    assert.is((await changeTrade(f, u.token, u.tradePassword, '135791')).status, 204);
    assert.equal(heard, ['trade_password_changed']);
    for (let i = 0; i < 5; i++) await changeTrade(f, u.token, '000000');
    assert.equal(heard, ['trade_password_changed', 'trade_password_locked']);
    const login = await call(f.url, 'POST', '/api/me/password', {
      token: u.token,
      body: { kind: 'login', oldPassword: u.password, newPassword: 'another123', confirmPassword: 'another123' },
    });
    assert.is(login.status, 204);
    assert.equal(heard, ['trade_password_changed', 'trade_password_locked', 'login_password_changed']);
  } finally {
    f.app.notices.send = send;
  }
});

trade.run();

const limits = suite('password changes and withdrawals are rate-limited per account');
let l: TestApp;
limits.before(async () => {
  l = await startFundsApp({ authRateLimitPerMinute: 3, trustProxy: ['127.0.0.1'] });
});
limits.after(() => l.close());

limits('the 4th password change or withdrawal of an account in a minute is 429, from whatever addresses', async () => {
  // Registering and signing in here uses the address's budget of the auth routes, not these.
  const u = await signedIn(l);
  // Each attempt from an address of its own: only the per-account limit can refuse the fourth.
  const from = (i: number) => ({ 'x-forwarded-for': `198.51.100.${60 + i}` });
  const changes: number[] = [];
  for (let i = 0; i < 4; i++) {
    const res = await call(l.url, 'POST', '/api/me/password', {
      token: u.token,
      body: { kind: 'login', oldPassword: 'wrong-old1', newPassword: 'newpass123', confirmPassword: 'newpass123' },
      headers: from(i),
    });
    changes.push(res.status);
    if (res.status === 429) assert.ok(Number(res.headers.get('retry-after')) >= 1);
  }
  assert.equal(changes, [422, 422, 422, 429]);
  const withdrawals: number[] = [];
  for (let i = 0; i < 4; i++) {
    const res = await call(l.url, 'POST', '/api/withdrawals', { token: u.token, body: { amount: '10.00', tradePassword: '000000' }, headers: from(10 + i) });
    withdrawals.push(res.status);
  }
  // No bound account: 404 not_bound until the account's limit answers first.
  assert.equal(withdrawals, [404, 404, 404, 429]);
  const other = await signedIn(l);
  const res = await call(l.url, 'POST', '/api/withdrawals', { token: other.token, body: { amount: '10.00', tradePassword: '000000' }, headers: from(13) });
  assert.is(res.status, 404, "another account from the same address has its own count (the address's is 1 of 3)");
});

limits('signed-in answers and sign-in answers are never cached; public market data may be', async () => {
  const u = await signedIn(l);
  const me = await call(l.url, 'GET', '/api/me', { token: u.token });
  assert.is(me.headers.get('cache-control'), 'no-store');
  const anonymous = await call(l.url, 'GET', '/api/me');
  assert.is(anonymous.status, 401);
  const signIn = await login(l, 'nobody888', 'whatever1');
  assert.is(signIn.headers.get('cache-control'), 'no-store');
  const products = await call(l.url, 'GET', '/api/products');
  assert.is(products.status, 200);
  assert.not.equal(products.headers.get('cache-control'), 'no-store');
});

limits.run();
