// The signals models of src/state (issue 12): read-only signals out, actions in, and nothing left listening
// once disposed. Against the real server in demo mode, on a scripted market (BTC/USDT at 63,200.00, a
// Wednesday noon); happy-dom has no EventSource, so a recording stand-in takes its place.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setTimeout as sleep } from 'node:timers/promises';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { scriptedClock, seedProducts, tick } from '../helpers/scripted-market.js';
import { seedDemo } from '../../server/db/seed-demo.js';
import { createServices, type Services } from '../../src/state/services.js';
import { mount } from '../../src/main.js';
import { paths } from '../../src/routing/paths.js';
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
  /** What the code under test added to and removed from the window while `spyOnWindow` ran. */
  added: Listener[];
  removed: Listener[];
  services?: Services;
}

const test = suite<Context>('models', {} as Context);

test.before(async (context) => {
  context.server = await startTestApp({ demoMode: true }, undefined, clock.now);
  const { app, url } = context.server;
  await seedDemo(app.db, clock.now());
  await seedProducts(app, clock.now());
  await tick(app, 'BTCUSDT', 6_320_000, clock.now());
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

/** The window listeners added and not removed since the test began. */
const leftOn = (context: Context) => context.added.filter(([type, fn]) => !context.removed.some(([t, f]) => t === type && f === fn));

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
