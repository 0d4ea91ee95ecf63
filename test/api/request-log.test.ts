import http from 'node:http';
import { Writable } from 'node:stream';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestApp, testDb, type TestApp } from '../helpers/test-app.js';

// Every request is logged at info, and anyone can send one: what a client writes (a path, a Host header) must
// reach the log only capped, or 8 connections of 15 KB paths wrote 46 MB of log in 5 s.

const log = suite(`the request log repeats client text only capped (${testDb})`);
let t: TestApp;
let lines: string[] = [];

log.before(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  t = await startTestApp({}, undefined, undefined, { level: 'info', stream });
});
log.after(() => t?.close());
log.before.each(() => {
  lines = [];
});

/** A GET over a socket of its own, with the headers as given (Host included): status and body. */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const { port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    request.on('error', reject);
  });
}

function assertSmall(why: string) {
  assert.ok(lines.length >= 1, 'the request was logged');
  for (const line of lines) assert.ok(Buffer.byteLength(line) < 1024, `${why}: a line of ${Buffer.byteLength(line)} bytes: ${line.slice(0, 300)}…`);
}

log('an unknown path of 15 KB is logged in under 1 KB a line, cut with how much was left off', async () => {
  const path = `/api/x${'A'.repeat(15_000)}`;
  const answer = await get(path);
  assert.is(answer.status, 404);
  assertSmall('a 15 KB path');
  const incoming = lines.map((line) => JSON.parse(line)).find((line) => line.req);
  assert.ok(incoming.req.url.startsWith('/api/xAAAA'), incoming.req.url);
  assert.match(incoming.req.url, /…\[\d+ more characters\]$/);
  // The answer does not repeat it all either.
  assert.ok(answer.body.length < 1024, `a 404 of ${answer.body.length} characters`);
  assert.match(JSON.parse(answer.body).error.message, /^No route GET \/api\/xAAAA+…\[\d+ more characters\]$/);
});

log('a Host header of 8 KB and other long headers are not logged in full', async () => {
  // Under Node's 16 KB of headers in all.
  const long = 'h'.repeat(8_000);
  const longish = 'v'.repeat(2_000);
  assert.is((await get('/api/health', { host: `${long}.example`, 'accept-version': longish, 'user-agent': longish, referer: longish })).status, 200);
  assertSmall('long headers');
  const incoming = lines.map((line) => JSON.parse(line)).find((line) => line.req);
  assert.match(incoming.req.host, /^h+…\[\d+ more characters\]$/);
  assert.is(incoming.req.version, undefined, 'no Accept-Version');
});

log('a route parameter over the router\'s limit is a capped 404 too', async () => {
  const answer = await get(`/api/products/${'Z'.repeat(12_000)}`);
  assert.is(answer.status, 404);
  assertSmall('a long parameter');
  assert.ok(answer.body.length < 1024, `a 404 of ${answer.body.length} characters`);
});

log.run();
