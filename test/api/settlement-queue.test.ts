import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { sql } from 'kysely';
import { expiredOrdersQuery } from '../../server/domain/trading/orders-repository.js';
import { startTestApp, testDb, type TestApp } from '../helpers/test-app.js';

const test = suite(`settlement queue (${testDb})`);
let t: TestApp;

test.before(async () => {
  t = await startTestApp();
});
test.after(async () => {
  await t.close();
});

/** The plan the database picks for a query, as text. */
async function planOf(query: ReturnType<typeof expiredOrdersQuery>): Promise<string> {
  const compiled = query.compile();
  const { db } = t.app;
  if (testDb === 'sqlite') {
    const { rows } = await db.executeQuery<{ detail: string }>({ ...compiled, sql: `explain query plan ${compiled.sql}` });
    return rows.map((row) => row.detail).join('\n');
  }
  // On empty tables PostgreSQL would rather scan and sort; asked not to, it must still find an index order.
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_sort = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>({ ...compiled, sql: `explain ${compiled.sql}` });
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

test("a product's expired open orders are read in expiry order straight from the open-orders index, without a sort", async () => {
  const plan = await planOf(expiredOrdersQuery(t.app.db, { symbol: 'BTCUSDT', beforeMs: Date.now(), limit: 5_000, offset: 5_000 }));
  assert.match(plan, /orders_open_symbol_expiry/, plan);
  assert.not.match(plan, /TEMP B-TREE|Sort/i, plan);
});

test.run();
