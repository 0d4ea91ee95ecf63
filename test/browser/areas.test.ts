// The core and its lazy areas in Chromium (docs/design.md, Client): on a cold first visit the service worker brings
// every area, packed, the page running only those home shows a part of, after which orders, deposit and settings
// open with the network gone; where no worker registers, the page fetches them itself while idle; a chunk that fails
// to load shows a retry that recovers; a German device gets German on its first visit.
import path from 'node:path';
import * as assert from 'uvu/assert';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { call, startTestApp, seedDemoInto } from '../helpers/test-app.js';
import { demoAccount } from '../../server/cli/seed-demo.js';
import { paths } from '../../src/routing/paths.js';
import { areaNames } from '../../src/areas/area-names.js';
import { buildOnce, distDir, locale, root, waitForText, walk, type WalkContext } from './helpers/walk.js';
import { areaFiles, keptFiles, missingAfterWaiting } from './helpers/area-files.js';

const zhTW = locale('zh-TW')!;
const de = locale('de')!;

interface Context extends WalkContext {
  token: string;
  /** Area chunk and string files the page fetched, with their Cache-Control. */
  /** Each /assets/ file the page asked for, with its Cache-Control; null when the worker answered (its own copy). */
  assets: Map<string, string | null>;
}

const { test, open, step, shot, close } = walk<Context>('areas: brought ahead of a tap, usable offline, retried when they fail', path.join(root, '.tmp/areas'));

test.before(async (context) => {
  await buildOnce();
  context.server = await startTestApp({ distDir: distDir, demoMode: true });
  await seedDemoInto(context.server);
  const login = await call(context.server.url, 'POST', '/api/auth/login', { body: { account: demoAccount.account, password: demoAccount.password } });
  assert.is(login.status, 200, JSON.stringify(login.body));
  context.token = (login.body as { token: string }).token;
  // Offline, the app's data requests fail as they should; the browser logs those.
  await open(context, { expectedError: (m) => /ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(m.text()), worker: true });
  context.assets = new Map();
  context.page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    const response = request.response();
    if (url.pathname.startsWith('/assets/')) context.assets.set(url.pathname, response?.fromServiceWorker() ? null : (response?.headers()['cache-control'] ?? ''));
  });
});

test.after(async (context) => {
  await close(context);
  await context.server?.close();
});

/** Goes to `route` the way a link does (the page stays loaded), and waits for its screen's title. */
async function openScreen(page: Page, route: string, title: string, message: string) {
  await page.evaluate((to) => (location.hash = to), `#${route}`);
  await waitForText(page, '.up-page h1', title, message);
}

step('a cold first visit shows home, and the worker brings every area, packed, without running one', async ({ page, server, token, assets }) => {
  await page.evaluateOnNewDocument(`localStorage.setItem('uptick.token', ${JSON.stringify(JSON.stringify(token))})`);
  await page.goto(`${server.url}/#${paths.home}`, { waitUntil: 'load' });
  await page.waitForSelector('.up-list li');
  const wanted = areaFiles(distDir, 'zh-TW');
  assert.ok(wanted.length >= areaNames.length + 10, `every area's chunk and its zh-TW strings (${wanted.length} files)`);
  assert.equal(await missingAfterWaiting(wanted, () => keptFiles(page)), [], "the worker keeps every area's chunk and zh-TW strings");
  const ahead = [...assets.keys()].filter((file) => ['sign-in', 'funds', 'withdraw', 'savings', 'verification'].some((area) => file.startsWith(`/assets/${area}.`)));
  assert.equal(ahead, [], 'the page fetched no area home does not show: the worker brought them');
  // Fetched, not run: only the areas home shows a part of ran (a screen it does not show costs the phone nothing).
  const ran = await page.$$eval('script[src*="/assets/"]', (scripts) => scripts.map((s) => new URL((s as HTMLScriptElement).src).pathname.split('/').pop()!.split('.')[0]));
  for (const unseen of ['withdraw', 'verification', 'savings', 'records']) assert.not.ok(ran.includes(unseen), `${unseen} did not run on home: ${ran}`);
  assert.ok(assets.size >= 2, `the page fetched home's own areas (${[...assets.keys()].join(', ')})`);
  // A file home asks for once the worker has taken the page over comes from the worker's unpacked copy, as late as
  // a loaded machine makes it: what the network sent is what must be cached.
  const fromNetwork = [...assets].filter((entry): entry is [string, string] => entry[1] !== null);
  assert.ok(fromNetwork.length > 0, 'the network sent some of them');
  for (const [file, cacheControl] of fromNetwork) {
    assert.match(file, /\.[\w-]{10}\.(js|json)$/, `${file} is named by its content`);
    assert.match(cacheControl, /immutable/, `${file} is cached immutably (${cacheControl})`);
    assert.match(cacheControl, /max-age=31536000/, `${file} is cached for a year (${cacheControl})`);
  }
  await shot(page, '01-home-cold');
});

step('offline after that, orders, deposit and settings open without the network', async ({ page, problems }) => {
  await page.setOfflineMode(true);
  const before = problems.length;
  await openScreen(page, paths.orders, zhTW.order.title, 'orders open offline');
  await shot(page, '02-orders-offline');
  await openScreen(page, paths.deposit, zhTW.deposit.title, 'deposit opens offline');
  await openScreen(page, paths.settings, zhTW.set.title, 'settings open offline');
  await shot(page, '03-settings-offline');
  assert.equal(problems.slice(before).filter((p) => p.includes('uncaught')), [], 'nothing threw offline');
  await page.setOfflineMode(false);
});

step('a chunk that fails to load shows a retry beside a working tab bar, and the retry brings the screen', async ({ browser, server }) => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 375, height: 812, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  // Else the service worker, registered on the first load, would answer the held chunk from its cache.
  await page.setBypassServiceWorker(true);
  await page.setRequestInterception(true);
  let failing = true;
  page.on('request', (request: HTTPRequest) => {
    // Slow, then failed: the screen left behind says a tap was heard, then the retry state shows.
    if (failing && /\/assets\/savings\.[\w-]+\.js$/.test(request.url())) setTimeout(() => void request.abort('connectionfailed'), 1500);
    else void request.continue();
  });
  const tab = (route: string) => page.click(`.up-tabs a[href="#${route}"]`);
  try {
    await page.goto(`${server.url}/#${paths.home}`, { waitUntil: 'load' });
    await page.waitForSelector('.up-list li');
    await tab(paths.money);
    await page.waitForSelector('.up-route-loading[role=progressbar]', { timeout: 1000 });
    await waitForText(page, '[role=alert] button', zhTW.common.retry, 'the failed area offers a retry');
    assert.is(await page.$('.up-route-loading'), null, 'the loading bar goes once the load has failed');
    await shot(page, '04-chunk-failed');
    await tab(paths.products);
    await waitForText(page, '.up-page h1', zhTW.product.title, 'the tab bar still works');
    // Tabs replace each other in history (the spec's tab bar), so the way back to money is its tab.
    await tab(paths.money);
    await waitForText(page, '[role=alert] button', zhTW.common.retry, 'the screen fails again while its chunk does');
    failing = false;
    await page.click('[role=alert] button');
    await waitForText(page, '.up-page h1', zhTW.tabs.money, 'the retry loads the screen');
  } finally {
    await context.close();
  }
});

step('where the worker cannot register, the page fetches every area itself while idle', async ({ browser, server }) => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  // As a browser that refuses workers (a private window in some) answers the page's registration.
  await page.evaluateOnNewDocument(`navigator.serviceWorker.register = () => Promise.reject(new DOMException('refused', 'SecurityError'));`);
  const fetched = new Set<string>();
  page.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) fetched.add(pathname);
  });
  try {
    await page.goto(`${server.url}/#${paths.home}`, { waitUntil: 'load' });
    await page.waitForSelector('.up-list li');
    const wanted = areaFiles(distDir, 'zh-TW');
    assert.equal(await missingAfterWaiting(wanted, () => fetched), [], "every area's chunk and zh-TW strings were prefetched");
    assert.equal(await page.evaluate(() => caches.keys()), [], 'no worker keeps anything');
  } finally {
    await context.close();
  }
});

step('a first visit from a German device is in German', async ({ browser, server }) => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 375, height: 812, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await page.evaluateOnNewDocument(`Object.defineProperty(navigator, 'languages', { get: () => ['de-DE', 'de'] });`);
  try {
    await page.goto(`${server.url}/#${paths.home}`, { waitUntil: 'load' });
    await waitForText(page, '.up-hero-title', de.home.tagline, 'home greets in German');
    assert.is(await page.evaluate(() => document.documentElement.lang), 'de', '<html lang> says German');
    // registerCheck's strings travel with the sign-in area, not the core: this is the area's own German.
    await openScreen(page, paths.registerCheck, de.registerCheck.title, "an area opened later has its strings in German");
    await shot(page, '05-german-register');
  } finally {
    await context.close();
  }
});

test.run();
