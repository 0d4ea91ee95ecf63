// The account security screen (src/pages/account-security.tsx) in happy-dom against the real server: it loads
// (a spinner while the lists are on their way, held here), a failed load says why with a retry, the empty
// sign-ins list says so, two-step sign-in is set up from the QR code's key and turned on with a code and the
// transaction password (the ten recovery codes shown once), another device is signed out (one that signed in
// before this one can't be, and a note says so), and the personal center links here.
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import { generate } from 'otplib';
import { call, startTestApp } from '../helpers/test-app.js';
import { inviteCode, signUp, type SignedIn } from '../helpers/funds.js';
import { insertInviteCode } from '../../server/domain/auth/invite-codes-repository.js';
import { paths } from '../../src/routing/paths.js';
import { componentHooks, formIn, memoryStore, readLocale, registerDom, renderApp, submitForm, typeInto, waitFor } from './helpers/dom.js';
import type { ServerContext } from './helpers/server-suite.js';

const zhTW = readLocale('zh-TW');
const s = zhTW.security as unknown as Record<string, string>;
/** Requests to these paths answer 503 once each, when listed. */
const failing = new Set<string>();
let held: Promise<void> | undefined;

const test = suite<ServerContext>('account security screen', {} as ServerContext);
test.before(async (context) => {
  context.server = await startTestApp({ authRateLimitPerMinute: 1000 }, (app) =>
    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0];
      if (path === '/api/me/sessions' && held) await held;
      if (!failing.delete(path)) return;
      reply.header('retry-after', '1');
      return reply.status(503).send({ error: { code: 'unavailable', message: 'test: down' } });
    }),
  );
  await insertInviteCode(context.server.app.conn, inviteCode, null, Date.now());
  registerDom(context.server.url);
});
componentHooks(test);

const url = (context: ServerContext) => context.server.url;
const app = (context: ServerContext) => context.server.app;

async function open(context: ServerContext, user: SignedIn, path: string = paths.security): Promise<HTMLElement> {
  const me = await call(url(context), 'GET', '/api/me', { token: user.token });
  context.rendered = await renderApp(path, { store: memoryStore({ token: user.token, userInfo: me.body }) });
  return context.rendered.container;
}

test('the personal center links to the screen', async (context) => {
  const [user] = await signUp(context.server, 1);
  const container = await open(context, user, paths.user);
  await waitFor(() => container.querySelector(`a[href="#${paths.security}"]`), 5000, 'the menu row');
  assert.ok(container.querySelector(`a[href="#${paths.security}"]`)!.textContent!.includes(zhTW.user.security));
});

test('a spinner while loading; then this device, its sign-in and two-step sign-in off', async (context) => {
  const [user] = await signUp(context.server, 1);
  let release!: () => void;
  held = new Promise((resolve) => (release = resolve));
  const container = await open(context, user);
  try {
    await waitFor(() => container.querySelector('.up-loading'), 5000, 'the spinner');
  } finally {
    release();
    held = undefined;
  }
  await waitFor(() => container.textContent!.includes(s.thisDevice), 5000, 'the sessions');
  assert.ok(container.textContent!.includes(s.off));
  assert.ok(container.textContent!.includes(s.signIns));
  assert.ok(container.textContent!.includes((zhTW.security as unknown as { outcome: Record<string, string> }).outcome.signed_in));
  assert.not.ok(container.textContent!.includes(s.signOutOthers), 'one device: nothing else to sign out');
});

test('a failed load says why and retries; no sign-ins yet says so', async (context) => {
  const [user] = await signUp(context.server, 1);
  await app(context).db.deleteFrom('sign_ins').where('user_id', '=', user.userId).execute();
  failing.add('/api/me/sign-ins');
  const container = await open(context, user);
  await waitFor(() => container.querySelector('.up-empty[role=alert]'), 5000, 'the error');
  assert.ok(container.textContent!.includes(zhTW.errors.unavailable));
  await act(() => container.querySelector<HTMLButtonElement>('.up-empty[role=alert] button')!.click());
  await waitFor(() => container.textContent!.includes(s.noSignIns), 5000, 'the empty sign-ins');
});

test('two-step sign-in: set up from the key, on with a code and the transaction password, ten recovery codes once', async (context) => {
  const [user] = await signUp(context.server, 1);
  const container = await open(context, user);
  await waitFor(() => container.textContent!.includes(s.setUp), 5000, 'the set-up button');
  const setUp = [...container.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === s.setUp)!;
  await act(() => setUp.click());
  await waitFor(() => container.querySelector('.up-secret code'), 5000, 'the key');
  const qr = container.querySelector<HTMLImageElement>('img.up-qr')!;
  assert.ok(qr.getAttribute('src')!.startsWith('data:image/svg+xml,'), 'the QR code drawn by the server');
  // Shown in groups of four, as people type it.
  const secret = container.querySelector('.up-secret code')!.textContent!.replace(/\s/g, '');
  await typeInto(container, 'code', await generate({ secret }));
  await typeInto(container, 'tradePassword', user.tradePassword);
  await submitForm(formIn(container.querySelector('.up-card')!));
  await waitFor(() => container.querySelectorAll('.up-codes li').length === 10, 5000, 'the recovery codes');
  const state = await call(url(context), 'GET', '/api/me/two-step', { token: user.token });
  assert.is(state.body.enabled, true);
  const saved = [...container.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === s.saved)!;
  await act(() => saved.click());
  await waitFor(() => !container.querySelector('.up-codes') && container.textContent!.includes(s.turnOff), 5000, 'on, the codes gone');
});

test('another device is listed and signed out; its token is refused after', async (context) => {
  const [user] = await signUp(context.server, 1);
  const other = await call(url(context), 'POST', '/api/auth/login', {
    body: { account: user.account, password: 'secret123' },
    headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36' },
  });
  assert.is(other.status, 200);
  const container = await open(context, user);
  await waitFor(() => container.querySelector('.up-list')?.textContent!.includes('Chrome · Android'), 5000, 'the other device');
  await act(() => container.querySelector<HTMLButtonElement>('button.up-out')!.click());
  // The sessions list is the first list; the sign-ins list below still names the device's sign-in.
  await waitFor(() => container.querySelectorAll('.up-list')[0].querySelectorAll('li').length === 1, 5000, 'signed out');
  assert.not.ok(container.querySelectorAll('.up-list')[0].textContent!.includes('Chrome · Android'));
  assert.is((await call(url(context), 'GET', '/api/me', { token: other.body.token })).status, 401);
});

test('a device that signed in before this one has no sign-out button; a note says who can sign it out', async (context) => {
  const [user] = await signUp(context.server, 1);
  const newer = await call(url(context), 'POST', '/api/auth/login', {
    body: { account: user.account, password: 'secret123' },
    headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36' },
  });
  assert.is(newer.status, 200);
  const container = await open(context, { ...user, token: newer.body.token });
  await waitFor(() => container.querySelectorAll('.up-list')[0]?.querySelectorAll('li').length === 2, 5000, 'both devices');
  assert.is(container.querySelector('button.up-out'), null, 'no button for the older device');
  assert.ok(container.textContent!.includes(s.olderNote), 'the note');
  assert.not.ok(container.textContent!.includes(s.signOutOthers), 'nothing newer to sign out');
});

test.run();
