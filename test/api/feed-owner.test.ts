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
import { FeedOwner } from '../../server/market/feed-owner.js';
import { DatabaseUnavailableError } from '../../server/db/unavailable.js';
import { TcpProxy } from '../helpers/tcp-proxy.js';
import { within } from '../helpers/within.js';
import { waitFor } from '../helpers/wait-for.js';

const onPostgres = testDb === 'postgres' ? test : test.skip;

/** Another process's feed, as far as the lock goes: a session of the test's own holding it. */
async function holdLock(schema: string): Promise<{ release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query('select pg_advisory_lock($1, $2)', feedLockKeys(schema));
  let released = false;
  return {
    release: async () => {
      if (released) return;
      released = true;
      await client.end();
    },
  };
}

onPostgres('a process without the feed lock runs no feed and reports its ticks stale; it takes the feed when the lock is free, and stops it when its lock session ends', async () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await copyMigratedSchema(postgresUrl, schema);
  const products = await startTestApp({ databaseSchema: schema });
  await seedProducts(products.app, Date.now());
  await products.close();
  const other = await holdLock(schema);
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  const t = await startTestApp({ databaseSchema: schema, feed: 'sim', demoMode: true });
  const taker = new pg.Client({ connectionString: postgresUrl });
  await taker.connect();
  const storedTicks = async () => Number((await t.app.db.selectFrom('ticks').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  try {
    await new Promise((r) => setTimeout(r, 2_500));
    const health = (await call(t.url, 'GET', '/api/health')).body;
    assert.equal(health.feed, { source: 'sim', lastTickAt: null, ageMs: null, stale: true }, 'no feed of its own: no ticks');
    assert.is(health.status, 'degraded');
    assert.is(await storedTicks(), 0, 'nothing stored');

    await other.release();
    await eventually(() => t.app.market.latest('BTCUSDT') !== undefined, 'the feed taken over once the lock is free', 5_000);
    const after = (await call(t.url, 'GET', '/api/health')).body;
    assert.is(after.status, 'ok', JSON.stringify(after));
    assert.ok(after.feed.ageMs >= 0 && after.feed.ageMs < 5_000, 'the age of its newest tick');

    // Its lock's session ends (a restarted database, a cut connection) and another process takes the lock: it
    // stops its feed, and takes it again once the lock is free.
    const [{ pid }] = (await admin.query(`select pid from pg_stat_activity where application_name = $1`, [`uptick feed lock, pid ${process.pid}`])).rows;
    await admin.query('select pg_terminate_backend($1)', [pid]);
    // The session ends when its backend has gone (later on a busy machine); the process tries again 1.5 s after.
    const sessionGone = async () => (await admin.query('select 1 from pg_stat_activity where pid = $1', [pid])).rowCount === 0;
    await waitFor(sessionGone, { what: 'the terminated lock session ended' });
    let taken = false;
    for (const until = Date.now() + 1_000; !taken && Date.now() < until; ) {
      taken = (await taker.query('select pg_try_advisory_lock($1, $2) as ok', feedLockKeys(schema))).rows[0].ok;
    }
    assert.ok(taken, "the test's session takes the lock before the process tries again");
    // It tries again only once its feed has stopped and stored its last ticks.
    const triesAgain = async () => (await admin.query('select 1 from pg_stat_activity where application_name = $1 and pid <> $2', [`uptick feed lock, pid ${process.pid}`, pid])).rowCount === 1;
    await waitFor(triesAgain, { what: 'a new lock session of the process' });
    const stored = await storedTicks();
    // What is checked is that nothing happens: two of the simulator's ticks' time.
    await new Promise((r) => setTimeout(r, 2_000));
    assert.is(await storedTicks(), stored, 'no feed without the lock: nothing more stored');
    await taker.query('select pg_advisory_unlock($1, $2)', feedLockKeys(schema));
    await waitFor(async () => (await storedTicks()) > stored, { what: 'the feed run again, the lock free again' });
  } finally {
    await other.release();
    await admin.end();
    await taker.end();
    await t.close();
    await dropSchema(schema);
  }
});

onPostgres('a lock session that ends while the database is away: the feed stops, and a failed last store is logged, not thrown', async () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', record);
  const errors: string[] = [];
  let acquired = 0;
  let lost = 0;
  const owner = new FeedOwner({
    databaseUrl: postgresUrl,
    schema,
    onAcquired: async () => void acquired++,
    // The feed's last ticks can't be stored: the database dropped the pool's connections too.
    onLost: async () => {
      lost++;
      throw new DatabaseUnavailableError('The database is unavailable: Connection terminated unexpectedly');
    },
    log: { info: () => undefined, error: (_payload, message) => void errors.push(message) },
    retryMs: 100,
    takeoverGraceMs: 0,
  });
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    owner.start();
    await eventually(() => acquired === 1, 'the lock taken', 5_000);
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`, [`uptick feed lock, pid ${process.pid}`]);
    await eventually(() => acquired === 2, 'the lock taken again once its session is replaced', 5_000);
    // A rejection nobody handles is reported after the microtasks of its turn: give it a few turns.
    await new Promise((r) => setTimeout(r, 50));
    assert.is(lost, 1);
    assert.equal(unhandled, [], 'no rejection left unhandled');
    assert.ok(errors.some((message) => message.includes('did not store its last ticks')), errors.join('; '));
    // Stopping, the feed's last store fails again: the stop still ends, and lets the lock's session go.
    await within(5_000, 'the stop', owner.stop());
    const { rowCount } = await admin.query(`select 1 from pg_stat_activity where application_name = $1`, [`uptick feed lock, pid ${process.pid}`]);
    assert.is(rowCount, 0, "the lock's session ended");
    assert.is(lost, 2);
  } finally {
    process.off('unhandledRejection', record);
    await owner.stop().catch(() => undefined);
    await admin.end();
  }
});

onPostgres("a lock session that dies on the database's side only: its holder stops its feed before another process starts one", async () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const proxy = await TcpProxy.to(postgresUrl);
  const events: { what: string; atMs: number }[] = [];
  const owner = (name: string, databaseUrl: string) =>
    new FeedOwner({
      databaseUrl,
      schema,
      onAcquired: async () => void events.push({ what: `${name} runs the feed`, atMs: Date.now() }),
      onLost: async () => void events.push({ what: `${name} stops its feed`, atMs: Date.now() }),
      log: { info: () => undefined, error: () => undefined },
      retryMs: 100,
    });
  // The first reaches the database through the proxy; the second, as another process, straight.
  const first = owner('first', proxy.urlFor(postgresUrl));
  const second = owner('second', postgresUrl);
  try {
    first.start();
    await eventually(() => events.length === 1, 'the first runs the feed', 5_000);
    second.start();
    // A failover, or a drop behind a proxy that keeps its client side up: PostgreSQL ends the session (and frees the
    // lock), the first hears nothing.
    proxy.sever();
    await eventually(() => events.some((e) => e.what === 'second runs the feed'), 'the second takes the feed over', 10_000);
    const stopped = events.find((e) => e.what === 'first stops its feed');
    const started = events.find((e) => e.what === 'second runs the feed')!;
    assert.ok(stopped, `the first stopped its feed: ${JSON.stringify(events)}`);
    assert.ok(stopped.atMs <= started.atMs, `never two feeds: the first stopped ${started.atMs - stopped.atMs} ms before the second started`);
  } finally {
    // First: a client ending its session waits for an answer a silent connection never gives.
    await proxy.close();
    await first.stop();
    await second.stop();
  }
});

test.run();
