// Registration step 2 (src/pages/register-passwords.tsx) in happy-dom against the real server, in English: the secrets,
// and the consent to the terms and the privacy policy, which open over the form.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { call, startTestApp, type TestApp } from '../helpers/test-app.js';
import { newUser } from '../helpers/users.js';
import { insertInviteCode } from '../../server/domain/auth/invite-codes-repository.js';
import { paths, withQuery } from '../../src/routing/paths.js';
import { setLanguage } from '../../src/i18n/i18n.js';
import { act } from 'preact/test-utils';
import { consentsOf } from '../../server/domain/auth/consents-repository.js';
import { findUserByAccount } from '../../server/domain/auth/users-repository.js';
import { registerInfoLifetimeMs, type RegisterInfo } from '../../src/pages/register-info.js';
import {
  byId,
  diskDictionary,
  formIn,
  memoryStore,
  readLocale,
  registerDom,
  renderApp,
  submitForm,
  typeInto,
  unregisterDom,
  waitFor,
  type RenderedApp,
} from './helpers/dom.js';

const en = readLocale('en');

interface Context {
  server: TestApp;
  requests: string[];
  user: ReturnType<typeof newUser>;
  info: RegisterInfo;
  rendered?: RenderedApp;
}

const test = suite<Context>('registration step 2', {} as Context);

test.before(async (context) => {
  context.requests = [];
  context.server = await startTestApp({}, (app) => {
    app.addHook('onRequest', async (request) => {
      context.requests.push(`${request.method} ${request.url}`);
    });
  });
  await insertInviteCode(context.server.app.conn, 'TESTCODE', null, Date.now());
  // Step 1 through the real API (with Node's fetch, before happy-dom takes over the globals).
  context.user = newUser();
  const check = await call(context.server.url, 'POST', '/api/auth/register/check', {
    body: { account: context.user.account, phone: context.user.phone, inviteCode: 'TESTCODE' },
  });
  assert.is(check.status, 200, `register/check answers 200: ${JSON.stringify(check.body)}`);
  context.info = {
    ticket: check.body.ticket,
    account: context.user.account,
    dialCode: '+86',
    expiresAtMs: Date.now() + registerInfoLifetimeMs,
  };
  registerDom(context.server.url);
  await setLanguage('en', diskDictionary);
});

test.after(async (context) => {
  await setLanguage('zh-TW', diskDictionary);
  await unregisterDom();
  await context.server.close();
});

test.before.each(async (context) => {
  context.rendered = await renderApp(paths.register, { store: memoryStore({ registerInfo: context.info }) });
});

test.after.each(async (context) => {
  await context.rendered?.unmount();
  context.rendered = undefined;
});

/** Fills the four secrets of step 2. */
async function fill(root: ParentNode, secrets: { password: string; passwordConfirm: string; tradePassword: string; tradePasswordConfirm: string }) {
  for (const [id, value] of Object.entries(secrets)) await typeInto(root, id, value);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** Ticks (or unticks) the consent box as a tap would. */
const tapConsent = (root: ParentNode) => act(() => byId<HTMLInputElement>(root, 'acceptTerms').click());

/** The button of the consent whose text is `label`. */
const consentButton = (root: ParentNode, label: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('[data-testid=consent-documents] button')].find((button) => button.textContent === label)!;

test('step 2 shows the account from step 1, in English', async (context) => {
  const { container } = context.rendered!;
  assert.is(container.querySelector('h1')?.textContent, en.register.title, 'the English title');
  assert.ok(container.textContent?.includes(`${en.register.step} · ${context.user.account}`), 'the step line names the account');
});

test('mismatched passwords show "Passwords do not match" under the confirmation and send nothing', async (context) => {
  const { container } = context.rendered!;
  const before = context.requests.length;
  await fill(container, { password: 'secret123', passwordConfirm: 'secret124', tradePassword: '246810', tradePasswordConfirm: '246810' });
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('#passwordConfirm-error'), 2000, 'the confirmation error');

  assert.is(byId(container, 'passwordConfirm-error').textContent, en.fields.passwords_mismatch, 'fields.passwords_mismatch in English');
  assert.is(en.fields.passwords_mismatch, 'Passwords do not match', 'the English text of the rule');
  assert.is(byId(container, 'passwordConfirm').getAttribute('aria-invalid'), 'true', 'the confirmation is marked invalid');
  assert.is(container.querySelector('#password-error'), null, 'the first password itself is not blamed');
  assert.is(container.querySelector('#tradePasswordConfirm-error'), null, 'matching transaction passwords show no error');
  await settle();
  // The app's own background GET /api/app-info may land meanwhile; a form only ever POSTs.
  assert.equal(context.requests.slice(before).filter((r) => r.startsWith('POST ')), [], 'no form request reached the server');
  assert.is(context.rendered!.source.read(), paths.register, 'still on step 2');
});

test('mismatched transaction passwords show "Transaction passwords do not match" and send nothing', async (context) => {
  const { container } = context.rendered!;
  const before = context.requests.length;
  await fill(container, { password: 'secret123', passwordConfirm: 'secret123', tradePassword: '246810', tradePasswordConfirm: '246811' });
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('#tradePasswordConfirm-error'), 2000, 'the confirmation error');

  assert.is(
    byId(container, 'tradePasswordConfirm-error').textContent,
    en.fields.trade_passwords_mismatch,
    'fields.trade_passwords_mismatch in English',
  );
  assert.is(en.fields.trade_passwords_mismatch, 'Transaction passwords do not match', 'the English text of the rule');
  assert.is(container.querySelector('#passwordConfirm-error'), null, 'matching login passwords show no error');
  await settle();
  // The app's own background GET /api/app-info may land meanwhile; a form only ever POSTs.
  assert.equal(context.requests.slice(before).filter((r) => r.startsWith('POST ')), [], 'no form request reached the server');
});

test('both pairs mismatched: each confirmation shows its own message', async (context) => {
  const { container } = context.rendered!;
  await fill(container, { password: 'secret123', passwordConfirm: 'secret12', tradePassword: '246810', tradePasswordConfirm: '24681' });
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('#tradePasswordConfirm-error'), 2000, 'the confirmation errors');
  assert.is(byId(container, 'passwordConfirm-error').textContent, en.fields.passwords_mismatch);
  assert.is(byId(container, 'tradePasswordConfirm-error').textContent, en.fields.trade_passwords_mismatch);
});

test('without the terms accepted nothing is sent and the box says why; ticking it clears the message', async (context) => {
  const { container } = context.rendered!;
  const { user } = context;
  const before = context.requests.length;
  await fill(container, { password: user.password, passwordConfirm: user.password, tradePassword: user.tradePassword, tradePasswordConfirm: user.tradePassword });
  assert.is(byId<HTMLInputElement>(container, 'acceptTerms').checked, false, 'not ticked for the user');
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('#acceptTerms-error'), 2000, 'the consent message');
  assert.is(byId(container, 'acceptTerms-error').textContent, en.consent.required);
  assert.is(byId(container, 'acceptTerms').getAttribute('aria-invalid'), 'true');
  await settle();
  assert.equal(context.requests.slice(before).filter((r) => r.startsWith('POST ')), [], 'no form request reached the server');
  await tapConsent(container);
  assert.is(container.querySelector('#acceptTerms-error'), null, 'ticked: the message goes');
});

test('the terms and the privacy policy open over the form and close back to it with everything typed kept', async (context) => {
  const { container, source } = context.rendered!;
  await fill(container, { password: 'secret123', passwordConfirm: 'secret123', tradePassword: '246810', tradePasswordConfirm: '246810' });
  await tapConsent(container);
  for (const [label, slug] of [[en.consent.terms, 'terms'], [en.consent.privacy, 'privacy']] as const) {
    const page = (await call(context.server.url, 'GET', `/api/pages/${slug}?lang=en`)).body;
    await act(() => consentButton(container, label).click());
    await waitFor(() => container.querySelector(`[role=dialog][data-page=${slug}] .up-prose p`), 5000, `the ${slug} text`);
    const dialog = container.querySelector(`[role=dialog][data-page=${slug}]`)!;
    assert.is(dialog.querySelector('#up-sheet-title')?.textContent, page.title);
    assert.equal([...dialog.querySelectorAll('.up-prose p')].map((p) => p.textContent), page.body.split('\n\n'));
    assert.ok(page.body.includes('Example Trading Ltd.'), 'it names the operator');
    assert.is(source.read(), paths.register, 'still on step 2: nothing was navigated away from');
    const close = dialog.querySelector<HTMLButtonElement>(':scope > button')!;
    assert.is(close.textContent, en.consent.close);
    await act(() => close.click());
    assert.is(container.querySelector('[role=dialog]'), null, `${slug} closed`);
  }
  for (const id of ['password', 'passwordConfirm', 'tradePassword', 'tradePasswordConfirm']) {
    assert.ok(byId<HTMLInputElement>(container, id).value.length > 0, `${id} is kept`);
  }
  assert.is(byId<HTMLInputElement>(container, 'acceptTerms').checked, true, 'the consent is kept');
});

test('valid passwords register the account and route to login with the account prefilled', async (context) => {
  const { container, source, store } = context.rendered!;
  const { user } = context;
  await fill(container, {
    password: user.password,
    passwordConfirm: user.password,
    tradePassword: user.tradePassword,
    tradePasswordConfirm: user.tradePassword,
  });
  await tapConsent(container);
  await submitForm(formIn(container));

  const loginUrl = withQuery(paths.login, { account: user.account });
  await waitFor(() => source.read() === loginUrl, 10_000, `routing to ${loginUrl}, at ${source.read()}`);
  await waitFor(() => container.querySelector('#account'), 2000, 'the login form');
  assert.is(byId<HTMLInputElement>(container, 'account').value, user.account, 'the account is prefilled on login');
  assert.is(byId<HTMLInputElement>(container, 'password').value, '', 'the password is not');
  assert.is(container.querySelector('h1')?.textContent, en.login.title, 'the English login title');
  assert.is(container.querySelector('.up-toast')?.textContent, en.register.success, 'the success toast');
  assert.is(store.get('registerInfo'), undefined, 'the spent registerInfo is removed from the device');
  assert.is(context.requests.filter((r) => r === 'POST /api/auth/register').length, 1, 'one registration request');

  // The account really exists with the password typed on step 2.
  const login = await call(context.server.url, 'POST', '/api/auth/login', { body: { account: user.account, password: user.password } });
  assert.is(login.status, 200, 'the new account signs in with its password');
  assert.is(login.body.user.account, user.account);
  const consents = await consentsOf(context.server.app.conn, (await findUserByAccount(context.server.app.conn, user.account))!.id);
  assert.equal(consents.map((c) => c.document), ['privacy', 'terms'], 'the consent is recorded with the account');
});

test.run();
