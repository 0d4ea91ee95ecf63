// Home renders the product list the page came with (#up-products) at once, without asking for it, and the
// welcome screen goes home on the page's app info (#up-app-info). The snapshot serves whichever screen mounts
// first: a product's detail opened from a shared link shows the page's price too.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { paths, withQuery } from '../../src/routing/paths.js';
import type { Product } from '../../src/core/product.js';
import { language } from '../../src/i18n/i18n.js';
import { seedProducts } from '../helpers/scripted-market.js';
import { registerDom, renderApp, unregisterDom, waitFor } from './helpers/dom.js';

const test = suite<{ server: TestApp; requests: string[] }>('product list snapshot', { requests: [] } as never);

test.before(async (context) => {
  context.requests = [];
  context.server = await startTestApp({}, (app) => {
    app.addHook('onRequest', async (request) => {
      context.requests.push(`${request.method} ${request.url.split('?')[0]}`);
    });
  });
  registerDom(context.server.url);
});

test.after(async (context) => {
  await unregisterDom();
  await context.server.close();
});

const product: Product = {
  symbol: 'BTCUSDT',
  name: 'BTC/USDT',
  names: {},
  price: '63123.45',
  change24h: '1.20',
  high24h: null,
  low24h: null,
  volume24h: '12.5',
  amount24h: '789000.00',
  precision: 2,
  periods: [{ seconds: 60, payoutRate: '85.00' }],
  minStake: '10.00',
  maxStake: '50000.00',
  status: 'open',
  opensAt: null,
};

/** Puts the page's product snapshot in the document, as the server's page carries it. */
function pageSnapshot(items: Product[], atMs = Date.now(), language?: string): void {
  const snapshot = document.createElement('script');
  snapshot.type = 'application/json';
  snapshot.id = 'up-products';
  snapshot.textContent = JSON.stringify({ items, atMs, language });
  document.body.appendChild(snapshot);
}

test("a product's detail opened first shows the snapshot's price at once, before its own answer", async () => {
  pageSnapshot([product]);
  // This server does not know the product: only the page's snapshot can put a price on the screen.
  const rendered = await renderApp(withQuery(paths.detail, { symbol: 'BTCUSDT' }));
  try {
    assert.ok(rendered.container.querySelector('.up-quote-big')?.textContent?.includes('63,123.45'), 'the price is on the first render');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.ok(rendered.container.querySelector('.up-quote-big')?.textContent?.includes('63,123.45'), 'and stays when the API does not know it');
  } finally {
    await rendered.unmount();
  }
  // Taken once: the home after it asks for the list.
  assert.is(document.getElementById('up-products'), null);
});

test('the first home shows the snapshot\'s prices at once and does not ask for the list; the next one does', async (context) => {
  pageSnapshot([product]);
  const first = await renderApp(paths.home);
  try {
    const price = first.container.querySelector('.up-quote .up-num');
    assert.is(price?.textContent, '63,123.45', 'the price is on the first render');
    assert.is(document.getElementById('up-products'), null, 'the snapshot is taken once');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.not.ok(context.requests.includes('GET /api/products'), context.requests.join(', '));
    // A tap on the product answers with what the list showed; this server does not even know the product.
    await act(() => (first.container.querySelector('.up-list a') as HTMLAnchorElement).click());
    await waitFor(() => first.container.querySelector('.up-quote-big')?.textContent?.includes('63,123.45'), 2_000, 'the price at once');
    await waitFor(() => context.requests.includes('GET /api/products/BTCUSDT'), 2_000, 'the product is asked for all the same');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.ok(first.container.querySelector('.up-quote-big')?.textContent?.includes('63,123.45'), 'a failed refresh leaves what is known');
  } finally {
    await first.unmount();
  }
  const second = await renderApp(paths.home);
  try {
    await waitFor(() => context.requests.includes('GET /api/products'), 5_000, 'a later home fetches the list');
  } finally {
    await second.unmount();
  }
});

test("a page kept from an earlier visit (the service worker's) shows its prices as of its time until the stream speaks", async () => {
  const tenMinutesAgo = Date.now() - 10 * 60_000;
  pageSnapshot([product], tenMinutesAgo);
  const kept = await renderApp(paths.home);
  try {
    assert.is(kept.container.querySelector('.up-quote .up-num')?.textContent, '63,123.45', 'the last known price at once');
    assert.ok(kept.container.querySelector('.up-list.up-stale'), 'greyed as old');
    assert.ok(kept.container.querySelector('.up-asof'), 'with the time it was known');
  } finally {
    await kept.unmount();
  }
  pageSnapshot([product]);
  const fresh = await renderApp(paths.home);
  try {
    assert.is(fresh.container.querySelector('.up-quote .up-num')?.textContent, '63,123.45');
    assert.not.ok(fresh.container.querySelector('.up-list.up-stale'), "a page just made is not old");
    assert.not.ok(fresh.container.querySelector('.up-asof'));
  } finally {
    await fresh.unmount();
  }
});

test("the page names its products in its language only: in another, the list on screen is read again for their names; back, it is not", async (context) => {
  await seedProducts(context.server.app, Date.now());
  pageSnapshot([{ ...product, names: { 'zh-TW': '比特幣' } }], Date.now(), 'zh-TW');
  const rendered = await renderApp(paths.home);
  const names = () => rendered.container.querySelector('.up-list strong')?.textContent;
  try {
    assert.is(names(), '比特幣', "named in the page's language");
    await new Promise((resolve) => setTimeout(resolve, 300));
    const asked = () => context.requests.filter((r) => r === 'GET /api/products').length;
    const before = asked();
    await act(() => void (language.value = 'en'));
    await waitFor(() => names() === 'Bitcoin', 2_000, 'the English name on screen');
    assert.is(asked(), before + 1, 'the list read once');
    await act(() => void (language.value = 'zh-TW'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.is(names(), '比特幣');
    assert.is(asked(), before + 1, 'the list read names every product in every language: nothing to read');
  } finally {
    language.value = 'zh-TW';
    await rendered.unmount();
  }
});

test('the welcome screen goes home on the app info the page came with, without asking the API', async (context) => {
  const info = document.createElement('script');
  info.type = 'application/json';
  info.id = 'up-app-info';
  info.textContent = JSON.stringify({ name: 'Uptick', languages: ['zh-TW'], defaultLanguage: 'zh-TW', customerServiceUrl: '', feedSource: 'sim', timeZone: 'Asia/Taipei' });
  document.body.appendChild(info);
  const before = context.requests.length;
  const rendered = await renderApp('/');
  try {
    await waitFor(() => rendered.source.read() === paths.home, 2_000, 'welcome to go home');
    assert.is(rendered.services.appInfo.value?.feedSource, 'sim', "the page's app info is the app's");
    assert.not.ok(context.requests.slice(before).includes('GET /api/app-info'), context.requests.slice(before).join(', '));
  } finally {
    await rendered.unmount();
  }
});

test.run();
