import net from 'node:net';
import http from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { call, startTestApp, type TestApp } from '../helpers/test-app.js';
import { registerAndLogin } from '../helpers/users.js';
import { insertInviteCode } from '../../server/domain/auth/invite-codes-repository.js';
import type { Config } from '../../server/config.js';
import { seedProducts, tick } from '../helpers/scripted-market.js';
import { sseBacklogMaxBytes } from '../../server/routes/event-streams.js';
import { waitFor } from '../helpers/wait-for.js';

/** Reads an SSE response until `until` says it has seen enough; returns the raw text. */
function readStream(url: string, headers: Record<string, string>, until: (text: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      assert.is(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /text\/event-stream/);
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
        if (until(text)) {
          request.destroy();
          resolve(text);
        }
      });
    });
    request.on('error', (error) => (error.message.includes('socket hang up') ? undefined : reject(error)));
    setTimeout(() => reject(new Error('stream timed out')), 5000).unref();
  });
}

interface OpenedStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The whole body of a refusal; empty for an open stream. */
  body: string;
  /** Hangs up, as a closed tab does. */
  close(): void;
}

/**
 * Asks for the stream from `localAddress` (any of 127.0.0.0/8 reaches the server), with `query` added (a ticket) and
 * `headers` (X-Forwarded-For behind a trusted proxy), and answers once it is open or refused.
 */
function openStream(t: TestApp, localAddress = '127.0.0.1', query = '', headers: Record<string, string> = {}): Promise<OpenedStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${t.url}/api/market/stream?symbols=BTCUSDT${query}`, { localAddress, headers }, (response) => {
      const close = () => request.destroy();
      if (response.statusCode === 200) return resolve({ status: 200, headers: response.headers, body: '', close });
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body, close }));
    });
    request.on('error', (error) => (error.message.includes('socket hang up') ? undefined : reject(error)));
  });
}

/** Waits until the server's side says `done`, for at most 3 s. */
const until = (done: () => boolean) => waitFor(done, { timeoutMs: 3_000, what: 'the server noticing' });

function assertRefused(refused: OpenedStream) {
  assert.is(refused.status, 429);
  assert.is(JSON.parse(refused.body).error.code, 'rate_limited');
  assert.ok(Number(refused.headers['retry-after']) > 0, 'Retry-After says when to come back');
  assert.not.match(String(refused.headers['content-type']), /event-stream/, 'refused before the stream starts');
}

const inviteCode = 'STREAMS1';

async function withApp(run: (t: TestApp) => Promise<void>, overrides: Partial<Config> = {}) {
  // No slots kept for users unless a test asks: the totals here are small.
  const t = await startTestApp({ streamReservedForUsers: 0, ...overrides });
  try {
    await seedProducts(t.app, Date.now());
    await insertInviteCode(t.app.conn, inviteCode, null, Date.now());
    await run(t);
  } finally {
    await t.close();
  }
}

test('ticks stream as SSE events with the tick time as id, and stats for the chosen symbols only', () =>
  withApp(async (t) => {
    const base = Date.parse('2026-11-25T12:00:00Z');
    const reading = readStream(`${t.url}/api/market/stream?symbols=BTCUSDT`, {}, (text) => text.includes('63201.07'));
    // The stream's slot is taken as it starts watching the prices.
    await waitFor(() => t.app.streamSlots.open() === 1, { what: 'the stream open' });
    await tick(t.app, 'ETHUSDT', 261540, base);
    await tick(t.app, 'BTCUSDT', 6320107, base + 1000);
    const text = await reading;
    assert.ok(text.includes('event: stats'), 'stats come first');
    assert.ok(text.includes(`id: ${base + 1000}\nevent: tick\ndata: {"symbol":"BTCUSDT","price":"63201.07","time":"2026-11-25T12:00:01.000Z"}`), text);
    assert.not.ok(text.includes('ETHUSDT'), 'only the subscribed symbol');
  }));

test('a client that reconnects with Last-Event-ID gets the ticks it missed', () =>
  withApp(async (t) => {
    const base = Date.parse('2026-11-25T12:00:00Z');
    for (let s = 0; s < 5; s++) await tick(t.app, 'BTCUSDT', 6320000 + s, base + s * 1000);
    const text = await readStream(`${t.url}/api/market/stream?symbols=BTCUSDT`, { 'last-event-id': String(base + 2000) }, (x) => x.includes('63200.04'));
    assert.not.ok(text.includes('"63200.02"'), 'what the client already had is not sent again');
    assert.ok(text.includes('"63200.03"') && text.includes('"63200.04"'));
  }));

test('a client that stops reading is disconnected once its backlog passes the limit', () =>
  withApp(async (t) => {
    const port = Number(new URL(t.url).port);
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    // Ask for the stream, then never read: the kernel buffers fill, then the server's own queue.
    socket.pause();
    socket.write('GET /api/market/stream?symbols=BTCUSDT HTTP/1.1\r\nHost: x\r\n\r\n');
    socket.on('error', () => {});
    await waitFor(() => t.app.streamSlots.open() === 1, { what: 'the stream open' });
    // A paused socket won't notice the server hanging up; the server's side says whether it did.
    const cut = () => t.app.streamSlots.open() === 0;
    const base = Date.parse('2026-11-25T12:00:00Z');
    let sent = 0;
    for (let i = 0; i < 200_000 && !cut(); i++) {
      t.app.market.ingest({ symbol: 'BTCUSDT', price: 6320000 + (i % 1000), timeMs: base + i, volume: 1 });
      sent++;
      if (i % 5000 === 4999) {
        await t.app.market.flush();
        await new Promise((r) => setImmediate(r));
      }
    }
    await waitFor(cut, { timeoutMs: 3_000, what: `the server cutting the slow client off and giving its slot back (after ${sent} ticks, limit ${sseBacklogMaxBytes} B)` });
    assert.ok(sent < 200_000, 'well before the end of the burst');
    socket.destroy();
  }));

test('one address can hold only so many streams; a closed one frees its slot', () =>
  withApp(
    async (t) => {
      const streams = [await openStream(t), await openStream(t), await openStream(t)];
      for (const s of streams) assert.is(s.status, 200);
      assertRefused(await openStream(t));
      assert.is((await openStream(t, '127.0.0.2')).status, 200, 'another address still gets one');
      streams[0].close();
      await until(() => t.app.streamSlots.open('127.0.0.1') === 2);
      const again = await openStream(t);
      assert.is(again.status, 200, 'the slot is free again');
      for (const s of [...streams, again]) s.close();
    },
    { streamMaxPerAddress: 3, streamMaxTotal: 100 },
  ));

test('HEAD answers at once and takes no slot, however many come', () =>
  withApp(
    async (t) => {
      for (let i = 0; i < 5; i++) {
        const head = await fetch(`${t.url}/api/market/stream`, { method: 'HEAD', signal: AbortSignal.timeout(2000) });
        assert.is(head.status, 200);
        assert.match(String(head.headers.get('content-type')), /^text\/event-stream/);
      }
      assert.is(t.app.streamSlots.open(), 0);
      const stream = await openStream(t);
      assert.is(stream.status, 200, 'a real stream still gets its slot');
      stream.close();
    },
    { streamMaxPerAddress: 2, streamMaxTotal: 100 },
  ));

test('the server holds only so many streams in all, whatever the addresses', () =>
  withApp(
    async (t) => {
      const streams = [];
      for (let i = 2; i < 6; i++) streams.push(await openStream(t, `127.0.0.${i}`));
      for (const s of streams) assert.is(s.status, 200);
      assertRefused(await openStream(t, '127.0.0.9'));
      streams[3].close();
      await until(() => t.app.streamSlots.open() === 3);
      const again = await openStream(t, '127.0.0.9');
      assert.is(again.status, 200);
      for (const s of [...streams, again]) s.close();
    },
    { streamMaxPerAddress: 2, streamMaxTotal: 4 },
  ));

// 126 addresses × 16 streams once filled the whole 2,000 and every other client, owners too, got 429 for live prices.
test('slots kept for signed-in users: when many addresses fill the rest, a user with a ticket still gets a stream, counted per user', () =>
  withApp(
    async (t) => {
      const anonymous = [];
      for (let i = 2; i < 6; i++) anonymous.push(await openStream(t, `127.0.0.${i}`));
      for (const s of anonymous) assert.is(s.status, 200);
      assertRefused(await openStream(t, '127.0.0.6'));

      const { token } = await registerAndLogin(t.url, inviteCode);
      const issued = await call(t.url, 'GET', '/api/market/stream-ticket', { token });
      assert.is(issued.status, 200);
      assert.ok(Date.parse(issued.body.expiresAt) > Date.now(), 'valid for a while');
      const ticket = `&ticket=${encodeURIComponent(issued.body.ticket)}`;
      const mine = [await openStream(t, '127.0.0.6', ticket), await openStream(t, '127.0.0.6', ticket)];
      for (const s of mine) assert.is(s.status, 200, 'the signed-in user gets the kept slots, from a full address too');
      assertRefused(await openStream(t, '127.0.0.7', ticket));
      assert.is(t.app.streamSlots.open(), 6);

      for (const s of mine) s.close();
      await until(() => t.app.streamSlots.open() === 4);
      const forged = `${issued.body.ticket.split('.')[0]}.${'A'.repeat(22)}`;
      for (const bad of [`&ticket=${forged}`, '&ticket=nonsense', `&ticket=${t.app.streamTickets.issue('someone', Date.now() - 11 * 60_000).ticket}`]) {
        assertRefused(await openStream(t, '127.0.0.8', bad));
      }
      assert.is((await call(t.url, 'GET', '/api/market/stream-ticket')).status, 401, 'tickets are for signed-in users');
      for (const s of anonymous) s.close();
    },
    { streamMaxPerAddress: 2, streamMaxTotal: 6, streamReservedForUsers: 2, authRateLimitPerMinute: 1000 },
  ));

test('an IPv6 client counts by its /56: its /64s share the per-address cap, the next /56 has its own', () =>
  withApp(
    async (t) => {
      const from = (ip: string) => openStream(t, '127.0.0.1', '', { 'x-forwarded-for': ip });
      const streams = [await from('2001:db8:5:100::1'), await from('2001:db8:5:1ff::2')];
      for (const s of streams) assert.is(s.status, 200);
      assertRefused(await from('2001:db8:5:142::3'));
      const next = await from('2001:db8:5:200::1');
      assert.is(next.status, 200, 'another /56');
      for (const s of [...streams, next]) s.close();
    },
    { streamMaxPerAddress: 2, streamMaxTotal: 100, trustProxy: ['127.0.0.1'] },
  ));

test('closing the server gives back the slots of the streams it ends', async () => {
  const t = await startTestApp();
  try {
    await seedProducts(t.app, Date.now());
    await openStream(t);
    await openStream(t, '127.0.0.2');
    await until(() => t.app.streamSlots.open() === 2);
  } finally {
    await t.close();
  }
  assert.is(t.app.streamSlots.open(), 0);
});

test.run();
