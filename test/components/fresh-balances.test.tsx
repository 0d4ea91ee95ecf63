// Balances are never stale: what home shows after an operator changed them from the CLI while the app was
// closed, while it is open, and when it comes back to the foreground. Against the real server in demo mode;
// the account events arrive over the real stream (happy-dom's fetch streams a response as it comes).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { call, startTestApp, type TestApp } from '../helpers/test-app.js';
import { admin } from '../helpers/admin.js';
import { seedDemo, demoAccount } from '../../server/cli/seed-demo.js';
import { paths } from '../../src/routing/paths.js';
import { formatMoney } from '../../src/i18n/format.js';
import type { Me } from '../../src/core/me.js';
import { componentHooks, memoryStore, registerDom, renderApp, waitFor, type RenderedApp } from './helpers/dom.js';

interface Context {
  server: TestApp;
  token: string;
  rendered?: RenderedApp;
  /** While set, the account stream is refused (503), so only the profile's own refreshes can bring news. */
  refuseStreams?: boolean;
}

const test = suite<Context>('fresh balances', {} as Context);

test.before(async (context) => {
  context.server = await startTestApp({ demoMode: true }, (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (context.refuseStreams && request.url === '/api/me/stream') await reply.status(503).send({ error: { code: 'unavailable', message: 'refused by the test' } });
    });
  });
  const { app, url } = context.server;
  await seedDemo(app.conn, Date.now());
  const login = await call(url, 'POST', '/api/auth/login', { body: { account: demoAccount.account, password: demoAccount.password } });
  context.token = login.body.token;
  const deposit = await call(url, 'POST', '/api/deposits', { token: context.token, headers: { 'idempotency-key': 'fresh-deposit' }, body: { amount: '1075.00', method: 'bank_transfer' } });
  assert.is(deposit.body.status, 'confirmed');
  const bind = await call(url, 'POST', '/api/withdrawal-accounts', {
    token: context.token,
    body: { type: 'bank_card', accountName: 'Chen Mei', nationality: 'TW', bankName: 'Cathay United Bank', cardNumber: '4000123412341234', bankAddress: 'Taipei', tradePassword: demoAccount.tradePassword },
  });
  assert.is(bind.status, 201, JSON.stringify(bind.body));
  registerDom(url);
});

componentHooks(test);

/** Asks for a withdrawal of `amount` (fee 1.00 on small amounts): its id; amount + fee now under review. */
async function withdraw(context: Context, amount: string, key: string): Promise<string> {
  const out = await call(context.server.url, 'POST', '/api/withdrawals', {
    token: context.token,
    headers: { 'idempotency-key': key },
    body: { amount, tradePassword: demoAccount.tradePassword },
  });
  assert.is(out.status, 201, JSON.stringify(out.body));
  return out.body.id;
}

const me = async (context: Context): Promise<Me> => (await call(context.server.url, 'GET', '/api/me', { token: context.token })).body;
const hero = (rendered: RenderedApp) => rendered.container.querySelector('.up-hero .up-big')?.textContent ?? '';

test('home shows the balances of now after an operator approved a withdrawal while the app was closed', async (context) => {
  const id = await withdraw(context, '50.00', 'fresh-w1');
  const before = await me(context);
  assert.is(before.balances.total, '11075.00', 'the seed\'s 10,000.00 and the deposit');
  assert.is(before.balances.frozen, '51.00');
  // The app is closed; the operator pays the withdrawal out from the CLI.
  assert.is((await admin(context.server, 'withdrawals', 'approve', id, '--reason', 'paid')).code, 0);
  // A full reload: the device still holds the profile it kept.
  context.rendered = await renderApp(paths.home, { store: memoryStore({ token: context.token, userInfo: before }) });
  await waitFor(() => hero(context.rendered!).startsWith(formatMoney('11024.00')), 5000, `home's total ${formatMoney('11024.00')}, showing ${hero(context.rendered!)}`);
  assert.is(context.rendered.services.session.user.value?.balances.frozen, '0.00');
});

test('home follows a CLI approval while it is open, without navigating', async (context) => {
  context.rendered = await renderApp(paths.home, { store: memoryStore({ token: context.token, userInfo: await me(context) }) });
  const { services } = context.rendered;
  const id = await withdraw(context, '100.00', 'fresh-w2');
  await waitFor(() => services.session.user.value?.balances.frozen === '101.00', 5000, 'the hold arrives as an event');
  assert.is((await admin(context.server, 'withdrawals', 'approve', id, '--reason', 'paid')).code, 0);
  const total = formatMoney((await me(context)).balances.total);
  await waitFor(() => hero(context.rendered!).startsWith(total), 5000, `home's total ${total}, showing ${hero(context.rendered!)}`);
  assert.is(context.rendered.source.read(), paths.home, 'still on home');
});

test('coming back to the foreground reads the profile again', async (context) => {
  context.refuseStreams = true;
  try {
    const before = await me(context);
    context.rendered = await renderApp(paths.home, { store: memoryStore({ token: context.token, userInfo: before }) });
    await waitFor(() => hero(context.rendered!).startsWith(formatMoney(before.balances.total)), 5000, 'the total before');
    const id = await withdraw(context, '20.00', 'fresh-w3');
    await admin(context.server, 'withdrawals', 'approve', id, '--reason', 'paid');
    const total = formatMoney((await me(context)).balances.total);
    let state: DocumentVisibilityState = 'hidden';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    try {
      await act(() => void document.dispatchEvent(new Event('visibilitychange')));
      assert.ok(hero(context.rendered).startsWith(formatMoney(before.balances.total)), 'nothing new while in the background');
      state = 'visible';
      await act(() => void document.dispatchEvent(new Event('visibilitychange')));
      await waitFor(() => hero(context.rendered!).startsWith(total), 5000, `home's total ${total}, showing ${hero(context.rendered!)}`);
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
    }
  } finally {
    context.refuseStreams = false;
  }
});

test.run();
