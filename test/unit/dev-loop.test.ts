// `npm run dev` (docs/decisions.md, "A dev loop"), in its parts: the widget's dev build (build-dev.mjs), the proxy
// that reloads the page (scripts/dev-proxy.mjs), and scripts/dev.mjs started as a process, answering through the
// proxy and stopping its server with it. No source file is edited: a save is esbuild's and fs.watch's to get right.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createDevBuild } from '../../build-dev.mjs';
import { inlineScripts, scriptHash } from '../../build-csp.mjs';
import { createDevProxy, reloadClient, reloadTag, withReloadClient } from '../../scripts/dev-proxy.mjs';
import { within } from '../helpers/within.js';

const root = path.resolve(import.meta.dirname, '../..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-dev-'));
test.after(() => fs.rmSync(scratch, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as net.AddressInfo).port}`)));
}

/** What a stream has said so far, and a wait for it to say `text`. */
function heard(stream: NodeJS.ReadableStream) {
  let said = '';
  const waiting = new Set<() => void>();
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    said += chunk;
    for (const check of waiting) check();
  });
  return {
    get said() {
      return said;
    },
    until: (text: string, ms: number) =>
      within(
        ms,
        `"${text}"`,
        new Promise<void>((resolve) => {
          const check = () => said.includes(text) && (waiting.delete(check), resolve());
          waiting.add(check);
          check();
        }),
      ),
  };
}

test('the dev build: the app from source in uptick.js, which the page loads, and no file twice', async () => {
  const outDir = path.join(scratch, 'widget');
  const dev = await createDevBuild({ outDir });
  try {
    const first = await dev.rebuild();
    for (const file of ['uptick.js', 'index.html', 'build-meta.json', 'embed.js', 'sw.js', 'locales/en.json', 'icon.svg']) {
      assert.ok(first.written.includes(file), `writes ${file}`);
    }
    assert.ok(first.page);
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    assert.not.match(html, /<!--UPTICK_/);
    assert.match(html, '<script src="uptick.js"></script>');
    // The server names the inline scripts in its CSP by these hashes (server/routes/web.ts).
    const meta = JSON.parse(fs.readFileSync(path.join(outDir, 'build-meta.json'), 'utf8'));
    assert.equal(meta.scriptHashes, inlineScripts(html).map(scriptHash));
    assert.equal(meta.scriptHashes.length, 2, 'the first-paint theme and the mount');
    const app = fs.readFileSync(path.join(outDir, 'uptick.js'), 'utf8');
    new vm.Script(app, { filename: 'uptick.js' });
    assert.match(app, '// src/areas/funds.ts', 'every area is in, unminified');
    assert.not.match(app, '__UPTICK_CHUNKS__');
    // Nothing production needs and a dev build does not: no precompressed file, no chunk, no pack.
    const all = fs.readdirSync(outDir, { recursive: true }).map(String);
    assert.equal(all.filter((f) => /\.(br|gz)$/.test(f) || f.startsWith(`assets${path.sep}`)), []);
    for (const input of ['src/main.tsx', 'src/pages/home.tsx', 'src/styles/index.css', 'locales/zh-TW.json', 'embed/embed.ts', 'src/first-paint-theme.ts']) {
      assert.ok(first.inputs.has(input), `built from ${input}`);
    }
    const again = await dev.rebuild();
    assert.equal(again.written, [], 'an unchanged tree writes nothing');
    assert.not.ok(again.page);
  } finally {
    await dev.dispose();
  }
});

test('through the proxy: the page carries the reload client, the browser keeps no file, the API says for itself', async () => {
  const asked: http.IncomingHttpHeaders[] = [];
  const upstream = http.createServer((request, response) => {
    asked.push(request.headers);
    if (request.url === '/') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end('<html><body><p>hi</p></body></html>');
    else if (request.url === '/uptick.js') response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=3600' }).end('1');
    else response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'private, max-age=5' }).end('{"ok":true}');
  });
  const upstreamUrl = await listen(upstream);
  const proxy = createDevProxy({ upstream: async () => Number(new URL(upstreamUrl).port) });
  const url = await listen(proxy.server);
  try {
    const page = await fetch(`${url}/`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } });
    assert.is(await page.text(), `<html><body><p>hi</p>${reloadTag}</body></html>`);
    assert.is(page.headers.get('cache-control'), 'no-store');
    assert.is(asked[0]['accept-encoding'], undefined, 'the page is asked for uncompressed, to put the client in');
    assert.is((await fetch(`${url}/uptick.js`)).headers.get('cache-control'), 'no-store');
    const api = await fetch(`${url}/api/x`);
    assert.is(api.headers.get('cache-control'), 'private, max-age=5');
    assert.equal(await api.json(), { ok: true });
    const client = await fetch(`${url}/__dev/reload.js`);
    assert.match(client.headers.get('content-type') ?? '', 'text/javascript');
    assert.is(await client.text(), reloadClient);
    assert.is(withReloadClient('<p>no body</p>'), `<p>no body</p>${reloadTag}`);
  } finally {
    await proxy.close();
    upstream.close();
  }
});

test('a request waits for a restarting server; every page hears reload and a failed build; a reloaded page reports', async () => {
  let up!: (port: number) => void;
  const restarted = new Promise<number>((resolve) => (up = resolve));
  const upstream = http.createServer((_request, response) => response.end('answered'));
  const upstreamUrl = await listen(upstream);
  const reported: string[] = [];
  const proxy = createDevProxy({ upstream: () => restarted, loaded: (id) => reported.push(id) });
  const url = await listen(proxy.server);
  try {
    const held = fetch(`${url}/api/health`).then((r) => r.text());
    up(Number(new URL(upstreamUrl).port));
    assert.is(await within(5_000, 'the held request', held), 'answered');

    const events = await new Promise<http.IncomingMessage>((resolve) => http.get(`${url}/__dev/events`, resolve));
    const stream = heard(events);
    await stream.until('retry:', 5_000);
    assert.is(proxy.listeners, 1);
    proxy.failed('src/app.tsx:1: Expected ";"\n  one more line');
    await stream.until('event: failed\ndata: src/app.tsx:1: Expected ";"\ndata:   one more line\n\n', 5_000);
    proxy.reload('7');
    await stream.until('event: reload\ndata: 7\n\n', 5_000);
    events.destroy();

    assert.is((await fetch(`${url}/__dev/loaded`, { method: 'POST', body: '7' })).status, 204);
    assert.equal(reported, ['7']);
  } finally {
    await proxy.close();
    upstream.close();
  }
});

const startBoundMs = 90_000;

test('npm run dev: the demo on PORT through the proxy, and a stop stops its server', async () => {
  const port = await freePort();
  // Inside the repository, where the server's packages resolve; its own, so a developer's `npm run dev` goes on.
  const buildDir = path.join(root, 'node_modules/.cache/uptick-dev', `${process.pid}-${Date.now()}`);
  const dataDir = path.join(scratch, 'data');
  const dev = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEV_BUILD_DIR: buildDir, DEMO_MODE: '1', FEED: 'sim' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = heard(dev.stdout);
  const errors = heard(dev.stderr);
  const exited = new Promise<number | null>((resolve) => dev.once('exit', resolve));
  let answered = false;
  try {
    // A guard against a start that hangs, not a budget: 5–20 s alone, and over 30 s once on a 2-core host running
    // the other suites and benchmarks beside it.
    await within(startBoundMs, `npm run dev's start (printed: ${out.said} ${errors.said})`, out.until('watching src/', startBoundMs));
    assert.match(out.said, `open http://localhost:${port}/`);
    assert.match(out.said, 'Demo account: demo001');
    const page = await fetch(`http://127.0.0.1:${port}/`, { headers: { accept: 'text/html' } });
    assert.is(page.status, 200);
    const html = await page.text();
    assert.match(html, '<script src="uptick.js"></script>');
    assert.match(html, reloadTag);
    assert.match(page.headers.get('content-security-policy') ?? '', "script-src 'self'");
    assert.is((await fetch(`http://127.0.0.1:${port}/uptick.js`)).status, 200);
    assert.is((await fetch(`http://127.0.0.1:${port}/api/health`)).status, 200);
    answered = true;
  } finally {
    dev.kill('SIGTERM');
    const code = await within(15_000, 'npm run dev to stop', exited).catch((error: unknown) => error);
    // Its server processes stopped with it: none still runs from its build folder.
    const left = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).split('\n').filter((line) => line.includes(buildDir));
    fs.rmSync(buildDir, { recursive: true, force: true });
    // After a failure above, that failure is the one to report (a start that timed out has no stop handler yet).
    if (answered) {
      assert.is(code, 0);
      assert.equal(left, []);
    }
  }
});

test.run();
