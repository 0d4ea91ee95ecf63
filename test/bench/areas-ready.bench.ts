// `npm run bench:areas`: the design's "a tap into any other area 10 s after that first visit renders without waiting
// on the network". A cold first visit under Slow 3G with 4× CPU slowdown opens home by hash, as a shared link does,
// and the bench times, from the moment its prices show, the last of the areas' files to come within the page's
// reach: every area's chunk and its strings in the page's language, whether the page fetched it (the network, the
// HTTP cache or the service worker answering) or the service worker keeps it (polled every 250 ms). The worker's
// own requests are slowed like the page's: DevTools' network conditions hold for one target only, so the bench
// attaches to the worker as it starts, holds it there, and sets them before it runs. Median of BENCH_RUNS (3) per
// device. Prints figures only; asserts nothing.
import path from 'node:path';
import { PredefinedNetworkConditions, type Browser, type Protocol } from 'puppeteer-core';
import { startDemoServer } from './demo-server.js';
import { launchDevice, type DeviceLanguages } from './device.js';
import { timePricesInPage } from './prices-timing.js';
import { paths } from '../../src/routing/paths.js';
import { areaFiles, keptFiles } from '../browser/helpers/area-files.js';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const budgetMs = 10_000;
const devices: readonly DeviceLanguages[] = [
  ['zh-TW', 'zh-TW', 'zh', 'en'],
  ['en-US', 'en-US', 'en'],
];
const network = PredefinedNetworkConditions['Slow 3G'];

const server = await startDemoServer();
const baseUrl = server.baseUrl;
/**
 * Slows each service worker of `browser` as `network` says before it runs. Puppeteer lets a worker run as soon as
 * it is attached, so this session asks to hold workers too, and lets them go once their conditions are set.
 * Resolves to whether the worker's first fetch (the page, at install) was seen after that.
 */
async function slowWorkers(browser: Browser): Promise<() => boolean> {
  const session = await browser.target().createCDPSession();
  let pageFetchSeen = false;
  session.on('Target.attachedToTarget', async ({ sessionId, targetInfo }: Protocol.Target.AttachedToTargetEvent) => {
    if (targetInfo.type !== 'service_worker') return;
    const worker = session.connection()!.session(sessionId)!;
    worker.on('Network.requestWillBeSent', (e: Protocol.Network.RequestWillBeSentEvent) => {
      if (e.request.url === baseUrl) pageFetchSeen = true;
    });
    await worker.send('Network.emulateNetworkConditions', { offline: false, latency: network.latency, downloadThroughput: network.download, uploadThroughput: network.upload });
    await worker.send('Network.enable');
    await worker.send('Runtime.runIfWaitingForDebugger');
  });
  await session.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true, filter: [{ type: 'service_worker', exclude: false }, { exclude: true }] });
  return () => pageFetchSeen;
}

interface Visit {
  pricesMs: number;
  /** When the last of the areas' files came within reach, from the navigation; Infinity if one never did. */
  lastMs: number;
  files: number;
  missing: number;
  workerSlowed: boolean;
}

async function visit(device: DeviceLanguages): Promise<Visit> {
  const { browser, page } = await launchDevice(device);
  try {
    const workerSlowed = await slowWorkers(browser);
    await page.emulateNetworkConditions(network);
    await page.emulateCPUThrottling(4);
    const started = Date.now();
    const arrived = new Map<string, number>();
    const arrive = (file: string) => void (arrived.has(file) || arrived.set(file, Date.now() - started));
    page.on('requestfinished', (request) => arrive(new URL(request.url()).pathname));
    const pricesAt = await timePricesInPage(page, `[...document.querySelectorAll('.up-quote .up-num')].filter((e) => /\\d/.test(e.textContent))`);
    await page.goto(`${baseUrl}#${paths.home}`, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    const pricesMs = await pricesAt();
    const wanted = areaFiles(path.resolve('dist'), await page.evaluate(() => document.documentElement.lang));
    const until = Date.now() + 60_000;
    while (Date.now() < until && !wanted.every((file) => arrived.has(file))) {
      (await keptFiles(page)).forEach(arrive);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const missing = wanted.filter((file) => !arrived.has(file)).length;
    const lastMs = missing ? Infinity : Math.max(...wanted.map((file) => arrived.get(file)!));
    return { pricesMs, lastMs, files: wanted.length, missing, workerSlowed: workerSlowed() };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(`bench: areas in after a cold first visit to #home, Slow 3G, 4× CPU slowdown, median of ${runs}; budget: every area within ${budgetMs / 1000} s of the prices`);
try {
  for (const device of devices) {
    const visits: Visit[] = [];
    // A run whose worker started before its conditions were set (puppeteer lets it go too, and wins sometimes)
    // measures a faster network than the page's: it is done again, a few times at most.
    let redone = 0;
    while (visits.length < runs) {
      const run = await visit(device);
      if (run.workerSlowed || redone++ >= 3) visits.push(run);
    }
    const after = median(visits.map((v) => v.lastMs - v.pricesMs));
    console.log(
      [
        device[0].padEnd(6),
        `prices ${seconds(median(visits.map((v) => v.pricesMs)))}`,
        `every area in ${seconds(after)} after them${after > budgetMs ? ' OVER' : ''}`,
        `(each run ${visits.map((v) => (v.missing ? `${v.missing} of ${v.files} files missing` : seconds(v.lastMs - v.pricesMs))).join(', ')}; ${visits[0].files} files${redone ? `; ${redone} run${redone > 1 ? 's' : ''} done again, the worker not slowed` : ''}${visits.every((v) => v.workerSlowed) ? '' : '; in some, still not'})`,
      ].join('   '),
    );
  }
} finally {
  await server.close();
}
