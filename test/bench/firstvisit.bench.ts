// `npm run bench:firstvisit`: a first visit as a cheap phone on a slow network sees it. Chromium with DevTools'
// `Slow 3G` and `Slow 4G` presets and 4× CPU slowdown, a cold cache each run, median of 3: time to first paint,
// to prices shown on home, and to the first tap answered (a product opens its detail), the bytes and requests it
// took, and the physical floor (one round trip + the first HTML's bytes ÷ bandwidth) beside them as a ratio.
// The goal (docs/design.md, Budgets): prices within 1.25 × the floor. Prints figures only; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { PredefinedNetworkConditions, type Page } from 'puppeteer-core';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { seedDemo } from '../../server/cli/seed-demo.js';
import { launchOptions } from '../browser/launch-options.mjs';
import { printWarmVisits } from './warm-visit.js';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const cpuSlowdown = 4;
const presets = ['Slow 3G', 'Slow 4G'] as const;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-firstvisit-'));
const config = loadConfig({}, { dataDir, demoMode: true, feed: 'sim', logLevel: 'warn', distDir: path.resolve('dist') });
const app = await buildApp({ config, logger: false });
await seedDemo(app.conn, Date.now());
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('the bench server has no TCP address');
const baseUrl = `http://127.0.0.1:${address.port}/`;
// Let the simulator put a price on every product, as a visitor of a running server would find it.
await new Promise((resolve) => setTimeout(resolve, 1_500));

interface Visit {
  firstPaintMs: number;
  pricesMs: number;
  tapMs: number;
  /** Bytes on the wire (compressed) of the requests finished until the tap was answered (the price stream never finishes), and requests made. */
  bytes: number;
  requests: number;
  firstHtmlBytes: number;
}

/** Milliseconds since navigation start, in the page, once `ready()` holds. */
function pageTimeWhen(page: Page, ready: string): Promise<number> {
  return page.waitForFunction(`(${ready}) ? performance.now() : 0`, { polling: 'raf', timeout: 120_000 }).then((h) => h.jsonValue() as Promise<number>);
}

async function visit(preset: (typeof presets)[number]): Promise<Visit> {
  const browser = await puppeteer.launch(launchOptions);
  try {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 375, height: 812, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    await page.emulateNetworkConditions(PredefinedNetworkConditions[preset]);
    await page.emulateCPUThrottling(cpuSlowdown);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    let bytes = 0;
    let requests = 0;
    let firstHtmlBytes = 0;
    let documentId: string | undefined;
    cdp.on('Network.requestWillBeSent', (e) => {
      requests++;
      if (e.type === 'Document' && documentId === undefined) documentId = e.requestId;
    });
    cdp.on('Network.loadingFinished', (e) => {
      bytes += e.encodedDataLength;
      if (e.requestId === documentId) firstHtmlBytes = e.encodedDataLength;
    });

    await page.goto(baseUrl, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    const pricesMs = await pageTimeWhen(page, `[...document.querySelectorAll('.up-quote .up-num')].some((e) => /\\d/.test(e.textContent))`);
    const firstPaintMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
    const tappedAt = await page.evaluate(() => performance.now());
    await page.click('.up-list a');
    const answeredAt = await pageTimeWhen(page, `location.hash.includes('/pages/Detail/') && /\\d/.test(document.querySelector('.up-quote-big')?.textContent ?? '')`);
    return { firstPaintMs, pricesMs, tapMs: answeredAt - tappedAt, bytes, requests, firstHtmlBytes };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

console.log(`bench: first visit, cold cache, ${cpuSlowdown}× CPU slowdown, 375×812 mobile, median of ${runs}`);
for (const preset of presets) {
  const network = PredefinedNetworkConditions[preset];
  const visits: Visit[] = [];
  for (let i = 0; i < runs; i++) visits.push(await visit(preset));
  const firstHtmlBytes = median(visits.map((v) => v.firstHtmlBytes));
  // One round trip to ask, then the first HTML at the line's speed: no page can show anything sooner.
  const floorMs = network.latency + (firstHtmlBytes / network.download) * 1000;
  const prices = median(visits.map((v) => v.pricesMs));
  console.log(
    [
      `${preset.padEnd(8)} (${network.latency} ms, ${Math.round((network.download * 8) / 1000)} kbps)`,
      `first paint ${seconds(median(visits.map((v) => v.firstPaintMs)))}`,
      `prices ${seconds(prices)} (${(prices / floorMs).toFixed(2)} × floor ${seconds(floorMs)})`,
      `tap answered in ${seconds(median(visits.map((v) => v.tapMs)))}`,
      `first HTML ${firstHtmlBytes} B`,
      `${median(visits.map((v) => v.bytes))} B finished in ${median(visits.map((v) => v.requests))} requests`,
    ].join('   '),
  );
}
await printWarmVisits(baseUrl, presets, runs, cpuSlowdown);
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
