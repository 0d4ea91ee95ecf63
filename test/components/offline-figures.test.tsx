// Offline is honest: home keeps the products it last listed with their last prices, greyed and marked with
// when they were known, instead of replacing the list with "No connection"; balances shown offline say the
// same. Against the real server on a scripted market; "offline" is the server's sockets cut and the window's
// offline event, as a phone that lost its network sees them.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { call, startTestApp, type TestApp } from '../helpers/test-app.js';
import { seedProducts, tick } from '../helpers/scripted-market.js';
import { seedDemo } from '../../server/cli/seed-demo.js';
import { paths } from '../../src/routing/paths.js';
import { formatClock } from '../../src/i18n/format.js';
import { StandInEventSource } from './helpers/stand-in-event-source.js';
import { demoWithDeposit } from './helpers/demo-deposit.js';
import { componentHooks, memoryStore, readLocale, registerDom, renderApp, waitFor, type RenderedApp } from './helpers/dom.js';

const zhTW = readLocale('zh-TW');

interface Context {
  server: TestApp;
  token: string;
  rendered?: RenderedApp;
  /** While set, every request's socket is cut: the network is gone. */
  offline?: boolean;
}

const test = suite<Context>('offline figures', {} as Context);

test.before(async (context) => {
  context.server = await startTestApp({ demoMode: true }, (app) => {
    app.addHook('onRequest', async (request) => {
      if (context.offline) request.raw.socket.destroy();
    });
  });
  await seedDemo(context.server.app.conn, Date.now());
  await seedProducts(context.server.app, Date.now());
  await tick(context.server.app, 'BTCUSDT', 6_320_000, Date.now());
  context.token = await demoWithDeposit(context.server.url, '1000.00', 'offline-deposit');
  registerDom(context.server.url);
  (globalThis as { EventSource?: unknown }).EventSource = StandInEventSource;
});

componentHooks(test);

async function goOffline(context: Context) {
  context.offline = true;
  await act(() => void dispatchEvent(new Event('offline')));
}

/** Taps the tab bar's link to `path`. */
async function tab(rendered: RenderedApp, path: string) {
  await act(() => rendered.container.querySelector<HTMLAnchorElement>(`.up-tabs a[href="#${path}"]`)!.click());
  await waitFor(() => rendered.source.read() === path, 2000, path);
}

const price = (rendered: RenderedApp) => rendered.container.querySelector('.up-list .up-quote .up-num')?.textContent;

test('home keeps the list it showed, greyed and "as of" when it was known, after leaving and coming back offline', async (context) => {
  const rendered = (context.rendered = await renderApp(paths.home));
  await waitFor(() => price(rendered), 5000, 'the product list');
  const shown = price(rendered);
  const knownAt = Date.now();
  assert.is(rendered.container.querySelector('.up-stale'), null, 'live: nothing greyed');
  try {
    await goOffline(context);
    await tab(rendered, paths.products);
    await tab(rendered, paths.home);
    await waitFor(() => rendered.container.querySelector('.up-list.up-stale'), 5000, 'the kept list, greyed');
    assert.is(price(rendered), shown, 'the last prices');
    assert.not.ok(rendered.container.textContent!.includes(zhTW.errors.network), 'not "No connection" in its place');
    const asOf = rendered.container.querySelector('.up-asof')?.textContent;
    assert.ok([knownAt - 60_000, knownAt].some((ms) => asOf === zhTW.live.asOf.replace('{{time}}', formatClock(ms))), `"as of" the time it was known: ${asOf}`);
  } finally {
    context.offline = false;
  }
});

test('balances shown while the account cannot be reached say "as of" when they were known', async (context) => {
  const me = (await call(context.server.url, 'GET', '/api/me', { token: context.token })).body;
  const rendered = (context.rendered = await renderApp(paths.home, { store: memoryStore({ token: context.token, userInfo: me }) }));
  await waitFor(() => context.server.app.accountEvents.users === 1, 5000, 'the account stream open');
  assert.is(rendered.container.querySelector('.up-hero .up-asof'), null, 'live balances say nothing');
  const knownAt = Date.now();
  try {
    await goOffline(context);
    await waitFor(() => rendered.container.querySelector('.up-hero .up-asof'), 5000, 'the balances marked');
    const asOf = rendered.container.querySelector('.up-hero .up-asof')!.textContent;
    assert.ok([knownAt - 60_000, knownAt].some((ms) => asOf === zhTW.live.asOf.replace('{{time}}', formatClock(ms))), asOf!);
    assert.ok(rendered.container.querySelector('.up-hero .up-stale'), 'the total greyed');
  } finally {
    context.offline = false;
  }
  await act(() => void dispatchEvent(new Event('online')));
  await waitFor(() => !rendered.container.querySelector('.up-hero .up-asof'), 5000, 'live again once back online');
});

test.run();
