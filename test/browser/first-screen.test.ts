// The first paint shows the prices of the screen the address opens, from the page alone (server/web/first-screen.ts,
// src/first-screen.ts): served here without the core's script, each route the spec names shows its products'
// names and prices, in zh-TW and in English; then, with the core, the app draws its screen where the first one
// was, without a layout shift.
import path from 'node:path';
import * as assert from 'uvu/assert';
import type { HTTPRequest } from 'puppeteer-core';
import { startTestApp } from '../helpers/test-app.js';
import { seedDemo } from '../../server/cli/seed-demo.js';
import { startSimulatedPrices } from './helpers/simulated-prices.js';
import { paths, withQuery } from '../../src/routing/paths.js';
import { buildOnce, distDir, locale, root, walk } from './helpers/walk.js';
import { waitFor } from '../helpers/wait-for.js';

const { test, open, close } = walk('first screen: prices in the first paint, before the core', path.join(root, '.tmp/first-screen'));

const routes = [
  { name: '/', hash: '', list: true },
  { name: 'home', hash: `#${paths.home}`, list: true },
  { name: 'products', hash: `#${paths.products}`, list: true },
  { name: 'a product', hash: `#${withQuery(paths.detail, { symbol: 'ETHUSDT' })}`, list: false },
];
const languages = [
  { lang: 'zh-TW', texts: locale('zh-TW')! },
  { lang: 'en', texts: locale('en')! },
];

/** Whether the page's core is cut out of the first HTML, so only what comes before it can show. */
let withoutCore = false;

async function serve(request: HTTPRequest, baseUrl: string, lang: string) {
  if (!withoutCore || request.resourceType() !== 'document' || !request.url().startsWith(baseUrl)) return request.continue();
  const response = await fetch(request.url(), { headers: { 'accept-language': lang } });
  const html = await response.text();
  const core = html.lastIndexOf('<script>');
  await request.respond({
    status: response.status,
    headers: { 'content-security-policy': response.headers.get('content-security-policy') ?? '' },
    contentType: 'text/html; charset=utf-8',
    body: html.slice(0, core) + html.slice(html.indexOf('</script>', core) + '</script>'.length),
  });
}

/** Where the screen's prices sit, and what they read: the list's rows, or the product's quote. */
const pricesOf = (list: boolean) =>
  `[...(${list ? "document.querySelector('.up-list')?.children ?? []" : "document.querySelectorAll('.up-quote-big .up-num:first-child')"})].map((e) => {
    const r = e.getBoundingClientRect();
    return { text: e.querySelector('.up-quote .up-num')?.textContent ?? e.textContent, name: e.querySelector('strong')?.textContent, top: Math.round(r.top), height: Math.round(r.height) };
  })`;

test.before(async (context) => {
  await buildOnce();
  context.server = await startTestApp({ distDir: distDir, demoMode: true });
  const { app } = context.server;
  await seedDemo(app.conn, Date.now());
  await startSimulatedPrices(context.server);
  // The first screen shows old prices as such: the page is made once every product has a live one.
  await waitFor(async () => !app.catalogue.pricesStale(await app.catalogue.list()), { timeoutMs: 10_000, what: 'a live price for every product' });
  await open(context);
});

test.after(async (context) => {
  await close(context);
  await context.server?.close();
});

for (const { lang, texts } of languages) {
  for (const route of routes) {
    test(`${lang} ${route.name}: the first paint has the prices before the core, and the app draws them in place`, async ({ browser, server }) => {
      // A first visit: a context of its own, with no language or cookie kept from another.
      const visit = await browser.createBrowserContext();
      const page = await visit.newPage();
      try {
        await page.setViewport({ width: 375, height: 812, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
        await page.setBypassServiceWorker(true);
        // The device's language, as both its requests and navigator.languages give it.
        const cdp = await page.createCDPSession();
        await cdp.send('Emulation.setUserAgentOverride', { userAgent: await browser.userAgent(), acceptLanguage: lang });
        await page.setRequestInterception(true);
        page.on('request', (request) => void serve(request, server.url, lang));
        // Layout shifts until two frames after the app took the first screen's place: the takeover's own, before the
        // live prices' first tick (whose figures move as their text changes width).
        await page.evaluateOnNewDocument(() => {
          const seen = window as unknown as { shifts: number; takeover?: number };
          seen.shifts = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) seen.shifts += (entry as unknown as { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          new MutationObserver((_, observer) => {
            if (!document.querySelector('#app .up-root:not(.up-first)')) return;
            observer.disconnect();
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => (seen.takeover = seen.shifts))));
          }).observe(document, { subtree: true, childList: true });
        });

        withoutCore = true;
        await page.goto(`${server.url}/${route.hash}`, { waitUntil: 'load' });
        const snapshot = await page.$eval('#up-products', (e) => JSON.parse(e.textContent!) as { items: { symbol: string; name: string; names: Record<string, string> }[] });
        assert.ok(await page.$('.up-first.on'), 'the first screen is shown');
        assert.is(await page.evaluate(() => typeof (window as unknown as { Uptick?: unknown }).Uptick), 'undefined', 'the core has not run');
        // The paint's entry may be recorded just after the load event: waited for, on the page without the core.
        await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length === 1, { timeout: 5_000 });
        const before = (await page.evaluate(pricesOf(route.list))) as { text: string; name?: string; top: number; height: number }[];
        if (route.list) {
          assert.is(before.length, snapshot.items.length, 'a row for every product');
          assert.equal(
            before.map((row) => row.name),
            snapshot.items.map((p) => p.names[lang] ?? p.name),
            'each product by its name in the language',
          );
          assert.is(!!(await page.$('.up-hero')), route.name !== 'products', 'home has its hero; products has not');
          assert.is(!!(await page.$('input[type=search]')), route.name === 'products', 'products has its search field');
          if (route.name !== 'products') assert.ok((await page.$eval('.up-first', (e) => e.textContent!)).includes(texts.home.recommendations), 'home in the language');
        } else {
          assert.is(before.length, 1, 'the product quote');
          assert.ok(await page.$('.up-trade'), 'the trade screen');
          assert.not.ok(await page.$('.up-list'), 'not the list');
          const product = snapshot.items.find((p) => p.symbol === 'ETHUSDT')!;
          assert.is(await page.$eval('.up-bar h1', (e) => e.textContent), product.names[lang] ?? product.name, 'the product in its title');
        }
        for (const price of before) assert.match(price.text, /^[0-9]{1,3}(,[0-9]{3})*\.[0-9]{2,5}$/, `a price, grouped, to its precision: ${price.text}`);

        withoutCore = false;
        await page.goto('about:blank');
        await page.goto(`${server.url}/${route.hash}`, { waitUntil: 'load' });
        await page.waitForSelector(`.up-root:not(.up-first) ${route.list ? '.up-list' : '.up-quote-big'}`);
        const after = (await page.evaluate(pricesOf(route.list))) as typeof before;
        assert.equal(
          after.map((p) => p.top),
          before.map((p) => p.top),
          'the app draws the prices where the first screen had them',
        );
        const takeover = await page.waitForFunction(() => {
          const { takeover: shifts } = window as unknown as { takeover?: number };
          return shifts !== undefined && { shifts };
        });
        assert.is(((await takeover.jsonValue()) as { shifts: number }).shifts, 0, 'no layout shift as the app takes over');
      } finally {
        await visit.close();
      }
    });
  }
}

test.run();
