import net from 'node:net';
import { Writable } from 'node:stream';
import pg from 'pg';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { call, postgresUrl, startTestApp, testDb, type TestApp } from '../helpers/test-app.js';
import { bindAccount, deposit, inviteCode, signUp, withdraw, type SignedIn } from '../helpers/funds.js';
import { scriptedClock, seedProducts, tick } from '../helpers/scripted-market.js';
import { insertInviteCode } from '../../server/domain/auth/invite-codes-repository.js';
import { eventually, openAccountStream, type AccountStream } from '../helpers/account-events.js';
import type { Config } from '../../server/config.js';
import { startOperatorProcess } from '../helpers/operator-process.js';

// GET /api/me/stream: the signed-in user's events, derived from the ledger, so that a change another process
// makes (the operator CLI here, run as `npm run admin` runs it) reaches an open stream within a few seconds.

const clock = scriptedClock();

interface LogLine {
  level: number;
  msg: string;
}

async function startStreamApp(overrides: Partial<Config> = {}, logged: LogLine[] = []): Promise<TestApp> {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) logged.push(JSON.parse(line));
      done();
    },
  });
  const t = await startTestApp({ authRateLimitPerMinute: 1000, accountEventsPollMs: 200, ...overrides }, undefined, clock.now, { level: 'warn', stream });
  await insertInviteCode(t.app.conn, inviteCode, null, Date.now());
  return t;
}

/** `npm run admin -- <args>` in a process of its own on the test server's database; when it was done. */
const operator = startOperatorProcess();
const cli = (t: TestApp, ...args: string[]) => operator.run(t, ...args, '--by', 'stream-test', '--reason', 'checked');

const kinds = (stream: AccountStream) => stream.events.map((e) => e.kind);
/** The events other than the unread count, which each notice of the operator's decision moves too (messages.test.ts). */
const moneyKinds = (stream: AccountStream) => kinds(stream).filter((kind) => kind !== 'message');
const last = (stream: AccountStream, kind: string) => stream.events.filter((e) => e.kind === kind).at(-1)?.data;

const test = suite<{ t: TestApp; alice: SignedIn; bob: SignedIn; logged: LogLine[]; alices: AccountStream; bobs: AccountStream }>(
  `account events (${testDb})`,
  {} as never,
);

test.before(async (context) => {
  clock.set(Math.ceil(Date.now() / 1000) * 1000);
  context.logged = [];
  context.t = await startStreamApp({}, context.logged);
  [context.alice, context.bob] = await signUp(context.t, 2);
  context.alices = await openAccountStream(context.t.url, context.alice.token);
  context.bobs = await openAccountStream(context.t.url, context.bob.token);
});

test.after(async (context) => {
  context.alices?.close();
  context.bobs?.close();
  await context.t?.close();
});

test('the stream opens with the current balances', async ({ alices }) => {
  assert.is(alices.status, 200);
  assert.match(String(alices.headers['content-type']), /^text\/event-stream/);
  assert.is(alices.headers['cache-control'], 'no-store, no-transform', "no cache may keep one person's answer");
  await eventually(() => alices.events.length > 0, 'the first event');
  assert.equal(alices.events[0].kind, 'balance');
  assert.equal(alices.events[0].data, { total: '0.00', available: '0.00', frozen: '0.00', positions: '0.00', savings: '0.00' });
});

test('a deposit confirmed from the CLI in another process arrives as deposit and balance events', async ({ t, alice, alices }) => {
  const asked = await deposit(t, alice.token, '500.00', 'stream-d1');
  assert.is(asked.body.status, 'pending');
  const from = moneyKinds(alices).length;
  const exited = await cli(t, 'deposits', 'confirm', asked.body.id, '--amount', '500.00');
  await eventually(() => moneyKinds(alices).slice(from).includes('balance'), 'the balance after the confirmation');
  assert.equal(moneyKinds(alices).slice(from), ['deposit', 'balance']);
  assert.equal({ ...last(alices, 'deposit'), createdAt: undefined }, { ...asked.body, status: 'confirmed', createdAt: undefined });
  assert.is(last(alices, 'balance').available, '500.00');
  assert.ok(alices.events.at(-1)!.atMs - exited < 3000, `within 3 s of the CLI (${alices.events.at(-1)!.atMs - exited} ms)`);
});

test('a withdrawal approved from the CLI in another process arrives as withdrawal and balance events', async ({ t, alice, alices }) => {
  await bindAccount(t, alice);
  const asked = await withdraw(t, alice, '100.00', 'stream-w1');
  assert.is(asked.status, 201, JSON.stringify(asked.body));
  await eventually(() => last(alices, 'balance')?.frozen === '101.00', 'the hold');
  assert.is(last(alices, 'withdrawal').status, 'reviewing');
  const from = moneyKinds(alices).length;
  const exited = await cli(t, 'withdrawals', 'approve', asked.body.id);
  await eventually(() => moneyKinds(alices).slice(from).includes('balance'), 'the balance after the approval');
  assert.equal(moneyKinds(alices).slice(from), ['withdrawal', 'balance'], 'the payout and its fee are one event');
  assert.equal({ id: last(alices, 'withdrawal').id, status: last(alices, 'withdrawal').status }, { id: asked.body.id, status: 'succeeded' });
  assert.equal(last(alices, 'balance'), { total: '399.00', available: '399.00', frozen: '0.00', positions: '0.00', savings: '0.00' });
  assert.ok(alices.events.at(-1)!.atMs - exited < 3000, `within 3 s of the CLI (${alices.events.at(-1)!.atMs - exited} ms)`);
});

test('a settled order arrives as an order event with its result', async ({ t, alice, alices }) => {
  await seedProducts(t.app, clock.now());
  assert.is((await call(t.url, 'POST', '/api/me/risk-acknowledgement', { token: alice.token })).status, 204);
  const start = clock.now();
  await tick(t.app, 'BTCUSDT', 6_320_000, start);
  const placed = await call(t.url, 'POST', '/api/orders', {
    token: alice.token,
    headers: { 'idempotency-key': 'stream-o1' },
    body: { symbol: 'BTCUSDT', direction: 'up', amount: '10.00', period: 30 },
  });
  assert.is(placed.status, 201, JSON.stringify(placed.body));
  await eventually(() => last(alices, 'balance')?.positions === '10.00', 'the stake held');
  for (const second of [30, 31]) {
    clock.set(start + second * 1000);
    await tick(t.app, 'BTCUSDT', 6_330_000, start + second * 1000);
  }
  await eventually(() => last(alices, 'order'), 'the settled order');
  assert.equal({ id: last(alices, 'order').id, status: last(alices, 'order').status, result: last(alices, 'order').result }, { id: placed.body.id, status: 'settled', result: 'win' });
  await eventually(() => last(alices, 'balance')?.positions === '0.00', 'the stake and winnings back');
});

test("another user's events never arrive", async ({ bobs }) => {
  assert.equal(kinds(bobs), ['balance', 'message'], 'only the balance and the unread count Bob started with');
  assert.equal(last(bobs, 'message'), { count: 0 });
});

test('a query is refused before the stream starts; no token is 401', async ({ t, alice }) => {
  const queried = await call(t.url, 'GET', '/api/me/stream?since=1', { token: alice.token });
  assert.is(queried.status, 400);
  assert.is(queried.body.error.fields.since, 'unknown_field');
  const anonymous = await openAccountStream(t.url, undefined);
  assert.is(anonymous.status, 401);
  assert.is(JSON.parse(anonymous.body).error.code, 'unauthenticated');
});

test('HEAD answers at once, without a slot', async ({ t, alice }) => {
  const before = t.app.accountStreamSlots.open();
  const head = await fetch(`${t.url}/api/me/stream`, { method: 'HEAD', headers: { authorization: `Bearer ${alice.token}` }, signal: AbortSignal.timeout(2000) });
  assert.is(head.status, 200);
  assert.match(String(head.headers.get('content-type')), /^text\/event-stream/);
  assert.is(t.app.accountStreamSlots.open(), before);
  const anonymous = await fetch(`${t.url}/api/me/stream`, { method: 'HEAD', signal: AbortSignal.timeout(2000) });
  assert.is(anonymous.status, 401);
});

test('an early hang-up is no error, and gives its slot back', async ({ t, alice, logged }) => {
  const before = t.app.accountStreamSlots.open();
  // Hung up while the token is checked, while the stream starts, and just after.
  for (const afterMs of [0, 1, 5, 20, 50]) {
    const socket = net.connect(Number(new URL(t.url).port), '127.0.0.1');
    socket.on('error', () => {});
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(`GET /api/me/stream HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${alice.token}\r\n\r\n`);
    await new Promise((r) => setTimeout(r, afterMs));
    socket.destroy();
  }
  const early = await openAccountStream(t.url, alice.token);
  early.close();
  await eventually(() => t.app.accountStreamSlots.open() === before, 'the slots given back');
  await new Promise((r) => setTimeout(r, 200));
  assert.equal(logged.filter((line) => line.level >= 50).map((line) => line.msg), [], 'nothing logged as an error');
});

test.run();

const caps = suite(`account event streams are capped (${testDb})`);

caps('per user and in all: 429 with Retry-After before the stream starts; a closed stream frees its slot', async () => {
  const t = await startStreamApp({ accountStreamMaxPerUser: 2, accountStreamMaxTotal: 3 });
  const open: AccountStream[] = [];
  try {
    const [alice, bob] = await signUp(t, 2);
    open.push(await openAccountStream(t.url, alice.token), await openAccountStream(t.url, alice.token));
    const third = await openAccountStream(t.url, alice.token);
    assert.is(third.status, 429, 'a third stream of one user');
    assert.is(JSON.parse(third.body).error.code, 'rate_limited');
    assert.ok(Number(third.headers['retry-after']) > 0, 'Retry-After says when to come back');
    assert.not.match(String(third.headers['content-type']), /event-stream/);
    open.push(await openAccountStream(t.url, bob.token));
    assert.is((await openAccountStream(t.url, bob.token)).status, 429, 'the fourth stream of the server');
    open.shift()!.close();
    await eventually(() => t.app.accountStreamSlots.open() === 2, 'the slot given back');
    const again = await openAccountStream(t.url, bob.token);
    assert.is(again.status, 200, 'room again');
    open.push(again);
  } finally {
    for (const stream of open) stream.close();
    await t.close();
  }
});

caps('closing the server ends open streams cleanly and stops polling', async () => {
  const t = await startStreamApp();
  const [alice] = await signUp(t, 1);
  const stream = await openAccountStream(t.url, alice.token);
  await eventually(() => t.app.accountEvents.users === 1, 'listening');
  await t.close();
  await stream.ended;
  assert.is(t.app.accountStreamSlots.open(), 0);
  assert.is(t.app.accountEvents.users, 0);
});

caps.run();

const ends = suite(`an account stream ends with its session (${testDb})`);

/** Resolves true when `stream` ends within `withinMs`, false when it is still open then. */
const endsWithin = (stream: AccountStream, withinMs: number) =>
  Promise.race([stream.ended.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), withinMs))]);

ends('signed out, signed out by an older session, or signed out everywhere by an operator in another process: each stream of the session ends within seconds; others go on', async () => {
  const t = await startStreamApp();
  const open: AccountStream[] = [];
  try {
    const [alice] = await signUp(t, 1);
    const login = async () => (await call(t.url, 'POST', '/api/auth/login', { body: { account: alice.account, password: 'secret123' } })).body.token as string;
    const [second, third] = [await login(), await login()];
    const stream = async (token: string) => {
      const opened = await openAccountStream(t.url, token);
      assert.is(opened.status, 200);
      open.push(opened);
      return opened;
    };
    const [first, ofSecond, ofThird] = [await stream(alice.token), await stream(second), await stream(third)];

    assert.is((await call(t.url, 'POST', '/api/auth/logout', { token: second })).status, 204);
    assert.ok(await endsWithin(ofSecond, 5_000), 'the signed-out session\'s stream ended');
    assert.is((await call(t.url, 'POST', '/api/me/sessions/sign-out-others', { token: alice.token })).status, 204);
    assert.ok(await endsWithin(ofThird, 5_000), 'the stream of a session signed out by another ended');
    assert.not.ok(await endsWithin(first, 500), 'the stream of a live session goes on');

    await cli(t, 'users', 'reset-password', alice.account, '--kind', 'login');
    assert.ok(await endsWithin(first, 5_000), 'the stream of a session an operator ended, from another process, ended');
    assert.is(t.app.accountStreamSlots.open(), 0, 'their slots given back');
  } finally {
    for (const stream of open) stream.close();
    await t.close();
  }
});

if (testDb === 'postgres') {
  ends('a session signed out on one process ends its stream on another', async () => {
    const first = await startStreamApp();
    const second = await startTestApp({ authRateLimitPerMinute: 1000, accountEventsPollMs: 200, databaseSchema: first.config.databaseSchema }, undefined, clock.now);
    let stream: AccountStream | undefined;
    try {
      const [alice] = await signUp(first, 1);
      stream = await openAccountStream(second.url, alice.token);
      assert.is(stream.status, 200);
      assert.is((await call(first.url, 'POST', '/api/auth/logout', { token: alice.token })).status, 204);
      assert.ok(await endsWithin(stream, 5_000), 'ended on the other process');
    } finally {
      stream?.close();
      await second.close();
      await first.close();
    }
  });
}

ends.run();

if (testDb === 'postgres') {
  const late = suite('account events on PostgreSQL');
  late('a transfer committed after a later-numbered one still arrives (the look-back)', async () => {
    const t = await startStreamApp();
    const client = new pg.Client({ connectionString: postgresUrl });
    try {
      const [alice] = await signUp(t, 1);
      const stream = await openAccountStream(t.url, alice.token);
      await eventually(() => stream.events.length === 2, 'the first balance and unread count');
      await client.connect();
      await client.query(`set search_path to ${t.config.databaseSchema}`);
      await client.query('begin');
      // Numbered now, committed later: an operator's correction in a slow transaction.
      const { rows } = await client.query(
        `insert into transfers (debit_account_id, credit_account_id, amount, code, ref, debit_balance_after, credit_balance_after, created_at, user_id)
         values ('p:external', $1, 1, 'correction', 'test:late', 0, 0, $2, $3) returning id`,
        [`u:${alice.userId}:available`, Date.now(), alice.userId],
      );
      const asked = await deposit(t, alice.token, '50.00', 'late-d1');
      await cli(t, 'deposits', 'confirm', asked.body.id, '--amount', '50.00');
      await eventually(() => stream.events.some((e) => e.kind === 'deposit'), 'the later-numbered deposit');
      const balances = stream.events.filter((e) => e.kind === 'balance').length;
      assert.ok(Number(rows[0].id) < Number((await t.app.db.selectFrom('transfers').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id));
      await client.query('commit');
      await eventually(() => stream.events.filter((e) => e.kind === 'balance').length > balances, 'the balance of the late transfer', 4000);
      stream.close();
    } finally {
      await client.end().catch(() => undefined);
      await t.close();
    }
  });
  late.run();
}
