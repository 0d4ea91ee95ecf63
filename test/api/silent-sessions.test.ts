// A listening connection can die on the database's side and stay open on ours (a failover, a one-sided drop behind
// a proxy): nothing arrives and nothing fails. Both listeners (stored ticks from the feed's owner, ended sessions) find
// out by their heartbeat and listen again, instead of leaving the process with stale prices and revoked sessions
// still honoured until the kernel's keep-alive gives up, hours later.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { postgresUrl, testDb } from '../helpers/test-app.js';
import { eventually } from '../helpers/account-events.js';
import { TcpProxy } from '../helpers/tcp-proxy.js';
import { TickFanout } from '../../server/market/tick-fanout.js';
import { tickChannel } from '../../server/market/shared-names.js';
import { listen } from '../../server/db/notifications.js';
import type { Tick } from '../../server/market/tick.js';
import type { Db } from '../../server/db/connection.js';
import { heartbeat } from '../../server/db/postgres/heartbeat.js';
import { waitFor } from '../helpers/wait-for.js';

const onPostgres = testDb === 'postgres' ? test : test.skip;

/** Notifies `channel` every 100 ms until `until` says so, as the feed's owner and ended sessions do. */
async function notifyUntil(channel: string, payload: (i: number) => string, until: () => boolean, timeoutMs: number): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    const endAt = Date.now() + timeoutMs;
    for (let i = 0; !until() && Date.now() < endAt; i++) {
      await client.query('select pg_notify($1, $2)', [channel, payload(i)]);
      await sleep(100);
    }
  } finally {
    await client.end();
  }
}

onPostgres('the tick listener whose session died silently listens again within seconds', async () => {
  const proxy = await TcpProxy.to(postgresUrl);
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const heard: Tick[] = [];
  const fanout = new TickFanout({ databaseUrl: proxy.urlFor(postgresUrl), schema, db: undefined as unknown as Db, onTicks: (ticks) => heard.push(...ticks), log: { error: () => undefined } });
  try {
    await fanout.listen();
    proxy.sever();
    const severedAtMs = Date.now();
    const tick = (i: number) => JSON.stringify([['BTCUSDT', severedAtMs + i, 100 + i, 1]]);
    await notifyUntil(tickChannel(schema), tick, () => heard.length > 0, 8_000);
    assert.ok(heard.length > 0, 'ticks heard again after the session died');
    console.log(`  tick listener: hearing again ${Date.now() - severedAtMs} ms after its session died`);
  } finally {
    await proxy.close();
    await fanout.stop();
  }
});

onPostgres('the ended-sessions listener whose session died silently says so (the cache stops trusting itself) and listens again', async () => {
  const proxy = await TcpProxy.to(postgresUrl);
  const channel = `uptick_test_${randomBytes(4).toString('hex')}`;
  const gaps: boolean[] = [];
  const payloads: string[] = [];
  const listening = listen(proxy.urlFor(postgresUrl), channel, { payload: (text) => payloads.push(text), gap: (on) => gaps.push(on), error: () => undefined });
  try {
    await eventually(() => gaps.at(-1) === true, 'listening', 5_000);
    proxy.sever();
    await eventually(() => gaps.includes(false), 'the gap reported', 5_000);
    await notifyUntil(channel, (i) => `ended ${i}`, () => payloads.length > 0, 8_000);
    assert.ok(payloads.length > 0, 'ended sessions heard again');
    assert.is(gaps.at(-1), true, 'listening again');
  } finally {
    await proxy.close();
    await listening.close();
  }
});

onPostgres('a heartbeat answered while the event loop was stalled is not taken for a dead connection', async () => {
  const client = new pg.Client({ connectionString: postgresUrl });
  // A connection dropped by mistake must fail the assertion below, not the test process.
  client.on('error', () => undefined);
  await client.connect();
  let dead: Error | undefined;
  try {
    // A stall (a GC pause, a busy host) just after the first heartbeat went out: its answer arrives meanwhile and
    // waits unread while its timer comes due.
    const query = client.query.bind(client) as (text: string) => Promise<unknown>;
    let stalls = 0;
    (client as unknown as { query: typeof query }).query = (text: string) => {
      const answer = query(text);
      // Stalled in a later phase of the loop's turn, as work queued behind the heartbeat would.
      if (text === 'select 1' && stalls++ === 0) {
        setImmediate(() => {
          for (const until = Date.now() + 600; Date.now() < until; );
        });
      }
      return answer;
    };
    heartbeat(client, { everyMs: 100, withinMs: 200 }, (error) => (dead = error));
    // Past the stall, heartbeats for longer than the 200 ms a late answer would be given.
    await waitFor(() => stalls >= 5, { what: 'heartbeats going on after the stall' });
    assert.is(dead, undefined, 'the connection answered: not dead');
    assert.is((await client.query('select 1 as n')).rows[0].n, 1);
  } finally {
    await client.end().catch(() => undefined);
  }
});

test.run();
