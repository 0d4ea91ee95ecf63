// The figures of the product screen (src/components/product-quote.tsx) in happy-dom against the real server, on
// a scripted market with a stand-in price stream: the 24 h high and low always contain the live price, only the
// 24 h change carries an arrow and a colour, and volume carries the asset it counts, on the product list too; a tick
// redraws only what shows its own product.
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { options, type VNode } from 'preact';
import { suite } from 'uvu';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { scriptedClock, seedProducts, tick } from '../helpers/scripted-market.js';
import { paths, withQuery } from '../../src/routing/paths.js';
import { StandInEventSource } from './helpers/stand-in-event-source.js';
import { componentHooks, readLocale, registerDom, renderApp, waitFor, type RenderedApp } from './helpers/dom.js';

const zhTW = readLocale('zh-TW');
const clock = scriptedClock();

const test = suite<{ server: TestApp; rendered?: RenderedApp }>('product quote', {} as never);

test.before(async (context) => {
  context.server = await startTestApp({}, undefined, clock.now);
  await seedProducts(context.server.app, clock.now());
  await tick(context.server.app, 'BTCUSDT', 6_320_000, clock.now());
  registerDom(context.server.url);
  (globalThis as { EventSource?: unknown }).EventSource = StandInEventSource;
});

componentHooks(test);

/** Sends `event` over the app's price stream, as the server would. */
async function stream(event: 'tick' | 'stats', data: object) {
  await act(() => StandInEventSource.opened.at(-1)!.listeners[event]?.({ data: JSON.stringify({ symbol: 'BTCUSDT', ...data }), lastEventId: '' }));
}

/** The shown value of the day's figure labelled `label`. */
const figure = (root: ParentNode, label: string) =>
  [...root.querySelectorAll('.up-day div')].find((row) => row.querySelector('dt')!.textContent === label)!.querySelector('dd')!.textContent;

test('the 24 h high and low always contain the live price, whichever came last', async (context) => {
  context.rendered = await renderApp(withQuery(paths.detail, { symbol: 'BTCUSDT' }));
  const { container } = context.rendered;
  await waitFor(() => StandInEventSource.opened.at(-1)?.readyState === 1 && container.querySelector('.up-day'), 5000, 'the quote and the stream');
  await stream('stats', { high24h: '2622.49', low24h: '2601.10', change24h: '0.50' });
  await stream('tick', { price: '2622.50', time: new Date(clock.now()).toISOString() });
  assert.is(figure(container, zhTW.trade.high), '2,622.50', 'a cent over the high: the high is the price');
  assert.is(figure(container, zhTW.trade.low), '2,601.10');
  await stream('tick', { price: '2600.00', time: new Date(clock.now() + 1000).toISOString() });
  assert.is(figure(container, zhTW.trade.high), '2,622.49', 'the stats’ high again once the price is back inside');
  assert.is(figure(container, zhTW.trade.low), '2,600.00', 'below the low: the low is the price');
  await stream('stats', { high24h: '2622.49', low24h: '2601.10' });
  assert.is(figure(container, zhTW.trade.low), '2,600.00', 'stats that lag the price do not undo it');
});

test('one arrow and colour per figure: the 24 h change has them, the price beside it has neither', async (context) => {
  context.rendered = await renderApp(withQuery(paths.detail, { symbol: 'BTCUSDT' }));
  const { container } = context.rendered;
  await waitFor(() => StandInEventSource.opened.at(-1)?.readyState === 1 && container.querySelector('.up-quote-big'), 5000, 'the quote');
  await stream('stats', { change24h: '-1.20' });
  await stream('tick', { price: '63300.00', time: new Date(clock.now() + 2000).toISOString() });
  await stream('tick', { price: '63400.00', time: new Date(clock.now() + 3000).toISOString() });
  const [price, change] = [...container.querySelectorAll('.up-quote-big .up-num')];
  assert.is(price.textContent, '63,400.00', 'a rising tick: no ▲ on the price');
  assert.not.ok(price.classList.contains('up-rise') || price.classList.contains('up-fall'), 'nor a colour');
  assert.is(change.textContent, '▼1.20%');
  assert.ok(change.classList.contains('up-fall'), 'the change is the one figure with a direction');
});

test('volume carries the asset it counts, on the product screen and in the product list', async (context) => {
  context.rendered = await renderApp(withQuery(paths.detail, { symbol: 'BTCUSDT' }));
  const { container } = context.rendered;
  await waitFor(() => container.querySelector('.up-day'), 5000, 'the quote');
  assert.match(figure(container, zhTW.trade.volume)!, / BTC$/);
  await context.rendered.unmount();
  context.rendered = await renderApp(paths.products);
  await waitFor(() => context.rendered!.container.querySelector('.up-list small'), 5000, 'the list');
  const lines = [...context.rendered.container.querySelectorAll('.up-list small')].map((line) => line.textContent!);
  assert.ok(lines.some((line) => line.startsWith('BTCUSDT') && line.endsWith(' BTC')), lines.join(' | '));
  assert.ok(lines.some((line) => line.startsWith('XAUUSD') && line.endsWith(' XAU')), lines.join(' | '));
});

/** How many times components named `names` rendered while `during` ran, by component name and product symbol. */
async function renders(names: string[], during: () => Promise<void>): Promise<Record<string, number>> {
  const counted: Record<string, number> = {};
  const before = options.diffed;
  options.diffed = (vnode: VNode<any>) => {
    const name = typeof vnode.type === 'function' ? vnode.type.name : '';
    if (names.includes(name)) {
      const key = `${name} ${vnode.props.item?.symbol ?? vnode.props.product?.symbol ?? ''}`.trim();
      counted[key] = (counted[key] ?? 0) + 1;
    }
    before?.(vnode);
  };
  try {
    await during();
  } finally {
    options.diffed = before;
  }
  return counted;
}

test("a tick redraws what shows its own product: one list row, the trade screen's quote and not its order form", async (context) => {
  context.rendered = await renderApp(paths.products);
  const { container } = context.rendered;
  await waitFor(() => StandInEventSource.opened.at(-1)?.readyState === 1 && container.querySelectorAll('.up-list li').length > 1, 5000, 'the list and the stream');
  // The stream's first word redraws the list once (its prices are no longer "as of" the page); then ticks alone.
  await stream('tick', { price: '63450.00', time: new Date(clock.now() + 3500).toISOString() });
  const inList = await renders(['ProductRow', 'ProductList'], () => stream('tick', { price: '63500.00', time: new Date(clock.now() + 4000).toISOString() }));
  assert.equal(inList, { 'ProductRow BTCUSDT': 1 }, 'only the row of the product that ticked');
  await context.rendered.unmount();
  context.rendered = await renderApp(withQuery(paths.detail, { symbol: 'BTCUSDT' }));
  await waitFor(() => StandInEventSource.opened.at(-1)?.readyState === 1 && context.rendered!.container.querySelector('.up-quote-big'), 5000, 'the quote');
  const onScreen = await renders(['ProductQuote', 'TradePanel', 'ProductScreen'], () => stream('tick', { price: '63600.00', time: new Date(clock.now() + 5000).toISOString() }));
  assert.equal(onScreen, { 'ProductQuote BTCUSDT': 1 }, 'the quote, not the period and stake form');
  assert.is(context.rendered.container.querySelector('.up-quote-big .up-num')!.textContent, '63,600.00');
});

test.run();
