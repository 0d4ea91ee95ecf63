// The real server process (the bundle `npm start` runs) stopped by SIGTERM while clients hold it: a live-price
// stream, an account stream, a request whose body ends after the signal and one whose body never ends. A server
// left by a test run ignored SIGTERM for minutes with two sockets open, so a supervisor waited out its whole stop
// timeout. It must stop taking work, finish what can finish, tell streams when to come back, and exit within
// SHUTDOWN_TIMEOUT_MS whatever its clients do.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { call, dropSchema, postgresUrl, testDb } from '../helpers/test-app.js';
import { copyMigratedSchema, copyMigratedSqlite } from '../helpers/migrated-copies.js';
import { freePort } from '../helpers/killable-server.js';
import { serverArgs } from '../helpers/server-bundle.js';
import { eventually } from '../helpers/account-events.js';
import { within } from '../helpers/within.js';
import { demoAccount } from '../../server/cli/seed-demo.js';

interface Server {
  url: string;
  port: number;
  child: ChildProcess;
  /** What the process printed: its JSON log lines (warn and up) and the start banner. */
  output(): string;
  /** Resolves with the exit code and when the process was gone (Date.now()). */
  exited: Promise<{ code: number | null; atMs: number }>;
  dispose(): Promise<void>;
}

/** A server process on a database of its own, started and waited for until it prints its banner. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-shutdown-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  if (testDb === 'sqlite') await copyMigratedSqlite(dataDir);
  else await copyMigratedSchema(postgresUrl, schema);
  const child = spawn(process.execPath, await serverArgs(), {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: testDb === 'postgres' ? postgresUrl : '',
      DATABASE_SCHEMA: testDb === 'postgres' ? schema : 'public',
      DEMO_MODE: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  // A test process that dies mid-run must not leave a server behind: that is the very fault under test.
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; atMs: number }>((resolve) =>
    child.once('exit', (code) => {
      process.off('exit', orphanGuard);
      resolve({ code, atMs: Date.now() });
    }),
  );
  await within(60_000, 'the server start', new Promise<void>((resolve, reject) => {
    void exited.then(({ code }) => reject(new Error(`server exited (${code}) before it ran:\n${output}`)));
    child.stdout!.on('data', () => output.includes('Uptick is running') && resolve());
  }));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => output,
    exited,
    async dispose() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (testDb === 'postgres') await dropSchema(schema);
    },
  };
}

interface RawStream {
  /** Everything the server wrote on the stream, comments and `retry:` lines included. */
  text: string;
  /** When the server ended the stream (Date.now()); undefined while open. */
  endedAtMs: number | undefined;
  close(): void;
}

/** Opens an event stream and answers once its first bytes arrived. */
function openRaw(url: string, headers: Record<string, string> = {}): Promise<RawStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`${url}: ${response.statusCode}`));
      const stream: RawStream = { text: '', endedAtMs: undefined, close: () => request.destroy() };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        stream.text += chunk;
        resolve(stream);
      });
      response.on('close', () => (stream.endedAtMs ??= Date.now()));
    });
    request.on('error', (error) => reject(error));
  });
}

interface Trickle {
  /** The raw HTTP answer received so far. */
  answer: string;
  /** When the server closed the connection (Date.now()); undefined while open. */
  closedAtMs: number | undefined;
  /** Sends the rest of the body at once, and `next` (another request) straight behind it. */
  finish(next?: string): void;
  destroy(): void;
}

/**
 * A sign-in whose body comes one byte every 200 ms, answered once the server has taken the request in: its
 * `Expect: 100-continue` is answered when the headers have been read and the request handed to the app.
 */
function trickleLogin(port: number, body: string): Promise<Trickle> {
  const socket = net.connect({ port, host: '127.0.0.1' });
  let sent = 1;
  const t: Trickle = {
    answer: '',
    closedAtMs: undefined,
    finish: (next = '') => {
      clearInterval(timer);
      if (socket.writable) socket.write(body.slice(sent) + next);
      sent = body.length;
    },
    destroy: () => socket.destroy(),
  };
  const timer = setInterval(() => {
    // The last byte is never trickled: only `finish` completes the body.
    if (sent < body.length - 1 && socket.writable) socket.write(body[sent++]);
  }, 200);
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (t.answer += chunk));
  socket.on('error', () => {});
  socket.once('close', () => {
    clearInterval(timer);
    t.closedAtMs = Date.now();
  });
  socket.once('connect', () =>
    socket.write(`POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body[0]}`),
  );
  return within(5_000, 'a 100 Continue', new Promise((resolve) => socket.on('data', () => t.answer.startsWith('HTTP/1.1 100 Continue\r\n\r\n') && resolve(t))));
}

/** A reconnect hint as the stream's last words: a `retry:` line and a `reconnect` event saying the same delay. */
function reconnectHint(text: string): { retryMs: number; eventRetryMs: number } | undefined {
  const match = /retry: (\d+)\nevent: reconnect\ndata: (.*)\n\n$/.exec(text);
  return match ? { retryMs: Number(match[1]), eventRetryMs: JSON.parse(match[2]).retryMs } : undefined;
}

const loginBody = JSON.stringify({ account: demoAccount.account, password: demoAccount.password });

test('SIGTERM with streams and never-ending bodies open: hints sent, the request in flight answered, exit by SHUTDOWN_TIMEOUT_MS', async () => {
  const shutdownTimeoutMs = 2_000;
  const server = await startServer({ SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs) });
  const held: { close(): void }[] = [];
  try {
    const login = await call(server.url, 'POST', '/api/auth/login', { body: JSON.parse(loginBody) });
    assert.is(login.status, 200, JSON.stringify(login.body));
    const market = await openRaw(`${server.url}/api/market/stream?symbols=BTCUSDT`);
    const account = await openRaw(`${server.url}/api/me/stream`, { authorization: `Bearer ${login.body.token}` });
    held.push(market, account);
    // Refused by validation, not hashed: the answer proves the app handled it, without a password hash's time.
    const finishing = await trickleLogin(server.port, JSON.stringify({ account: demoAccount.account }));
    const endless = await trickleLogin(server.port, loginBody);
    held.push({ close: finishing.destroy }, { close: endless.destroy });

    const signalledAtMs = Date.now();
    server.child.kill('SIGTERM');
    await eventually(() => market.endedAtMs !== undefined && account.endedAtMs !== undefined, 'both streams ended', 10_000);
    // The request under way when the signal came is let finish: the rest of its body arrives after the signal.
    finishing.finish('GET /api/me HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const fresh = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status,
      () => 'refused',
    );
    const { code, atMs: exitedAtMs } = await within(15_000, 'the exit after SIGTERM', server.exited);

    const exitMs = exitedAtMs - signalledAtMs;
    const finishingClosedMs = (finishing.closedAtMs ?? exitedAtMs) - signalledAtMs;
    const marketEndMs = market.endedAtMs! - signalledAtMs;
    const accountEndMs = account.endedAtMs! - signalledAtMs;
    console.log(`  shutdown (${testDb}): streams ended after ${marketEndMs} / ${accountEndMs} ms, a new request ${fresh}, exit ${code} after ${exitMs} ms (SHUTDOWN_TIMEOUT_MS ${shutdownTimeoutMs})`);

    // Well before the deadline, so a stream is ended by the server, not cut by the exit.
    assert.ok(marketEndMs < shutdownTimeoutMs / 2 && accountEndMs < shutdownTimeoutMs / 2, `streams ended at once: ${marketEndMs}, ${accountEndMs} ms`);
    for (const [name, stream] of [['market', market], ['account', account]] as const) {
      const hint = reconnectHint(stream.text);
      assert.ok(hint, `the ${name} stream ends with a reconnect hint: ${JSON.stringify(stream.text.slice(-200))}`);
      assert.ok(hint.retryMs >= 1_000 && hint.retryMs <= 5_000 && hint.retryMs === hint.eventRetryMs, `the ${name} stream's hint: ${JSON.stringify(hint)}`);
    }
    const finished = finishing.answer.replace('HTTP/1.1 100 Continue\r\n\r\n', '');
    assert.ok(/^HTTP\/1\.1 400 /.test(finished) && finished.includes('"code":"invalid_body"'), `the request in flight was answered by the app: ${finished.slice(0, 300)}`);
    // The request pipelined behind it came after the signal: the API's 503, with when to come back.
    const pipelined = finished.slice(finished.indexOf('HTTP/1.1', 1));
    assert.ok(/^HTTP\/1\.1 503 /.test(pipelined) && /\r\nretry-after: 1\r\n/i.test(pipelined) && pipelined.includes('"code":"unavailable"'), `a request after the signal: ${pipelined.slice(0, 400)}`);
    // Answered while closing, its kept-alive connection is closed at once rather than left to time out.
    assert.ok(finishingClosedMs < shutdownTimeoutMs / 2, `the answered connection closed ${finishingClosedMs} ms after SIGTERM`);
    assert.ok(fresh === 'refused' || fresh === 503, `a request after the signal is not served: ${fresh}`);
    assert.ok(!endless.answer.includes('HTTP/1.1 200'), 'the endless body was not answered as if whole');
    // The endless body holds the process to its deadline and no longer: the deadline plus what an exit takes here.
    assert.ok(exitMs >= shutdownTimeoutMs - 100 && exitMs < shutdownTimeoutMs + 1_500, `exit ${exitMs} ms after SIGTERM`);
    assert.is(code, 1, 'a shutdown cut short by its deadline exits 1');
    assert.ok(server.output().includes('shutdown deadline passed'), `the deadline is logged:\n${server.output()}`);
    assert.ok(/"inFlight":\[[^\]]*POST \/api\/auth\/login/.test(server.output()), `the log names the request still open:\n${server.output()}`);
  } finally {
    for (const h of held) h.close();
    await server.dispose();
  }
});

test('SIGTERM with streams open and a request that finishes after it: exits 0 long before the default deadline', async () => {
  const server = await startServer({});
  const held: { close(): void }[] = [];
  try {
    const login = await call(server.url, 'POST', '/api/auth/login', { body: JSON.parse(loginBody) });
    assert.is(login.status, 200, JSON.stringify(login.body));
    const streams = [await openRaw(`${server.url}/api/market/stream`), await openRaw(`${server.url}/api/me/stream`, { authorization: `Bearer ${login.body.token}` })];
    held.push(...streams);
    // An idle keep-alive connection, as a browser leaves one after a request.
    const agent = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) =>
      http.get(`${server.url}/api/health`, { agent }, (response) => response.resume().on('end', resolve)).on('error', reject),
    );

    const finishing = await trickleLogin(server.port, JSON.stringify({ account: demoAccount.account }));
    held.push({ close: finishing.destroy });

    const signalledAtMs = Date.now();
    server.child.kill('SIGTERM');
    await eventually(() => streams.every((stream) => stream.endedAtMs !== undefined), 'both streams ended', 10_000);
    finishing.finish();
    const { code, atMs } = await within(15_000, 'the exit after SIGTERM', server.exited);
    agent.destroy();
    const exitMs = atMs - signalledAtMs;
    console.log(`  shutdown (${testDb}), a request finishing after the signal: exit ${code} after ${exitMs} ms (default deadline 10000 ms)`);
    // Half the default deadline tells a clean stop from one that waited its deadline out.
    assert.ok(exitMs < 5_000, `exit ${exitMs} ms after SIGTERM`);
    assert.is(code, 0, `a clean stop exits 0:\n${server.output()}`);
    assert.ok(finishing.answer.includes('HTTP/1.1 400 '), `the request in flight was answered: ${finishing.answer.slice(0, 200)}`);
    for (const stream of streams) assert.ok(reconnectHint(stream.text), `the stream ends with a reconnect hint: ${JSON.stringify(stream.text.slice(-200))}`);
  } finally {
    for (const h of held) h.close();
    await server.dispose();
  }
});

test.run();
