// The account events model (src/state/account-events-model.ts) over the real stream: what it tells the other
// models, and when it holds a stream open. Against the real server in demo mode (deposits are confirmed at once).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import type { Socket } from 'node:net';
import { call, startTestApp, type TestApp } from '../helpers/test-app.js';
import { seedDemo, demoAccount } from '../../server/cli/seed-demo.js';
import { paths } from '../../src/routing/paths.js';
import { formatMoney } from '../../src/i18n/format.js';
import { componentHooks, memoryStore, registerDom, renderApp, waitFor, type RenderedApp } from './helpers/dom.js';

interface Context {
  server: TestApp;
  token: string;
  rendered?: RenderedApp;
  /** `METHOD url` of every request, in order. */
  requests: string[];
  /** The sockets of the account streams the server holds. */
  streams: Socket[];
}

const test = suite<Context>('account events', {} as Context);

test.before(async (context) => {
  context.requests = [];
  context.streams = [];
  context.server = await startTestApp({ demoMode: true }, (app) => {
    app.addHook('onRequest', async (request) => {
      context.requests.push(`${request.method} ${request.url}`);
      if (request.url === '/api/me/stream') context.streams.push(request.raw.socket);
    });
  });
  await seedDemo(context.server.app.conn, Date.now());
  const login = await call(context.server.url, 'POST', '/api/auth/login', { body: { account: demoAccount.account, password: demoAccount.password } });
  context.token = login.body.token;
  registerDom(context.server.url);
});

componentHooks(test);

const listening = (context: Context) => context.server.app.accountEvents.users;
const count = (context: Context, request: string) => context.requests.filter((r) => r === request).length;

async function open(context: Context, path: string): Promise<RenderedApp> {
  const me = (await call(context.server.url, 'GET', '/api/me', { token: context.token })).body;
  context.rendered = await renderApp(path, { store: memoryStore({ token: context.token, userInfo: me }) });
  await waitFor(() => listening(context) === 1, 5000, 'the stream open');
  return context.rendered;
}

async function depositElsewhere(context: Context, amount: string, key: string) {
  const made = await call(context.server.url, 'POST', '/api/deposits', { token: context.token, headers: { 'idempotency-key': key }, body: { amount, method: 'bank_transfer' } });
  assert.is(made.body.status, 'confirmed', JSON.stringify(made.body));
}

test('a deposit made on another device shows in the deposit list on screen, and in the balance', async (context) => {
  const { container, services } = await open(context, paths.depositList);
  await waitFor(() => container.querySelector('[aria-busy]') === null, 5000, 'the list read');
  const rows = () => container.querySelectorAll('.up-recs li').length;
  const before = rows();
  const available = Number(services.session.user.value!.balances.available);
  await depositElsewhere(context, '12.34', 'events-d1');
  await waitFor(() => rows() === before + 1, 5000, 'the new deposit listed');
  assert.ok(container.textContent!.includes(formatMoney('12.34')));
  await waitFor(() => Number(services.session.user.value!.balances.available) === available + 12.34, 5000, 'the balance');
});

test('signing out closes the stream; unmounting too', async (context) => {
  const { services } = await open(context, paths.home);
  await act(() => services.session.forget());
  await waitFor(() => listening(context) === 0, 5000, 'the stream closed on sign-out');
  await context.rendered!.unmount();
  context.rendered = undefined;
  await open(context, paths.home);
  await context.rendered!.unmount();
  context.rendered = undefined;
  await waitFor(() => listening(context) === 0, 5000, 'the stream closed on unmount');
});

test('a dropped stream comes back, and what the screens show is read again', async (context) => {
  const { services } = await open(context, paths.home);
  const streams = count(context, 'GET /api/me/stream');
  const profiles = count(context, 'GET /api/me');
  for (const socket of context.streams) socket.destroy();
  await waitFor(() => count(context, 'GET /api/me/stream') > streams && listening(context) === 1, 5000, 'a new stream');
  await waitFor(() => count(context, 'GET /api/me') > profiles, 5000, 'the profile read again');
  const available = Number(services.session.user.value!.balances.available);
  await depositElsewhere(context, '10.00', 'events-d2');
  await waitFor(() => Number(services.session.user.value!.balances.available) === available + 10, 5000, 'events flow again');
});

test('in the background the stream is closed; back in the foreground it opens again', async (context) => {
  await open(context, paths.home);
  let state: DocumentVisibilityState = 'hidden';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  try {
    await act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => listening(context) === 0, 5000, 'closed in the background');
    state = 'visible';
    await act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => listening(context) === 1, 5000, 'open again');
  } finally {
    delete (document as { visibilityState?: unknown }).visibilityState;
  }
});

test.run();
