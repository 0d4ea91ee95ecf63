// uptick.js mounted inline on a partner's page (another origin): the page's core carries no strings of its own
// (the standalone page brings them as data), and uptick.js only the default language's, so an inline mount in
// another language fetches its core strings before its first render, shows them, falls back to the default's
// words when they can't come, and never writes the language cookie on the host's origin.
import http from 'node:http';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { startTestApp, seedDemoInto } from '../helpers/test-app.js';
import { paths } from '../../src/routing/paths.js';
import { buildOnce, distDir, locale, root, walk, type WalkContext } from './helpers/walk.js';

interface Context extends WalkContext {
  host: http.Server;
  hostUrl: string;
  /** Our assets the partner's page fetched. */
  assets: string[];
}

const { test, open, step, close } = walk<Context>('uptick.js inline on a partner page: its strings fetched', path.join(root, '.tmp/inline-mount'));

/** The partner's page: uptick.js from our origin, mounted in memory routing with `options`. */
const hostPage = (ours: string, options: object) =>
  `<!doctype html><html lang="fr"><body><div id="widget"></div><script src="${ours}/uptick.js"></script>` +
  `<script>Uptick.mount(document.getElementById('widget'), ${JSON.stringify({ routing: 'memory', initialPath: paths.home, apiBase: `${ours}/api`, ...options })});</script></body></html>`;

test.before(async (context) => {
  await buildOnce();
  context.server = await startTestApp({ distDir: distDir, demoMode: true });
  await seedDemoInto(context.server);
  context.host = http.createServer((request, response) => {
    const options = JSON.parse(new URL(request.url ?? '/', 'http://host').searchParams.get('options') ?? '{}') as object;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostPage(context.server.url, options));
  });
  await new Promise<void>((resolve) => context.host.listen(0, '127.0.0.1', resolve));
  const address = context.host.address();
  if (!address || typeof address === 'string') throw new Error('the host page has no TCP address');
  // `localhost`, not 127.0.0.1: another origin than ours, as a partner's page is.
  context.hostUrl = `http://localhost:${address.port}/`;
  // Our API answers only partner origins it was told of (CORS): this page's calls are refused, and logged.
  await open(context, { expectedError: (m) => /CORS|Failed to load resource|Failed to fetch/.test(m.text()) });
  context.assets = [];
  context.page.on('request', (request) => void (request.url().includes('/assets/') && context.assets.push(request.url())));
});

test.after(async (context) => {
  await close(context);
  await context.server?.close();
  await new Promise((resolve) => context.host?.close(resolve));
});

step('asked for German, the inline home is German: its core strings fetched from our origin, no cookie on the host', async ({ page, hostUrl, assets }) => {
  await page.goto(`${hostUrl}?options=${encodeURIComponent(JSON.stringify({ language: 'de' }))}`, { waitUntil: 'load' });
  await page.waitForFunction((text) => document.getElementById('widget')?.shadowRoot?.textContent?.includes(text), { timeout: 15_000 }, locale('de')!.home.recommendations);
  assert.ok(assets.some((url) => /\/assets\/core\.de\.[\w-]+\.json$/.test(url)), assets.join(', '));
  assert.is(await page.evaluate(() => document.documentElement.lang), 'fr', "the host's <html lang> is the host's");
  assert.is(await page.evaluate(() => document.cookie), '', 'no language cookie on the host');
});

step("without a language, the device's (zh-TW here): uptick.js carries the default's core strings, nothing fetched", async ({ page, hostUrl, assets }) => {
  assets.length = 0;
  // The German mount remembered its language on this origin: a device that never chose one.
  await page.evaluate(() => localStorage.clear());
  await page.goto(hostUrl, { waitUntil: 'load' });
  await page.waitForFunction((text) => document.getElementById('widget')?.shadowRoot?.textContent?.includes(text), { timeout: 15_000 }, locale('zh-TW')!.home.recommendations);
  assert.not.ok(assets.some((url) => /\/assets\/core\./.test(url)), assets.join(', '));
});

step("German's strings unreachable: the mount shows the default's words, not blank labels, and says why", async ({ page, hostUrl }) => {
  const session = await page.createCDPSession();
  await session.send('Network.enable');
  await session.send('Network.setBlockedURLs', { urls: ['*/assets/core.de.*'] });
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${hostUrl}?options=${encodeURIComponent(JSON.stringify({ language: 'de' }))}`, { waitUntil: 'load' });
  await page.waitForFunction((text) => document.getElementById('widget')?.shadowRoot?.textContent?.includes(text), { timeout: 20_000 }, locale('zh-TW')!.home.recommendations);
  await session.send('Network.setBlockedURLs', { urls: [] });
});

step('the page raised no uncaught errors and logged no unexpected console errors', async ({ problems }) => {
  assert.equal(problems, [], problems.join('\n'));
});

test.run();
