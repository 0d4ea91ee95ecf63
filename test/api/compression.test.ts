import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../build.mjs';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

// Every text answer goes out compressed when the browser accepts it: static files as the build precompressed
// them (byte for byte), the page and JSON compressed on the fly, event streams never held back.

let t: TestApp;
let dist: string;
let chunk: string;

test.before(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-compress-'));
  const out = await build({ outDir: dist });
  chunk = `assets/${out.chunks.charts.file}`;
  t = await startTestApp({ distDir: dist, demoMode: true });
});

test.after(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** A raw GET (fetch would decode the body): status, headers and the bytes as sent. */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

for (const file of ['chunk', 'uptick.js', 'sw.js', 'manifest.webmanifest', 'icon.svg']) {
  test(`${file}: the build's .br and .gz go out byte for byte, the file itself without accept-encoding`, async () => {
    const name = file === 'chunk' ? chunk : file;
    const plain = fs.readFileSync(path.join(dist, name));
    for (const [accept, encoding, ext] of [
      ['br, gzip', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
    ]) {
      const res = await get(`${t.url}/${name}`, { 'accept-encoding': accept });
      assert.is(res.status, 200);
      assert.is(res.headers['content-encoding'], encoding, `${name} with accept-encoding: ${accept}`);
      assert.ok(res.body.equals(fs.readFileSync(path.join(dist, name + ext))), `${name} is ${name}${ext} as built`);
      assert.match(String(res.headers.vary), /accept-encoding/i);
    }
    const identity = await get(`${t.url}/${name}`);
    assert.is(identity.headers['content-encoding'], undefined);
    assert.ok(identity.body.equals(plain), `${name} as it is without accept-encoding`);
  });
}

test('precompressed files keep their headers: uptick.js open to partners, sw.js revalidated, chunks immutable', async () => {
  const br = { 'accept-encoding': 'br' };
  assert.is((await get(`${t.url}/uptick.js`, br)).headers['access-control-allow-origin'], '*');
  assert.is((await get(`${t.url}/sw.js`, br)).headers['cache-control'], 'no-cache');
  assert.match(String((await get(`${t.url}/${chunk}`, br)).headers['cache-control']), /immutable/);
});

// Answers under 1 KB go as they are (the plugin's `threshold` in app.ts): compressing them saves no round trip.
test('the page and JSON answers are compressed on the fly (brotli preferred, gzip otherwise)', async () => {
  for (const url of ['/', '/api/openapi.json']) {
    assert.is((await get(`${t.url}${url}`, { 'accept-encoding': 'gzip, br' })).headers['content-encoding'], 'br', url);
    assert.is((await get(`${t.url}${url}`, { 'accept-encoding': 'gzip' })).headers['content-encoding'], 'gzip', url);
  }
});

// @fastify/compress streams in its compressor's 16 KB pieces. A browser that has the head and the splash but not
// yet the end of the app's script paints the splash and runs the script as a task after that paint: a long task
// after the first paint on a slow phone, where it would otherwise be part of it (docs/performance.md,
// Lighthouse). Whole, it has a length. Its encoding is picked as every other answer's.
test('the page goes out whole, its length known, in the encoding the plugin would pick: any case, * and x-gzip as gzip, a refused one never', async () => {
  for (const [accept, encoding] of [
    ['br', 'br'],
    ['gzip', 'gzip'],
    [undefined, undefined],
    ['GZIP', 'gzip'],
    ['Br, GZip', 'br'],
    ['br;q=0, *', 'gzip'],
    ['*', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', undefined],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
  ] as const) {
    const res = await get(`${t.url}/`, { 'accept-language': 'en-US', ...(accept && { 'accept-encoding': accept }) });
    assert.is(res.status, 200, accept);
    assert.is(res.headers['content-encoding'], encoding, `accept-encoding: ${accept}`);
    assert.is(res.headers['transfer-encoding'], undefined, `${accept}: whole, not streamed in pieces`);
    assert.is(Number(res.headers['content-length']), res.body.length, `${accept}: its length is known`);
    assert.is(String(res.headers.vary).match(/accept-encoding/gi)?.length, 1, `${accept}: Vary names Accept-Encoding once (${res.headers.vary})`);
    const unpacked = encoding === 'br' ? brotliDecompressSync(res.body) : encoding === 'gzip' ? gunzipSync(res.body) : res.body;
    assert.match(unpacked.toString(), /^<!doctype html>\s*<html lang="en">/, accept);
  }
});

test('the price stream is not compressed (nothing would reach the browser until a buffer filled)', async () => {
  const res = await new Promise<{ encoding?: string; type?: string }>((resolve, reject) => {
    const req = request(`${t.url}/api/market/stream?symbols=BTCUSDT`, { headers: { 'accept-encoding': 'br, gzip', accept: 'text/event-stream' } }, (r) => {
      resolve({ encoding: r.headers['content-encoding'] as string | undefined, type: r.headers['content-type'] });
      r.destroy();
    });
    req.on('error', reject).end();
  });
  assert.match(String(res.type), /text\/event-stream/);
  assert.is(res.encoding, undefined);
});

test.run();
