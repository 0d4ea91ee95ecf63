// Order numbers shown to users must not reveal the platform's volume (the first order of a fresh
// platform was "no. 1", the next "no. 2"). Users see a keyed permutation of the row number instead.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestApp, call, testDb, type TestApp } from '../helpers/test-app.js';
import { registerAndLogin } from '../helpers/users.js';
import { scriptedClock, seedProducts, tick } from '../helpers/scripted-market.js';
import { insertInviteCode } from '../../server/domain/auth/invite-codes-repository.js';

const clock = scriptedClock(Date.parse('2026-11-25T12:00:00Z'));
let t: TestApp;
let token: string;
let key = 0;

const test = suite(`order numbers (${testDb})`);
test.before(async () => {
  t = await startTestApp({ authRateLimitPerMinute: 1000, demoMode: true }, undefined, clock.now);
  await insertInviteCode(t.app.conn, 'NUMBERS', null, Date.now());
  await seedProducts(t.app, clock.now());
  await tick(t.app, 'BTCUSDT', 6_300_000, clock.now());
  token = (await registerAndLogin(t.url, 'NUMBERS')).token;
  assert.is((await call(t.url, 'POST', '/api/deposits', { token, body: { amount: '1000.00', method: 'bank_transfer' } })).status, 201);
  assert.is((await call(t.url, 'POST', '/api/me/risk-acknowledgement', { token })).status, 204);
});
test.after(() => t.close());

async function placeOrder(as = token): Promise<string> {
  const body = { symbol: 'BTCUSDT', direction: 'up', amount: '10.00', period: 300 };
  const placed = await call(t.url, 'POST', '/api/orders', { token: as, body, headers: { 'idempotency-key': `n${++key}` } });
  assert.is(placed.status, 201, JSON.stringify(placed.body));
  return placed.body.id;
}

const cursorText = (cursor: string) => Buffer.from(cursor, 'base64url').toString();

test('the first order of a fresh platform is not no. 1, and consecutive orders do not get consecutive numbers', async () => {
  const first = await placeOrder();
  const second = await placeOrder();
  for (const number of [first, second]) assert.match(number, /^[1-9][0-9]{12}$/, 'thirteen digits, readable');
  assert.is.not(first, '1');
  assert.ok(Math.abs(Number(second) - Number(first)) > 1000, `${first} then ${second}`);
});

test('an order is found by its number; a tampered or made-up number is not found', async () => {
  const number = await placeOrder();
  const found = await call(t.url, 'GET', `/api/orders/${number}`, { token });
  assert.is(found.status, 200);
  assert.is(found.body.id, number);
  const lastDigit = Number(number.at(-1));
  const tampered = [number.slice(0, -1) + String((lastDigit + 1) % 10), String(Number(number) + 1), '1', '2', '0000000000001', '9999999999999', `${number}0`];
  for (const id of tampered) assert.is((await call(t.url, 'GET', `/api/orders/${id}`, { token })).status, 404, id);
});

test("another user's order number is not found for me", async () => {
  const { token: other } = await registerAndLogin(t.url, 'NUMBERS');
  const number = await placeOrder();
  assert.is((await call(t.url, 'GET', `/api/orders/${number}`, { token: other })).status, 404);
});

test('the list cursor carries the public number, and pages follow each other', async () => {
  await placeOrder();
  const all = (await call(t.url, 'GET', '/api/orders?limit=100', { token })).body.items.map((o: { id: string }) => o.id);
  assert.ok(all.length >= 3);
  const page = await call(t.url, 'GET', '/api/orders?limit=2', { token });
  assert.is(cursorText(page.body.nextCursor), page.body.items[1].id, 'no row number in the cursor');
  const next = await call(t.url, 'GET', `/api/orders?limit=2&cursor=${page.body.nextCursor}`, { token });
  assert.equal([...page.body.items, ...next.body.items].map((o: { id: string }) => o.id), all.slice(0, 4));
  // A cursor made from a row number, as the old ones were, did not come from us.
  const rowCursor = Buffer.from('2').toString('base64url');
  assert.is((await call(t.url, 'GET', `/api/orders?cursor=${rowCursor}`, { token })).status, 422);
});

test('the capital record names transfers and orders by their public numbers', async () => {
  const number = await placeOrder();
  const record = await call(t.url, 'GET', '/api/ledger?limit=2', { token });
  const [stake] = record.body.items;
  assert.is(stake.code, 'stake');
  assert.is(stake.ref, `order:${number}`, 'the ref names the order as the user knows it');
  for (const item of record.body.items) assert.match(item.id, /^[1-9][0-9]{12}$/);
  assert.is(cursorText(record.body.nextCursor), record.body.items[1].id);
  const next = await call(t.url, 'GET', `/api/ledger?limit=100&cursor=${record.body.nextCursor}`, { token });
  assert.is(next.status, 200);
  const all = (await call(t.url, 'GET', '/api/ledger?limit=100', { token })).body.items;
  assert.equal([...record.body.items, ...next.body.items], all);
  assert.is(all.at(-1).code, 'deposit', 'the first transfer, the deposit, on the last page');
});

test('every server process on one database, started at any time, shows the same numbers', async () => {
  const number = await placeOrder();
  const again = await startTestApp({ dataDir: t.config.dataDir, databaseSchema: t.config.databaseSchema }, undefined, clock.now);
  try {
    const found = await call(again.url, 'GET', `/api/orders/${number}`, { token });
    assert.is(found.status, 200);
    assert.is(found.body.id, number);
    const listed = await call(again.url, 'GET', '/api/orders?limit=1', { token });
    assert.is(listed.body.items[0].id, number);
  } finally {
    await again.close();
  }
});

test.run();
