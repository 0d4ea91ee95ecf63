// Open positions and their settlement in happy-dom against the real server in demo mode. The server's
// clock is scripted from the real time of the run, so countdowns start where a phone's would; happy-dom has no
// EventSource, so a stand-in delivers ticks to the app, and a tick stamped later than now moves the app's server
// clock on (src/state/market-model.ts), as the stream does in a browser.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { call, startTestApp, type TestApp } from '../helpers/test-app.js';
import { scriptedClock, seedProducts, tick } from '../helpers/scripted-market.js';
import { registerAndLogin } from '../helpers/users.js';
import { seedDemo } from '../../server/cli/seed-demo.js';
import { insertInviteCode } from '../../server/domain/auth/invite-codes-repository.js';
import { demoWithDeposit } from './helpers/demo-deposit.js';
import { paths, withQuery } from '../../src/routing/paths.js';
import { formatDecimal, formatMoney, formatTickTime } from '../../src/i18n/format.js';
import type { OrderView } from '../../src/core/order-structs.js';
import { StandInEventSource } from './helpers/stand-in-event-source.js';
import { byId, memoryStore, readLocale, registerDom, renderApp, typeInto, componentHooks, waitFor, type RenderedApp } from './helpers/dom.js';

const zhTW = readLocale('zh-TW');
const clock = scriptedClock();
const detail = withQuery(paths.detail, { symbol: 'BTCUSDT' });

interface Context {
  server: TestApp;
  session: { token: string; user: unknown };
  rendered?: RenderedApp;
}

const test = suite<Context>('positions', {} as Context);

test.before(async (context) => {
  clock.set(Math.ceil(Date.now() / 1000) * 1000);
  context.server = await startTestApp({ demoMode: true }, undefined, clock.now);
  const { app, url } = context.server;
  await seedDemo(app.conn, clock.now());
  await seedProducts(app, clock.now());
  await insertInviteCode(app.conn, 'POSITIONS', null, clock.now());
  await tick(app, 'BTCUSDT', 6_320_000, clock.now());
  const token = await demoWithDeposit(url, '1000.00', 'positions-test-deposit');
  assert.is((await call(url, 'POST', '/api/me/risk-acknowledgement', { token })).status, 204);
  context.session = { token, user: (await call(url, 'GET', '/api/me', { token })).body };
  registerDom(url);
  (globalThis as { EventSource?: unknown }).EventSource = StandInEventSource;
});

componentHooks(test);

let ticks = 0;
/** A tick now on the scripted clock: stored by the server, and sent to the app as the stream would. */
async function priceNow(context: Context, priceMinor: number) {
  clock.advance(1000);
  await tick(context.server.app, 'BTCUSDT', priceMinor, clock.now());
  const data = JSON.stringify({ symbol: 'BTCUSDT', price: (priceMinor / 100).toFixed(2), time: new Date(clock.now()).toISOString() });
  await act(() => {
    StandInEventSource.opened.at(-1)?.listeners.tick?.({ data, lastEventId: String(++ticks) });
  });
}

/** Runs the clock `seconds` on at `priceMinor`, a tick a second (ticks need times of their own): every position that expires on the way settles. */
async function run(context: Context, seconds: number, priceMinor: number) {
  for (let i = 0; i < seconds; i++) await priceNow(context, priceMinor);
}

let keys = 0;
/** A 30 s order of 10.00 on BTC/USDT, placed through the API (as from another device). */
async function place(context: Context, direction: 'up' | 'down'): Promise<OrderView> {
  const placed = await call(context.server.url, 'POST', '/api/orders', {
    token: context.session.token,
    headers: { 'idempotency-key': `positions-${++keys}` },
    body: { symbol: 'BTCUSDT', direction, amount: '10.00', period: 30 },
  });
  assert.is(placed.status, 201, JSON.stringify(placed.body));
  return placed.body;
}

// Each test starts with no open position, at 63,200.00, with the app's clock where the server's is.
test.before.each(async (context) => {
  const open = async () => (await call(context.server.url, 'GET', '/api/orders?status=open', { token: context.session.token })).body.items.length;
  if (await open()) await run(context, 31, 6_320_000);
  await waitFor(async () => (await open()) === 0, 5000, 'no open position');
  clock.advance(1000);
  await tick(context.server.app, 'BTCUSDT', 6_320_000, clock.now());
});

/** Goes from the screen on show to the product screen through the product list, as a user taps. */
async function backToProduct(container: HTMLElement) {
  const back = container.querySelector<HTMLButtonElement>(`.up-bar button[aria-label="${zhTW.common.back}"]`);
  if (back) await act(() => back.click());
  await waitFor(() => container.querySelector('.up-list a[href*="BTCUSDT"]'), 5000, 'the product in a list');
  await act(() => container.querySelector<HTMLAnchorElement>('.up-list a[href*="BTCUSDT"]')!.click());
  await waitFor(() => container.querySelector('#amount'), 5000, 'the product screen');
}

async function render(context: Context, path: string): Promise<HTMLElement> {
  context.rendered = await renderApp(path, { store: memoryStore({ token: context.session.token, userInfo: context.session.user }) });
  await waitFor(() => StandInEventSource.opened.at(-1)?.readyState === 1, 5000, 'the price stream');
  // Moves the app's server clock to the scripted one, which earlier tests ran ahead of the real time.
  await priceNow(context, 6_320_000);
  return context.rendered.container;
}

const dialog = (root: ParentNode) => root.querySelector('[role=dialog]');
const positions = (root: ParentNode) => [...root.querySelectorAll('.up-positions li')];

test("an open position shows on its product's screen: direction, stake, entry, a countdown, and whether it would win at the live price; its entry is on the chart", async (context) => {
  const up = await place(context, 'up');
  assert.is(up.entry.price, '63200.00');
  const container = await render(context, detail);
  await waitFor(() => positions(container).length === 1, 5000, 'the open position');
  const row = () => positions(container)[0].textContent!;
  for (const part of [zhTW.trade.up, formatMoney('10.00'), '63,200.00']) assert.ok(row().includes(part), `the position names ${part}: ${row()}`);
  const clockText = () => positions(container)[0].querySelector('.up-countdown')!.textContent!;
  // The countdown reads the clock every second; the first may come before the first tick set the server's time.
  await waitFor(() => /^0:(30|[12][0-9])$/.test(clockText()), 2500, `a countdown of at most 30 s: ${clockText()}`);
  assert.ok(row().includes(zhTW.position.draw), 'at the entry price it would be a draw');
  await priceNow(context, 6_325_000);
  assert.ok(row().includes(zhTW.position.win), `above the entry, up would win: ${row()}`);
  await priceNow(context, 6_315_000);
  assert.ok(row().includes(zhTW.position.loss), `below it, up would lose: ${row()}`);
  const before = clockText();
  await waitFor(() => clockText() !== before, 2500, 'the countdown to tick');
  await priceNow(context, 6_316_000);
  assert.is(container.querySelectorAll('.up-chart .up-entry .up-dot').length, 1, 'the entry is a dot on the chart, with its line');
});

test('a settlement is announced once on its product screen: a sheet with result, payout, P&L and a link to the proof; the balance follows; not again after a re-render or a remount', async (context) => {
  const order = await place(context, 'up');
  const container = await render(context, detail);
  const { services, source } = context.rendered!;
  await waitFor(() => positions(container).length === 1, 5000, 'the open position');
  const available = Number((await call(context.server.url, 'GET', '/api/me', { token: context.session.token })).body.balances.available);
  await run(context, 31, 6_330_000);
  await waitFor(() => dialog(container), 8000, 'the result sheet');
  const sheet = dialog(container)!.textContent!;
  for (const part of [zhTW.position.ended.win, '比特幣', formatMoney('17.50'), `+${formatMoney('7.50')}`]) assert.ok(sheet.includes(part), `the sheet says ${part}: ${sheet}`);
  // The result explains itself: the entry and exit that decided it, each with its price and time.
  const settled = (await call(context.server.url, 'GET', `/api/orders/${order.id}`, { token: context.session.token })).body as OrderView;
  for (const [label, point] of [[zhTW.order.entry, settled.entry], [zhTW.order.exit, settled.exit!]] as const) {
    const row = [...dialog(container)!.querySelectorAll('.up-kv div')].find((div) => div.querySelector('dt')!.textContent === label);
    assert.is(row?.querySelector('dd')!.textContent, `${formatDecimal(point.price)} · ${formatTickTime(point.time)}`, `${label} in the sheet`);
  }
  assert.is(settled.exit!.price, '63300.00');
  assert.ok(dialog(container)!.querySelector(`a[href="#${withQuery(paths.orders, { id: order.id })}"]`), 'it links the proof');
  const toast = () => container.querySelector('.up-toast')?.textContent ?? '';
  assert.not.ok(toast().includes(zhTW.position.payout), 'no toast besides the sheet');
  assert.is(positions(container).length, 0, 'the position has left the screen');
  await waitFor(() => Number(services.session.user.value!.balances.available) === available + 17.5, 5000, 'the payout in the balance');

  await act(() => dialog(container)!.querySelector<HTMLButtonElement>('button')!.click());
  assert.is(dialog(container), null, 'closed');
  await priceNow(context, 6_331_000);
  await backToProduct(container);
  assert.is(source.read(), detail);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  assert.is(dialog(container), null, 'no sheet again after the screen came back');
  assert.not.ok(toast().includes(zhTW.position.payout), 'and no toast');
  await context.rendered!.unmount();
  // A reload: a new app on the same device. The order settled before it started, so it is not news.
  const again = await render(context, detail);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  assert.is(dialog(again), null, 'a reload does not announce it again');
  assert.not.ok(again.querySelector('.up-toast')?.textContent?.includes(zhTW.position.payout), 'nor a toast');
});

test('on any other screen the settlement is a toast, once, that opens the order when tapped; its product screen shows no sheet afterwards', async (context) => {
  const order = await place(context, 'down');
  const container = await render(context, paths.home);
  await waitFor(() => context.rendered!.services.trading.positions.value.length === 1, 5000, 'the position watched');
  await run(context, 31, 6_330_000);
  await waitFor(() => container.querySelector('.up-toast')?.textContent?.includes(zhTW.position.payout), 8000, 'the toast');
  const toast = container.querySelector('.up-toast')!.textContent!;
  for (const part of [zhTW.position.ended.loss, formatMoney('0.00'), `${formatMoney('-10.00')}`]) assert.ok(toast.includes(part), `the toast says ${part}: ${toast}`);
  assert.is(dialog(container), null, 'no sheet off the product screen');
  // A tap on the toast opens the order, and the toast goes.
  await act(() => container.querySelector<HTMLAnchorElement>('a.up-toast')!.click());
  assert.is(context.rendered!.source.read(), withQuery(paths.orders, { id: order.id }));
  assert.is(container.querySelector('.up-toast'), null);
  await waitFor(() => container.querySelectorAll('.up-tbl').length === 2, 5000, 'the order with its proof');
  await act(() => container.querySelector<HTMLButtonElement>('.up-bar button')!.click());
  await waitFor(() => context.rendered!.source.read() === paths.home, 2000, 'back where the toast was tapped');
  await backToProduct(container);
  await new Promise((resolve) => setTimeout(resolve, 500));
  assert.is(dialog(container), null, 'announced already: no sheet');
});

test('order records: all, positions and closed; a position that expires stays in the list with its result; rows name the product and a readable order number', async (context) => {
  const order = await place(context, 'up');
  const container = await render(context, paths.orders);
  const tabs = [...container.querySelectorAll<HTMLButtonElement>('.up-chips button')];
  assert.equal(tabs.map((b) => b.textContent), [zhTW.order.all, zhTW.order.open, zhTW.order.settled]);
  await waitFor(() => container.querySelector('.up-recs li .up-countdown'), 5000, 'the position with its countdown');
  const row = () => container.querySelector('.up-recs li')!.textContent!;
  await waitFor(() => row().includes('比特幣'), 5000, `the product's name: ${row()}`);
  const grouped = `${order.id.slice(0, 4)} ${order.id.slice(4, 8)} ${order.id.slice(8)}`;
  assert.ok(row().includes(grouped), `the order number in groups (${grouped}): ${row()}`);
  await run(context, 31, 6_310_000);
  await waitFor(() => !container.querySelector('.up-recs li .up-status'), 8000, 'the position settled');
  assert.ok(row().includes(zhTW.order.loss), `the result in place: ${row()}`);
  await waitFor(() => row().includes('63,100.00'), 5000, `the exit that decided it: ${row()}`);
  for (const part of [zhTW.order.entry, '63,200.00', zhTW.order.exit]) assert.ok(row().includes(part), `the row names ${part}: ${row()}`);
  // Broke before: the account stream's event for the settlement read the open positions again, and the settled one
  // vanished from the Positions tab without its result.
  await act(() => context.rendered!.services.session.changed());
  await new Promise((resolve) => setTimeout(resolve, 300));
  await waitFor(() => !container.querySelector('[aria-busy]'), 5000, 'the positions read again');
  assert.ok(container.querySelector('.up-recs li') && row().includes(zhTW.order.loss), 'still there with its result after a re-read');
  await act(() => tabs[2].click());
  await waitFor(() => container.querySelector('.up-recs li')?.textContent?.includes(zhTW.order.loss), 5000, 'the closed records have it');
});

test('My orders opens on the tab with something in it: positions while one is open, the closed records right after it settled', async (context) => {
  await place(context, 'up');
  const container = await render(context, detail);
  await waitFor(() => positions(container).length === 1, 5000, 'the open position');
  const pressed = () => container.querySelector('.up-chips [aria-pressed=true]')?.textContent;
  const viewPositions = async () => {
    await act(() => container.querySelector<HTMLAnchorElement>(`a[href="#${paths.orders}"]`)!.click());
    await waitFor(() => pressed(), 5000, 'a tab chosen');
  };
  await viewPositions();
  assert.is(pressed(), zhTW.order.open, 'one is open: positions');
  await act(() => container.querySelector<HTMLButtonElement>('.up-bar button')!.click());
  await waitFor(() => container.querySelector('#amount'), 5000, 'back on the trade screen');
  await run(context, 31, 6_330_000);
  await waitFor(() => dialog(container), 8000, 'the result sheet');
  await act(() => dialog(container)!.querySelector<HTMLButtonElement>('button')!.click());
  await viewPositions();
  assert.is(pressed(), zhTW.order.settled, 'nothing open any more: the closed records, not an empty positions tab');
  await waitFor(() => container.querySelector('.up-recs li')?.textContent?.includes(zhTW.order.win), 5000, 'the order it settled');
});

test('zero balance: the buy flow says so, with a deposit link, before the risk notice', async (context) => {
  const { token } = await registerAndLogin(context.server.url, 'POSITIONS');
  const user = (await call(context.server.url, 'GET', '/api/me', { token })).body;
  context.rendered = await renderApp(detail, { store: memoryStore({ token, userInfo: user }) });
  const { container } = context.rendered;
  await waitFor(() => container.querySelector('#trade-short'), 5000, 'the zero-balance notice');
  // Broke before: "…儲值後即可交易。 儲值", a Latin space after the full stop, before the link.
  assert.is(byId(container, 'trade-short').textContent, `${zhTW.trade.zeroBalance}${zhTW.trade.deposit}`);
  assert.ok(byId(container, 'trade-short').querySelector(`a[href="#${paths.deposit}"]`), 'with a deposit link');
  await typeInto(container, 'amount', '10');
  const buy = container.querySelector<HTMLButtonElement>('.up-actions .up-rise')!;
  assert.ok(buy.disabled, 'nothing to buy with');
  await act(() => buy.click());
  assert.is(container.querySelector('[role=alertdialog]'), null, 'no risk notice, no confirmation');
});

test('a product screen without a symbol or with an unknown one goes to the product list and says why', async (context) => {
  for (const path of [withQuery(paths.detail, { symbol: 'NOSUCH' }), paths.detail]) {
    context.rendered = await renderApp(path);
    const { container, source } = context.rendered;
    await waitFor(() => source.read() === paths.products, 5000, `${path} to the product list`);
    assert.is(container.querySelector('.up-toast')?.textContent, zhTW.trade.unknown);
    await context.rendered.unmount();
    context.rendered = undefined;
  }
});

test.run();
