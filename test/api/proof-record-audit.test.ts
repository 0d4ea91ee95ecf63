import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { call, testDb, type TestApp } from '../helpers/test-app.js';
import { scriptedClock, tick } from '../helpers/scripted-market.js';
import { startScriptedTrader } from '../helpers/scripted-trader.js';
import { settleDueOrders } from '../../server/domain/trading/settlement-service.js';
import { runAudit } from '../../server/cli/audit.js';
import { auditTickChains } from '../../server/market/chain-audit.js';
import { pruneTicks } from '../../server/market/ticks-repository.js';
import { tickHash } from '../../server/market/tick-chain.js';

// `npm run audit` compares every settled order's proof with the public price record: a tick rewritten after the
// order settled, with the rest of its day re-chained so that the chain itself checks out, fails the audit, which
// names the orders that rest on it. Ticks a proof holds on a day pruning deleted legitimately, and an entry tick
// that never reached the record (lost in a crash), are counted, not failed.
const test = suite(`the audit compares order proofs with the price record (${testDb})`);

const day1 = Date.parse('2026-11-25T00:00:00Z');
const at = (day: number, time: string) => day1 + day * 86_400_000 + Date.parse(`1970-01-01T${time}Z`);
const clock = scriptedClock(at(0, '23:59:00'));
let t: TestApp;
let token: string;
/** Public numbers of the orders: x settles at the end of day 1 (its proof reaches into day 2), a and b on one proof on day 4, c later that day, lost with its entry tick lost. */
const orders: Record<'x' | 'a' | 'b' | 'c' | 'lost', string> = { x: '', a: '', b: '', c: '', lost: '' };

async function place(name: keyof typeof orders, direction: 'up' | 'down' = 'up') {
  const res = await call(t.url, 'POST', '/api/orders', { token, body: { symbol: 'BTCUSDT', direction, amount: '10.00', period: 30 } });
  assert.is(res.status, 201, JSON.stringify(res.body));
  orders[name] = res.body.id;
}

/** Ticks every second from `from` to `to` (inclusive) on BTC, placing orders at the seconds `orderAt` names. */
async function ticks(from: number, to: number, orderAt: Record<number, () => Promise<void>> = {}) {
  for (let ms = from; ms <= to; ms += 1_000) {
    clock.set(ms);
    await tick(t.app, 'BTCUSDT', 6_300_000 + ((ms / 1_000) % 11) * 7, ms);
    await orderAt[ms]?.();
  }
}

test.before(async () => {
  ({ t, token } = await startScriptedTrader(clock.now, '500.00'));
  // Day 1: x exits at 23:59:59, so the ticks after its exit are day 2's first. Day 2 and 3 settle nothing (pruning
  // deletes day 2; day 3 it keeps, being the day before day 4's exits). Day 4 is the open day: a and b enter
  // together, c later, and the order whose entry tick was lost before it was stored.
  await ticks(at(0, '23:59:00'), at(1, '00:00:20'), { [at(0, '23:59:29')]: () => place('x') });
  await ticks(at(2, '12:00:00'), at(2, '12:00:05'));
  await ticks(at(3, '00:00:00'), at(3, '00:02:30'), {
    [at(3, '00:00:30')]: async () => {
      await place('a');
      await place('b');
    },
    [at(3, '00:01:10')]: () => place('c', 'down'),
    [at(3, '00:01:40')]: async () => {
      await place('lost');
      // As if its entry tick had been held in memory and never stored (a crash): the order names a time no tick has.
      await t.app.db.updateTable('orders').set((eb) => ({ entry_time: eb('entry_time', '+', 400) })).where('id', '=', rowOf('lost')).execute();
    },
  });
  await settleDueOrders(t.app.conn, t.app.reads, clock.now(), { read: 1_000, write: 100 });
  const settled = await t.app.db.selectFrom('orders').select('id').where('status', '=', 'settled').execute();
  assert.is(settled.length, 5);
});
test.after(() => t.close());

async function audit() {
  const lines: string[] = [];
  const out = { log: (line: string) => lines.push(line) } as unknown as Console;
  const code = await runAudit(t.app.conn, out);
  return { code, lines, text: lines.join('\n') };
}

const rowOf = (name: keyof typeof orders) => t.app.numbering.orders.idOf(orders[name])!;
const named = (name: keyof typeof orders) => `${orders[name]} (row ${rowOf(name)})`;

/** The day's ticks from `fromMs` on, as stored. */
const ticksFrom = (fromMs: number) =>
  t.app.db.selectFrom('ticks').select(['time_ms', 'price', 'source', 'hash', 'prev_hash']).where('symbol', '=', 'BTCUSDT').where('time_ms', '>=', fromMs).orderBy('time_ms').execute();

/**
 * What someone with write access to the database would do to move a settled price unseen: rewrite the tick and
 * re-chain every later tick of the product (an open day: no root to disagree), hashing exactly as the chain does.
 */
async function rewriteAndRechain(fromMs: number, change: (row: { time_ms: number; price: number }) => 'keep' | 'delete' | number) {
  const rows = await ticksFrom(fromMs);
  const before = await t.app.db.selectFrom('ticks').select('hash').where('symbol', '=', 'BTCUSDT').where('time_ms', '<', fromMs).orderBy('time_ms', 'desc').limit(1).executeTakeFirstOrThrow();
  await t.app.db.transaction().execute(async (trx) => {
    let prevHash = before.hash!;
    for (const row of rows) {
      const what = change(row);
      if (what === 'delete') {
        await trx.deleteFrom('ticks').where('symbol', '=', 'BTCUSDT').where('time_ms', '=', row.time_ms).execute();
        continue;
      }
      const price = what === 'keep' ? row.price : what;
      const hash = tickHash({ symbol: 'BTCUSDT', timeMs: row.time_ms, price, source: row.source }, prevHash);
      await trx.updateTable('ticks').set({ price, hash, prev_hash: prevHash }).where('symbol', '=', 'BTCUSDT').where('time_ms', '=', row.time_ms).execute();
      prevHash = hash;
    }
  });
  return async function restore() {
    await t.app.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('ticks').where('symbol', '=', 'BTCUSDT').where('time_ms', '>=', fromMs).execute();
      await trx.insertInto('ticks').values(rows.map((r) => ({ symbol: 'BTCUSDT', volume: 1_000_000, ...r }))).execute();
    });
    assert.is((await audit()).code, 0, 'restored');
  };
}

test('a clean record audits ok, pruned days and an entry never recorded counted, the time it took printed', async () => {
  const clean = await audit();
  assert.is(clean.code, 0, clean.text);
  // Day 2 settled no order and day 3 is the day before day 4's exits: everything before day 4 is past retention.
  await pruneTicks(t.app.conn, at(3, '00:00:00'));
  const left = await t.app.db.selectFrom('ticks').select('time_ms').where('symbol', '=', 'BTCUSDT').where('time_ms', '>=', at(1, '00:00:00')).where('time_ms', '<', at(2, '00:00:00')).execute();
  assert.is(left.length, 0, 'day 2 was pruned');
  const pruned = await audit();
  assert.is(pruned.code, 0, pruned.text);
  const figures = pruned.lines.find((line) => line.startsWith('order proofs against the price record:'));
  assert.ok(figures, pruned.text);
  // The ticks after x's exit were day 2's (1 to 3 of them: as many as were stored when it settled); `lost` entered at
  // a time no tick has.
  const { body } = await t.app.db.selectFrom('orders').innerJoin('order_proofs', 'order_proofs.id', 'orders.proof_id').select('body').where('orders.id', '=', rowOf('x')).executeTakeFirstOrThrow();
  const onDay2 = JSON.parse(body).exitTicks.filter((p: { timeMs: number }) => p.timeMs >= at(1, '00:00:00')).length;
  assert.ok(onDay2 >= 1, body);
  const expected = new RegExp(`^order proofs against the price record: 5 settled orders, 4 proofs, \\d+ ticks compared, ${onDay2} on pruned days?, 1 entry never recorded \\(\\d+\\.\\d\\d s\\)$`);
  assert.ok(expected.test(figures!), figures);
  assert.match(pruned.lines.at(-1)!, /^audit: ok \(\d+\.\d\d s\)$/);
});

test('a tick a settled order settled on, rewritten and the rest of the day re-chained: the audit fails naming the order', async () => {
  const exitOfAB = at(3, '00:01:00');
  const restore = await rewriteAndRechain(exitOfAB, (row) => (row.time_ms === exitOfAB ? row.price + 100 : 'keep'));
  // The chain alone checks out: every hash recomputes and the day is still open (no root to disagree).
  const chains = await auditTickChains(t.app.conn);
  assert.ok(chains.ok, JSON.stringify(chains.faults));

  const { code, lines, text } = await audit();
  assert.is(code, 1, text);
  assert.is(lines.at(-1)?.startsWith('audit: FAILED'), true, text);
  const ab = lines.find((line) => line.includes(named('a')));
  assert.ok(ab, text);
  assert.ok(ab!.startsWith('MISMATCH orders '), ab);
  assert.ok(ab!.includes(named('b')), 'a and b share the proof, and both are named');
  assert.ok(ab!.includes('BTCUSDT exit tick 2026-11-28T00:01:00.000Z'), ab);
  assert.ok(/the record's price is 63\d{3}\.\d\d, the proof's 63\d{3}\.\d\d/.test(ab!), ab);
  // The later ticks were re-chained, so c's and lost's proofs no longer match the record either; x's (day 1) still does.
  for (const name of ['c', 'lost'] as const) assert.ok(lines.some((line) => line.startsWith('MISMATCH') && line.includes(named(name)) && line.includes('hash')), `${name}: ${text}`);
  assert.not.ok(text.includes(orders.x), text);
  await restore();
});

test('a tick removed from the middle of a proof and the rest re-chained: the audit names the order', async () => {
  const gone = at(3, '00:01:11');
  const restore = await rewriteAndRechain(gone, (row) => (row.time_ms === gone ? 'delete' : 'keep'));
  assert.ok((await auditTickChains(t.app.conn)).ok);
  const { code, lines, text } = await audit();
  assert.is(code, 1, text);
  const line = lines.find((l) => l.includes(named('c')));
  assert.ok(line?.includes('BTCUSDT entry tick 2026-11-28T00:01:11.000Z'), text);
  assert.ok(line?.includes('is not in the price record'), line);
  await restore();
});

test("an order's exit price rewritten in its row: the audit names that order alone", async () => {
  const id = rowOf('c');
  const row = await t.app.db.selectFrom('orders').select('exit_price').where('id', '=', id).executeTakeFirstOrThrow();
  await t.app.db.updateTable('orders').set({ exit_price: row.exit_price! + 1 }).where('id', '=', id).execute();
  const { code, lines, text } = await audit();
  assert.is(code, 1, text);
  const mismatches = lines.filter((line) => line.startsWith('MISMATCH'));
  assert.is(mismatches.length, 1, text);
  assert.ok(mismatches[0].startsWith(`MISMATCH order ${named('c')}: BTCUSDT exit tick`), text);
  assert.ok(mismatches[0].includes("its exit price"), text);
  await t.app.db.updateTable('orders').set({ exit_price: row.exit_price }).where('id', '=', id).execute();
  assert.is((await audit()).code, 0);
});

test("a settled order's proof deleted: the audit names the order", async () => {
  const { proof_id } = await t.app.db.selectFrom('orders').select('proof_id').where('id', '=', rowOf('x')).executeTakeFirstOrThrow();
  const proof = await t.app.db.selectFrom('order_proofs').selectAll().where('id', '=', proof_id!).executeTakeFirstOrThrow();
  await t.app.db.deleteFrom('order_proofs').where('id', '=', proof.id).execute();
  const { code, lines, text } = await audit();
  assert.is(code, 1, text);
  assert.ok(lines.includes(`MISMATCH order ${named('x')}: BTCUSDT: its proof ${proof.id} is missing`), text);
  await t.app.db.insertInto('order_proofs').values(proof).execute();
  assert.is((await audit()).code, 0);
});

test.run();
