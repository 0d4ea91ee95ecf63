// The trade panel of the product detail screen (src/components/trade-panel.tsx) in happy-dom against the real
// server in demo mode, on a scripted market: BTC/USDT at 63,200.00, the clock standing on a Wednesday noon.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { call, startTestApp, type TestApp } from '../helpers/test-app.js';
import { scriptedClock, seedProducts, tick } from '../helpers/scripted-market.js';
import { seedDemo } from '../../server/cli/seed-demo.js';
import { demoWithDeposit } from './helpers/demo-deposit.js';
import { paths, withQuery } from '../../src/routing/paths.js';
import { formatDateTime, formatMoney } from '../../src/i18n/format.js';
import { setMaintenance } from '../../server/domain/operators/product-admin.js';
import { MarketClosedNotice } from '../../src/components/market-closed-notice.js';
import type { Product } from '../../src/core/product.js';
import { StandInEventSource } from './helpers/stand-in-event-source.js';
import { byId, memoryStore, readLocale, registerDom, renderApp, renderComponent, typeInto, componentHooks, waitFor, type RenderedApp } from './helpers/dom.js';

const zhTW = readLocale('zh-TW');
const clock = scriptedClock(Date.parse('2026-11-25T12:00:00Z'));
const detail = withQuery(paths.detail, { symbol: 'BTCUSDT' });

interface Context {
  server: TestApp;
  /** The Idempotency-Key of every POST /api/orders, in order. */
  orderKeys: (string | undefined)[];
  /** While set, `POST /api/orders` waits for it (to observe the in-flight state). */
  hold?: Promise<void>;
  release?: () => void;
  /** The demo user, 10,000.00 from the demo seed and 1,000.00 deposited, risk notice not yet accepted. */
  session: { token: string; user: unknown };
  rendered?: RenderedApp;
}

const test = suite<Context>('trade panel', {} as Context);

test.before(async (context) => {
  context.orderKeys = [];
  context.server = await startTestApp(
    { demoMode: true },
    (app) => {
      app.addHook('onRequest', async (request) => {
        if (request.method === 'POST' && request.url === '/api/orders') {
          context.orderKeys.push(request.headers['idempotency-key'] as string | undefined);
          if (context.hold) await context.hold;
        }
      });
    },
    clock.now,
  );
  const { app, url } = context.server;
  await seedDemo(app.conn, clock.now());
  await seedProducts(app, clock.now());
  await tick(app, 'BTCUSDT', 6_320_000, clock.now());
  const token = await demoWithDeposit(url, '1000.00', 'trade-test-deposit');
  const me = await call(url, 'GET', '/api/me', { token: token });
  assert.is(me.body.riskAcknowledged, false, 'the demo user starts without the risk notice accepted');
  context.session = { token: token, user: me.body };
  await setMaintenance(app.conn, 'ETHUSDT', true, { actor: 'trade-panel-test', reason: 'a product in maintenance' }, clock.now());
  await app.products(true);
  registerDom(url);
  // A price stream the tests drive (happy-dom has none): its error is the stream going down.
  (globalThis as { EventSource?: unknown }).EventSource = StandInEventSource;
});

componentHooks(test);

/** The detail screen of BTC/USDT (or `at`), signed in (or not), once the panel and the fresh balance are there. */
async function open(context: Context, signedIn = true, at = detail): Promise<HTMLElement> {
  const store = memoryStore(signedIn ? { token: context.session.token, userInfo: context.session.user } : {});
  context.rendered = await renderApp(at, { store });
  const { container, services } = context.rendered;
  await waitFor(() => container.querySelector('#amount'), 5000, 'the trade panel');
  await waitFor(() => services.appInfo.value?.funds, 5000, 'app info');
  return container;
}

const buttons = (root: ParentNode, selector: string) => [...root.querySelectorAll<HTMLButtonElement>(selector)];
const buyUp = (root: ParentNode) => root.querySelector<HTMLButtonElement>('.up-actions .up-rise')!;
const buyDown = (root: ParentNode) => root.querySelector<HTMLButtonElement>('.up-actions .up-fall')!;
const dialog = (root: ParentNode) => root.querySelector('[role=alertdialog]');
const dialogButton = (root: ParentNode, confirm: boolean) =>
  root.querySelector<HTMLButtonElement>(`[role=alertdialog] .up-actions button${confirm ? ':not(.secondary)' : '.secondary'}`)!;
const outOfRange = zhTW.errors.amount_out_of_range.replace('{{min}}', formatMoney('10.00')).replace('{{max}}', formatMoney('50000.00'));

test("a stake outside the product's range shows 'Please enter another amount' with the range under its field, pays nothing, and can't be bought", async (context) => {
  const container = await open(context);
  const estimate = () => byId(container, 'trade-estimate').textContent;
  for (const stake of ['5', '9.99', '50000.01', '60000']) {
    await typeInto(container, 'amount', stake);
    assert.is(byId(container, 'amount-error').textContent, outOfRange, `the message for ${stake}`);
    assert.ok(byId(container, 'amount-error').closest('.up-field')?.contains(byId(container, 'amount')), 'under its own field');
    assert.is(byId(container, 'amount').getAttribute('aria-invalid'), 'true');
    assert.is(container.querySelector('.up-form-error'), null, 'and nowhere else');
    assert.is(estimate(), '—', `no payout for ${stake} (5 at 75 % used to show 8.75)`);
    assert.ok(buyUp(container).disabled && buyDown(container).disabled, `no buying ${stake}`);
  }
  for (const stake of ['10', '50000']) {
    await typeInto(container, 'amount', stake);
    assert.is(container.querySelector('#amount-error'), null, `${stake} is within the range`);
    assert.is.not(estimate(), '—', `${stake} shows what it would pay`);
  }
  assert.ok(buyUp(container).disabled, 'the top of the range is more than the balance (see the low-balance test)');
  await typeInto(container, 'amount', '10');
  assert.not.ok(buyUp(container).disabled, '10 can be bought');
  assert.ok(byId(container, 'amount-hint').textContent!.includes(`${formatMoney('10.00')}`), 'the range is shown under the field');
});

test('with no stake, Rise and Fall wait with the reason beside them; a stake takes the reason away', async (context) => {
  // Broke before: both buttons were grey with no word of why.
  const container = await open(context);
  assert.ok(buyUp(container).disabled && buyDown(container).disabled);
  assert.is(byId(container, 'trade-need-stake').textContent, zhTW.trade.chooseStake);
  assert.is(buyUp(container).getAttribute('aria-describedby'), 'trade-need-stake', 'read out with the button');
  await typeInto(container, 'amount', '10');
  assert.is(container.querySelector('#trade-need-stake'), null);
  assert.not.ok(buyUp(container).disabled);
});

test('the estimate is stake + stake × rate and follows the amount and the period', async (context) => {
  const container = await open(context);
  const estimate = () => byId(container, 'trade-estimate').textContent;
  assert.is(estimate(), '—', 'no estimate without an amount');
  await typeInto(container, 'amount', '100');
  // The shortest period (30 s, 75 %) is chosen first.
  assert.is(estimate(), formatMoney('175.00'));
  const periods = buttons(container, '.up-periods button');
  assert.is(periods.length, 4, 'the four demo periods');
  // Periods from 60 s on read in minutes (docs/decisions.md, Periods).
  assert.equal(periods.map((b) => b.firstChild!.textContent), ['30 秒', '1 分鐘', '2 分鐘', '5 分鐘']);
  await act(() => periods[1].click());
  assert.is(periods[1].getAttribute('aria-pressed'), 'true', '60 s chosen');
  assert.is(estimate(), formatMoney('180.00'), '60 s pays 80 %');
  await act(() => buttons(container, '.up-chips:not(.up-periods) button')[1].click());
  assert.is(byId<HTMLInputElement>(container, 'amount').value, '50', 'the 50 chip fills the amount');
  assert.is(estimate(), formatMoney('90.00'));
  // 33.33 × 80 % = 26.664, rounded down to the cent: the house keeps the sub-cent.
  await typeInto(container, 'amount', '33.33');
  assert.is(estimate(), formatMoney('59.99'));
});

test('a signed-out visitor who taps Buy goes to login and comes back to this product', async (context) => {
  const container = await open(context, false);
  await typeInto(container, 'amount', '10');
  await act(() => buyUp(container).click());
  await waitFor(() => context.rendered!.source.read().startsWith(paths.login), 2000, 'routing to login');
  assert.is(context.rendered!.source.read(), withQuery(paths.login, { redirect: withQuery(paths.detail, { symbol: 'BTCUSDT', stake: '10' }) }), 'with the stake');
});

test('the risk notice comes before the first order; the buy buttons are disabled in flight; one keyed order; no notice after', async (context) => {
  const container = await open(context);
  const { store, services } = context.rendered!;
  await typeInto(container, 'amount', '100');
  await act(() => buyUp(container).click());
  await waitFor(() => dialog(container), 2000, 'the risk notice');
  // The text is the risk page of the API, loaded when the panel opened.
  await waitFor(() => !dialogButton(container, true).disabled, 5000, 'the risk notice text');
  const risk = (await call(context.server.url, 'GET', '/api/pages/risk?lang=zh-TW')).body;
  const notice = dialog(container)!.textContent!;
  assert.ok(notice.includes(risk.title) && notice.includes(risk.body.split('\n\n')[0]), `the risk notice: ${notice}`);
  assert.ok(dialog(container)!.querySelector(`a[href="#${paths.help}"]`), 'it links the trading rules');
  assert.is(dialogButton(container, true).textContent, zhTW.risk.accept);
  assert.is(context.orderKeys.length, 0, 'nothing was ordered yet');

  await act(() => dialogButton(container, true).click());
  await waitFor(() => dialog(container)?.textContent?.includes(zhTW.trade.estimate), 5000, 'the order confirmation after accepting');
  assert.is(services.session.user.value?.riskAcknowledged, true, 'the session knows the notice was accepted');
  const summary = dialog(container)!.textContent!;
  for (const part of ['BTCUSDT', zhTW.trade.up, formatMoney('100.00'), formatMoney('175.00'), 'USDT']) {
    assert.ok(summary.includes(part), `the confirmation names ${part}: ${summary}`);
  }

  context.hold = new Promise<void>((resolve) => (context.release = resolve));
  await act(() => dialogButton(container, true).click());
  await waitFor(() => context.orderKeys.length === 1, 5000, 'the order to reach the server');
  assert.ok(buyUp(container).disabled && buyDown(container).disabled, 'both buy buttons are disabled while the order is in flight');
  const key = context.orderKeys[0];
  assert.type(key, 'string', 'the order carries an Idempotency-Key');
  assert.is(store.get<Record<string, { key: string }>>('intents')?.order?.key, key, 'the key was saved before sending');
  context.release!();

  await waitFor(() => container.querySelector('.up-toast')?.textContent === zhTW.trade.success, 5000, 'purchase successful');
  assert.not.ok(buyUp(container).disabled, 'the buttons come back after the answer');
  assert.is(store.get<Record<string, unknown>>('intents')?.order, undefined, 'the finished intent is dropped');
  await waitFor(() => services.session.user.value?.balances.available === '10900.00', 5000, 'the balance after the stake');

  // The second order goes straight to its confirmation.
  await act(() => buyDown(container).click());
  await waitFor(() => dialog(container), 2000, 'the confirmation');
  assert.not.ok(dialog(container)!.textContent!.includes(zhTW.risk.title), 'no risk notice once accepted');
  assert.ok(dialog(container)!.textContent!.includes(zhTW.trade.down));
  await act(() => dialogButton(container, false).click());
  assert.is(dialog(container), null, 'cancelled');
  assert.is(context.orderKeys.length, 1, 'cancelling sends nothing');
});

test('period and stake live in the URL: View positions, then back, returns to the trade screen with both as they were', async (context) => {
  const container = await open(context);
  const { source } = context.rendered!;
  await act(() => buttons(container, '.up-periods button')[1].click());
  await typeInto(container, 'amount', '50');
  assert.is(source.read(), withQuery(paths.detail, { symbol: 'BTCUSDT', period: '60', stake: '50' }), 'kept in place, in the query');
  await act(() => container.querySelector<HTMLAnchorElement>(`a[href="#${paths.orders}"]`)!.click());
  await waitFor(() => container.querySelector('.up-recs, .up-empty'), 5000, 'my orders');
  await act(() => container.querySelector<HTMLButtonElement>(`.up-bar button[aria-label="${zhTW.common.back}"]`)!.click());
  await waitFor(() => container.querySelector('#amount'), 5000, 'the trade screen again');
  assert.is(source.read(), withQuery(paths.detail, { symbol: 'BTCUSDT', period: '60', stake: '50' }));
  assert.is(buttons(container, '.up-periods button')[1].getAttribute('aria-pressed'), 'true', '60 s still chosen');
  assert.is(byId<HTMLInputElement>(container, 'amount').value, '50', 'the stake still typed');
  assert.is(byId(container, 'trade-estimate').textContent, formatMoney('90.00'), 'and what it would pay');
});

test('prices not live: Rise and Fall are disabled with the reason beside them, and come back with the prices', async (context) => {
  const container = await open(context);
  await typeInto(container, 'amount', '10');
  await waitFor(() => StandInEventSource.opened.at(-1)?.readyState === 1, 5000, 'the price stream');
  assert.not.ok(buyUp(container).disabled, 'live: 10 can be bought');
  await act(() => StandInEventSource.opened.at(-1)!.onerror!());
  assert.ok(buyUp(container).disabled && buyDown(container).disabled, 'no buying on prices that are not live');
  assert.is(container.querySelector('.up-dock [role=status]')?.textContent, zhTW.trade.offline, 'the reason, beside the buttons');
  await act(() => buyUp(container).click());
  assert.is(dialog(container), null, 'no confirmation to refuse later');
  const data = JSON.stringify({ symbol: 'BTCUSDT', price: '63201.00', time: new Date(clock.now()).toISOString() });
  await act(() => StandInEventSource.opened.at(-1)!.listeners.tick?.({ data, lastEventId: '1' }));
  assert.not.ok(buyUp(container).disabled, 'live again');
  assert.is(container.querySelector('.up-dock [role=status]'), null);
});

test('maintenance says when trading reopens: at its time when the product has one, else when maintenance ends', async (context) => {
  const container = await open(context, true, withQuery(paths.detail, { symbol: 'ETHUSDT' }));
  await typeInto(container, 'amount', '10');
  assert.is(container.querySelector('.up-dock [role=status]')?.textContent, zhTW.trade.maintenance);
  assert.ok(buyUp(container).disabled && buyDown(container).disabled);
  await context.rendered!.unmount();
  const opensAt = '2026-11-25T14:00:00.000Z';
  const product = { symbol: 'ETHUSDT', status: 'maintenance', opensAt } as Product;
  context.rendered = await renderComponent(<MarketClosedNotice product={product} />);
  assert.is(context.rendered.container.textContent, zhTW.trade.maintenanceUntil.replace('{{time}}', formatDateTime(opensAt)));
});

test.run();
