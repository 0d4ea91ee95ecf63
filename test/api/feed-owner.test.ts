// On PostgreSQL only the holder of the feed lock runs the feed. A process that can't take it (another holds it)
// runs none of its own, and its health says it has no fresh ticks; once the lock is free it takes the feed over.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { call, dropSchema, postgresUrl, startTestApp, testDb } from '../helpers/test-app.js';
import { copyMigratedSchema } from '../helpers/migrated-copies.js';
import { seedProducts } from '../helpers/scripted-market.js';
import { eventually } from '../helpers/account-events.js';
import { feedLockKeys } from '../../server/market/shared-names.js';

const onPostgres = testDb === 'postgres' ? test : test.skip;

onPostgres('a process without the feed lock runs no feed and reports its ticks stale; it takes the feed when the lock is free', async () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await copyMigratedSchema(postgresUrl, schema);
  const products = await startTestApp({ databaseSchema: schema });
  await seedProducts(products.app, Date.now());
  await products.close();
  // Another process's feed, as far as the lock goes: a session of the test's own holds it.
  const other = new pg.Client({ connectionString: postgresUrl });
  await other.connect();
  await other.query('select pg_advisory_lock($1, $2)', feedLockKeys(schema));
  const t = await startTestApp({ databaseSchema: schema, feed: 'sim', demoMode: true });
  try {
    await new Promise((r) => setTimeout(r, 2_500));
    const health = (await call(t.url, 'GET', '/api/health')).body;
    assert.equal(health.feed, { source: 'sim', lastTickAt: null, ageMs: null, stale: true }, 'no feed of its own: no ticks');
    assert.is(health.status, 'degraded');
    assert.is((await t.app.db.selectFrom('ticks').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n, 0, 'nothing stored');

    await other.end();
    await eventually(() => t.app.market.latest('BTCUSDT') !== undefined, 'the feed taken over once the lock is free', 5_000);
    const after = (await call(t.url, 'GET', '/api/health')).body;
    assert.is(after.status, 'ok', JSON.stringify(after));
    assert.ok(after.feed.ageMs >= 0 && after.feed.ageMs < 5_000, 'the age of its newest tick');
  } finally {
    await other.end().catch(() => undefined);
    await t.close();
    await dropSchema(schema);
  }
});

test.run();
