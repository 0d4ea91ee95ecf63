// Smoke test of trading in real Chromium: the built page (dist/) served by the real server in demo mode with the
// market simulator (a tick a second). The demo user, with a deposit, opens a product, signs in from Buy, accepts
// the risk notice, buys up for the shortest period (15 s, one an operator adds: waiting out the demo's 30 s was most
// of the browser suite's time), watches its countdown on the same screen, sees the result sheet and follows it to
// the proof, checked in the page against the price record. Screenshots of each step go to .tmp/trading/.
import path from 'node:path';
import * as assert from 'uvu/assert';
import { call, startTestApp } from '../helpers/test-app.js';
import { seedDemo, demoAccount } from '../../server/cli/seed-demo.js';
import { startSimulatedPrices } from './helpers/simulated-prices.js';
import { setPayoutRate } from '../../server/domain/operators/product-admin.js';
import { paths, withQuery } from '../../src/routing/paths.js';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { buildOnce, distDir, confirmDialog, locale, root, shownText, waitForHash, waitForTextIn, walk } from './helpers/walk.js';

const zhTW = locale('zh-TW')!;
const detail = withQuery(paths.detail, { symbol: 'BTCUSDT' });
/** The trade screen with the period and stake the walk chose, as its URL keeps them. */
const kept = withQuery(paths.detail, { symbol: 'BTCUSDT', period: '15', stake: '10' });

const { test, open, step, shot, close } = walk('trading: open a product, buy up, see the position, the result sheet and the proof', path.join(root, '.tmp/trading'));

test.before(async (context) => {
  await buildOnce();
  context.server = await startTestApp({ distDir: distDir, demoMode: true });
  const { app } = context.server;
  await seedDemo(app.conn, Date.now());
  await setPayoutRate(app.conn, 'BTCUSDT', 15, '75.00', { actor: 'browser-test', reason: 'a short period to wait out' }, Date.now());
  await startSimulatedPrices(context.server);
  const login = await call(context.server.url, 'POST', '/api/auth/login', { body: { account: demoAccount.account, password: demoAccount.password } });
  assert.is(login.status, 200, JSON.stringify(login.body));
  const deposit = await call(context.server.url, 'POST', '/api/deposits', {
    token: login.body.token,
    headers: { 'idempotency-key': 'trading-smoke-deposit' },
    body: { amount: '1000.00', method: 'bank_transfer' },
  });
  assert.is(deposit.status, 201, `demo deposit: ${JSON.stringify(deposit.body)}`);
  await open(context);
});

test.after(async (context) => {
  await close(context);
  await context.server?.close();
});

step('a signed-out visitor sees the live price, the chart and the simulator label', async ({ page, server }) => {
  await page.goto(`${server.url}/#${detail}`, { waitUntil: 'load' });
  await waitForTextIn(page, 'h1', ['比特幣'], 'the product name in zh-TW');
  await waitForTextIn(page, '.up-card', ['BTCUSDT', zhTW.home.simulated], 'the symbol and the simulated-prices tag');
  // The live price comes over the stream, a tick a second; on a busy machine the first may take a moment.
  await page.waitForFunction(() => /[0-9]/.test(document.querySelector('.up-big .up-num')?.textContent ?? ''), { timeout: 15_000 });
  const first = await shownText(page, '.up-big .up-num');
  assert.match(first, /[0-9],[0-9]{3}\.[0-9]{2}/, 'a price with grouping and two decimals');
  // The simulator ticks every second and the stream brings each tick.
  await page.waitForFunction((was) => document.querySelector('.up-big .up-num')?.textContent?.trim() !== was, { timeout: 10_000 }, first);
  await page.waitForSelector('.up-chart svg path.up-line', { timeout: 10_000 });
  await shot(page, '01-detail-signed-out');
});

step('at 375×812 the chart and both buttons are in view together, without scrolling', async ({ page }) => {
  const view = await page.evaluate(() => {
    const [chart, rise, fall, dock] = ['.up-chart .up-plot', '.up-dock .up-rise', '.up-dock .up-fall', '.up-dock'].map((selector) =>
      document.querySelector(selector)!.getBoundingClientRect().toJSON(),
    );
    return { scrollY, height: innerHeight, chart, rise, fall, dockTop: dock.top };
  });
  assert.is(view.scrollY, 0, 'not scrolled');
  for (const name of ['chart', 'rise', 'fall'] as const) {
    const { top, bottom } = view[name] as DOMRect;
    assert.ok(top >= 0 && bottom <= view.height, `${name} inside the viewport: ${top}–${bottom} of ${view.height}`);
  }
  assert.ok(view.chart.bottom <= view.dockTop, `the pinned buttons cover none of the chart: ${view.chart.bottom} > ${view.dockTop}`);
});

step("the chart's box is kept while its chunk and then its candles come: nothing under it moves when it arrives", async ({ page }) => {
  // Held: the charts chunk (and its strings) and the candles, each let through in turn. One RegExp object per
  // pattern: `release` takes it out of the set by identity, and a second literal of it left it in, so a candles
  // request made after the release was held for good (the walk's flaky wait: "requests still held: 2").
  const chunk = /\/assets\/charts\./;
  const candles = /\/candles\?/;
  const holding = new Set([chunk, candles]);
  const held: HTTPRequest[] = [];
  const onRequest = (request: HTTPRequest) => ([...holding].some((pattern) => pattern.test(request.url())) ? held.push(request) : request.continue());
  const release = (pattern: RegExp) => {
    holding.delete(pattern);
    for (const request of held.filter((r) => pattern.test(r.url()))) {
      held.splice(held.indexOf(request), 1);
      void request.continue();
    }
  };
  const formTop = () => page.$eval('.up-form', (form) => form.getBoundingClientRect().top);
  await page.setRequestInterception(true);
  page.on('request', onRequest);
  try {
    // Not 'load': the held chunk's script, asked for by the first render, keeps the page's load event waiting.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForSelector('.up-chart-slot > .up-plot-sk');
    const tops = [await formTop()];
    release(chunk);
    await page.waitForSelector('.up-chart .up-plot-sk');
    tops.push(await formTop());
    release(candles);
    // A wait that fails says what the chart showed instead and what the screen said, to find its cause.
    await page.waitForSelector('.up-chart svg.up-plot').catch(async (error: Error) => {
      const shown = await page.$eval('.up-chart', (chart) => chart.innerHTML.slice(0, 300)).catch(() => '(no chart)');
      const notices = await page.$$eval('[role=status], [role=alert]', (all) => all.map((n) => n.textContent).join(' | '));
      throw new Error(`${error.message}; the chart held: ${shown}; notices: ${notices}; requests still held: ${held.length}`);
    });
    tops.push(await formTop());
    assert.equal(tops, [tops[0], tops[0], tops[0]], 'the period and stake card stays where it was: before the chunk, before the candles, with the chart');
  } finally {
    page.off('request', onRequest);
    holding.clear();
    for (const request of held.splice(0)) await request.continue();
    await page.setRequestInterception(false);
  }
});

step('Buy while signed out goes through login and back to the product, the stake still typed', async ({ page }) => {
  await page.click('.up-periods button:first-child');
  await page.type('#amount', '10');
  await page.click('.up-actions .up-rise');
  await page.waitForSelector('#password');
  await page.type('#account', demoAccount.account);
  await page.type('#password', demoAccount.password);
  await page.click('button[type=submit]');
  await page.waitForFunction((want) => location.hash === want, {}, `#${kept}`);
  await waitForTextIn(page, '.up-dock .up-pay', ['1,000.00'], 'the available balance');
  assert.is(await page.$eval('#amount', (input) => (input as HTMLInputElement).value), '10');
});

step('the first Buy up shows the risk notice; accepting it leads to the confirmation and the purchase', async ({ page }) => {
  await waitForTextIn(page, '#trade-estimate', ['17.50'], 'the estimate for 10 at 75 %');
  await page.click('.up-actions .up-rise');
  await waitForTextIn(page, '[role=alertdialog]', [zhTW.risk.title, zhTW.help.rules], 'the risk notice with the rules link');
  // Its text is the API's risk page (docs/decisions.md, Content pages); Accept is enabled once it is on screen.
  await page.waitForSelector('[role=alertdialog] .up-prose p');
  await shot(page, '02-risk-notice');
  await confirmDialog(page);
  await waitForTextIn(page, '[role=alertdialog]', ['BTCUSDT', zhTW.trade.up, '10.00', '17.50'], 'the order summary');
  await shot(page, '03-confirm');
  await confirmDialog(page);
  await waitForTextIn(page, '.up-toast', [zhTW.trade.success], 'purchase successful');
  await waitForTextIn(page, '.up-dock .up-pay', ['990.00'], 'the stake has left the available balance');
});

step('the position shows on the product screen: countdown, winning or losing, and its entry on the chart', async ({ page }) => {
  await page.waitForSelector('.up-positions li .up-countdown');
  await waitForTextIn(page, '.up-positions li', [zhTW.trade.up, '10.00'], 'the open position');
  const read = () => shownText(page, '.up-positions li .up-countdown');
  const before = await read();
  assert.match(before, /^0:[01][0-9]$/, `a countdown under 15 s: ${before}`);
  await page.waitForFunction((was) => document.querySelector('.up-positions li .up-countdown')?.textContent !== was, { timeout: 3000 }, before);
  const standing = await shownText(page, '.up-positions li .up-status');
  const states = ['win', 'loss', 'draw'].map((r) => zhTW.position[r]);
  assert.ok(states.some((s) => standing.includes(s)), `winning, losing or level: ${standing}`);
  await page.waitForSelector('.up-chart .up-entry .up-dot');
  await shot(page, '04-position');
});

step('it settles within 25 s: a result sheet on the same screen, with its entry and exit, and the balance follows', async ({ page }) => {
  await page.waitForSelector('[role=dialog]', { timeout: 25_000 });
  const sheet = await shownText(page, '[role=dialog]');
  const ended = zhTW.position.ended as unknown as Record<string, string>;
  const results = ['win', 'loss', 'draw', 'void'].map((r) => ended[r]);
  assert.ok(results.some((r) => sheet.includes(r)) && sheet.includes(zhTW.position.payout), `a result with its payout: ${sheet}`);
  // It explains itself: the entry and the exit that decided it, each a price and a time to the second.
  const ticks = await page.$$eval('[role=dialog] .up-kv div', (rows) => rows.map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]));
  for (const label of [zhTW.order.entry, zhTW.order.exit]) {
    const value = ticks.find(([dt]) => dt === label)?.[1] ?? '(not in the sheet)';
    assert.match(value, /^[0-9]{1,3}(,[0-9]{3})*\.[0-9]{2} · .*[0-9]{1,2}:[0-9]{2}:[0-9]{2}/, `${label}: price · time, reads ${value}`);
  }
  assert.is(await page.$('.up-positions li'), null, 'the position has left the screen');
  await shot(page, '05-result-sheet');
});

step("the sheet's proof link opens the order with its entry, exit, result and proof", async ({ page }) => {
  await page.click('[role=dialog] a');
  await page.waitForSelector('.up-kv');
  await waitForTextIn(page, '.up-kv', [zhTW.order.entry, zhTW.order.exit, zhTW.order.result], 'entry, exit and result');
  await page.waitForSelector('.up-tbl');
  const tables = await page.$$eval('.up-tbl', (all) => all.map((table) => table.querySelectorAll('tr.up-hit').length));
  assert.equal(tables, [1, 1], 'the entry and exit ticks, each marked in its proof table');
  // Chromium's Web Crypto recomputes the proof's ticks into the public price record's chain.
  await waitForTextIn(page, 'a[href^="/api/market/ticks?"]', [zhTW.chart.verified], 'the proof checked against the price record');
  assert.is(await page.$('[role=dialog]'), null, 'the sheet is gone');
  await shot(page, '06-order-detail');
});

/** On the trade screen, with the period and stake the walk chose: in its URL, pressed and typed. */
async function backOnTradeScreen(page: Page, what: string) {
  await page.click('.up-bar button');
  await waitForHash(page, `#${kept}`, what);
  await page.waitForSelector('#amount');
  assert.is(await page.$eval('#amount', (input) => (input as HTMLInputElement).value), '10', 'the stake kept');
  assert.is(await page.$eval('.up-periods [aria-pressed=true]', (button) => button.firstChild!.textContent), '15 秒', 'the period kept');
}

step('← returns from the order to the trade screen it was opened from, period and stake as they were', async ({ page }) => {
  await backOnTradeScreen(page, 'back from the proof');
});

step('View positions opens My orders on the closed records (nothing is open), with the result and P&L under the product name', async ({ page }) => {
  await page.click(`a[href="#${paths.orders}"]`);
  await waitForTextIn(page, '.up-chips [aria-pressed=true]', [zhTW.order.settled], 'the tab with content');
  const results = ['win', 'loss', 'draw', 'void'].map((r) => zhTW.order[r]);
  await page.waitForSelector('.up-recs li');
  const row = await shownText(page, '.up-recs li');
  assert.ok(row.includes('比特幣') && results.some((r) => row.includes(r)), `a closed record with a result: ${row}`);
  await shot(page, '07-closed');
});

step('← from My orders returns to the trade screen with period and stake kept, and the phone’s Back then leaves it', async ({ page }) => {
  await backOnTradeScreen(page, 'back from My orders');
  await page.goBack();
  assert.not.ok((await page.evaluate(() => location.hash)).startsWith(`#${paths.orders}`), 'no loop back to My orders');
});

step('the page raised no uncaught errors and logged no console errors', async ({ problems }) => {
  assert.equal(problems, [], problems.join('\n'));
});

test.run();
