import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { call, type TestApp } from '../helpers/test-app.js';
import type { Connection } from '../../server/db/connection.js';
import { deleteKeysCreatedBefore } from '../../server/domain/idempotency/idempotency-repository.js';
import {
  assertErrorShape,
  balances,
  bindAccount,
  deposit,
  moneySnapshot,
  signUp,
  startFundsApp,
  withdraw,
  type SignedIn, depositIdOf } from '../helpers/funds.js';

async function depositsOf(t: TestApp, userId: string) {
  return t.app.db.selectFrom('deposits').selectAll().where('user_id', '=', userId).execute();
}

async function transfersWithRef(t: TestApp, ref: string): Promise<number> {
  const row = await t.app.db.selectFrom('transfers').select((eb) => eb.fn.countAll<string>().as('n')).where('ref', '=', ref).executeTakeFirstOrThrow();
  return Number(row.n);
}

const keys = suite('Idempotency-Key on money-moving POSTs');
let t: TestApp;
let users: SignedIn[];
keys.before(async () => {
  t = await startFundsApp({ demoMode: true });
  users = await signUp(t, 4);
});
keys.after(() => t.close());

keys('the same key and body answer the first response again and credit once', async () => {
  const [u] = users;
  const first = await deposit(t, u.token, '75.00', 'deposit-intent-1');
  assert.is(first.status, 201);
  const again = await deposit(t, u.token, '75.00', 'deposit-intent-1');
  const third = await deposit(t, u.token, '75.00', 'deposit-intent-1');
  assert.is(again.status, first.status);
  assert.equal(again.body, first.body, 'the same body, same id and createdAt');
  assert.equal(third.body, first.body);
  assert.is((await depositsOf(t, u.userId)).length, 1, 'one deposit row');
  assert.is(await transfersWithRef(t, `deposit:${await depositIdOf(t, first.body.id)}`), 1, 'one credit');
  assert.is((await balances(t, u.token)).available, '75.00');
});

keys('the same key with another body is 409 idempotency_key_reused and changes nothing', async () => {
  const [u] = users;
  const first = await deposit(t, u.token, '40.00', 'deposit-intent-2');
  assert.is(first.status, 201);
  const before = await moneySnapshot(t);
  const otherAmount = await deposit(t, u.token, '41.00', 'deposit-intent-2');
  assert.is(otherAmount.status, 409);
  assertErrorShape(otherAmount.body, 'idempotency_key_reused');
  const otherMethod = await call(t.url, 'POST', '/api/deposits', {
    token: u.token,
    body: { amount: '40.00', method: 'usdt_trc20' },
    headers: { 'idempotency-key': 'deposit-intent-2' },
  });
  assert.is(otherMethod.status, 409);
  assertErrorShape(otherMethod.body, 'idempotency_key_reused');
  assert.equal(await moneySnapshot(t), before);
  // The first answer is still the one replayed.
  assert.equal((await deposit(t, u.token, '40.00', 'deposit-intent-2')).body, first.body);
});

keys('a body that is the same JSON object with its keys in another order is the same request', async () => {
  // RFC 8259: object members are unordered, and a client retrying an intent may rebuild the body.
  const [u] = users;
  const first = await call(t.url, 'POST', '/api/deposits', {
    token: u.token,
    body: { amount: '33.00', method: 'bank_transfer' },
    headers: { 'idempotency-key': 'deposit-intent-3' },
  });
  assert.is(first.status, 201);
  const reordered = await call(t.url, 'POST', '/api/deposits', {
    token: u.token,
    body: { method: 'bank_transfer', amount: '33.00' },
    headers: { 'idempotency-key': 'deposit-intent-3' },
  });
  assert.is(reordered.status, 201, `reordered keys: ${JSON.stringify(reordered.body)}`);
  assert.equal(reordered.body, first.body);
});

keys('a retry of a completed deposit replays its answer though the limits changed since', async () => {
  const [u] = users;
  const before = (await depositsOf(t, u.userId)).length;
  const first = await deposit(t, u.token, '75.00', 'deposit-intent-limits');
  assert.is(first.status, 201);
  const { depositMaxMinor } = t.config.funds;
  // An operator lowers the maximum below the amount while the client still retries its intent.
  t.config.funds.depositMaxMinor = 5_000;
  try {
    const again = await deposit(t, u.token, '75.00', 'deposit-intent-limits');
    assert.is(again.status, 201, JSON.stringify(again.body));
    assert.equal(again.body, first.body);
    const fresh = await deposit(t, u.token, '75.00', 'deposit-intent-limits-new');
    assertErrorShape(fresh.body, 'amount_out_of_range');
  } finally {
    t.config.funds.depositMaxMinor = depositMaxMinor;
  }
  assert.is((await depositsOf(t, u.userId)).length, before + 1, 'one deposit made, none by the retry or the refusal');
});

keys('keys belong to their user: another user with the same key string gets a deposit of their own', async () => {
  const [a, b] = users;
  const mine = await deposit(t, a.token, '60.00', 'shared-key');
  const theirs = await deposit(t, b.token, '60.00', 'shared-key');
  assert.is(mine.status, 201);
  assert.is(theirs.status, 201);
  assert.is.not(theirs.body.id, mine.body.id);
  assert.is((await balances(t, b.token)).available, '60.00');
  const differentBody = await deposit(t, b.token, '61.00', 'another-key-of-b');
  assert.is(differentBody.status, 201, "a's keys do not constrain b's bodies");
});

keys('an Idempotency-Key longer than 64 characters, blank, or with a space or control character is 400 and changes nothing', async () => {
  const [, , u] = users;
  const start = await moneySnapshot(t);
  for (const key of ['k'.repeat(65), 'two words', 'tab\there', '']) {
    const res = await call(t.url, 'POST', '/api/deposits', { token: u.token, body: { amount: '20.00', method: 'bank_transfer' }, headers: { 'idempotency-key': key } });
    assert.is(res.status, 400, `key ${JSON.stringify(key)}: ${JSON.stringify(res.body)}`);
    assertErrorShape(res.body, 'invalid_body');
    const w = await call(t.url, 'POST', '/api/withdrawals', { token: u.token, body: { amount: '10.00', tradePassword: u.tradePassword }, headers: { 'idempotency-key': key } });
    assert.is(w.status, 400, `withdrawal key ${JSON.stringify(key)}`);
  }
  assert.equal(await moneySnapshot(t), start);
  const longest = await deposit(t, u.token, '20.00', `${'k'.repeat(63)}~`);
  assert.is(longest.status, 201, 'a key of exactly 64 printable characters is fine');
});

keys('a deposit retried with its key after the limits changed replays the first answer, not a range error', async () => {
  const [, u] = users;
  const first = await deposit(t, u.token, '500.00', 'deposit-before-limit-change');
  assert.is(first.status, 201);
  const before = await moneySnapshot(t);
  const { depositMaxMinor } = t.config.funds;
  // An operator lowers the maximum below the amount the first answer accepted.
  t.config.funds.depositMaxMinor = 100_00;
  try {
    const again = await deposit(t, u.token, '500.00', 'deposit-before-limit-change');
    assert.is(again.status, 201, `replayed: ${JSON.stringify(again.body)}`);
    assert.equal(again.body, first.body);
    assert.equal(await moneySnapshot(t), before, 'nothing moved again');
    const fresh = await deposit(t, u.token, '500.00', 'deposit-after-limit-change');
    assert.is(fresh.status, 422, 'a new intent meets the new limit');
    assertErrorShape(fresh.body, 'amount_out_of_range');
  } finally {
    t.config.funds.depositMaxMinor = depositMaxMinor;
  }
});

keys('twenty concurrent requests with one key make one deposit, and all answer the same 201 body', async () => {
  const [, , , u] = users;
  const responses = await Promise.all(Array.from({ length: 20 }, () => deposit(t, u.token, '123.45', 'tapped-twenty-times')));
  const statuses = responses.map((r) => r.status);
  assert.equal(statuses, Array(20).fill(201), `statuses ${statuses.join(',')}; bodies ${JSON.stringify(responses.map((r) => r.body)).slice(0, 500)}`);
  for (const r of responses) assert.equal(r.body, responses[0].body);
  const rows = await depositsOf(t, u.userId);
  assert.is(rows.length, 1, 'exactly one deposit exists');
  assert.is(await transfersWithRef(t, `deposit:${rows[0].id}`), 1);
  assert.is((await balances(t, u.token)).available, '123.45');
});

keys.run();

// ---------------------------------------------------------------------------------------------------------
const retried = suite('a retried withdrawal');
let w: TestApp;
let wu: SignedIn;
retried.before(async () => {
  w = await startFundsApp({ demoMode: true });
  [wu] = await signUp(w, 1);
  await bindAccount(w, wu);
  assert.is((await deposit(w, wu.token, '200.00')).status, 201);
});
retried.after(() => w.close());

retried('a withdrawal retried with the same key holds the money once and answers the same', async () => {
  const first = await withdraw(w, wu, '50.00', 'withdraw-intent-1');
  assert.is(first.status, 201);
  // 50.00 + the minimum fee 1.00 is held.
  assert.equal(await balances(w, wu.token), { total: '200.00', available: '149.00', frozen: '51.00', positions: '0.00', savings: '0.00' });
  const before = await moneySnapshot(w);
  const again = await withdraw(w, wu, '50.00', 'withdraw-intent-1');
  assert.is(again.status, 201);
  assert.equal(again.body, first.body);
  assert.equal(await moneySnapshot(w), before, 'nothing more was held');

  const other = await withdraw(w, wu, '60.00', 'withdraw-intent-1');
  assert.is(other.status, 409);
  assertErrorShape(other.body, 'idempotency_key_reused');
  assert.equal(await moneySnapshot(w), before);
  const list = await call(w.url, 'GET', '/api/withdrawals', { token: wu.token });
  assert.is(list.body.items.length, 1);
});

retried('a withdrawal refused by a rule stores no answer: the same key works once the user fixes it', async () => {
  const wrong = await withdraw(w, wu, '20.00', 'withdraw-intent-2', '000000');
  assert.is(wrong.status, 422);
  assertErrorShape(wrong.body, 'trade_password_wrong');
  const right = await withdraw(w, wu, '20.00', 'withdraw-intent-2');
  assert.is(right.status, 201, JSON.stringify(right.body));
  assert.is((await balances(w, wu.token)).frozen, '72.00', 'the fee of 20.00 is the 1.00 minimum');
});

retried.run();

const pruned = suite('expired keys are pruned a minute of them at a time');
pruned('keys spread over three minutes go in three deletes, each bounded; younger keys stay', async () => {
  const p = await startFundsApp();
  try {
    const [{ userId }] = await signUp(p, 1);
    const startMs = Date.parse('2026-11-20T00:00:00Z');
    // Ten keys a second for three minutes, and one kept (created at the cutoff).
    const rows = Array.from({ length: 1_800 }, (_, i) => ({ user_id: userId, key: `old-${i}`, fingerprint: 'f', status: 201, body: '{}', created_at: startMs + i * 100 }));
    await p.app.db.insertInto('idempotency_keys').values(rows).execute();
    const cutoffMs = startMs + 180_000;
    await p.app.db.insertInto('idempotency_keys').values({ user_id: userId, key: 'kept', fingerprint: 'f', status: 201, body: '{}', created_at: cutoffMs }).execute();
    const deletes: string[] = [];
    const counting: Connection = { ...p.app.conn, kysely: p.app.conn.kysely.withPlugin({ transformQuery: (args) => (args.node.kind === 'DeleteQueryNode' && deletes.push('delete'), args.node), transformResult: async (args) => args.result }) };
    assert.is(await deleteKeysCreatedBefore(counting, cutoffMs), 1_800);
    assert.is(deletes.length, 3, 'one delete a minute of keys');
    const left = await p.app.db.selectFrom('idempotency_keys').select('key').where('user_id', '=', userId).execute();
    assert.equal(left.map((row) => row.key), ['kept']);
  } finally {
    await p.close();
  }
});
pruned.run();
