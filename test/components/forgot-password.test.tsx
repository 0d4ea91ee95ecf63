// The forgot-password screen (src/pages/forgot-password.tsx) in happy-dom against a real demo server.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { call, startTestApp, type TestApp } from '../helpers/test-app.js';
import { seedDemo, demoAccount } from '../../server/cli/seed-demo.js';
import { paths, withQuery } from '../../src/routing/paths.js';
import { language } from '../../src/i18n/i18n.js';
import { byId, formIn, readLocale, registerDom, renderApp, submitForm, typeInto, unregisterDom, waitFor, type RenderedApp } from './helpers/dom.js';

const zhTW = readLocale('zh-TW');

interface Context {
  server: TestApp;
  resetBodies: Record<string, unknown>[];
  rendered?: RenderedApp;
}

const test = suite<Context>('forgot password', {} as Context);

test.before(async (context) => {
  context.resetBodies = [];
  context.server = await startTestApp({ demoMode: true, sms: { provider: 'log' } }, (app) => {
    app.addHook('preHandler', async (request) => {
      if (request.url === '/api/auth/reset') context.resetBodies.push(request.body as Record<string, unknown>);
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
  assert.is(language.value, 'zh-TW', 'component tests start in zh-TW');
  context.rendered = await renderApp(withQuery(paths.forgotPassword, { account: demoAccount.account }));
});

test.after.each(async (context) => {
  await context.rendered?.unmount();
  context.rendered = undefined;
});

/** Asks a code for the demo account; returns the demo code the screen shows. */
async function askCode(container: HTMLElement): Promise<string> {
  assert.is((byId(container, 'account') as HTMLInputElement).value, demoAccount.account, 'the account comes from the link');
  await typeInto(container, 'phone', demoAccount.phone.replace('+886', ''));
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('[data-testid=demo-code]'), 10_000, 'the demo code');
  const code = /\d{4}/.exec(container.querySelector('[data-testid=demo-code]')!.textContent ?? '')?.[0];
  assert.ok(code, 'the demo code is on screen');
  assert.ok(container.querySelector('[data-testid=demo-code]')!.textContent!.startsWith(zhTW.reset.demoCode.split('：')[0]), 'marked as a demo');
  return code!;
}

test('the whole flow: a code, a wrong one refused in words, a mismatch on its field, then the new password signs in', async (context) => {
  const { container, source } = context.rendered!;
  const code = await askCode(container);

  const resend = [...container.querySelectorAll('button[type=button]')].find((b) => /\d+/.test(b.textContent ?? '')) as HTMLButtonElement;
  assert.ok(resend?.disabled, 'the resend button waits');
  assert.match(resend.textContent ?? '', /^(59|60) 秒後可重新傳送$/, 'and says for how long');

  await typeInto(container, 'code', code);
  await typeInto(container, 'newPassword', 'fresh2024');
  await typeInto(container, 'confirmPassword', 'fresh2025');
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('#confirmPassword-error'), 2000, 'the mismatch error');
  assert.is(byId(container, 'confirmPassword-error').textContent, zhTW.fields.passwords_mismatch, "registration's field error");
  assert.is(context.resetBodies.length, 0, 'nothing sent');

  const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
  await typeInto(container, 'code', wrong);
  await typeInto(container, 'confirmPassword', 'fresh2024');
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('.up-form-error'), 10_000, 'the wrong-code error');
  assert.is(container.querySelector('.up-form-error')!.textContent, zhTW.errors.reset_code_wrong, 'errors.reset_code_wrong in zh-TW');
  await waitFor(() => !(container.querySelector('button[type=submit]') as HTMLButtonElement).disabled, 2000, 'the button to re-enable');

  await typeInto(container, 'code', code);
  await submitForm(formIn(container));
  await waitFor(() => source.read().startsWith(paths.login), 10_000, `routing to login, at ${source.read()}`);
  assert.is(source.read(), withQuery(paths.login, { account: demoAccount.account }), 'with the account filled in');
  const { requestId, ...sent } = context.resetBodies.at(-1)!;
  assert.equal(sent, { account: demoAccount.account, code, kind: 'login', newPassword: 'fresh2024', confirmPassword: 'fresh2024' });
  assert.match(String(requestId), /^[A-Za-z0-9_-]{43}$/, 'naming the request the code answered');
  assert.is((await call(context.server.url, 'POST', '/api/auth/login', { body: { account: demoAccount.account, password: 'fresh2024' } })).status, 200);
});

test('the transaction password is one tap away, and "start again" goes back to account and phone', async (context) => {
  const { container } = context.rendered!;
  await askCode(container);
  const trade = container.querySelector('input[type=radio][value=trade]') as HTMLInputElement;
  trade.click();
  await waitFor(() => (byId(container, 'newPassword') as HTMLInputElement).maxLength === 6, 2000, 'the 6-digit field');
  await typeInto(container, 'code', '1234');
  await typeInto(container, 'newPassword', 'fresh2024');
  await typeInto(container, 'confirmPassword', 'fresh2024');
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('#newPassword-error'), 2000, 'the rule of a transaction password');
  assert.is(byId(container, 'newPassword-error').textContent, zhTW.fields.trade_password_invalid);
  const again = [...container.querySelectorAll('button[type=button]')].find((b) => b.textContent === zhTW.reset.startOver) as HTMLButtonElement;
  again.click();
  await waitFor(() => container.querySelector('#phone'), 2000, 'the first step');
});

test.run();
