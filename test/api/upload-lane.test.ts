import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { testDb, type TestApp } from '../helpers/test-app.js';
import { assertErrorShape, signUp, startFundsApp } from '../helpers/funds.js';
import { pngBytes, uploadPhoto } from '../helpers/photos.js';
import { waitFor } from '../helpers/wait-for.js';
import { within } from '../helpers/within.js';

// Trickled uploads held the upload lane: each upload reserved up to 8 MiB of the shared 64 MiB budget until its request ended (30 s).
// Two accounts keeping 8 uploads open at ~100 B/s gave every other user's ID photo `503` for the whole run.
const test = suite(`upload lane (${testDb})`);

const mib = 1024 * 1024;
let t: TestApp;

test.before(async () => {
  t = await startFundsApp();
});
test.after(() => t.close());

interface Trickle {
  /** The status the server answered with (0: it closed without one), and when. */
  ended: Promise<{ status: number; code?: string; afterMs: number }>;
  stop(): void;
}

/**
 * An upload that declares a full-size photo, then sends `bytesPerTick` every 100 ms (by default 10: ~100 B/s, as the
 * first attack did), from `from` (a loopback address of its own; the test's other requests come from 127.0.0.1).
 */
function trickle(token: string, { from, bytesPerTick = 10 }: { from?: string; bytesPerTick?: number } = {}): Trickle {
  const boundary = 'tr1ckle';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="side"\r\n\r\nfront\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);
  const started = performance.now();
  const request = http.request(`${t.url}/api/verification/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + 8 * mib },
    localAddress: from,
    agent: false,
  });
  let timer: NodeJS.Timeout | undefined;
  const ended = new Promise<{ status: number; code?: string; afterMs: number }>((resolve) => {
    const done = (status: number, code?: string) => {
      clearInterval(timer);
      resolve({ status, code, afterMs: performance.now() - started });
    };
    request.on('response', (response) => {
      let text = '';
      response.on('data', (c) => (text += c));
      response.on('end', () => done(response.statusCode ?? 0, text ? JSON.parse(text).error?.code : undefined));
      response.on('error', () => done(response.statusCode ?? 0));
    });
    request.on('error', () => done(0));
  });
  request.write(head);
  timer = setInterval(() => request.write(Buffer.alloc(bytesPerTick, 0x41)), 100);
  return { ended, stop: () => (clearInterval(timer), request.destroy()) };
}

test('two accounts trickling 8 uploads each: the owner’s photo is accepted within seconds', async () => {
  const [mallory, trudy, owner] = await signUp(t, 3);
  // Each from an address of its own: one address holds at most a quarter of the budget (the next test).
  const trickles = [mallory, trudy].flatMap((attacker, n) => Array.from({ length: 8 }, () => trickle(attacker.token, { from: `127.0.0.${2 + n}` })));
  const answered: number[] = [];
  for (const tr of trickles) void tr.ended.then((end) => answered.push(end.status));
  try {
    await waitFor(() => answered.length === 12, { what: 'six of each account’s eight answered' });
    const started = performance.now();
    const mine = await uploadPhoto(t, owner.token, 'front', pngBytes(1200, 800, 'photo'));
    const tookMs = performance.now() - started;
    assert.is(mine.status, 201, JSON.stringify(mine.body));
    assert.ok(tookMs < 3_000, `accepted in ${Math.round(tookMs)} ms`);
    // One upload reads at a time per account, one more may wait its turn (holding none of the budget), the rest are 429.
    assert.equal(answered, Array(12).fill(429), 'six of each account’s eight refused at once');
    assert.ok(t.app.verification.uploadBytesInFlight <= 2 * (8 * mib + 16 * 1024), `in flight: ${t.app.verification.uploadBytesInFlight}`);
  } finally {
    for (const tr of trickles) tr.stop();
  }
});

// Eight accounts from one address, each declaring 8 MiB and sending 160 KiB/s (above the 128 KiB/s minimum), held the
// whole 64 MiB budget for the 51 s their bodies took: every other user's photo was 503. One address now has at most
// 4 uploads and a quarter of the budget in flight.
test('eight accounts trickling from one address hold a quarter of the budget; another address’s photo goes at once', async () => {
  const attackers = await signUp(t, 8);
  const [owner] = await signUp(t, 1);
  const from = '127.0.0.9';
  const trickles = attackers.map((attacker) => trickle(attacker.token, { from, bytesPerTick: 24 * 1024 }));
  const answered: { status: number; code?: string }[] = [];
  for (const tr of trickles) void tr.ended.then(({ status, code }) => answered.push({ status, code }));
  try {
    // Past the 3 s grace: the ones let in are above the minimum rate and go on.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    const started = performance.now();
    const mine = await uploadPhoto(t, owner.token, 'front', pngBytes(1200, 800, 'photo'));
    const tookMs = performance.now() - started;
    assert.is(mine.status, 201, JSON.stringify(mine.body));
    assert.ok(tookMs < 3_000, `accepted in ${Math.round(tookMs)} ms`);
    assert.equal(answered, Array(6).fill({ status: 429, code: 'rate_limited' }), 'two let in (16 MiB), six refused at once');
    assert.ok(t.app.verification.uploadBytesInFlight <= 16 * mib, `in flight: ${t.app.verification.uploadBytesInFlight}`);
  } finally {
    for (const tr of trickles) tr.stop();
  }
});

test('an upload that sends too slowly is cut after a few seconds: 408 upload_too_slow, nothing kept, the budget back', async () => {
  const [user] = await signUp(t, 1);
  const slow = trickle(user.token);
  const ended = await within(8_000, 'the cut (the request deadline is 30 s)', slow.ended).finally(slow.stop);
  assert.is(ended.status, 408, JSON.stringify(ended));
  assert.is(ended.code, 'upload_too_slow');
  assert.ok(ended.afterMs < 6_000, `after ${Math.round(ended.afterMs)} ms`);
  await waitFor(() => t.app.verification.uploadBytesInFlight === 0, { what: 'the budget back' });
  assert.equal(fs.readdirSync(path.join(t.config.dataDir, 'uploads-staging')), []);
  // The same account uploads at once afterwards.
  const res = await uploadPhoto(t, user.token, 'front', pngBytes(640, 400));
  assert.is(res.status, 201, JSON.stringify(res.body));
});

test('a second upload of an account waits for the first; a third at once is 429', async () => {
  const [user] = await signUp(t, 1);
  const first = trickle(user.token);
  try {
    await waitFor(() => t.app.verification.uploadsOf(user.userId) === 1, { what: 'the first upload reading' });
    const second = uploadPhoto(t, user.token, 'back', pngBytes(640, 400));
    await waitFor(() => t.app.verification.uploadsOf(user.userId) === 2, { what: 'the second waiting its turn' });
    const third = await uploadPhoto(t, user.token, 'back', pngBytes(640, 400));
    assert.is(third.status, 429, JSON.stringify(third.body));
    assertErrorShape(third.body, 'rate_limited');
    first.stop();
    assert.is((await second).status, 201, 'its turn came once the first ended');
  } finally {
    first.stop();
  }
});

test.run();
