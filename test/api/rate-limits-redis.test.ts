// Rate limits counted in Redis (REDIS_URL), here through a TCP relay the test can cut: counted as in memory
// while Redis answers; 503 `unavailable` with Retry-After while it can't count, rather than uncounted requests;
// counted again once it is back. Each limit under its own name; a principal's password hashes in flight counted
// across processes too.
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { call, startTestApp, testDb } from '../helpers/test-app.js';
import { waitFor } from '../helpers/wait-for.js';

const redis = new URL(process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379/1');

/** A relay to Redis that can be cut (every connection dropped, new ones refused) and mended. */
async function cuttableRelay(): Promise<{ port: number; cut(): void; mend(): void; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let open = true;
  const server = net.createServer((client) => {
    if (!open) return void client.destroy();
    const upstream = net.connect(Number(redis.port || 6379), redis.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut: () => {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    mend: () => {
      open = true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test(`limits count in Redis, refuse with 503 while it is away, and count again once back (${testDb})`, async () => {
  const relay = await cuttableRelay();
  // On SQLite the schema names nothing but the limits' key space in Redis: one of this run's own.
  const t = await startTestApp({
    authRateLimitPerMinute: 3,
    redisUrl: `redis://127.0.0.1:${relay.port}${redis.pathname}`,
    ...(testDb === 'sqlite' ? { databaseSchema: `t_${randomBytes(6).toString('hex')}` } : {}),
  });
  const check = () => call(t.url, 'POST', '/api/auth/register/check', { body: { account: 'nobody1', phone: '+886912000000', inviteCode: 'NONE' } });
  try {
    const counted = [await check(), await check(), await check(), await check()].map((r) => r.status);
    assert.equal(counted.map((s) => s === 429), [false, false, false, true], `the fourth is over the limit: ${counted}`);

    relay.cut();
    const away = await check();
    assert.is(away.status, 503, JSON.stringify(away.body));
    assert.is(away.body.error.code, 'unavailable');
    assert.ok(Number(away.headers.get('retry-after')) >= 1, 'Retry-After says when to come back');

    relay.mend();
    let back = away;
    await waitFor(async () => (back = await check()).status !== 503, { everyMs: 100, what: 'Redis counting again' });
    assert.is(back.status, 429, 'counted again, and the count was kept');
  } finally {
    await t.close();
    await relay.close();
  }
});

test(`each limit counts under its own name, so code that creates them in another order shares no counts (${testDb})`, async () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const t = await startTestApp({ authRateLimitPerMinute: 3, redisUrl: redis.href, databaseSchema: schema });
  const client = new Redis(redis.href);
  try {
    await call(t.url, 'POST', '/api/auth/register/check', { body: { account: 'nobody1', phone: '+886912000000', inviteCode: 'NONE' } });
    await call(t.url, 'POST', '/api/auth/login', { body: { account: 'nobody1', password: 'wrong-password-1' } });
    // The store puts its own part before ours; ours is the limit's name, then the client's address.
    const keys = await client.keys(`uptick:${schema}:limit:*`);
    assert.is(keys.length, 2, `one key per limit: ${keys}`);
    for (const name of ['login', 'register-check']) assert.ok(keys.some((key) => key.endsWith(`${name}:127.0.0.1`)), `a key named ${name}: ${keys}`);
    assert.throws(() => t.app.limits.perAddress('login', 10), /unique/, 'a second limit of one name would share its counts');
  } finally {
    client.disconnect();
    await t.close();
  }
});

test(`a principal's hashes in flight count across processes: those held elsewhere refuse one here until they end (${testDb})`, async () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  // Each process lets a principal have 2 hashes running and 2 waiting: 4 in flight everywhere together.
  const t = await startTestApp({ redisUrl: redis.href, databaseSchema: schema, hashConcurrency: 2, hashQueuePerPrincipal: 2, authRateLimitPerMinute: 1000 });
  const client = new Redis(redis.href);
  // A sign-in to an account that does not exist hashes in the turn of the client's address.
  const key = `uptick:${schema}:hashing:address:127.0.0.1`;
  const login = () => call(t.url, 'POST', '/api/auth/login', { body: { account: 'nobody1', password: 'wrong-password-1' } });
  const held = (atMs: number) => client.zadd(key, atMs, 'a', atMs, 'b', atMs, 'c', atMs, 'd');
  try {
    const free = (await login()).status;
    assert.is.not(free, 429, 'nothing held: hashed');
    // Another process's four hashes for this address, running and waiting now.
    await held(Date.now());
    const refused = await login();
    assert.is(refused.status, 429, JSON.stringify(refused.body));
    assert.is(refused.body.error.code, 'rate_limited');
    await client.zrem(key, 'a');
    assert.is((await login()).status, free, 'one of them ended: room for one here');
    await waitFor(async () => (await client.zcard(key)) === 3, { timeoutMs: 2_000, what: 'this process taking its own hashes back' });
    assert.is(await client.zcard(key), 3, "the others' stay");
    // A process that died mid-hash never takes its entries back: past a minute they stop counting.
    await client.del(key);
    await held(Date.now() - 61_000);
    assert.is((await login()).status, free, "a dead process's entries no longer count");
  } finally {
    client.disconnect();
    await t.close();
  }
});

test.run();
