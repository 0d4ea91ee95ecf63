// Three real server processes on one PostgreSQL schema, with the simulator and Redis, as deployed behind a
// load balancer (README, "Deployment"). One runs the feed; the test SIGKILLs it and checks that another takes it
// over within seconds, that every process kept pricing and streaming the same ticks, that every order settled
// once on a stored entry tick, that a catch-up of savings days run by all three paid each day once, and that
// rate limits count across the processes.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { call, dropSchema, postgresUrl, startTestApp, testDb } from '../helpers/test-app.js';
import { copyMigratedSchema } from '../helpers/migrated-copies.js';
import { KillableServer } from '../helpers/killable-server.js';
import { eventually, openAccountStream, type AccountStream } from '../helpers/account-events.js';
import { demoAccount, seedDemo } from '../../server/cli/seed-demo.js';
import { feedLockKeys } from '../../server/market/shared-names.js';

// Several processes share PostgreSQL only; a SQLite file has one.
const onPostgres = testDb === 'postgres' ? test : test.skip;

const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379/1';
/** Checks of registration details one address may send a minute, on all processes together. */
const checksPerMinute = 20;
const dayMs = 24 * 60 * 60 * 1000;
const catchUpDays = 5;

/** A platform day (Asia/Taipei) as savings name it. */
const dayOf = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(ms);

async function query<R extends pg.QueryResultRow>(schema: string, text: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: postgresUrl, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The OS process id of the server holding the feed lock (its lock connection names it), if one does. */
async function feedOwnerPid(schema: string): Promise<number | undefined> {
  const [classId, objId] = feedLockKeys(schema);
  const rows = await query<{ application_name: string }>(
    schema,
    `select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
     where l.locktype = 'advisory' and l.granted and l.objsubid = 2 and l.classid = $1::int::oid and l.objid = $2::int::oid`,
    [classId, objId],
  );
  const pid = /pid (\d+)/.exec(rows[0]?.application_name ?? '')?.[1];
  return pid === undefined ? undefined : Number(pid);
}

/** Prices by tick time that every stream received between `fromMs` and `toMs`, per stream. */
function ticksBetween(stream: AccountStream, fromMs: number, toMs: number): string[] {
  return stream.events
    .filter((e) => e.kind === 'tick')
    .map((e) => ({ timeMs: Date.parse(e.data.time), price: e.data.price as string }))
    .filter((t) => t.timeMs >= fromMs && t.timeMs <= toMs)
    .map((t) => `${t.timeMs}:${t.price}`);
}

const lastTickMs = (stream: AccountStream) => Math.max(0, ...stream.events.filter((e) => e.kind === 'tick').map((e) => Date.parse(e.data.time)));

onPostgres('three processes: one feed, taken over within seconds of its owner being killed; orders, savings and limits as one', async () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await copyMigratedSchema(postgresUrl, schema);
  const env = {
    DATABASE_URL: postgresUrl,
    DATABASE_SCHEMA: schema,
    DEMO_MODE: '1',
    FEED: 'sim',
    REDIS_URL: redisUrl,
    AUTH_RATE_LIMIT_PER_MINUTE: String(checksPerMinute),
  };
  const servers = await Promise.all([0, 1, 2].map(() => KillableServer.onFreePort(env)));
  const streams: AccountStream[] = [];
  try {
    // The demo seeded by an app of the test's own (its cheap test hashes make the sign-in quick), with orders
    // that expire in 3 s, so the run stays short, and savings a few days behind for all three to catch up at once.
    const setup = await startTestApp({ demoMode: true, databaseSchema: schema });
    let token: string;
    try {
      await seedDemo(setup.app.conn, Date.now());
      token = (await call(setup.url, 'POST', '/api/auth/login', { body: { account: demoAccount.account, password: demoAccount.password } })).body.token;
      assert.is((await call(setup.url, 'POST', '/api/me/risk-acknowledgement', { token })).status, 204);
      assert.is((await call(setup.url, 'POST', '/api/savings/transfer-in', { token, body: { amount: '3650.00' } })).status, 201);
    } finally {
      await setup.close();
    }
    await query(schema, `update products set periods = '[{"seconds":3,"payoutRateBp":7500}]' where symbol = 'BTCUSDT'`);
    await query(schema, 'update savings_records set confirms_at = $1', [Date.now() - (catchUpDays + 1) * dayMs]);
    await query(schema, 'update savings_state set earned_through = $1', [dayOf(Date.now() - (catchUpDays + 1) * dayMs)]);
    await Promise.all(servers.map((server) => server.start()));

    let ownerPid: number | undefined;
    await eventually(async () => (ownerPid = await feedOwnerPid(schema)), 'a process holds the feed lock', 5_000);
    const owner = servers.find((s) => s.pid === ownerPid);
    assert.ok(owner, `one of the three holds the feed lock (pid ${ownerPid})`);
    for (const server of servers) streams.push(await openAccountStream(server.url, undefined, '/api/market/stream?symbols=BTCUSDT'));

    const placeOn = async (server: KillableServer, key: string) => {
      const placed = await call(server.url, 'POST', '/api/orders', { token, body: { symbol: 'BTCUSDT', direction: 'up', amount: '10.00', period: 3 }, headers: { 'idempotency-key': key } });
      assert.is(placed.status, 201, `an order on ${server.url}: ${JSON.stringify(placed.body)}`);
      return placed.body.id as string;
    };
    // Every process prices orders: the owner's own ticks, or the ones it announced.
    await eventually(() => streams.every((s) => s.events.some((e) => e.kind === 'tick')), 'every process streams ticks', 4_000);
    for (const [n, server] of servers.entries()) await placeOn(server, `before-${n}`);
    // From the first tick every stream had on, to a second before the kill (what is still on its way may differ).
    const firstMs = Math.max(...streams.map((s) => Math.min(...s.events.filter((e) => e.kind === 'tick').map((e) => Date.parse(e.data.time)))));
    await eventually(() => streams.every((s) => ticksBetween(s, firstMs, Date.now() - 1_000).length >= 2), 'two ticks on every stream before the kill', 5_000);
    const killedAtMs = Date.now();
    const before = ticksBetween(streams[0], firstMs, killedAtMs - 1_000);
    assert.ok(before.length >= 2, 'ticks streamed before the kill');
    for (const stream of streams) assert.equal(ticksBetween(stream, firstMs, killedAtMs - 1_000), before, 'every process streamed the same ticks');

    await owner!.kill();
    const survivors = servers.filter((s) => s !== owner);
    const survivorStreams = streams.filter((_, i) => servers[i] !== owner);
    let newOwner: number | undefined;
    await eventually(async () => (newOwner = await feedOwnerPid(schema)) && newOwner !== ownerPid, 'a survivor holds the feed lock', 5_000);
    assert.ok(survivors.some((s) => s.pid === newOwner), `a survivor took the feed over within 5 s (${Date.now() - killedAtMs} ms)`);
    await eventually(() => survivorStreams.every((s) => lastTickMs(s) > killedAtMs + 1_000), 'ticks resume on every survivor', 6_000);
    const resumedMs = Date.now();
    // A user's events reach their stream on every process: this one is open on the other survivor.
    const events = await openAccountStream(survivors[1].url, token);
    streams.push(events);
    const elsewhere = await placeOn(survivors[0], 'after-0');
    await placeOn(survivors[1], 'after-1');
    // A stream's ticks arrive in order: one past resumedMs on each means each has all those before it.
    await eventually(() => survivorStreams.every((s) => lastTickMs(s) > resumedMs), 'a tick past the resumption on every survivor', 5_000);
    const after = survivorStreams.map((s) => ticksBetween(s, killedAtMs, resumedMs));
    assert.ok(after[0].length >= 1, 'ticks after the failover');
    assert.equal(after[1], after[0], 'both survivors streamed the same ticks after the failover');

    // Every order settles once, on a stored entry tick; the savings days each paid once.
    const settled = async () => Number((await query<{ open: string }>(schema, "select count(*) as open from orders where status = 'open'"))[0].open) === 0;
    await eventually(settled, 'every order settled', 6_000);
    await eventually(() => events.events.some((e) => e.kind === 'order' && e.data.id === elsewhere && e.data.status === 'settled'), "an order placed on another process, settled, reaches the user's stream", 3_000);
    const orders = await query<{ id: string; stored: boolean; settlements: string }>(
      schema,
      `select o.id,
         exists (select 1 from ticks t where t.symbol = o.symbol and t.time_ms = o.entry_time and t.price = o.entry_price) as stored,
         (select count(*) from transfers t where t.ref = 'order:' || o.id and t.code in ('stake_return', 'stake_lost')) as settlements
       from orders o`,
    );
    assert.is(orders.length, 5);
    assert.equal(orders.filter((o) => !o.stored), [], "every order's entry price is a stored tick");
    assert.equal(orders.filter((o) => Number(o.settlements) !== 1), [], 'every order paid out once');
    const days = await query<{ day: string; paid: string }>(schema, "select day, count(*) as paid from savings_records where kind = 'earning' group by day order by day");
    assert.is(days.length, catchUpDays, `each of the ${catchUpDays} days behind paid: ${JSON.stringify(days)} ${JSON.stringify(await query(schema, 'select * from savings_records'))} ${JSON.stringify(await query(schema, 'select * from savings_state'))}`);
    assert.ok(days.every((d) => Number(d.paid) === 1), `each day once: ${JSON.stringify(days)}`);

    for (const server of survivors) {
      const health = (await call(server.url, 'GET', '/api/health')).body;
      assert.is(health.status, 'ok', JSON.stringify(health));
      assert.ok(health.feed.ageMs < 5_000, 'a fresh tick');
    }

    // Limits count across processes: the checks of one address, spread over the survivors, stop at the limit.
    const checks = await Promise.all(
      Array.from({ length: checksPerMinute + 4 }, (_, i) => call(survivors[i % 2].url, 'POST', '/api/auth/register/check', { body: { account: `limit${i}`, phone: '+886912000000', inviteCode: 'NONE' } })),
    );
    assert.is(checks.filter((r) => r.status === 429).length, 4, `the ${checksPerMinute + 1}th check on is refused: ${checks.map((r) => r.status).join(',')}`);
    // Each limit counts apart in Redis too: the same address may still sign in.
    const signIn = await call(survivors[1].url, 'POST', '/api/auth/login', { body: { account: demoAccount.account, password: demoAccount.password } });
    assert.is(signIn.status, 200, 'the sign-in limit is a count of its own');
  } finally {
    for (const stream of streams) stream.close();
    await Promise.all(servers.map((s) => s.kill()));
    await dropSchema(schema);
  }
});

test.run();
