import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { call, testDb, type TestApp } from '../helpers/test-app.js';
import { scriptedClock, tick } from '../helpers/scripted-market.js';
import { startScriptedTrader } from '../helpers/scripted-trader.js';
import type { TickSource } from '../../server/market/tick.js';
import { auditLedger } from '../../server/domain/ledger/audit.js';
import { settleDueOrders } from '../../server/domain/trading/settlement-service.js';
import { exitTick, isExitFinal, tradePnlMinor, tradeResult, type Direction, type PricePoint } from '../../src/core/settlement.js';
import { formatPrice, parsePrice } from '../../src/core/price.js';
import { formatMinor, parseMoney } from '../../src/core/money.js';

// The engine finds exit ticks and final exits in SQL; src/core/settlement.ts states the rule. On
// one scripted feed, every order the real server settles must settle as the pure rule says, and every order
// the rule calls not yet final must still be open: with ticks from a script (final once a later tick comes) and
// with the same ticks as a feed's (at most one a second, so final once the expiry's second has its tick).
const test = suite(`the settlement engine agrees with the published rule on a scripted feed (${testDb})`);
const clock = scriptedClock(Date.parse('2026-11-25T12:00:00Z'));
const precision = 2;
let t: TestApp;
let token: string;

test.before(async () => {
  ({ t, token } = await startScriptedTrader(clock.now, '5000.00'));
});
test.after(() => t.close());

/** A small deterministic generator, so a failure replays the same feed. */
function lcg(seed: number) {
  let state = seed >>> 0;
  return () => (state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0) / 2 ** 32;
}

async function settlesAsTheRuleSays(symbol: string, source: TickSource) {
  const random = lcg(13);
  // On a whole second: a feed stores at most one tick in each.
  const start = Math.ceil(clock.now() / 1_000) * 1_000 + 1_000;
  const feed: PricePoint[] = [];
  const placed: { id: string; direction: Direction }[] = [];
  let price = 10_000;
  for (let second = 0; second < 150; second++) {
    // Silences of 6–9 s (no fair exit: void) and seconds without a tick; prices move a cent or stay (draws).
    const silent = (second >= 40 && second < 47) || (second >= 95 && second < 104) || random() < 0.2;
    clock.set(start + second * 1_000);
    if (silent) continue;
    price += Math.floor(random() * 3) - 1;
    // Ticks land anywhere in their second, some exactly on an expiry.
    const timeMs = start + second * 1_000 + (random() < 0.3 ? 0 : Math.floor(random() * 1_000));
    clock.set(timeMs);
    await tick(t.app, symbol, price, timeMs, source);
    feed.push({ price, timeMs });
    if (second < 130 && random() < 0.8) {
      const direction: Direction = random() < 0.5 ? 'up' : 'down';
      const period = random() < 0.7 ? 30 : 60;
      const res = await call(t.url, 'POST', '/api/orders', { token, body: { symbol, direction, amount: '10.00', period } });
      assert.is(res.status, 201, JSON.stringify(res.body));
      placed.push({ id: res.body.id, direction });
    }
  }
  const latestMs = feed[feed.length - 1].timeMs;
  await settleDueOrders(t.app.conn, t.app.reads, clock.now(), { read: 1_000, write: 100 });

  const seen = { win: 0, loss: 0, draw: 0, void: 0, open: 0 };
  for (const { id, direction } of placed) {
    const order = (await call(t.url, 'GET', `/api/orders/${id}`, { token })).body;
    const entry = { price: parsePrice(order.entry.price, precision)!, timeMs: Date.parse(order.entry.time) };
    const expiresAtMs = Date.parse(order.expiresAt);
    const what = `order ${id} ${direction} from ${JSON.stringify(entry)} to ${expiresAtMs - start} ms`;
    if (!isExitFinal({ timeMs: latestMs, oneASecond: source !== 'script' }, expiresAtMs)) {
      assert.is(order.status, 'open', what);
      seen.open++;
      continue;
    }
    const exit = exitTick(feed, expiresAtMs);
    const result = tradeResult(direction, entry, exit, expiresAtMs);
    assert.is(order.status, 'settled', what);
    assert.is(order.result, result, what);
    assert.equal(order.exit, result === 'void' ? null : { price: formatPrice(exit!.price, precision), time: new Date(exit!.timeMs).toISOString() }, what);
    assert.is(order.pnl, formatMinor(tradePnlMinor(result, parseMoney(order.amount)!, Math.round(Number(order.payoutRate) * 100))), what);
    seen[result]++;
  }
  // The feed is built to reach every case; should it stop doing so, the test would prove less.
  for (const [kind, count] of Object.entries(seen)) assert.ok(count > 0, `no ${kind} order in the feed: ${JSON.stringify(seen)}`);
  const report = await auditLedger(t.app.conn);
  assert.ok(report.ok, JSON.stringify(report));
  return seen;
}

test('scripted ticks: wins, losses, draws, voids and exits not yet final, each order as the rule says', async () => {
  await settlesAsTheRuleSays('BTCUSDT', 'script');
});

test("a feed's ticks (at most one a second): the same", async () => {
  await settlesAsTheRuleSays('ETHUSDT', 'sim');
});

test("a feed's exit is final once its second's tick is stored; a script's waits for a later tick", async () => {
  for (const source of ['sim', 'script'] as const) {
    const second = Math.ceil(clock.now() / 1_000) * 1_000 + 1_000;
    clock.set(second);
    await tick(t.app, 'XAUUSD', 200_000, second, source);
    clock.set(second + 400);
    const res = await call(t.url, 'POST', '/api/orders', { token, body: { symbol: 'XAUUSD', direction: 'up', amount: '10.00', period: 30 } });
    assert.is(res.status, 201, JSON.stringify(res.body));
    assert.is(Date.parse(res.body.expiresAt), second + 30_400);
    clock.set(second + 30_000);
    await tick(t.app, 'XAUUSD', 200_100, second + 30_000, source);
    clock.set(second + 30_401);
    await settleDueOrders(t.app.conn, t.app.reads, clock.now(), { read: 1_000, write: 100 });
    const order = (await call(t.url, 'GET', `/api/orders/${res.body.id}`, { token })).body;
    if (source === 'script') {
      assert.is(order.status, 'open', 'a scripted tick may still come at 30.2 s');
      continue;
    }
    assert.is(order.status, 'settled', 'no other tick of that second can come');
    assert.is(order.result, 'win');
    assert.is(Date.parse(order.exit.time), second + 30_000);
  }
});

test("a feed's second tick in one second is not stored: exits settled as final stay right", async () => {
  const second = Math.ceil(clock.now() / 1_000) * 1_000 + 1_000;
  await tick(t.app, 'XAUUSD', 200_000, second + 100, 'sim');
  await tick(t.app, 'XAUUSD', 200_500, second + 600, 'sim');
  const stored = await t.app.conn.kysely.selectFrom('ticks').select(['time_ms', 'price']).where('symbol', '=', 'XAUUSD').where('time_ms', '>=', second).execute();
  assert.equal(stored, [{ time_ms: second + 100, price: 200_000 }]);
});

test.run();
