import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestApp, call, type TestApp } from '../helpers/test-app.js';
import { registerAndLogin } from '../helpers/users.js';
import { scriptedClock, seedProducts, tick } from '../helpers/scripted-market.js';
import { insertInviteCode } from '../../server/domain/auth/invite-codes-repository.js';
import { auditLedger } from '../../server/domain/ledger/audit.js';
import { loadConfig } from '../../server/config.js';

const wednesdayNoon = Date.parse('2026-11-25T12:00:00Z');
const clock = scriptedClock(wednesdayNoon);
let t: TestApp;
let token: string;
let key = 0;

/**
 * A database that stalls: while it is on, every transaction (an order batch among them) waits to begin until the
 * test lets it; `entered` resolves once one waits. Orders are priced inside their batch, so this is the gap between
 * a request's arrival and its pricing that a slow commit or a database freeze opens.
 */
function stallTransactions(app: TestApp['app']) {
  const run = app.transactions.run.bind(app.transactions);
  let stall: { entered: Promise<void>; enter: () => void; release: () => void; released: Promise<void> } | undefined;
  app.transactions.run = (work) => {
    const held = stall;
    if (!held) return run(work);
    held.enter();
    return held.released.then(() => run(work));
  };
  return {
    on() {
      let enter = () => {};
      let release = () => {};
      const entered = new Promise<void>((resolve) => (enter = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      stall = { entered, enter, release, released };
      return entered;
    },
    off() {
      stall?.release();
      stall = undefined;
    },
  };
}

let stalls: ReturnType<typeof stallTransactions>;

function order(body: Record<string, unknown>) {
  return call(t.url, 'POST', '/api/orders', { token, body, headers: { 'idempotency-key': `clock-${++key}` } });
}

async function available(): Promise<string> {
  return (await call(t.url, 'GET', '/api/me', { token })).body.balances.available;
}

async function orderCount(): Promise<number> {
  return (await call(t.url, 'GET', '/api/orders', { token })).body.items.length;
}

/** Prices as the product stores them (BTC at precision 2): 100.00 → 10000. */
const p = (price: number) => Math.round(price * 100);

const timing = suite('an order gets its whole period from the moment it is priced, on a fresh tick');
timing.before(async () => {
  t = await startTestApp({ authRateLimitPerMinute: 1000, demoMode: true }, undefined, clock.now);
  stalls = stallTransactions(t.app);
  await insertInviteCode(t.app.conn, 'CLOCKCODE', null, Date.now());
  await seedProducts(t.app, clock.now());
  ({ token } = await registerAndLogin(t.url, 'CLOCKCODE'));
  assert.is((await call(t.url, 'POST', '/api/deposits', { token, body: { amount: '1000.00', method: 'bank_transfer' } })).status, 201);
  assert.is((await call(t.url, 'POST', '/api/me/risk-acknowledgement', { token })).status, 204);
});
timing.after(async () => {
  stalls.off();
  const report = await auditLedger(t.app.conn);
  await t.close();
  assert.ok(report.ok, `ledger audit after the trading clock suite: ${JSON.stringify(report)}`);
});

timing('an order whose batch stalled opens when it is priced, at the tick of that moment, and runs its whole period', async () => {
  const arrival = clock.now();
  await tick(t.app, 'BTCUSDT', p(100), arrival);
  const entered = stalls.on();
  const placing = order({ symbol: 'BTCUSDT', direction: 'up', amount: '10.00', period: 30 });
  await entered;
  // The database freezes for 10.4 s, as in the finding; the feed goes on (stored once the database is back).
  t.app.market.ingest({ symbol: 'BTCUSDT', price: p(101), timeMs: arrival + 10_000, volume: 1 });
  clock.set(arrival + 10_400);
  stalls.off();
  const placed = await placing;
  assert.is(placed.status, 201, JSON.stringify(placed.body));
  const openedMs = Date.parse(placed.body.openedAt);
  const expiresMs = Date.parse(placed.body.expiresAt);
  const entryMs = Date.parse(placed.body.entry.time);
  assert.is(openedMs, arrival + 10_400, 'opened when priced, not when the request arrived');
  assert.is(expiresMs - openedMs, 30_000, 'the whole 30 s from pricing');
  assert.is(placed.body.entry.price, '101.00', 'the entry is the latest tick when priced');
  assert.is(entryMs, arrival + 10_000);
  assert.ok(entryMs <= openedMs, 'the entry tick is the price in force at opening: at or before it');
  await t.app.market.flush();
  clock.advance(1_000);
});

timing('an order whose batch stalled past the price age limit is refused when priced, and changes nothing', async () => {
  const arrival = clock.now();
  await tick(t.app, 'BTCUSDT', p(100), arrival);
  const before = { available: await available(), orders: await orderCount() };
  const entered = stalls.on();
  const placing = order({ symbol: 'BTCUSDT', direction: 'down', amount: '10.00', period: 30 });
  await entered;
  // No tick during the freeze: the only price is 10 s old when the batch runs.
  clock.set(arrival + 10_000);
  stalls.off();
  const refused = await placing;
  assert.is(refused.status, 503, JSON.stringify(refused.body));
  assert.is(refused.body.error.code, 'price_unavailable');
  assert.equal({ available: await available(), orders: await orderCount() }, before);
  clock.advance(1_000);
});

timing('the latest tick may be PRICE_MAX_AGE_MS old when an order is priced (2 s by default, two tick intervals), and no older', async () => {
  assert.is(t.config.priceMaxAgeMs, 2_000);
  const last = clock.now();
  await tick(t.app, 'BTCUSDT', p(100), last);
  clock.set(last + 2_001);
  const before = { available: await available(), orders: await orderCount() };
  const stale = await order({ symbol: 'BTCUSDT', direction: 'up', amount: '10.00', period: 30 });
  assert.is(stale.status, 503, JSON.stringify(stale.body));
  assert.is(stale.body.error.code, 'price_unavailable');
  assert.equal({ available: await available(), orders: await orderCount() }, before, 'a refused order moves no money and leaves no order');
  clock.set(last + 2_000);
  const fresh = await order({ symbol: 'BTCUSDT', direction: 'up', amount: '10.00', period: 30 });
  assert.is(fresh.status, 201, JSON.stringify(fresh.body));
  assert.is(Date.parse(fresh.body.openedAt) - Date.parse(fresh.body.entry.time), 2_000);
  clock.advance(1_000);
});

timing('during a feed failover (relayed ticks stop until the next owner starts) orders are refused once the last tick is too old', async () => {
  const last = clock.now();
  // Ticks of another process's feed, as a PostgreSQL deployment relays them; then that process dies.
  t.app.market.relay([{ symbol: 'BTCUSDT', price: p(100), timeMs: last, volume: 1 }]);
  // The finding's worst failover priced orders on a tick 2.9 s old.
  clock.set(last + 2_900);
  const stale = await order({ symbol: 'BTCUSDT', direction: 'up', amount: '10.00', period: 30 });
  assert.is(stale.status, 503, JSON.stringify(stale.body));
  assert.is(stale.body.error.code, 'price_unavailable');
  assert.match(stale.body.error.message, /try again in a moment/, 'the refusal says what to do next');
  // The next owner's first tick makes trading possible again.
  t.app.market.relay([{ symbol: 'BTCUSDT', price: p(100.5), timeMs: last + 3_000, volume: 1 }]);
  clock.set(last + 3_100);
  const resumed = await order({ symbol: 'BTCUSDT', direction: 'up', amount: '10.00', period: 30 });
  assert.is(resumed.status, 201, JSON.stringify(resumed.body));
  assert.is(resumed.body.entry.price, '100.50');
  clock.advance(1_000);
});

timing('PRICE_MAX_AGE_MS sets the limit; it must be a whole number of milliseconds, at least 1', () => {
  assert.is(loadConfig({}).priceMaxAgeMs, 2_000);
  assert.is(loadConfig({ PRICE_MAX_AGE_MS: '3000' }).priceMaxAgeMs, 3_000);
  assert.throws(() => loadConfig({ PRICE_MAX_AGE_MS: '0' }), /PRICE_MAX_AGE_MS must be at least 1/);
  assert.throws(() => loadConfig({ PRICE_MAX_AGE_MS: '2s' }), /PRICE_MAX_AGE_MS must be a non-negative whole number/);
});

timing.run();
