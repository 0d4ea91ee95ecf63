// The warm case of `npm run bench:firstvisit`: a repeat visit, the service worker installed by a first visit,
// on the same slow network and CPU as the cold case, online and offline. The throttling is set on the worker
// too (its own DevTools target): its fetches are not the page's, and DevTools' page emulation would skip them.
import { PredefinedNetworkConditions, type BrowserContext, type CDPSession } from 'puppeteer-core';
import { launchDevice, type DeviceLanguages } from './device.js';
import { timePricesInPage } from './prices-timing.js';

export type Preset = keyof typeof PredefinedNetworkConditions;

export interface WarmVisit {
  firstPaintMs: number;
  /** Prices on the route's screen: the page kept by the worker carries its product snapshot. */
  pricesMs: number;
}

/** A repeat visit's address and the elements that show its prices (an expression evaluated in the page). */
export interface WarmRow {
  route: string;
  url: string;
  priceElements: string;
  device: DeviceLanguages;
}

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

/** One repeat visit in a fresh profile: a first visit at full speed installs the worker, then this one. */
export async function warmVisit(row: WarmRow, preset: Preset, { offline, cpuSlowdown }: { offline: boolean; cpuSlowdown: number }): Promise<WarmVisit> {
  const { browser, page } = await launchDevice(row.device);
  try {
    await page.goto(row.url, { waitUntil: 'load' });
    await page.waitForFunction(`(${row.priceElements}).length > 0`, { timeout: 60_000 });
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, { timeout: 60_000 });
    // Leave the page so the next visit is a new document, as a tap on the home-screen icon or a link is.
    await page.goto('about:blank');
    await throttle(await page.createCDPSession(), preset, offline);
    await throttle(await workerSession(page.browserContext()), preset, offline);
    await page.emulateCPUThrottling(cpuSlowdown);
    const pricesAt = await timePricesInPage(page, row.priceElements);
    await page.goto(row.url, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    const pricesMs = await pricesAt();
    const firstPaintMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
    return { firstPaintMs, pricesMs };
  } finally {
    await browser.close();
  }
}

/** Prints each row for each preset, online and offline, median of `runs`; the budget is prices within 1 s. */
export async function printWarmVisits(rows: readonly WarmRow[], presets: readonly Preset[], runs: number, cpuSlowdown: number): Promise<void> {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`bench: repeat visit, service worker installed, ${cpuSlowdown}× CPU slowdown, median of ${runs}; budget: prices ≤ 1 s`);
  for (const preset of presets) {
    for (const row of rows) {
      for (const offline of [false, true]) {
        const visits: WarmVisit[] = [];
        for (let i = 0; i < runs; i++) visits.push(await warmVisit(row, preset, { offline, cpuSlowdown }));
        const prices = median(visits.map((v) => v.pricesMs));
        console.log(
          `warm ${row.route.padEnd(8)} ${row.device[0].padEnd(5)} ${preset} ${offline ? 'offline' : 'online '}   ` +
            `first paint ${seconds(median(visits.map((v) => v.firstPaintMs)))}   prices ${seconds(prices)}${prices > 1000 ? ' OVER' : ''}`,
        );
      }
    }
  }
}
