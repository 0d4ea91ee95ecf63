import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { startTestApp, call, testDb, type TestApp } from '../helpers/test-app.js';
import { registerAndLogin } from '../helpers/users.js';
import { scriptedClock, seedProducts, tick } from '../helpers/scripted-market.js';
import { insertInviteCode } from '../../server/domain/auth/invite-codes-repository.js';
import { settleDueOrders } from '../../server/domain/trading/settlement-service.js';
import { runAudit } from '../../server/cli/audit.js';
import { pruneTicks } from '../../server/market/ticks-repository.js';
import { genesisHash, tickHash } from '../../server/market/tick-chain.js';
import { parsePrice } from '../../src/core/price.js';

// The price record: every stored tick chained to its product's previous one, served with its hashes, a day
// root per product published and logged as the day closes, proofs that link into it, and an audit that names
// the first tick whose stored price no longer matches its hash.
const test = suite(`the public price record (${testDb})`);
// Two minutes either side of a UTC midnight, so a day closes during the test.
const start = Date.parse('2026-11-25T23:58:00Z');
const clock = scriptedClock(start);
const logged: { msg: string; tickRoot?: { symbol: string; day: string; hash: string } }[] = [];
let t: TestApp;
let token: string;
let orderId: string;

test.before(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) logged.push(JSON.parse(line));
      done();
    },
  });
  t = await startTestApp({ authRateLimitPerMinute: 1000, demoMode: true }, undefined, clock.now, { level: 'info', stream });
  await insertInviteCode(t.app.conn, 'TESTCODE', null, Date.now());
  await seedProducts(t.app, clock.now());
  ({ token } = await registerAndLogin(t.url, 'TESTCODE'));
  assert.is((await call(t.url, 'POST', '/api/deposits', { token, body: { amount: '500.00', method: 'bank_transfer' } })).status, 201);
  assert.is((await call(t.url, 'POST', '/api/me/risk-acknowledgement', { token })).status, 204);
  // BTC ticks every second for 4 minutes across midnight, with an order in the first day; ETH has ticks only.
  for (let s = 0; s < 240; s++) {
    clock.set(start + s * 1_000);
    await tick(t.app, 'BTCUSDT', 6_300_000 + (s % 7) * 13, clock.now());
    await tick(t.app, 'ETHUSDT', 300_000 + (s % 5), clock.now());
    if (s === 100) {
      const res = await call(t.url, 'POST', '/api/orders', { token, body: { symbol: 'BTCUSDT', direction: 'up', amount: '10.00', period: 30 } });
      assert.is(res.status, 201, JSON.stringify(res.body));
      orderId = res.body.id;
    }
  }
  await settleDueOrders(t.app.conn, t.app.reads, clock.now(), { read: 1_000, write: 100 });
});
test.after(() => t.close());

async function recordOf(symbol: string, from: string, to: string) {
  const items = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ symbol, from, to, limit: '100', ...(cursor ? { cursor } : {}) });
    const res = await call(t.url, 'GET', `/api/market/ticks?${query}`);
    assert.is(res.status, 200, JSON.stringify(res.body));
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor);
  return items as { time: string; price: string; source: string; hash: string; prevHash: string }[];
}

const recomputed = (symbol: string, tick: { time: string; price: string; source: string }, prevHash: string) =>
  tickHash({ symbol, timeMs: Date.parse(tick.time), price: parsePrice(tick.price, 2)!, source: tick.source }, prevHash);

test('the record serves every tick once, oldest first, in pages, and each hash recomputes from the one before', async () => {
  const ticks = await recordOf('BTCUSDT', '2026-11-25T00:00:00Z', '2026-11-27T00:00:00Z');
  assert.is(ticks.length, 240);
  assert.is(ticks[0].prevHash, genesisHash, 'the chain starts from 64 zeros');
  let prev = genesisHash;
  for (const tick of ticks) {
    assert.is(tick.prevHash, prev, tick.time);
    assert.is(tick.hash, recomputed('BTCUSDT', tick, prev), tick.time);
    prev = tick.hash;
  }
  assert.is(new Set(ticks.map((x) => x.time)).size, 240, 'pages neither overlap nor skip');
});

test('a closed day has a published root, the hash of its last tick, and the server logged it', async () => {
  const roots = (await call(t.url, 'GET', '/api/market/roots?symbol=BTCUSDT')).body.items;
  const ticks = await recordOf('BTCUSDT', '2026-11-25T00:00:00Z', '2026-11-26T00:00:00Z');
  assert.equal(roots, [{ day: '2026-11-25', hash: ticks[ticks.length - 1].hash, lastTickAt: '2026-11-25T23:59:59.000Z' }]);
  const line = logged.find((l) => l.tickRoot?.symbol === 'BTCUSDT');
  assert.is(line?.tickRoot?.hash, roots[0].hash);
  assert.is(line?.tickRoot?.day, '2026-11-25');
});

test('the proof carries its ticks with their hashes, the same as the record', async () => {
  const order = (await call(t.url, 'GET', `/api/orders/${orderId}`, { token })).body;
  assert.is(order.status, 'settled');
  const record = await recordOf('BTCUSDT', order.proof.entryTicks[0].time, new Date(Date.parse(order.proof.exitTicks.at(-1).time) + 1).toISOString());
  const byTime = new Map(record.map((x) => [x.time, x]));
  for (const p of [...order.proof.entryTicks, ...order.proof.exitTicks]) {
    assert.equal(p, { ...byTime.get(p.time) }, p.time);
  }
});

test('bad input: an unknown product is 404, a malformed time or cursor 422', async () => {
  assert.is((await call(t.url, 'GET', '/api/market/ticks?symbol=NOPE&from=2026-11-25T00:00:00Z')).status, 404);
  assert.is((await call(t.url, 'GET', '/api/market/ticks?symbol=BTCUSDT&from=yesterday')).status, 422);
  assert.is((await call(t.url, 'GET', '/api/market/ticks?symbol=BTCUSDT&from=2026-11-25T00:00:00Z&cursor=zz')).status, 422);
  assert.is((await call(t.url, 'GET', '/api/market/roots?symbol=BTCUSDT&from=2026-13-45')).status, 422);
});

test('pruning deletes whole closed days that settled no order; the rest stays checkable from its root', async () => {
  const out = { log: () => undefined } as unknown as Console;
  assert.is(await runAudit(t.app.conn, out), 0);
  // Everything before the 27th is past retention: ETH's first day goes, BTC's (it settled an order) stays,
  // and each product's open day stays.
  await pruneTicks(t.app.conn, Date.parse('2026-11-27T00:00:00Z'));
  assert.is((await recordOf('ETHUSDT', '2026-11-25T00:00:00Z', '2026-11-27T00:00:00Z')).length, 120);
  assert.is((await recordOf('BTCUSDT', '2026-11-25T00:00:00Z', '2026-11-27T00:00:00Z')).length, 240);
  const eth = await recordOf('ETHUSDT', '2026-11-26T00:00:00Z', '2026-11-27T00:00:00Z');
  const ethRoot = (await call(t.url, 'GET', '/api/market/roots?symbol=ETHUSDT')).body.items[0];
  assert.is(eth[0].prevHash, ethRoot.hash, "the day's first tick names the pruned day's root");
  assert.is(await runAudit(t.app.conn, out), 0, 'the pruned chain still audits');
});

test('a price rewritten in the database: the audit names that tick, in the record and in the proof', async () => {
  const lines: string[] = [];
  const out = { log: (line: string) => lines.push(line) } as unknown as Console;
  const victim = Date.parse('2026-11-25T23:59:30Z');
  await sql`update ticks set price = price + 100 where symbol = 'BTCUSDT' and time_ms = ${victim}`.execute(t.app.db);
  assert.is(await runAudit(t.app.conn, out), 1);
  assert.ok(lines.includes('BROKEN BTCUSDT tick 2026-11-25T23:59:30.000Z: its hash does not match its symbol, time, price and source'), lines.join('\n'));
  await sql`update ticks set price = price - 100 where symbol = 'BTCUSDT' and time_ms = ${victim}`.execute(t.app.db);

  const proof = await t.app.db.selectFrom('order_proofs').select(['id', 'body']).executeTakeFirstOrThrow();
  const body = JSON.parse(proof.body);
  body.exitTicks[1].price += 1;
  await t.app.db.updateTable('order_proofs').set({ body: JSON.stringify(body) }).where('id', '=', proof.id).execute();
  lines.length = 0;
  assert.is(await runAudit(t.app.conn, out), 1);
  const named = new Date(body.exitTicks[1].timeMs).toISOString();
  assert.ok(lines.includes(`BROKEN BTCUSDT tick ${named} in proof ${proof.id}: its hash does not match its symbol, time, price and source`), lines.join('\n'));
});

test("a tick written without a hash by the previous release (a rolling deploy): the chain goes on past it, the audit names it", async () => {
  const lines: string[] = [];
  const out = { log: (line: string) => lines.push(line) } as unknown as Console;
  const old = start + 240_000;
  await t.app.db.insertInto('ticks').values({ symbol: 'ETHUSDT', time_ms: old, price: 300_000, volume: 1, source: 'sim' }).execute();
  clock.set(old + 1_000);
  await tick(t.app, 'ETHUSDT', 300_001, clock.now());
  const [before, unhashed, after] = await recordOf('ETHUSDT', new Date(old - 1_000).toISOString(), new Date(old + 2_000).toISOString());
  assert.is(unhashed.hash, null);
  assert.is(after.prevHash, before.hash, 'chained onto the last chained tick, not restarted from zeros');
  assert.is(after.hash, recomputed('ETHUSDT', after, before.hash));
  assert.is(await runAudit(t.app.conn, out), 1);
  assert.ok(lines.includes(`BROKEN ETHUSDT tick ${unhashed.time}: has no hash, after chained ticks`), lines.join('\n'));
});

test.run();
