// The service worker in real Chromium: a repeat visit opens offline with the last prices and a notice, and the
// visit after a deploy runs the new build whole (its core and its areas), the old build's cache gone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { startTestApp, type TestApp, seedDemoInto } from '../helpers/test-app.js';
import { buildOnce, distDir, locale, sharedBrowser } from './helpers/walk.js';
import { startSwitchProxy, type SwitchProxy } from './helpers/switch-proxy.js';
import { nextBuild } from './helpers/next-build.js';
import { areaFiles, keptFiles, missingAfterWaiting } from './helpers/area-files.js';
import { paths } from '../../src/routing/paths.js';
import { waitFor } from '../helpers/wait-for.js';

const zhTW = locale('zh-TW')!;

interface Context {
  dists: string[];
  servers: TestApp[];
  proxy: SwitchProxy;
  browser: Browser;
  /** A fresh incognito context: its worker and caches end with it, so no other test meets them. */
  incognito: BrowserContext;
  page: Page;
  /** Each /assets/ request the page made (through its worker or not), by file name. */
  assets: string[];
  /** The page's uncaught errors (an unhandled rejection is one). */
  uncaught: string[];
  workerBuild?: string;
}

const suite = test as unknown as import('uvu').Test<Context>;
const chromium = sharedBrowser();

async function server(dist: string): Promise<TestApp> {
  const app = await startTestApp({ distDir: dist, demoMode: true, feed: 'sim' });
  await seedDemoInto(app);
  // The simulator's first prices: a product without one is not listed yet.
  const priced = async () => {
    const list = (await (await fetch(`${app.url}/api/products`)).json()) as { items: { price: string | null }[] };
    return list.items.length && list.items.every((p) => p.price !== null);
  };
  await waitFor(priced, { timeoutMs: 10_000, everyMs: 100, what: 'the simulator putting a price on every demo product' });
  return app;
}

const pricesShown = (page: Page) =>
  page.waitForFunction(() => [...document.querySelectorAll('.up-quote .up-num')].some((e) => /\d/.test(e.textContent ?? '')), { timeout: 15_000 });

/**
 * A visit to the page as a home-screen icon or a typed address opens it: `/`, whose product snapshot home shows
 * (a reload would keep the hash home moved to).
 */
const visit = (page: Page, proxy: SwitchProxy) => page.goto(`${proxy.url}/`, { waitUntil: 'load' });

const until = (done: () => boolean, what: string) => waitFor(done, { timeoutMs: 15_000, what });

/** The names of the caches the page's origin holds. */
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

suite.before(async (context) => {
  // The first deploy is the walks' build, served as it is; the next ones are copies of it (nextBuild).
  await buildOnce();
  context.dists = [distDir];
  context.servers = [await server(distDir)];
  context.proxy = await startSwitchProxy(context.servers[0].url);
  context.browser = await chromium.get();
  context.incognito = await context.browser.createBrowserContext();
  context.page = await context.incognito.newPage();
  context.page.setDefaultTimeout(15_000);
  context.assets = [];
  context.uncaught = [];
  context.page.on('pageerror', (error) => context.uncaught.push(String(error)));
  context.page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) context.assets.push(pathname.slice('/assets/'.length));
  });
});

suite.after(async (context) => {
  await context.incognito?.close();
  await chromium.release();
  await context.proxy?.close();
  for (const s of context.servers ?? []) await s.close();
  for (const dist of context.dists?.slice(1) ?? []) fs.rmSync(dist, { recursive: true, force: true });
});

suite('the first visit registers the worker, which takes the page over and keeps the shell and every area, unpacked', async (context) => {
  const { page, proxy } = context;
  await visit(page, proxy);
  await pricesShown(page);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  const names = await cacheNames(page);
  assert.is(names.length, 1, 'one cache, this build');
  context.workerBuild = names[0];
  const lang = await page.evaluate(() => document.documentElement.lang);
  const files = ['/', '/icon.svg', '/manifest.webmanifest', ...areaFiles(context.dists[0], lang)];
  // The strings come in a pack of their own, asked for once the page has named its language.
  assert.equal(await missingAfterWaiting(files, () => keptFiles(page)), [], "the page's files kept");
  const kept = await keptFiles(page);
  const chunk = files.find((file) => file.endsWith('.js'))!;
  const unpacked = await page.evaluate(async (name, file) => (await (await caches.open(name)).match(file))!.text(), names[0], chunk);
  assert.is(unpacked, fs.readFileSync(path.join(context.dists[0], chunk), 'utf8'), 'a chunk is kept byte for byte, as the network serves it');
  assert.not.ok(kept.some((url) => url.startsWith('/api/')), 'nothing of the API is kept');
  // Home's own areas (its charts and news) the page loads itself; the rest came to the worker in its two packs.
  assert.ok(context.assets.some((f) => f.startsWith('charts.')), 'the page loaded the charts area itself');
  assert.equal(context.assets.filter((f) => f.startsWith('sign-in.') || f.startsWith('funds.')), [], 'the page fetched no area ahead: the worker brought them');
});

suite('offline, a repeat visit opens with the last prices and says it is offline', async ({ page, proxy }) => {
  proxy.offline = true;
  await visit(page, proxy);
  await pricesShown(page);
  await page.waitForSelector('.up-offline');
  assert.is(await page.$eval('.up-offline', (e) => e.textContent?.trim()), zhTW.market.offline, 'the offline notice, translated');
  // An address with a query, as the embed's iframe opens: the static route (by exact address) passes it to the
  // worker, whose kept page answers it; a route that took it looked up `/?…` in the cache, missed, and the
  // browser showed its offline error page.
  await page.goto(`${proxy.url}/?lang=zh-TW`, { waitUntil: 'load' });
  await pricesShown(page);
  await page.waitForSelector('.up-offline');
  // An area no visit has opened yet: its chunk and strings come from what the worker unpacked.
  await page.goto(`${proxy.url}/#${paths.login}`, { waitUntil: 'load' });
  await page.waitForFunction((label) => document.querySelector('.up-bar h1')?.textContent === label, {}, zhTW.login.title);
  assert.ok(await page.$('input[type=password]'), 'the sign-in form is there, offline');
  proxy.offline = false;
});

suite('no visit so far left an uncaught error (offline, the update check fails quietly)', async ({ uncaught }) => {
  assert.equal(uncaught, []);
});

/** The running worker's fetches of the page, seen from DevTools: `requested` once one starts, `done` once it ends. */
async function watchWorkerPageFetch(incognito: BrowserContext, proxy: SwitchProxy) {
  const worker = await (await incognito.waitForTarget((t) => t.type() === 'service_worker')).createCDPSession();
  await worker.send('Network.enable');
  let pageRequest: string | undefined;
  const done = new Promise<void>((resolve) => {
    worker.on('Network.requestWillBeSent', (e) => {
      if (e.request.url === `${proxy.url}/`) pageRequest = e.requestId;
    });
    const ended = (e: { requestId: string }) => e.requestId === pageRequest && resolve();
    worker.on('Network.loadingFinished', ended);
    worker.on('Network.loadingFailed', ended);
  });
  return { requested: () => pageRequest !== undefined, done, detach: () => worker.detach() };
}

/** The page the worker keeps in `cacheName` for the next visit. */
const keptPage = (page: Page, cacheName: string) => page.evaluate(async (name) => (await (await caches.open(name)).match('/'))?.text(), cacheName);

suite('a repeat visit opens the kept page without starting the worker, and the page has the next copy fetched', async ({ page, proxy, incognito }) => {
  const fetched = await watchWorkerPageFetch(incognito, proxy);
  // DevTools' language override sends Accept-Language as a header of the request itself: a kept copy that varied
  // by it was passed over, and the visit waited on the network.
  const override = await page.createCDPSession();
  await override.send('Emulation.setUserAgentOverride', { userAgent: await page.browser().userAgent(), acceptLanguage: 'zh-TW,zh' });
  try {
    await visit(page, proxy);
    await pricesShown(page);
    // Chromium's static routing (the worker's addRoutes): the cache answered, the worker's fetch handler never ran.
    const source = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { workerFinalSourceType?: string }).workerFinalSourceType);
    assert.is(source, 'cache', 'the page came from the static route to the cache');
    await until(fetched.requested, "the worker's fetch of the page for the next visit, which the page asks for once loaded");
    await fetched.done;
  } finally {
    await override.detach();
    await fetched.detach();
  }
});

suite("a deploy whose worker fails to install leaves the old build whole: the old worker keeps none of the new build's pages", async (context) => {
  const { page, proxy, incognito } = context;
  const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-sw-broken-'));
  context.dists.push(broken);
  const { oldFile, newFile, pack } = await nextBuild(context.dists[0], broken, 'charts');
  // The new worker's pack of chunks answers 404, so its install fails and the old worker stays in charge.
  fs.rmSync(path.join(broken, 'assets', pack));
  const deployed = await server(broken);
  context.servers.push(deployed);
  const fetched = await watchWorkerPageFetch(incognito, proxy);
  proxy.target = deployed.url;
  try {
    await visit(page, proxy);
    await pricesShown(page);
    await until(fetched.requested, "the old worker's fetch of the page for the next visit");
    await fetched.done;
  } finally {
    await fetched.detach();
  }
  // The new worker's install (the visit's update check) fails; the old one stays in charge. A visit while an
  // install runs checks for no update, so the next test's deploy waits for this one to end.
  const outcome = await page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.getRegistration())!;
    await registration.update().catch(() => {});
    const installing = registration.installing;
    if (installing) await new Promise((resolve) => installing.addEventListener('statechange', () => ['redundant', 'activated'].includes(installing.state) && resolve(null)));
    return { installed: installing?.state ?? 'none', waiting: !!registration.waiting };
  });
  assert.equal(outcome, { installed: 'redundant', waiting: false }, "the new worker's install failed");
  // Kept, the new page would open offline with the old build's areas cached, and its charts area missing.
  const kept = (await keptPage(page, context.workerBuild!)) ?? '';
  assert.ok(kept.includes(oldFile) && !kept.includes(newFile), "the old worker's cache keeps its own build's page");
  proxy.target = context.servers[0].url;
});

suite('after a deploy, the page runs one build whole, the new one at the latest on the visit after, its cache alone', async (context) => {
  const { page, proxy } = context;
  const next = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-sw-b-'));
  context.dists.push(next);
  const { oldFile, newFile } = await nextBuild(context.dists[0], next, 'charts');
  const deployed = await server(next);
  context.servers.push(deployed);
  proxy.target = deployed.url;
  assert.ok(context.assets.includes(oldFile), 'the first build loaded its charts area');
  const charts = () => context.assets.filter((file) => file.startsWith('charts.') && file.endsWith('.js'));
  /** The charts chunk the page's core names: which build the page runs. */
  const coreNames = () => page.evaluate((files) => files.find((file) => [...document.scripts].some((script) => !script.src && script.textContent!.includes(file))), [oldFile, newFile]);

  // The visit right after the deploy: the kept page (the static route), or where the fetch handler answers, the
  // new one if the network answered within its wait; either way its core loads its own build's areas only.
  context.assets.length = 0;
  await visit(page, proxy);
  await pricesShown(page);
  const first = await coreNames();
  await until(() => charts().length > 0, 'home asks for the charts area (its sparklines)');
  // The new worker installs after the page has loaded (the update check of its registration): this build's page
  // and its pack of chunks through the proxy, which took over 15 s once beside the other suites on 2 cores.
  await page.waitForFunction((before) => caches.keys().then((names) => names.length === 1 && names[0] !== before), { timeout: 40_000 }, context.workerBuild);
  assert.equal([...new Set(charts())], [first], `the ${first === newFile ? 'new' : 'old'} core loads its own charts area only`);
  // The visit named its language to the old worker; the new one's install brought the strings the old cache kept.
  const kept = await keptFiles(page);
  const lang = await page.evaluate(() => document.documentElement.lang);
  assert.equal(areaFiles(next, lang).filter((file) => !kept.includes(file)), [], "the new build's cache keeps every area's chunk and strings");

  // The new worker is in charge and the old build's cache gone: the next visit is the new build.
  context.assets.length = 0;
  await visit(page, proxy);
  await pricesShown(page);
  assert.is(await coreNames(), newFile, "the page's core is the new build's");
  await until(() => charts().length > 0, 'home asks for the charts area (its sparklines)');
  await page.waitForFunction((file) => caches.keys().then(async ([name]) => !!(await (await caches.open(name)).match(`/assets/${file}`))), {}, newFile);
  assert.equal([...new Set(charts())], [newFile], 'the new core loads its own charts area only');

  // And offline again: the new build, from the new cache.
  context.assets.length = 0;
  proxy.offline = true;
  await visit(page, proxy);
  await pricesShown(page);
  assert.is(await coreNames(), newFile, 'offline, the page kept is the new build');
  assert.not.ok(context.assets.includes(oldFile), 'offline, nothing of the old build either');
  proxy.offline = false;
});

suite('a language picked in settings has its areas kept too, so they open offline in it', async ({ page, proxy, dists }) => {
  await page.goto(`${proxy.url}/#${paths.settings}`, { waitUntil: 'load' });
  await page.click('input[name=language][value=en]');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  const dist = dists.at(-1)!;
  assert.equal(await missingAfterWaiting(areaFiles(dist, 'en'), () => keptFiles(page)), [], "the areas' English strings kept");
  proxy.offline = true;
  await page.goto(`${proxy.url}/#${paths.forgotPassword}`, { waitUntil: 'load' });
  await page.waitForFunction((label) => document.querySelector('.up-bar h1')?.textContent === label, {}, locale('en')!.reset.title);
  proxy.offline = false;
});

suite.run();
