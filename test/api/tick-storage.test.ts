import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { sql } from 'kysely';
import { startTestApp, testDb, type TestApp } from '../helpers/test-app.js';
import { seedProducts } from '../helpers/scripted-market.js';
import { waitFor } from '../helpers/wait-for.js';

const test = suite(`tick storage (${testDb})`);
let t: TestApp;

test.before(async () => {
  t = await startTestApp();
  await seedProducts(t.app, Date.now());
});
test.after(async () => {
  await t.close();
});

test('a tick write that fails keeps its ticks and stores them, in order, before any later one', async () => {
  const start = Date.parse('2026-11-26T09:00:00Z');
  const failures: unknown[] = [];
  const stored: number[][] = [];
  t.app.market.on('flushFailed', (error) => failures.push(error));
  t.app.market.on('flushed', (ticks: { timeMs: number }[]) => stored.push(ticks.map((x) => x.timeMs - start)));
  // The ticks table is briefly gone: the write fails as a database outage would.
  await sql`alter table ticks rename to ticks_away`.execute(t.app.db);
  t.app.market.ingest({ symbol: 'BTCUSDT', price: 6_320_000, timeMs: start, volume: 1 });
  await waitFor(() => failures.length > 0, { what: 'the scheduled write failing' });
  assert.is(failures.length, 1, 'the scheduled write failed and said so');
  t.app.market.ingest({ symbol: 'BTCUSDT', price: 6_320_100, timeMs: start + 1_000, volume: 1 });
  await sql`alter table ticks_away rename to ticks`.execute(t.app.db);
  await waitFor(() => stored.length > 0, { what: 'the ticks stored' });
  const rows = await t.app.db.selectFrom('ticks').select('time_ms').where('symbol', '=', 'BTCUSDT').where('time_ms', '>=', start).orderBy('time_ms').execute();
  assert.equal(rows.map((r) => r.time_ms - start), [0, 1_000]);
  assert.equal(stored, [[0, 1_000]], 'the failed tick went first, in the same write as the later one');
});

test.run();
