// The warm case of `npm run bench:firstvisit`: a repeat visit, the service worker installed by a first visit,
// on the same slow network and CPU as the cold case, online and offline. The throttling is set on the worker
// too (its own DevTools target): its fetches are not the page's, and DevTools' page emulation would skip them.
import puppeteer, { PredefinedNetworkConditions, type BrowserContext, type CDPSession } from 'puppeteer-core';
import { launchOptions } from '../browser/launch-options.mjs';
import { timePricesInPage } from './prices-timing.js';

export type Preset = keyof typeof PredefinedNetworkConditions;

export interface WarmVisit {
  firstPaintMs: number;
  /** Prices on home: the page kept by the worker carries its product snapshot. */
  pricesMs: number;
}

const pricesShown = `[...document.querySelectorAll('.up-quote .up-num')].some((e) => /\\d/.test(e.textContent))`;

/** Applies `preset` (or no network at all) to a DevTools target's requests. */
async function throttle(session: CDPSession, preset: Preset, offline: boolean) {
  const { download, upload, latency } = PredefinedNetworkConditions[preset];
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', { offline, latency, downloadThroughput: download, uploadThroughput: upload });
}

async function workerSession(context: BrowserContext) {
  const target = await context.waitForTarget((t) => t.type() === 'service_worker', { timeout: 30_000 });
  return target.createCDPSession();
}

/** One repeat visit to `baseUrl` in a fresh profile: a first visit at full speed installs the worker, then this one. */
export async function warmVisit(baseUrl: string, preset: Preset, { offline, cpuSlowdown }: { offline: boolean; cpuSlowdown: number }): Promise<WarmVisit> {
  const browser = await puppeteer.launch(launchOptions);
  try {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 375, height: 812, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    await page.goto(baseUrl, { waitUntil: 'load' });
    await page.waitForFunction(pricesShown, { timeout: 60_000 });
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, { timeout: 60_000 });
    // Leave the page so the next visit is a new document, as a tap on the home-screen icon is.
    await page.goto('about:blank');
    await throttle(await page.createCDPSession(), preset, offline);
    await throttle(await workerSession(context), preset, offline);
    await page.emulateCPUThrottling(cpuSlowdown);
    const pricesAt = await timePricesInPage(page, pricesShown);
    await page.goto(baseUrl, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    const pricesMs = await pricesAt();
    const firstPaintMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
    return { firstPaintMs, pricesMs };
  } finally {
    await browser.close();
  }
}

/** Prints the warm case for each preset, online and offline, median of `runs`. */
export async function printWarmVisits(baseUrl: string, presets: readonly Preset[], runs: number, cpuSlowdown: number): Promise<void> {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`bench: repeat visit, service worker installed, ${cpuSlowdown}× CPU slowdown, median of ${runs}`);
  for (const preset of presets) {
    for (const offline of [false, true]) {
      const visits: WarmVisit[] = [];
      for (let i = 0; i < runs; i++) visits.push(await warmVisit(baseUrl, preset, { offline, cpuSlowdown }));
      const label = `${preset} ${offline ? 'offline' : 'online'}`.padEnd(16);
      console.log(`${label} first paint ${seconds(median(visits.map((v) => v.firstPaintMs)))}   prices ${seconds(median(visits.map((v) => v.pricesMs)))}`);
    }
  }
}
