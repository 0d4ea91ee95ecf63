import { test } from 'uvu';
import * as assert from 'uvu/assert';
import net from 'node:net';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { within } from '../helpers/within.js';
import { waitFor } from '../helpers/wait-for.js';

// A stranger trickling request bodies held connections for good (one was still open after 150 s; 20,000 of them
// used up the file limit and /api/health was reset). Requests now have a deadline, and one address a cap.
let t: TestApp;
let port: number;
test.before(async () => {
  t = await startTestApp({ requestTimeoutMs: 2_000, headersTimeoutMs: 1_000, connectionsPerAddress: 40 });
  port = Number(new URL(t.url).port);
});
test.after(() => t.close());

/** A socket from `localAddress` that sends `head`, then one byte every 200 ms, never finishing. */
function trickle(localAddress: string, head: string, to = port): { socket: net.Socket; closed: Promise<number> } {
  const socket = net.connect({ port: to, host: '127.0.0.1', localAddress });
  const openedAt = Date.now();
  socket.on('error', () => {});
  socket.once('connect', () => socket.write(head));
  const timer = setInterval(() => socket.writable && socket.write('x'), 200);
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => {
      clearInterval(timer);
      resolve(Date.now() - openedAt);
    }),
  );
  return { socket, closed };
}

async function healthWithin(ms: number): Promise<boolean> {
  const started = Date.now();
  const res = await fetch(`${t.url}/api/health`, { signal: AbortSignal.timeout(ms) }).catch(() => undefined);
  return res?.status === 200 && Date.now() - started < ms;
}

test('slow bodies and slow headers are closed by their deadlines while health answers throughout', async () => {
  const body = 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{';
  const slow = [
    ...Array.from({ length: 30 }, () => trickle('127.0.0.2', body)),
    ...Array.from({ length: 10 }, () => trickle('127.0.0.2', 'GET /api/health HTTP/1.1\r\nX-Slow: ')),
  ];
  try {
    const answered: boolean[] = [];
    const until = Date.now() + 4_000;
    while (Date.now() < until) {
      answered.push(await healthWithin(1_000));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.ok(answered.length > 10 && answered.every(Boolean), `health answered every time: ${answered.join(',')}`);
    // Deadlines of 2 s (body) and 1 s (headers), checked every second: all closed well before 8 s, on a busy machine too.
    const lifetimes = await Promise.all(slow.map((s) => within(4_000, 'a slow connection', s.closed).catch(() => Infinity)));
    assert.ok(lifetimes.every((ms) => ms < 8_000), `every slow connection closed by the server: ${lifetimes.join(',')}`);
  } finally {
    for (const s of slow) s.socket.destroy();
  }
});

test('one address holds at most its cap of connections; others are not affected', async () => {
  // A server of its own whose deadlines are far off, so that only the cap closes a connection here: with them at 1 s,
  // the 20 past the cap had to close within 500 ms to be told apart, and on a busy machine none did (0 of 20).
  const capped = await startTestApp({ requestTimeoutMs: 60_000, headersTimeoutMs: 60_000, connectionsPerAddress: 40 });
  const sockets = Array.from({ length: 60 }, () => trickle('127.0.0.3', 'GET /api/health HTTP/1.1\r\nX-Slow: ', Number(new URL(capped.url).port)));
  let closed = 0;
  for (const s of sockets) void s.closed.then(() => closed++);
  try {
    await waitFor(() => closed >= 20, { timeoutMs: 10_000, what: 'the 20 past the cap closed' });
    // What is checked next is that nothing more happens: no more of the 40 close.
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.is(closed, 20, 'the 20 past the cap of 40 are closed, the 40 kept');
    const served = await fetch(`${capped.url}/api/health`, { signal: AbortSignal.timeout(5_000) });
    assert.is(served.status, 200, 'another address is served');
  } finally {
    for (const s of sockets) s.socket.destroy();
    await capped.close();
  }
});

test.run();
