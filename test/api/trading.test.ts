import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestApp, call, testDb, type TestApp } from '../helpers/test-app.js';
import { registerAndLogin } from '../helpers/users.js';
import { scriptedClock, seedProducts, tick } from '../helpers/scripted-market.js';
import { insertInviteCode } from '../../server/domain/auth/invite-codes-repository.js';
import { auditLedger } from '../../server/domain/ledger/audit.js';
import { settleDueOrders } from '../../server/domain/trading/settlement-service.js';
import { waitFor } from '../helpers/wait-for.js';

const wednesdayNoon = Date.parse('2026-11-25T12:00:00Z');
const clock = scriptedClock(wednesdayNoon);
let t: TestApp;
let token: string;
let key = 0;

/** A user with 1,000.00 deposited (demo mode) who has accepted the risk notice. */
async function trader(acknowledge = true): Promise<string> {
  const { token: fresh } = await registerAndLogin(t.url, 'TESTCODE');
  const dep = await call(t.url, 'POST', '/api/deposits', { token: fresh, body: { amount: '1000.00', method: 'bank_transfer' } });
  assert.is(dep.status, 201);
  if (acknowledge) assert.is((await call(t.url, 'POST', '/api/me/risk-acknowledgement', { token: fresh })).status, 204);
  return fresh;
}

function order(body: Record<string, unknown>, as = token, idempotencyKey = `k${++key}`) {
  return call(t.url, 'POST', '/api/orders', { token: as, body, headers: { 'idempotency-key': idempotencyKey } });
}

async function balances(as = token) {
  return (await call(t.url, 'GET', '/api/me', { token: as })).body;
}

/** Polls the order until the settlement job has settled it (it runs every 250 ms and after each stored tick). */
async function settled(id: string, as = token) {
  let order: any;
  await waitFor(async () => (order = (await call(t.url, 'GET', `/api/orders/${id}`, { token: as })).body).status === 'settled', { timeoutMs: 2_000, what: `order ${id} settled` });
  return order;
}

/** Prices as the product stores them (BTC at precision 2): 100.00 → 10000. */
const p = (price: number) => Math.round(price * 100);

/** Places a BTC order at `entry`, then plays `path` (seconds after opening → price) and returns it settled. */
async function play(direction: 'up' | 'down', entry: number, path: [number, number][], period = 30) {
  // A second after the last tick: the hub ignores a tick that is not newer than the one before.
  clock.advance(1000);
  const start = clock.now();
  await tick(t.app, 'BTCUSDT', p(entry), start);
  const placed = await order({ symbol: 'BTCUSDT', direction, amount: '100.00', period });
  assert.is(placed.status, 201, JSON.stringify(placed.body));
  for (const [second, price] of path) {
    clock.set(start + second * 1000);
    await tick(t.app, 'BTCUSDT', p(price), start + second * 1000);
  }
  return settled(placed.body.id);
}

const trading = suite('orders and settlement on a scripted market');
trading.before(async () => {
  t = await startTestApp({ authRateLimitPerMinute: 1000, demoMode: true }, undefined, clock.now);
  await insertInviteCode(t.app.conn, 'TESTCODE', null, Date.now());
  await seedProducts(t.app, clock.now());
  token = await trader();
});
trading.after(async () => {
  const report = await auditLedger(t.app.conn);
  await t.close();
  assert.ok(report.ok, `ledger audit after the trading suite: ${JSON.stringify(report)}`);
});

trading('an order before the risk notice is refused; accepting it once unlocks trading', async () => {
  const fresh = await trader(false);
  await tick(t.app, 'BTCUSDT', p(100), clock.now());
  const refused = await order({ symbol: 'BTCUSDT', direction: 'up', amount: '10.00', period: 30 }, fresh);
  assert.is(refused.status, 422);
  assert.is(refused.body.error.code, 'risk_not_acknowledged');
  assert.is((await balances(fresh)).balances.available, '1000.00');
  assert.is((await call(t.url, 'POST', '/api/me/risk-acknowledgement', { token: fresh })).status, 204);
  assert.is((await balances(fresh)).riskAcknowledged, true);
  assert.is((await order({ symbol: 'BTCUSDT', direction: 'up', amount: '10.00', period: 30 }, fresh)).status, 201);
});

trading('stakes outside the range get "Please enter another amount" with the range; over balance is refused', async () => {
  await tick(t.app, 'BTCUSDT', p(100), clock.now());
  const low = await order({ symbol: 'BTCUSDT', direction: 'up', amount: '9.99', period: 30 });
  assert.is(low.status, 422);
  assert.is(low.body.error.code, 'amount_out_of_range');
  assert.is(low.body.error.min, '10.00');
  assert.is(low.body.error.max, '50000.00');
  const rich = await order({ symbol: 'BTCUSDT', direction: 'up', amount: '5000.00', period: 30 });
  assert.is(rich.status, 422);
  assert.is(rich.body.error.code, 'insufficient_funds');
});

trading('bad direction, bad period and unknown symbol are refused and change nothing', async () => {
  const before = (await balances()).balances.available;
  const direction = await order({ symbol: 'BTCUSDT', direction: 'sideways', amount: '10.00', period: 30 });
  assert.is(direction.status, 400);
  assert.is(direction.body.error.fields.direction, 'invalid');
  const period = await order({ symbol: 'BTCUSDT', direction: 'up', amount: '10.00', period: 45 });
  assert.is(period.status, 422);
  assert.is(period.body.error.fields.period, 'period_invalid');
  const symbol = await order({ symbol: 'DOGEUSDT', direction: 'up', amount: '10.00', period: 30 });
  assert.is(symbol.status, 422);
  assert.is(symbol.body.error.fields.symbol, 'unknown_symbol');
  const price = await order({ symbol: 'BTCUSDT', direction: 'up', amount: '10.00', period: 30, price: '1.00' });
  assert.is(price.status, 400, 'the client cannot send a price');
  assert.is((await balances()).balances.available, before);
});

trading('orders sent at once share a batch: the one over the balance and the one without the risk notice are refused alone; a key sent twice places one order', async () => {
  await tick(t.app, 'BTCUSDT', p(100), clock.now());
  const rich = await trader();
  const unready = await trader(false);
  const body = (direction: string) => ({ symbol: 'BTCUSDT', direction, amount: '400.00', period: 300 });
  const [a, twin, b, c, refusedForRisk] = await Promise.all([
    order(body('up'), rich, 'batch-a'),
    order(body('up'), rich, 'batch-a'),
    order(body('down'), rich, 'batch-b'),
    order(body('up'), rich, 'batch-c'),
    order(body('up'), unready, 'batch-u'),
  ]);
  assert.is(refusedForRisk.status, 422);
  assert.is(refusedForRisk.body.error.code, 'risk_not_acknowledged');
  assert.is(twin.status, a.status, 'a key sent twice gets one answer');
  if (a.status === 201) assert.is(twin.body.id, a.body.id);
  const placed = [a, b, c].filter((r) => r.status === 201);
  const refused = [a, b, c].filter((r) => r.status !== 201);
  assert.is(placed.length, 2, JSON.stringify([a, b, c].map((r) => r.body)));
  assert.is(refused.length, 1);
  assert.is(refused[0].body.error.code, 'insufficient_funds');
  assert.equal((await balances(rich)).balances.available, '200.00');
  assert.equal((await balances(rich)).balances.positions, '800.00');
  assert.equal((await balances(unready)).balances.available, '1000.00');
});

trading('a closed market names its opening time; a market in maintenance says so', async () => {
  const saturday = Date.parse('2026-11-28T12:00:00Z');
  clock.set(saturday);
  await tick(t.app, 'XAUUSD', 262150, saturday);
  const closed = await order({ symbol: 'XAUUSD', direction: 'up', amount: '10.00', period: 60 });
  assert.is(closed.status, 422);
  assert.is(closed.body.error.code, 'market_closed');
  assert.is(closed.body.error.opensAt, '2026-11-29T22:00:00.000Z');
  const product = await call(t.url, 'GET', '/api/products/XAUUSD');
  assert.is(product.body.status, 'closed');

  await t.app.db.updateTable('products').set({ maintenance: 1 }).where('symbol', '=', 'ETHUSDT').execute();
  await t.app.products(true);
  await tick(t.app, 'ETHUSDT', 261540, saturday);
  const maintenance = await order({ symbol: 'ETHUSDT', direction: 'up', amount: '10.00', period: 60 });
  assert.is(maintenance.status, 422);
  assert.is(maintenance.body.error.code, 'market_maintenance');
  await t.app.db.updateTable('products').set({ maintenance: 0 }).where('symbol', '=', 'ETHUSDT').execute();
  await t.app.products(true);
  clock.set(saturday + 60_000);
});

trading('without a fresh price (nothing for over PRICE_MAX_AGE_MS) no order can be placed', async () => {
  const last = clock.now();
  await tick(t.app, 'BTCUSDT', p(100), last);
  clock.advance(6_000);
  const stale = await order({ symbol: 'BTCUSDT', direction: 'up', amount: '10.00', period: 30 });
  assert.is(stale.status, 503);
  assert.is(stale.body.error.code, 'price_unavailable');
  // Every 503 says when trying again makes sense.
  assert.is(stale.headers.get('retry-after'), '1');
  assert.is(stale.body.error.retryAfterSeconds, 1);
  clock.advance(1_000);
});

trading('the same key replays the same order; the stake is held once', async () => {
  await tick(t.app, 'BTCUSDT', p(100), clock.now());
  const before = await balances();
  const body = { symbol: 'BTCUSDT', direction: 'up', amount: '10.00', period: 300 };
  const first = await order(body, token, 'same-order');
  const second = await order(body, token, 'same-order');
  assert.is(first.status, 201);
  assert.equal(second.body, first.body);
  const reused = await order({ ...body, direction: 'down' }, token, 'same-order');
  assert.is(reused.status, 409);
  const after = await balances();
  assert.is(Number(before.balances.available) - Number(after.balances.available), 10);
  assert.is(after.balances.positions, (Number(before.balances.positions) + 10).toFixed(2));
});

trading('up wins when the exit tick is higher: stake back plus stake × rate, with the proof', async () => {
  const before = await balances();
  const done = await play('up', 100, [[10, 100.5], [20, 100.7], [29, 100.8], [30, 101], [31, 99]]);
  assert.is(done.result, 'win');
  assert.is(done.pnl, '75.00', '30 s pays 75 %');
  assert.is(done.entry.price, '100.00');
  assert.is(done.exit.price, '101.00', 'the exit is the tick at expiry, not the later one');
  assert.is(done.exit.time, done.expiresAt);
  assert.ok(done.proof.entryTicks.length >= 4 && done.proof.exitTicks.length >= 4, JSON.stringify(done.proof));
  assert.ok(done.proof.exitTicks.some((x: { price: string }) => x.price === '99.00'), 'the tick after expiry is in the proof');
  assert.is(done.proof.source, 'script', 'the proof names where its ticks came from: here the test scripted them');
  const after = await balances();
  assert.is((Number(after.balances.available) - Number(before.balances.available)).toFixed(2), '75.00');
});

trading('down wins when lower, up loses when lower, equal is a draw', async () => {
  assert.is((await play('down', 100, [[30, 99.99], [31, 99.99]])).result, 'win');
  const loss = await play('up', 100, [[30, 99.99], [31, 100]]);
  assert.is(loss.result, 'loss');
  assert.is(loss.pnl, '-100.00');
  const draw = await play('down', 100, [[15, 120], [30, 100], [31, 101]]);
  assert.is(draw.result, 'draw');
  assert.is(draw.pnl, '0.00');
});

trading('no tick within 5 s before expiry makes the order void: stake back, no exit price', async () => {
  const before = await balances();
  const done = await play('up', 100, [[10, 150], [24, 160], [40, 170]]);
  assert.is(done.result, 'void');
  assert.is(done.exit, null);
  assert.is(done.pnl, '0.00');
  assert.is((await balances()).balances.available, before.balances.available);
});

trading('the exit waits for a later tick: a tick exactly at expiry alone does not settle', async () => {
  clock.advance(1000);
  const start = clock.now();
  await tick(t.app, 'BTCUSDT', p(100), start);
  const placed = await order({ symbol: 'BTCUSDT', direction: 'up', amount: '10.00', period: 30 });
  clock.set(start + 30_000);
  await tick(t.app, 'BTCUSDT', p(101), start + 30_000);
  clock.advance(500);
  await new Promise((r) => setTimeout(r, 600));
  const open = await call(t.url, 'GET', `/api/orders/${placed.body.id}`, { token });
  assert.is(open.body.status, 'open', 'not final until a later tick arrives');
  clock.set(start + 31_000);
  await tick(t.app, 'BTCUSDT', p(50), start + 31_000);
  const done = await settled(placed.body.id);
  assert.is(done.result, 'win');
  assert.is(done.exit.price, '101.00');
});

trading('a product whose feed has stalled does not hold up the settlement of the others', async () => {
  clock.advance(1000);
  const start = clock.now();
  await tick(t.app, 'BTCUSDT', p(100), start);
  const stalled = await order({ symbol: 'BTCUSDT', direction: 'up', amount: '10.00', period: 30 });
  clock.advance(1000);
  await tick(t.app, 'ETHUSDT', p(3000), start + 1000);
  const flowing = await order({ symbol: 'ETHUSDT', direction: 'up', amount: '10.00', period: 30 });
  assert.is(stalled.status, 201, JSON.stringify(stalled.body));
  assert.is(flowing.status, 201, JSON.stringify(flowing.body));
  // ETH has its exit tick and one after it; BTC's feed said nothing after the order. The app's own clock
  // stays before both expiries, so only this call settles, reading one order at a time: the BTC order comes first.
  await tick(t.app, 'ETHUSDT', p(3001), start + 31_000);
  await tick(t.app, 'ETHUSDT', p(3002), start + 32_000);
  assert.is(await settleDueOrders(t.app.conn, t.app.reads, start + 40_000, { read: 1, write: 1 }), 1);
  assert.is((await call(t.url, 'GET', `/api/orders/${flowing.body.id}`, { token })).body.result, 'win');
  assert.is((await call(t.url, 'GET', `/api/orders/${stalled.body.id}`, { token })).body.status, 'open');
});

trading('exits found once per tick: expiries between two ticks share the first, one on a tick takes it, a gap voids; per product', async () => {
  clock.advance(1000);
  const start = clock.now();
  const at = (ms: number) => new Date(start + ms).toISOString();
  await tick(t.app, 'BTCUSDT', p(100), start);
  const btc = (direction: string) => order({ symbol: 'BTCUSDT', direction, amount: '10.00', period: 30 });
  const a = await btc('up');
  clock.set(start + 400);
  const b = await btc('up');
  clock.set(start + 1_000);
  const c = await btc('up');
  const d = await btc('down');
  // ETH expires inside BTC's last exit span (31 s to 40 s): its exit must come from its own ticks.
  clock.set(start + 2_000);
  await tick(t.app, 'ETHUSDT', p(3000), start + 2_000);
  const x = await order({ symbol: 'ETHUSDT', direction: 'up', amount: '10.00', period: 30 });
  clock.set(start + 8_000);
  await tick(t.app, 'BTCUSDT', p(100), start + 8_000);
  const e = await btc('up');
  for (const placed of [a, b, x, c, d, e]) assert.is(placed.status, 201, JSON.stringify(placed.body));
  await tick(t.app, 'BTCUSDT', p(101), start + 30_000);
  await tick(t.app, 'BTCUSDT', p(99), start + 31_000);
  await tick(t.app, 'ETHUSDT', p(3010), start + 31_500);
  await tick(t.app, 'ETHUSDT', p(3005), start + 33_000);
  await tick(t.app, 'BTCUSDT', p(120), start + 40_000);
  // The app's clock stays before every expiry, so only this call settles them: one order per transaction.
  await settleDueOrders(t.app.conn, t.app.reads, start + 41_000, { read: 100_000, write: 1 });
  const [sa, sb, sx, sc, sd, se] = await Promise.all([a, b, x, c, d, e].map(async (placed) => (await call(t.url, 'GET', `/api/orders/${placed.body.id}`, { token })).body));
  assert.equal([sa, sb, sx, sc, sd, se].map((o) => o.result), ['win', 'win', 'win', 'loss', 'win', 'void']);
  assert.equal([sa, sb, sx, sc, sd].map((o) => [o.exit.price, o.exit.time]), [
    ['101.00', at(30_000)],
    ['101.00', at(30_000)], // expiring 400 ms after a tick, it settles on that tick
    ['3010.00', at(31_500)], // ETH's own ticks
    ['99.00', at(31_000)], // expiring exactly on a tick, it settles on that tick
    ['99.00', at(31_000)],
  ]);
  assert.is(se.exit, null, 'the last tick before its expiry is 7 s old');
  const rowOf = (number: string) => t.app.numbering.orders.idOf(number)!;
  const proofIds = await t.app.db.selectFrom('orders').select(['id', 'proof_id']).where('id', 'in', [a.body.id, b.body.id, c.body.id, d.body.id].map(rowOf)).execute();
  const proofOf = (number: string) => proofIds.find((row) => row.id === rowOf(number))?.proof_id;
  assert.is(proofOf(a.body.id), proofOf(b.body.id), 'settled in two transactions on the same ticks, they share one stored proof');
  assert.is.not(proofOf(d.body.id), proofOf(a.body.id));
  assert.is(proofOf(c.body.id), proofOf(d.body.id), 'a loss and a win on the same ticks: one proof');
});

trading("another user's order is not found; lists split open and settled", async () => {
  const other = await trader();
  await tick(t.app, 'BTCUSDT', p(100), clock.now());
  const mine = await order({ symbol: 'BTCUSDT', direction: 'up', amount: '10.00', period: 300 });
  assert.is((await call(t.url, 'GET', `/api/orders/${mine.body.id}`, { token: other })).status, 404);
  const open = await call(t.url, 'GET', '/api/orders?status=open', { token });
  const settledList = await call(t.url, 'GET', '/api/orders?status=settled&limit=2', { token });
  assert.ok(open.body.items.every((o: { status: string }) => o.status === 'open'));
  assert.ok(open.body.items.some((o: { id: string }) => o.id === mine.body.id));
  assert.is(settledList.body.items.length, 2);
  assert.ok(settledList.body.nextCursor, 'more settled orders than one page');
  assert.ok(settledList.body.items.every((o: { status: string; proof: unknown }) => o.status === 'settled' && o.proof === null), 'lists carry no proof');
  const next = await call(t.url, 'GET', `/api/orders?status=settled&limit=2&cursor=${settledList.body.nextCursor}`, { token });
  const allSettled = (await call(t.url, 'GET', '/api/orders?status=settled&limit=100', { token })).body.items.map((o: { id: string }) => o.id);
  const paged = [...settledList.body.items, ...next.body.items].map((o: { id: string }) => o.id);
  assert.ok(next.body.items.length > 0, 'a second page');
  assert.equal(paged, allSettled.slice(0, paged.length), 'the next page starts after the last');
  // Order ids are public numbers: anything else, or a cursor of another list (32 hex digits), finds nothing or is refused.
  for (const id of ['0', '-1', '1e3', '1.0', 'abc', '99999999999999999999', `${mine.body.id}x`]) {
    assert.is((await call(t.url, 'GET', `/api/orders/${id}`, { token })).status, 404, id);
  }
  const hexCursor = Buffer.from('0190000000000000000000000000000a').toString('base64url');
  const refused = await call(t.url, 'GET', `/api/orders?cursor=${hexCursor}`, { token });
  assert.is(refused.status, 422);
  assert.is(refused.body.error.fields.cursor, 'invalid');
});

trading('P&L in the personal center comes from settled orders', async () => {
  const me = await balances();
  const rows = await t.app.db.selectFrom('orders').select('pnl').where('status', '=', 'settled').where('user_id', '=', (await t.app.db.selectFrom('users').select('id').where('account', '=', me.account).executeTakeFirstOrThrow()).id).execute();
  const total = rows.reduce((sum, r) => sum + Number(r.pnl), 0);
  assert.is(me.pnl.total, (total / 100).toFixed(2));
  assert.is(me.pnl.today, me.pnl.total, 'all of it happened today in the platform time zone');
});

trading.run();

const restart = suite('orders that expired while the server was down');
restart('settle on start from the stored ticks', async () => {
  const c = scriptedClock(wednesdayNoon);
  const first = await startTestApp({ authRateLimitPerMinute: 1000, demoMode: true }, undefined, c.now);
  await insertInviteCode(first.app.conn, 'TESTCODE', null, Date.now());
  await seedProducts(first.app, c.now());
  const { token: user } = await registerAndLogin(first.url, 'TESTCODE');
  await call(first.url, 'POST', '/api/deposits', { token: user, body: { amount: '500.00', method: 'bank_transfer' } });
  await call(first.url, 'POST', '/api/me/risk-acknowledgement', { token: user });
  await tick(first.app, 'BTCUSDT', 10000, c.now());
  const up = await call(first.url, 'POST', '/api/orders', { token: user, body: { symbol: 'BTCUSDT', direction: 'up', amount: '100.00', period: 60 } });
  const down = await call(first.url, 'POST', '/api/orders', { token: user, body: { symbol: 'BTCUSDT', direction: 'down', amount: '50.00', period: 60 } });
  assert.is(up.status, 201);
  // The process dies; ticks through expiry had been recorded (written here straight to the table).
  await first.app.close();
  await first.app.db.destroy().catch(() => {});
  const start = wednesdayNoon;
  const second = await startTestApp(
    { authRateLimitPerMinute: 1000, dataDir: first.config.dataDir, databaseSchema: first.config.databaseSchema },
    undefined,
    () => start + 120_000,
  );
  try {
    await second.app.db
      .insertInto('ticks')
      .values([59, 60, 61].map((s) => ({ symbol: 'BTCUSDT', time_ms: start + s * 1000, price: s === 60 ? 10100 : 10050, volume: 1 })))
      .execute();
    await second.app.close();
    const third = await startTestApp(
      { authRateLimitPerMinute: 1000, dataDir: first.config.dataDir, databaseSchema: first.config.databaseSchema },
      undefined,
      () => start + 120_000,
    );
    try {
      const a = await call(third.url, 'GET', `/api/orders/${up.body.id}`, { token: user });
      const b = await call(third.url, 'GET', `/api/orders/${down.body.id}`, { token: user });
      assert.is(a.body.status, 'settled', 'settled during start-up, before the first request');
      assert.is(a.body.result, 'win');
      assert.is(a.body.exit.price, '101.00');
      assert.is(b.body.result, 'loss');
      const me = await call(third.url, 'GET', '/api/me', { token: user });
      assert.is(me.body.balances.available, '530.00', '500 − 100 − 50 + (100 + 80: 60 s pays 80 %) + 0');
      assert.ok((await auditLedger(third.app.conn)).ok);
    } finally {
      await third.close();
    }
  } finally {
    if (testDb === 'sqlite') await second.app.close().catch(() => {});
  }
});
restart.run();
