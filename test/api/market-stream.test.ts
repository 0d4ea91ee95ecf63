import net from 'node:net';
import http from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { seedProducts, tick } from '../helpers/scripted-market.js';
import { sseBacklogMaxBytes } from '../../server/routes/market-stream.js';

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

async function withApp(run: (t: TestApp) => Promise<void>) {
  const t = await startTestApp();
  try {
    await seedProducts(t.app, Date.now());
    await run(t);
  } finally {
    await t.close();
  }
}

test('ticks stream as SSE events with the tick time as id, and stats for the chosen symbols only', () =>
  withApp(async (t) => {
    const base = Date.parse('2026-11-25T12:00:00Z');
    const reading = readStream(`${t.url}/api/market/stream?symbols=BTCUSDT`, {}, (text) => text.includes('63201.07'));
    await new Promise((r) => setTimeout(r, 200));
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
    await new Promise((r) => setTimeout(r, 200));
    assert.is(t.app.market.listenerCount('tick'), 1, 'the stream is open');
    // A paused socket won't notice the server hanging up; the server's side says whether it did.
    const cut = () => t.app.market.listenerCount('tick') === 0;
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
    const start = Date.now();
    while (!cut() && Date.now() - start < 3000) await new Promise((r) => setTimeout(r, 20));
    assert.ok(cut(), `the server cut the slow client off and stopped listening for it (after ${sent} ticks, limit ${sseBacklogMaxBytes} B)`);
    assert.ok(sent < 200_000, 'well before the end of the burst');
    socket.destroy();
  }));

test.run();
