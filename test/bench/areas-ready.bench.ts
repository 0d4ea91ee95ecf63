// `npm run bench:areas`: the design's "a tap into any other area 10 s after that first visit renders without waiting
// on the network". A cold first visit under Slow 3G with 4× CPU slowdown opens home by hash, as a shared link does,
// and the bench times, from the moment its prices show, the last of the areas' files to come in to the page: every
// area's chunk and its strings in the page's language, asked for by its idle prefetch and answered by the network, the
// HTTP cache or the service worker, whichever has it first. Median of BENCH_RUNS (3) per device. Prints figures only;
// asserts nothing.
import { PredefinedNetworkConditions } from 'puppeteer-core';
import { startDemoServer } from './demo-server.js';
import { launchDevice, type DeviceLanguages } from './device.js';
import { timePricesInPage } from './prices-timing.js';
import { paths } from '../../src/routing/paths.js';
import { areaNames } from '../../src/areas/area-names.js';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const budgetMs = 10_000;
const devices: readonly DeviceLanguages[] = [
  ['zh-TW', 'zh-TW', 'zh', 'en'],
  ['en-US', 'en-US', 'en'],
];
/** Past this with no new file, every file asked for is taken to be in. */
const quietMs = 5_000;

const server = await startDemoServer();
const baseUrl = server.baseUrl;

interface Visit {
  pricesMs: number;
  /** When the last of the areas' files came in, from the navigation. */
  lastMs: number;
  chunks: number;
  strings: number;
}

async function visit(device: DeviceLanguages): Promise<Visit> {
  const { browser, page } = await launchDevice(device);
  try {
    await page.emulateNetworkConditions(PredefinedNetworkConditions['Slow 3G']);
    await page.emulateCPUThrottling(4);
    const started = Date.now();
    const arrived = new Map<string, number>();
    page.on('requestfinished', (request) => {
      const file = new URL(request.url()).pathname;
      if (file.startsWith('/assets/') && !arrived.has(file)) arrived.set(file, Date.now() - started);
    });
    const pricesAt = await timePricesInPage(page, `[...document.querySelectorAll('.up-quote .up-num')].filter((e) => /\\d/.test(e.textContent))`);
    await page.goto(`${baseUrl}#${paths.home}`, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    const pricesMs = await pricesAt();
    const lang = await page.evaluate(() => document.documentElement.lang);
    const chunks = () => [...arrived.keys()].filter((file) => file.endsWith('.js')).length;
    const strings = () => [...arrived.keys()].filter((file) => file.includes(`.${lang}.`) && file.endsWith('.json')).length;
    const until = Date.now() + 90_000;
    while (Date.now() < until) {
      const last = Math.max(0, ...arrived.values());
      if (chunks() >= areaNames.length && Date.now() - started - last > quietMs) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return { pricesMs, lastMs: Math.max(0, ...arrived.values()), chunks: chunks(), strings: strings() };
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
    for (let i = 0; i < runs; i++) visits.push(await visit(device));
    const after = median(visits.map((v) => v.lastMs - v.pricesMs));
    console.log(
      [
        device[0].padEnd(6),
        `prices ${seconds(median(visits.map((v) => v.pricesMs)))}`,
        `every area in ${seconds(after)} after them${after > budgetMs ? ' OVER' : ''}`,
        `(each run ${visits.map((v) => seconds(v.lastMs - v.pricesMs)).join(', ')}; ${visits[0].chunks} chunks, ${visits[0].strings} string files)`,
      ].join('   '),
    );
  }
} finally {
  await server.close();
}
