// Redis that stops answering without closing its connections (a network partition that drops packets, a Redis
// stuck on a long command) is not the refused connection rate-limits-redis.test.ts cuts: a command sent on the
// open socket waits for a reply that never comes. Every limited request (sign-in, deposits, the price record)
// must still be answered quickly with 503 and Retry-After, not held until the request timeout while sockets pile up.
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestApp, testDb } from '../helpers/test-app.js';

const redis = new URL(process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379/1');

/** A relay to Redis that can go silent: connections stay open, nothing more passes either way. */
async function stallableRelay(): Promise<{ port: number; stall(): void; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let silent = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(redis.port || 6379), redis.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ]) {
      sockets.add(from);
      from.on('data', (chunk) => silent || to.write(chunk));
      from.on('close', () => (sockets.delete(from), to.destroy()));
      from.on('error', () => undefined);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    stall: () => {
      silent = true;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

test(`a silent Redis: limited requests are 503 within seconds, not held (${testDb})`, async () => {
  const relay = await stallableRelay();
  const t = await startTestApp({
    redisUrl: `redis://127.0.0.1:${relay.port}${redis.pathname}`,
    ...(testDb === 'sqlite' ? { databaseSchema: `t_${randomBytes(6).toString('hex')}` } : {}),
  });
  const ask = async () => {
    const started = Date.now();
    const res = await fetch(`${t.url}/api/market/roots?symbol=BTCUSDT`, { signal: AbortSignal.timeout(10_000) }).catch((err: Error) => err);
    return { res, ms: Date.now() - started };
  };
  try {
    const before = await ask();
    assert.ok(!(before.res instanceof Error) && before.res.status !== 503, 'counted while Redis answers');

    relay.stall();
    const silent = await ask();
    assert.ok(!(silent.res instanceof Error), `no answer within 10 s while Redis is silent (${silent.ms} ms)`);
    assert.is(silent.res.status, 503);
    assert.ok(silent.ms < 5_000, `answered after ${silent.ms} ms`);
  } finally {
    await relay.close();
    await t.close();
  }
});

test.run();
