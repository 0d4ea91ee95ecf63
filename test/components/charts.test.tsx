// The charts area in happy-dom against the real server: the product screen's chart with axes in the
// locale, timeframes asking the server for their interval, live ticks joining the forming candle, and the proof
// chart breaking its line where ticks are missing.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { scriptedClock, seedProducts, tick } from '../helpers/scripted-market.js';
import { paths, withQuery } from '../../src/routing/paths.js';
import { language, setLanguage } from '../../src/i18n/i18n.js';
import { ProofChart } from '../../src/components/proof-chart.js';
import { PriceAxis, priceScale } from '../../src/components/chart-frame.js';
import type { OrderView } from '../../src/core/order-structs.js';
import { StandInEventSource } from './helpers/stand-in-event-source.js';
import { componentHooks, diskDictionary, readLocale, registerDom, renderApp, renderComponent, waitFor, type RenderedApp } from './helpers/dom.js';

const zhTW = readLocale('zh-TW');
const de = readLocale('de');
const start = Date.parse('2026-11-25T12:00:00Z');
const clock = scriptedClock(start);
const detail = withQuery(paths.detail, { symbol: 'BTCUSDT' });

interface Context {
  server: TestApp;
  /** The candle requests the server has seen, as `interval limit`. */
  asked: string[];
  rendered?: RenderedApp;
}

const test = suite<Context>('charts', {} as Context);

test.before(async (context) => {
  context.asked = [];
  context.server = await startTestApp({}, (app) => {
    app.addHook('onRequest', async (request) => {
      const url = new URL(request.url, 'http://x');
      if (url.pathname.endsWith('/candles')) context.asked.push(`${url.searchParams.get('interval')} ${url.searchParams.get('limit')}`);
    });
  }, clock.now);
  await seedProducts(context.server.app, clock.now());
  // 20 minutes of BTC from 12:00 to 12:19, a tick a minute, each 1.00 higher than the one before.
  for (let minute = 0; minute < 20; minute++) {
    clock.set(start + minute * 60_000 + 5_000);
    await tick(context.server.app, 'BTCUSDT', 6_700_000 + minute * 100, clock.now());
  }
  registerDom(context.server.url);
  (globalThis as { EventSource?: unknown }).EventSource = StandInEventSource;
});

componentHooks(test);

/** The product screen, once its chart is drawn. */
async function chart(context: Context): Promise<HTMLElement> {
  context.rendered = await renderApp(detail);
  const { container } = context.rendered;
  await waitFor(() => container.querySelector('.up-plot'), 5000, 'the chart');
  return container;
}

const texts = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)].map((node) => node.textContent!);
const lastPrice = (root: ParentNode) => root.querySelector('.up-last-tag text')!.textContent;
const candles = (root: ParentNode) => root.querySelectorAll('.up-plot .up-wick').length;
const press = (root: ParentNode, selector: string) => act(() => root.querySelector<HTMLButtonElement>(selector)!.click());

/** A tick sent to the app as the stream would, at `timeMs`. */
async function live(timeMs: number, price: string) {
  const data = JSON.stringify({ symbol: 'BTCUSDT', price, time: new Date(timeMs).toISOString() });
  await act(() => StandInEventSource.opened.at(-1)?.listeners.tick?.({ data, lastEventId: String(timeMs) }));
}

/** The times a minute apart from 12:00 to 12:20 (UTC, the test's zone) as `lang` writes a short clock. */
const clockTexts = (lang: string) => Array.from({ length: 21 }, (_, minute) => new Intl.DateTimeFormat(lang, { timeStyle: 'short' }).format(start + minute * 60_000));

test('the axes speak the locale: prices with its digits and separators, times in its short clock (zh-TW and de)', async (context) => {
  let container = await chart(context);
  await waitFor(() => lastPrice(container) === '67,019.00', 5000, `the last price in zh-TW: ${lastPrice(container)}`);
  const pricesZh = texts(container, '.up-axis text').filter((text) => /\d\.\d\d$/.test(text));
  assert.ok(pricesZh.length >= 2 && pricesZh.every((text) => /^67,0\d\d\.\d\d$/.test(text)), `zh-TW price labels: ${pricesZh}`);
  const timesZh = texts(container, '.up-axis text').filter((text) => !pricesZh.includes(text));
  assert.ok(timesZh.length >= 2 && timesZh.every((text) => clockTexts('zh-TW').includes(text)), `zh-TW time labels: ${timesZh}`);
  assert.ok(timesZh.every((text) => /^(上午|中午|下午)\d/.test(text)), `zh-TW writes a 12-hour clock with 上午/中午/下午: ${timesZh}`);
  try {
    await act(async () => void (await setLanguage('de', diskDictionary)));
    await waitFor(() => lastPrice(container) === '67.019,00', 5000, `the last price in de: ${lastPrice(container)}`);
    const pricesDe = texts(container, '.up-axis text').filter((text) => /\d,\d\d$/.test(text));
    assert.ok(pricesDe.length >= 2 && pricesDe.every((text) => /^67\.0\d\d,\d\d$/.test(text)), `de price labels: ${pricesDe}`);
    const timesDe = texts(container, '.up-axis text').filter((text) => !pricesDe.includes(text));
    assert.ok(timesDe.length >= 2 && timesDe.every((text) => /^12:\d\d$/.test(text)), `de time labels: ${timesDe}`);
    assert.equal(texts(container, '.up-chart-bar button[data-interval]'), ['1 Min.', '5 Min.', '15 Min.', '1h'], 'the timeframes in de');
    assert.is(container.querySelector('.up-chart-bar button:not([data-interval])')!.getAttribute('aria-label'), de.chart.candles);
  } finally {
    await act(() => {
      language.value = 'zh-TW';
    });
  }
});

test('a timeframe chip asks the server for candles of its interval and draws them', async (context) => {
  const container = await chart(context);
  assert.is(context.asked.at(-1), '1m 60', 'the screen opens on 1-minute candles');
  await press(container, '.up-chart-bar button:not([data-interval])');
  await waitFor(() => candles(container) === 20, 5000, `20 one-minute candles: ${candles(container)}`);
  await press(container, '[data-interval="15m"]');
  assert.is(container.querySelector('[data-interval="15m"]')!.getAttribute('aria-pressed'), 'true');
  await waitFor(() => candles(container) === 2, 5000, `two 15-minute candles (12:00 and 12:15): ${candles(container)}`);
  assert.is(context.asked.at(-1), '15m 60');
  await press(container, '[data-interval="1h"]');
  await waitFor(() => candles(container) === 1, 5000, 'one hourly candle');
  assert.is(context.asked.at(-1), '1h 60');
});

test('a live tick joins the forming candle of the timeframe, and a tick past it starts the next one', async (context) => {
  const container = await chart(context);
  await waitFor(() => StandInEventSource.opened.at(-1)?.readyState === 1, 5000, 'the price stream');
  await press(container, '.up-chart-bar button:not([data-interval])');
  await press(container, '[data-interval="5m"]');
  await waitFor(() => candles(container) === 4, 5000, `four 5-minute candles: ${candles(container)}`);
  // 12:19:30 and 12:19:59 are in the 12:15 candle: no new point squeezed in at the right edge.
  await live(start + 19 * 60_000 + 30_000, '67025.00');
  await live(start + 19 * 60_000 + 59_000, '67030.00');
  assert.is(candles(container), 4, 'ticks inside the forming candle add no candle');
  assert.is(lastPrice(container), '67,030.00', 'the forming candle closes at the live price');
  // A resent older tick changes nothing.
  await live(start + 19 * 60_000 + 40_000, '66000.00');
  assert.is(lastPrice(container), '67,030.00');
  await live(start + 20 * 60_000 + 1_000, '67031.00');
  assert.is(candles(container), 5, 'the 12:20 tick opens the next 5-minute candle');
  assert.is(lastPrice(container), '67,031.00');
});

/** A settled 60 s order whose entry's ticks miss two seconds, and whose exit's ticks are whole. */
function provenOrder(): OrderView {
  const at = (second: number, price: string) => ({ time: new Date(start + second * 1000).toISOString(), price });
  return {
    id: '1',
    symbol: 'BTCUSDT',
    direction: 'up',
    amount: '10.00',
    period: 60,
    payoutRate: '80.00',
    status: 'settled',
    openedAt: at(3, '').time,
    expiresAt: at(63, '').time,
    entry: at(3, '67000.00'),
    exit: at(63, '67012.00'),
    result: 'win',
    pnl: '8.00',
    proof: {
      entryTicks: [at(0, '66990.00'), at(1, '66995.00'), at(2, '66998.00'), at(3, '67000.00'), at(6, '67002.00'), at(7, '67001.00'), at(8, '67003.00')],
      exitTicks: [at(60, '67010.00'), at(61, '67011.00'), at(62, '67011.50'), at(63, '67012.00'), at(64, '67013.00'), at(65, '67012.50'), at(66, '67014.00')],
      source: 'script',
    },
  };
}

test('the proof chart shows every tick, labels entry and exit, marks the expiry, and breaks the line where ticks are missing', async (context) => {
  context.rendered = await renderComponent(<ProofChart order={provenOrder() as Parameters<typeof ProofChart>[0]['order']} />);
  const { container } = context.rendered;
  assert.is(container.querySelectorAll('.up-tick').length, 14, 'all fourteen ticks are dots');
  // Entry: 0–3 s, then nothing until 6 s (a gap), then 6–8 s; exit: one run. No line crosses from entry to exit either.
  assert.is(container.querySelectorAll('.up-line').length, 3, 'two runs around the entry, one around the exit');
  assert.equal(texts(container, '.up-picked-name'), [zhTW.chart.entry, zhTW.chart.exit], 'the entry and exit dots are named');
  const tags = texts(container, '.up-tag text');
  assert.ok(tags.includes('67,000.00') && tags.includes('67,012.00'), `their prices are on the price axis: ${tags}`);
  const clock = new Intl.DateTimeFormat('zh-TW', { timeStyle: 'medium' });
  assert.ok(tags.includes(clock.format(start + 3_000)) && tags.includes(clock.format(start + 63_000)), `their times are on the axis: ${tags}`);
  assert.equal(texts(container, '.up-expiry text'), [zhTW.chart.expiry]);
});

test("the proof chart leaves out an axis label the entry's or the exit's price tag sits on", async (context) => {
  // Broke before: the exit's tag (63,061.54) was drawn over the axis label 63,060.00.
  const order = provenOrder();
  context.rendered = await renderComponent(<ProofChart order={order as Parameters<typeof ProofChart>[0]['order']} />);
  const { container } = context.rendered;
  const svgY = (text: Element) => Number(text.getAttribute('y'));
  const tagYs = [...container.querySelectorAll('.up-tag:not(.up-time) rect')].map((rect) => Number(rect.getAttribute('y')) + 7);
  const labels = [...container.querySelectorAll('.up-axis > g > text')];
  assert.ok(labels.length > 0, 'some labels stay');
  for (const label of labels) {
    for (const tagY of tagYs) assert.ok(Math.abs(svgY(label) - 3.5 - tagY) >= 14, `${label.textContent} is clear of the tag at ${tagY}`);
  }
});

test("a price label the last price's tag would half cover is left out, its grid line kept", async (context) => {
  const y = priceScale(100, 200);
  const labels = async (tagAt?: number) => {
    context.rendered = await renderComponent(
      <svg>
        <PriceAxis low={100} high={200} y={y} format={(price) => `p${price}`} tagAt={tagAt} />
      </svg>,
    );
    const shown = [...context.rendered.container.querySelectorAll('.up-axis text')].map((text) => text.textContent);
    const lines = context.rendered.container.querySelectorAll('.up-axis path').length;
    await context.rendered.unmount();
    context.rendered = undefined;
    return { shown, lines };
  };
  const free = await labels();
  assert.equal(free.shown, ['p100', 'p125', 'p150', 'p175', 'p200']);
  // The tag at 151 sits 1.1 units from 150's label: it would cover it.
  const tagged = await labels(y(151));
  assert.equal(tagged.shown, ['p100', 'p125', 'p175', 'p200'], 'only the covered label goes');
  assert.is(tagged.lines, free.lines, 'every grid line stays');
});

test.run();
