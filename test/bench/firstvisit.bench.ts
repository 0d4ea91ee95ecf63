// `npm run bench:firstvisit`: a first visit as a cheap phone on a slow network sees it, on every route a visitor
// may open first and in the languages of our visitors. Chromium with DevTools' `Slow 3G` preset (2 s round trip,
// 400 kbps) and 4× CPU slowdown, median of 3 per row: time to first paint and to prices shown (the list of home
// and products, or a product's quote), beside the row's physical floor: one round trip + that row's first HTML
// (its bytes on the wire) ÷ bandwidth; and the longest main-thread task after the first paint, from a trace of the
// visit until a few seconds after the prices. The goal (docs/design.md, Budgets): prices ≤ 1.05 × first paint,
// first paint ≤ 2.4 s, no task over 50 ms.
// Then the warm case: a repeat visit from the service worker, online and offline (test/bench/warm-visit.ts); its
// budget is prices within 1 s. Prints figures only; asserts nothing. About 8 minutes on a quiet machine with the
// default 3 runs (48 cold visits, 24 warm ones); BENCH_RUNS=1 for a glance, BENCH_ROUTES='#home,#detail' and
// BENCH_DEVICES='en-US' for some rows only, BENCH_CASES=warm (or cold) for one case alone.
import { PredefinedNetworkConditions } from 'puppeteer-core';
import { startDemoServer } from './demo-server.js';
import { launchDevice, type DeviceLanguages } from './device.js';
import { paths, withQuery } from '../../src/routing/paths.js';
import { printWarmVisits } from './warm-visit.js';
import { hostSpeed } from './host-speed.js';
import { timePricesInPage } from './prices-timing.js';
import { longestTaskMs } from './cpu-blocking.js';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const cpuSlowdown = 4;
const network = PredefinedNetworkConditions['Slow 3G'];

/** The routes a first visit opens: the bare address, the spec's home (what partners and shared links open), products, a product. */
const routes = [
  { name: '/', hash: '', prices: 'home' },
  { name: '#home', hash: `#${paths.home}`, prices: 'home' },
  { name: '#product', hash: `#${paths.products}`, prices: 'home' },
  { name: '#detail', hash: `#${withQuery(paths.detail, { symbol: 'BTCUSDT' })}`, prices: 'detail' },
] as const;
/** Devices by their language list, best first (navigator.languages and Accept-Language alike). */
const devices: readonly DeviceLanguages[] = [
  ['zh-TW', 'zh-TW', 'zh', 'en'],
  ['en-US', 'en-US', 'en'],
  ['de-DE', 'de-DE', 'de', 'en'],
  ['th-TH', 'th-TH', 'th', 'en'],
];
const only = (list: string | undefined) => (name: string) => !list || list.split(',').includes(name);
const routeRows = routes.filter((r) => only(process.env.BENCH_ROUTES)(r.name));
const deviceRows = devices.filter((d) => only(process.env.BENCH_DEVICES)(d[0]));
/** The elements showing the row's prices, once they do: a price with a digit in home's list, or the product's quote. */
const priceElements = {
  home: `[...document.querySelectorAll('.up-quote .up-num')].filter((e) => /\\d/.test(e.textContent))`,
  detail: `[...document.querySelectorAll('.up-quote-big')].filter((e) => /\\d/.test(e.textContent))`,
};

const server = await startDemoServer();
const baseUrl = server.baseUrl;

type Route = (typeof routes)[number];

interface Visit {
  firstPaintMs: number;
  pricesMs: number;
  /** The longest main-thread task after the first paint (wall time, the CPU slowed), until `tracedAfterPricesMs` past the prices. */
  longestTaskMs: number;
  /** The first HTML's bytes on the wire (compressed, headers included), which the floor is made of. */
  firstHtmlBytes: number;
  /** The language the page showed (<html lang>), to see that the device's was picked. */
  lang: string;
}

/** A first visit with an empty cache: a fresh browser profile, throttled before the page is asked for. */
async function coldVisit(route: Route, device: DeviceLanguages): Promise<Visit> {
  const { browser, page, cdp } = await launchDevice(device);
  try {
    await page.emulateNetworkConditions(network);
    await page.emulateCPUThrottling(cpuSlowdown);
    await cdp.send('Network.enable');
    let firstHtmlBytes = 0;
    let documentId: string | undefined;
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.type === 'Document' && documentId === undefined) documentId = e.requestId;
    });
    cdp.on('Network.loadingFinished', (e) => {
      if (e.requestId === documentId) firstHtmlBytes = e.encodedDataLength;
    });
    const pricesAt = await timePricesInPage(page, priceElements[route.prices]);
    await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] });
    await page.goto(baseUrl + route.hash, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    const pricesMs = await pricesAt();
    // The app's start and what it sets off (the stream, the areas ahead of a tap) run on after the prices.
    await page.waitForFunction((until) => performance.now() > until, { timeout: 120_000, polling: 200 }, pricesMs + tracedAfterPricesMs);
    const trace = JSON.parse(new TextDecoder().decode(await page.tracing.stop())) as { traceEvents: Parameters<typeof longestTaskMs>[0] };
    // The paint entry is queued after the frame it measures: waited for, not read at once.
    const painted = await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0, { timeout: 120_000 });
    const firstPaintMs = (await painted.jsonValue()) as number;
    const lang = await page.evaluate(() => document.documentElement.lang);
    return { firstPaintMs, pricesMs, longestTaskMs: longestTaskMs(trace.traceEvents, baseUrl, 'wall', 1), firstHtmlBytes, lang };
  } finally {
    await browser.close();
  }
}

/** The cases measured beside each other, by name; each opens one route on one device. */
const cases: Record<string, (route: Route, device: DeviceLanguages) => Promise<Visit>> = { cold: coldVisit };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const budget = { prices: 1.05, firstPaintMs: 2400, taskMs: 50 };
const tracedAfterPricesMs = 4000;

if (only(process.env.BENCH_CASES)('cold')) console.log(
  `bench: first visit, Slow 3G (${network.latency} ms, ${Math.round((network.download * 8) / 1000)} kbps), ${cpuSlowdown}× CPU slowdown, ` +
    `375×812 mobile, median of ${runs}; budget: first paint ≤ ${seconds(budget.firstPaintMs)}, prices ≤ ${budget.prices} × first paint, ` +
    `no task after the first paint over ${budget.taskMs} ms (traced until ${seconds(tracedAfterPricesMs)} after the prices); ` +
    `this machine's CPU benchmark (Lighthouse's) ${await hostSpeed()}`,
);
let over = 0;
for (const [caseName, run] of Object.entries(cases).filter(([name]) => only(process.env.BENCH_CASES)(name))) {
  for (const route of routeRows) {
    for (const device of deviceRows) {
      const visits: Visit[] = [];
      for (let i = 0; i < runs; i++) visits.push(await run(route, device));
      const firstHtmlBytes = median(visits.map((v) => v.firstHtmlBytes));
      // One round trip to ask, then this row's first HTML at the line's speed: no page can show anything sooner.
      const floorMs = network.latency + (firstHtmlBytes / network.download) * 1000;
      const paint = median(visits.map((v) => v.firstPaintMs));
      const prices = median(visits.map((v) => v.pricesMs));
      const task = median(visits.map((v) => v.longestTaskMs));
      const overIf = (over: boolean) => (over ? ' OVER' : '');
      if (paint > budget.firstPaintMs || prices / paint > budget.prices || task > budget.taskMs) over++;
      console.log(
        [
          `${caseName} ${route.name.padEnd(8)} ${device[0].padEnd(5)} (page in ${visits.map((v) => v.lang).join('/')})`,
          `first paint ${seconds(paint)}${overIf(paint > budget.firstPaintMs)} (${(paint / floorMs).toFixed(2)} × floor)`,
          `prices ${seconds(prices)} ${(prices / paint).toFixed(2)} × first paint${overIf(prices / paint > budget.prices)}`,
          `longest task ${Math.round(task)} ms${overIf(task > budget.taskMs)} (each run ${visits.map((v) => Math.round(v.longestTaskMs)).join(', ')})`,
          `floor ${seconds(floorMs)} (first HTML ${firstHtmlBytes} B)`,
        ].join('   '),
      );
    }
  }
}
if (only(process.env.BENCH_CASES)('cold')) console.log(over ? `${over} row(s) over budget` : 'every row within budget');
// The warm case: a repeat visit with the service worker a first visit installed, online and offline, as a tap on
// the home-screen icon (`/`) or on a shared product link opens it, in both colour conventions' languages (the
// rows below BENCH_ROUTES and BENCH_DEVICES leave; zh-TW and en-US when BENCH_DEVICES is unset).
const warmRows = routeRows
  .filter((route) => route.name === '/' || route.name === '#detail')
  .flatMap((route) =>
    deviceRows
      .filter((device) => process.env.BENCH_DEVICES || ['zh-TW', 'en-US'].includes(device[0]))
      .map((device) => ({ route: route.name, url: baseUrl + route.hash, priceElements: priceElements[route.prices], device })),
  );
if (only(process.env.BENCH_CASES)('warm')) await printWarmVisits(warmRows, ['Slow 3G'], runs, cpuSlowdown);
await server.close();
