// The signals models of src/state: read-only signals out, actions in, and nothing left listening
// once disposed. Against the real server in demo mode, on a scripted market (BTC/USDT at 63,200.00, a
// Wednesday noon); happy-dom has no EventSource, so a recording stand-in takes its place.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Signal } from '@preact/signals';
import { call, startTestApp, type TestApp } from '../helpers/test-app.js';
import { scriptedClock, seedProducts, tick } from '../helpers/scripted-market.js';
import { demoAccount, seedDemo } from '../../server/cli/seed-demo.js';
import type { Me } from '../../src/core/me.js';
import { createServices, type Services } from '../../src/state/services.js';
import { mount } from '../../src/main.js';
import { paths } from '../../src/routing/paths.js';
import { login, deviceFor } from '../../src/state/sign-in.js';
import { signOut } from '../../src/state/own-account.js';
import { demoWithDeposit } from './helpers/demo-deposit.js';
import { memoryStore, registerDom, unregisterDom, waitFor } from './helpers/dom.js';

const clock = scriptedClock(Date.parse('2026-11-25T12:00:00Z'));

/** An EventSource that connects nowhere and remembers whether it was closed. */
class RecordingEventSource extends EventTarget {
  static opened: RecordingEventSource[] = [];
  readyState = 0;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    super();
    RecordingEventSource.opened.push(this);
  }
  close() {
    this.readyState = 2;
  }
}

type Listener = [type: string, listener: unknown];

interface Context {
  server: TestApp;
  /** The demo user, 1,000.00 deposited, risk notice not yet accepted. */
  token: string;
  me: Me;
  /** What the code under test added to and removed from the window while `spyOnWindow` ran. */
  added: Listener[];
  removed: Listener[];
  services?: Services;
}

const test = suite<Context>('models', {} as Context);

test.before(async (context) => {
  context.server = await startTestApp({ demoMode: true }, undefined, clock.now);
  const { app, url } = context.server;
  await seedDemo(app.conn, clock.now());
  await seedProducts(app, clock.now());
  await tick(app, 'BTCUSDT', 6_320_000, clock.now());
  context.token = await demoWithDeposit(url, '1000.00', 'models-test-deposit');
  context.me = (await call(url, 'GET', '/api/me', { token: context.token })).body;
  assert.is(context.me.riskAcknowledged, false, 'the demo user starts without the risk notice accepted');
  registerDom(url);
  (globalThis as { EventSource?: unknown }).EventSource = RecordingEventSource;
  // Spied on from here, so every listener the models add in these tests is seen, whatever adds it.
  context.added = [];
  context.removed = [];
  const { addEventListener: add, removeEventListener: remove } = globalThis;
  globalThis.addEventListener = (...args: Parameters<typeof add>) => (context.added.push([args[0], args[1]]), add(...args));
  globalThis.removeEventListener = (...args: Parameters<typeof remove>) => (context.removed.push([args[0], args[1]]), remove(...args));
});

test.before.each((context) => {
  RecordingEventSource.opened = [];
  context.added.length = context.removed.length = 0;
});

test.after.each((context) => {
  context.services?.dispose();
  context.services = undefined;
});

test.after(async (context) => {
  await unregisterDom();
  await context.server.close();
});

const build = (context: Context, store = memoryStore()) =>
  (context.services = createServices({ store, apiBase: `${location.origin}/api`, assetBase: `${location.origin}/` }));

const signedIn = (context: Context) => memoryStore({ token: context.token, userInfo: context.me });

/** The window listeners added and not removed since the test began. */
const leftOn = (context: Context) => context.added.filter(([type, fn]) => !context.removed.some(([t, f]) => t === type && f === fn));

test("a model's signals can't be written from outside it: they are read-only views of its own", async (context) => {
  const { session, market } = build(context, signedIn(context));
  assert.throws(() => {
    // @ts-expect-error: only the session's actions write who is signed in
    session.user.value = { ...context.me, riskAcknowledged: true };
  }, TypeError);
  assert.throws(() => {
    // @ts-expect-error: as above
    session.token.value = 'forged';
  }, TypeError);
  assert.throws(() => {
    // @ts-expect-error: only the stream says whether prices are stale
    market.down.value = true;
  }, TypeError);
  const views = Object.entries({ ...session, ...market }).filter(([, view]) => view && typeof view === 'object' && 'peek' in view);
  assert.equal(views.map(([name]) => name).sort(), ['asOf', 'down', 'heard', 'last', 'live', 'revision', 'signedIn', 'token', 'unread', 'user'], 'every signal the two expose');
  for (const [name, view] of views) assert.throws(() => ((view as Signal<unknown>).value = undefined), TypeError, `${name} is read-only`);
  assert.is(session.user.value?.riskAcknowledged, false, 'nothing changed');
  assert.is(session.token.value, context.token);
  assert.not.ok(market.down.value);
});

test("trading: the open positions, settled orders and results to announce are read-only views", async (context) => {
  const { trading } = build(context, signedIn(context));
  for (const view of [trading.positions, trading.settled, trading.results]) {
    assert.throws(() => ((view as Signal<unknown>).value = undefined), TypeError);
  }
});

test('session: acknowledgeRisk tells the server and marks the user here at once, and on the device', async (context) => {
  const store = signedIn(context);
  const { session } = build(context, store);
  await session.acknowledgeRisk();
  assert.is(session.user.value?.riskAcknowledged, true);
  assert.is(store.get<Me>('userInfo')?.riskAcknowledged, true, 'kept on the device');
  const server = await call(context.server.url, 'GET', '/api/me', { token: context.token });
  assert.is(server.body.riskAcknowledged, true, 'the server has it');
});

test('session: login signs in and remembers the device token; signOut forgets the session here', async (context) => {
  const store = memoryStore();
  const services = build(context, store);
  const { session } = services;
  assert.not.ok(session.signedIn.value);
  await login(services, { account: demoAccount.account, password: demoAccount.password });
  assert.ok(session.signedIn.value);
  assert.is(store.get('token'), session.token.value);
  assert.is(session.user.value?.account, demoAccount.account);
  assert.type(deviceFor(store, demoAccount.account), 'string', 'the device token is kept for the next login');
  await signOut(services);
  assert.not.ok(session.signedIn.value);
  assert.is(session.user.value, undefined);
  assert.is(store.get('token'), undefined);
});

test('trading: placeOrder sends one keyed order, ends the intent, and the balance follows', async (context) => {
  const keys: unknown[] = [];
  const store = signedIn(context);
  const { trading, session } = build(context, store);
  await session.acknowledgeRisk();
  const available = Number(session.user.value!.balances.available);
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    if (String(input).endsWith('/api/orders') && init?.method === 'POST') keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
    return realFetch(input, init);
  };
  try {
    const order = await trading.placeOrder({ symbol: 'BTCUSDT', direction: 'up', amount: '100.00', period: 60 });
    assert.is(order.status, 'open');
    assert.is(keys.length, 1);
    assert.type(keys[0], 'string', 'the order carried an Idempotency-Key');
    assert.is(store.get<Record<string, unknown>>('intents')?.order, undefined, 'the finished intent is dropped');
    await waitFor(() => Number(session.user.value?.balances.available) === available - 100, 5000, 'the balance after the stake');
    const page = await trading.orders('open')(null);
    assert.ok(page.items.some((o) => o.id === order.id), 'listed among the open orders');
  } finally {
    globalThis.fetch = realFetch;
  }
});

test('trading: the open positions are watched while signed in, and none after signing out', async (context) => {
  const { trading, session } = build(context, signedIn(context));
  const order = await trading.placeOrder({ symbol: 'BTCUSDT', direction: 'down', amount: '10.00', period: 60 });
  await waitFor(() => trading.positions.value.some((o) => o.id === order.id), 5000, 'the new position watched');
  session.forget();
  assert.equal(trading.positions.value, []);
  assert.equal(trading.results.value, []);
});

test('funds: deposit sends one keyed request, and the deposits list has it first', async (context) => {
  const { funds } = build(context, signedIn(context));
  const record = await funds.deposit({ amount: '25.00', method: 'bank_transfer' });
  assert.is(record.status, 'confirmed', 'confirmed at once in demo mode');
  const page = await funds.deposits(null);
  assert.is(page.items[0]?.id, record.id);
});

test('session: a signed-in app reads a profile kept on the device again at once; its foreground listener goes with dispose', async (context) => {
  const added: unknown[] = [];
  const removed: unknown[] = [];
  const { addEventListener: add, removeEventListener: remove } = document;
  document.addEventListener = (...args: Parameters<typeof add>) => (added.push(args[1]), add.apply(document, args));
  document.removeEventListener = (...args: Parameters<typeof remove>) => (removed.push(args[1]), remove.apply(document, args));
  try {
    const stale = { ...context.me, balances: { ...context.me.balances, total: '1.00' } };
    const { session, dispose } = build(context, memoryStore({ token: context.token, userInfo: stale }));
    assert.is(session.user.value?.balances.total, '1.00', 'the kept profile shows at once');
    await waitFor(() => session.user.value?.balances.total !== '1.00', 5000, 'the fresh profile');
    assert.is(added.length, 1, 'one listener: visibilitychange');
    dispose();
    assert.equal(removed, added);
  } finally {
    document.addEventListener = add;
    document.removeEventListener = remove;
  }
});

test('disposing the market closes its stream and removes the online and offline listeners it put on the window', async (context) => {
  const { market, dispose } = build(context);
  assert.equal(context.added.map(([type]) => type).sort(), ['offline', 'online']);
  const unwatch = market.watch(['BTCUSDT']);
  await waitFor(() => RecordingEventSource.opened.length === 1, 2000, 'the stream to open');
  const [stream] = RecordingEventSource.opened;
  assert.ok(stream.url.endsWith('/api/market/stream?symbols=BTCUSDT'), stream.url);
  dispatchEvent(new Event('offline'));
  assert.ok(market.down.value, 'offline, the prices are stale');

  dispose();
  assert.is(stream.readyState, 2, 'the stream is closed');
  assert.equal(leftOn(context), [], 'every window listener is removed');
  // A screen unmounted after the services went must not bring the stream back.
  unwatch();
  await sleep(50);
  assert.is(RecordingEventSource.opened.length, 1, 'no stream opened after dispose');
});

test('market: a signed-in stream the server refused comes back with a ticket that takes a slot kept for users; signed out it comes back without', async (context) => {
  for (const [store, withTicket] of [[signedIn(context), true], [memoryStore(), false]] as const) {
    RecordingEventSource.opened = [];
    const { market, dispose } = build(context, store);
    market.watch(['BTCUSDT']);
    await waitFor(() => RecordingEventSource.opened.length === 1, 2000, 'the stream to open');
    const [refused] = RecordingEventSource.opened;
    assert.not.match(refused.url, /ticket=/, 'no ticket before it is needed');
    // What EventSource does on a 429: it gives up (readyState 2) and says so once.
    refused.readyState = 2;
    refused.onerror!();
    await waitFor(() => RecordingEventSource.opened.length === 2, 5000, 'the stream to come back');
    const again = RecordingEventSource.opened[1].url;
    if (!withTicket) assert.not.match(again, /ticket=/);
    else {
      const ticket = new URL(again).searchParams.get('ticket')!;
      assert.ok(ticket, again);
      assert.is(context.server.app.streamTickets.userOf(ticket, Date.now()), (await context.server.app.db.selectFrom('users').select('id').where('account', '=', context.me.account).executeTakeFirstOrThrow()).id);
    }
    dispose();
    context.services = undefined;
  }
});

test("mount()'s unmount disposes the models: the home screen's price stream closes and no window listener is left", async (context) => {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const mounted = mount(element, { routing: 'memory', initialPath: paths.home, language: 'zh-TW' });
  try {
    await waitFor(() => RecordingEventSource.opened.length > 0, 5000, 'the price stream of the home screen');
  } finally {
    mounted.unmount();
    element.remove();
  }
  assert.ok(RecordingEventSource.opened.every((stream) => stream.readyState === 2), 'every stream closed');
  assert.equal(leftOn(context).filter(([type]) => type === 'online' || type === 'offline'), []);
});

test.run();
