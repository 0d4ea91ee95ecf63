// The login form (src/pages/sign-in.tsx) in happy-dom against the real server with the demo seed.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { seedDemo, demoAccount } from '../../server/cli/seed-demo.js';
import { paths } from '../../src/routing/paths.js';
import { language } from '../../src/i18n/i18n.js';
import {
  byId,
  formIn,
  readLocale,
  registerDom,
  renderApp,
  submitForm,
  typeInto,
  unregisterDom,
  waitFor,
  type RenderedApp,
} from './helpers/dom.js';

const zhTW = readLocale('zh-TW');

interface Context {
  server: TestApp;
  /** `METHOD url` of every request the server received, in order. */
  requests: string[];
  /** While set, `POST /api/auth/login` waits for it before being handled (to observe the in-flight state). */
  holdLogin?: Promise<void>;
  releaseLogin?: () => void;
  /** The body of every login the server received. */
  loginBodies: Record<string, unknown>[];
  rendered?: RenderedApp;
}

const test = suite<Context>('login form', { requests: [] } as unknown as Context);

test.before(async (context) => {
  context.requests = [];
  context.loginBodies = [];
  context.server = await startTestApp({}, (app) => {
    app.addHook('onRequest', async (request) => {
      context.requests.push(`${request.method} ${request.url}`);
      if (context.holdLogin && request.method === 'POST' && request.url === '/api/auth/login') await context.holdLogin;
    });
    app.addHook('preHandler', async (request) => {
      if (request.url === '/api/auth/login') context.loginBodies.push(request.body as Record<string, unknown>);
    });
  });
  await seedDemo(context.server.app.conn, Date.now());
  registerDom(context.server.url);
});

test.after(async (context) => {
  await unregisterDom();
  await context.server.close();
});

test.before.each(async (context) => {
  // Every test starts in the default language, whatever another suite in this process left behind.
  assert.is(language.value, 'zh-TW', 'component tests start in zh-TW');
  context.rendered = await renderApp(paths.login);
});

test.after.each(async (context) => {
  await context.rendered?.unmount();
  context.rendered = undefined;
  // A failed test must not leave a login request parked on the server (close() would wait for it).
  context.releaseLogin?.();
  context.holdLogin = context.releaseLogin = undefined;
});

test('an empty login form shows the required message under both fields and sends nothing', async (context) => {
  const { container } = context.rendered!;
  const before = context.requests.length;
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('#password-error'), 2000, 'field errors to render');

  for (const id of ['account', 'password']) {
    assert.is(byId(container, `${id}-error`).textContent, zhTW.fields.required, `#${id} shows fields.required in zh-TW`);
    assert.is(byId(container, id).getAttribute('aria-invalid'), 'true', `#${id} is marked invalid`);
    assert.is(byId(container, id).getAttribute('aria-describedby'), `${id}-error`, `#${id} points screen readers at its error`);
  }
  // Give a request that should not exist time to arrive.
  await new Promise((resolve) => setTimeout(resolve, 300));
  // The app's own background GET /api/app-info may land meanwhile; a form only ever POSTs.
  assert.equal(context.requests.slice(before).filter((r) => r.startsWith('POST ')), [], 'no form request reached the server');
  assert.is(container.querySelector('button[type=submit]')?.hasAttribute('disabled'), false, 'the button stays enabled');
});

test('typing into a field clears its required error, and only its own', async (context) => {
  const { container } = context.rendered!;
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('#account-error'), 2000, 'field errors to render');
  await typeInto(container, 'account', 'demo001');
  await waitFor(() => !container.querySelector('#account-error'), 2000, 'the account error to clear');
  assert.ok(container.querySelector('#password-error'), 'the password error stays until the password is typed');
});

test('valid demo credentials: the button is busy while the request is in flight, then the personal center shows', async (context) => {
  const { container, source } = context.rendered!;
  context.holdLogin = new Promise<void>((resolve) => (context.releaseLogin = resolve));

  await typeInto(container, 'account', demoAccount.account);
  await typeInto(container, 'password', demoAccount.password);
  await submitForm(formIn(container));
  await waitFor(() => context.requests.includes('POST /api/auth/login'), 5000, 'the login request to reach the server');

  const button = container.querySelector('button[type=submit]') as HTMLButtonElement;
  assert.ok(button.disabled, 'the submit button is disabled while the login request is in flight');
  assert.is(button.getAttribute('aria-busy'), 'true', 'the submit button is aria-busy while in flight');
  assert.ok(button.querySelector('.up-spinner'), 'a spinner shows while in flight');

  // A second submit (Enter pressed again) while in flight must not send a second request.
  await submitForm(formIn(container));
  await new Promise((resolve) => setTimeout(resolve, 100));
  context.releaseLogin!();

  await waitFor(() => source.read() === paths.user, 10_000, `routing to ${paths.user}, at ${source.read()}`);
  await waitFor(() => container.querySelector('#up-account')?.textContent === demoAccount.account, 5000, 'the account name');
  assert.is(container.querySelector('h1')?.textContent, zhTW.user.title, 'the personal center title shows');
  assert.is(context.requests.filter((r) => r === 'POST /api/auth/login').length, 1, 'exactly one login request was sent');
  assert.type(context.rendered!.store.get('token'), 'string', 'the token is kept on the device');
});

test('a wrong password shows the translated invalid-credentials message with the tries left before the lock, and re-enables the button', async (context) => {
  const { container, source } = context.rendered!;
  await typeInto(container, 'account', demoAccount.account);
  await typeInto(container, 'password', 'wrong-password-1');
  await submitForm(formIn(container));

  await waitFor(() => container.querySelector('.up-form-error'), 10_000, 'the form error');
  const error = container.querySelector('.up-form-error')!;
  // Broke before: only "wrong account or password", no warning before sign-in locks (the transaction password warns).
  assert.is(error.textContent, zhTW.errors.invalid_credentials_left.other.replace('{{attemptsLeft}}', '4'), 'the tries left, in zh-TW');
  assert.is(error.getAttribute('role'), 'alert', 'the form error is announced');
  await waitFor(() => !(container.querySelector('button[type=submit]') as HTMLButtonElement).disabled, 2000, 'the button to re-enable');
  const button = container.querySelector('button[type=submit]') as HTMLButtonElement;
  assert.is(button.getAttribute('aria-busy'), null, 'the button is no longer aria-busy');
  assert.is(source.read(), paths.login, 'still on the login page');
  assert.is(context.rendered!.store.get('token'), undefined, 'no token was kept');
});

test('the device token of a login is kept for its account and sent with the next login on this device, which replaces it', async (context) => {
  const signIn = async (rendered: RenderedApp) => {
    await typeInto(rendered.container, 'account', demoAccount.account.toUpperCase());
    await typeInto(rendered.container, 'password', demoAccount.password);
    await submitForm(formIn(rendered.container));
    await waitFor(() => rendered.source.read() === paths.user, 10_000, `routing to ${paths.user}`);
  };
  const first = context.rendered!;
  await signIn(first);
  const devices = first.store.get<Record<string, string>>('devices');
  const device = devices?.[demoAccount.account];
  assert.type(device, 'string', `a device token kept for ${demoAccount.account}: ${JSON.stringify(devices)}`);
  assert.is(context.loginBodies.at(-1)?.device, undefined, 'the first login on a device has none to send');

  await first.unmount();
  first.store.remove('token');
  context.rendered = await renderApp(paths.login, { store: first.store });
  await signIn(context.rendered);
  assert.is(context.loginBodies.at(-1)?.device, device, 'the next login sends it, whatever case the account was typed in');
  const next = context.rendered.store.get<Record<string, string>>('devices')?.[demoAccount.account];
  assert.type(next, 'string');
  assert.is.not(next, device, 'and keeps the new token that login handed out (each is used once)');
});

test.run();
