// The withdrawal accounts (src/pages/withdrawal-account.tsx) and an account's details and the form that adds one
// (src/pages/withdrawal-account-details.tsx) in happy-dom against the real server.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { call, startTestApp, type TestApp } from '../helpers/test-app.js';
import { registerAndLogin } from '../helpers/users.js';
import { seedDemo, demoInviteCode } from '../../server/cli/seed-demo.js';
import { paths } from '../../src/routing/paths.js';
import { language } from '../../src/i18n/i18n.js';
import {
  byId,
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

const zhTW = readLocale('zh-TW');
const textFields = ['accountName', 'bankName', 'cardNumber', 'bankAddress', 'tradePassword'];

interface Session {
  token: string;
  user: unknown;
  tradePassword: string;
}

interface Context {
  server: TestApp;
  requests: string[];
  /** New users, none with an account yet: the blank form, one that adds, one from withdraw, one that adds a second. */
  users: Session[];
  rendered?: RenderedApp;
}

const test = suite<Context>('bind withdrawal account', {} as Context);

test.before(async (context) => {
  context.requests = [];
  context.server = await startTestApp({ demoMode: true }, (app) => {
    app.addHook('onRequest', async (request) => {
      context.requests.push(`${request.method} ${request.url}`);
    });
  });
  await seedDemo(context.server.app.conn, Date.now());
  context.users = [];
  for (let i = 0; i < 4; i++) {
    const { user } = await registerAndLogin(context.server.url, demoInviteCode);
    const login = await call(context.server.url, 'POST', '/api/auth/login', { body: { account: user.account, password: user.password } });
    context.users.push({ token: login.body.token, user: login.body.user, tradePassword: user.tradePassword });
  }
  registerDom(context.server.url);
});

test.after(async (context) => {
  await unregisterDom();
  await context.server.close();
});

test.before.each(() => {
  assert.is(language.value, 'zh-TW', 'component tests start in zh-TW');
});

test.after.each(async (context) => {
  await context.rendered?.unmount();
  context.rendered = undefined;
});

async function openForm(context: Context, session: Session, path: string = paths.withdrawalAccountDetail): Promise<HTMLElement> {
  context.rendered = await renderApp(path, { store: memoryStore({ token: session.token, userInfo: session.user }) });
  const { container } = context.rendered;
  await waitFor(() => container.querySelector('#accountName'), 5000, 'the bind form');
  return container;
}

test('the screen says what it is in its bar: linking an account, with the way back', async (context) => {
  // Broke before: the spec's "no title" left a blank bar (the heading 1×1 px), which read as a page that failed.
  const container = await openForm(context, context.users[0]);
  const bar = container.querySelector('header.up-bar')!;
  assert.ok(bar.querySelector('button[aria-label]'), 'a back button');
  await waitFor(() => bar.querySelector('h1')?.textContent === zhTW.account.bind, 5000, 'the title');
  assert.is(container.querySelector('.up-untitled'), null, 'shown, not hidden');
});

test('blank fields each show the required-field message (the spec\'s "Empty Value") and nothing is sent', async (context) => {
  const container = await openForm(context, context.users[0]);
  const before = context.requests.length;
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('#bankAddress-error'), 2000, 'the field errors');
  for (const id of textFields) {
    assert.is(byId(container, `${id}-error`).textContent, zhTW.fields.required, `#${id} shows fields.required`);
    assert.is(byId(container, id).getAttribute('aria-invalid'), 'true', `#${id} is marked invalid`);
  }
  assert.is(container.querySelector('#nationality-error'), null, 'the nationality has a default, so no error');
  assert.is(container.querySelector('#currencyAddress'), null, 'a bank account asks for no wallet address');
  assert.is(container.querySelector('[role=alertdialog]'), null, 'no confirmation for an invalid form');
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.equal(context.requests.slice(before).filter((r) => r.startsWith('POST ')), [], 'nothing was sent');
});

test('the kind picker swaps the fields: a crypto wallet asks for a network and an address, and no bank', async (context) => {
  const container = await openForm(context, context.users[0]);
  const kinds = [...container.querySelectorAll<HTMLInputElement>('input[name=kind]')];
  assert.equal(kinds.map((k) => [k.value, k.checked, k.parentElement!.textContent]), [
    ['bank_card', true, zhTW.account.bankCard],
    ['crypto', false, zhTW.account.crypto],
  ]);
  await act(() => kinds[1].click());
  await waitFor(() => container.querySelector('#network'), 2000, 'the crypto fields');
  for (const id of ['bankName', 'cardNumber', 'bankAddress', 'nationality']) assert.is(container.querySelector(`#${id}`), null, `no #${id}`);
  assert.ok(container.querySelector('#currencyAddress'), 'the wallet address');
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('#network-error'), 2000, 'the field errors');
  for (const id of ['accountName', 'network', 'currencyAddress', 'tradePassword']) assert.is(byId(container, `${id}-error`).textContent, zhTW.fields.required, id);
  await typeInto(container, 'network', 'TRC 20');
  await submitForm(formIn(container));
  await waitFor(() => byId(container, 'network-error').textContent === zhTW.fields.network_invalid, 2000, 'the network rule');
});

test('nationality is a list of named regions that starts from the interface language (zh-TW → TW)', async (context) => {
  const container = await openForm(context, context.users[0]);
  const select = byId<HTMLSelectElement>(container, 'nationality');
  assert.is(select.tagName, 'SELECT');
  assert.is(select.value, 'TW');
  assert.is(container.querySelector('label[for=nationality]')?.textContent, zhTW.account.nationality, 'the select is labelled');
  assert.ok(select.options.length >= 249, `every ISO region is listed (${select.options.length})`);
  const tw = [...select.options].find((o) => o.value === 'TW')!;
  assert.is(tw.textContent, new Intl.DisplayNames(['zh-TW'], { type: 'region' }).of('TW'), 'named in the interface language');
});

test('a card number that is not 8–30 digits is refused before sending', async (context) => {
  const container = await openForm(context, context.users[0]);
  await typeInto(container, 'cardNumber', '1234-abcd');
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('#cardNumber-error'), 2000, 'the card number error');
  assert.is(byId(container, 'cardNumber-error').textContent, zhTW.fields.card_number_invalid);
});

test('a control character pasted into the bank address is refused before sending, in the interface language', async (context) => {
  const container = await openForm(context, context.users[0]);
  const before = context.requests.length;
  await typeInto(container, 'bankAddress', 'No. 1\u0000 Main Road');
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('#bankAddress-error'), 2000, 'the bank address error');
  assert.is(byId(container, 'bankAddress-error').textContent, zhTW.fields.invalid_characters);
  assert.equal(context.requests.slice(before).filter((r) => r.startsWith('POST ')), [], 'nothing was sent');
});

test('binding shows what will be bound in the confirmation, then the bound account with the number masked', async (context) => {
  const container = await openForm(context, context.users[1]);
  const values: Record<string, string> = {
    accountName: 'Lin Yu',
    bankName: 'E.SUN Bank',
    cardNumber: '4000 1234 5678 9010',
    bankAddress: 'No. 117, Sec. 3, Minsheng E. Rd, Taipei',
    tradePassword: context.users[1].tradePassword,
  };
  for (const [id, value] of Object.entries(values)) await typeInto(container, id, value);
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('[role=alertdialog]'), 2000, 'the confirmation dialog');
  const dialog = container.querySelector('#up-confirm-text')!;
  assert.is(dialog.querySelector('p')!.textContent, zhTW.account.bindConfirm);
  const summary = [...dialog.querySelectorAll('.up-kv dd')].map((dd) => dd.textContent);
  assert.equal(summary, [zhTW.account.bankCard, 'E.SUN Bank', 'Lin Yu', '4000123456789010', new Intl.DisplayNames(['zh-TW'], { type: 'region' }).of('TW'), values.bankAddress], 'the account as it will be bound');
  await act(() => (container.querySelector('[role=alertdialog] .up-actions button:not(.secondary)') as HTMLButtonElement).click());

  await waitFor(() => container.querySelector('[data-testid=accounts]'), 10_000, 'the list of accounts');
  assert.is(context.rendered!.source.read(), paths.withdrawalAccount);
  const rows = [...container.querySelectorAll('[data-testid=accounts] li')].map((li) => li.textContent);
  assert.equal(rows, ['E.SUN Bank ••••9010'], 'the bank and the last 4 digits, no more');
  assert.is(container.querySelector('.up-badge'), null, 'a first account does not wait');
  assert.is(container.querySelector('.up-toast')?.textContent, zhTW.account.bound, 'the success toast');
});

test('coming from withdraw, binding goes back to withdraw', async (context) => {
  const container = await openForm(context, context.users[2], `${paths.withdrawalAccountDetail}?redirect=${encodeURIComponent(paths.withdraw)}`);
  const values: Record<string, string> = {
    accountName: 'Wang Hao',
    bankName: 'Bank of Taiwan',
    cardNumber: '6222020200112233',
    bankAddress: 'No. 120, Sec. 1, Chongqing S. Rd, Taipei',
    tradePassword: context.users[2].tradePassword,
  };
  for (const [id, value] of Object.entries(values)) await typeInto(container, id, value);
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('[role=alertdialog]'), 2000, 'the confirmation dialog');
  await act(() => (container.querySelector('[role=alertdialog] .up-actions button:not(.secondary)') as HTMLButtonElement).click());
  await waitFor(() => context.rendered!.source.read() === paths.withdraw, 10_000, `routing to ${paths.withdraw}`);
  await waitFor(() => container.querySelector('#amount'), 5000, 'the withdraw form, now that an account is bound');
  // Let the withdraw screen's own loads (balance, app info) finish before the window closes under them.
  await new Promise((resolve) => setTimeout(resolve, 300));
});

test('a second account: the form says first that it will wait; the list shows it waiting; its details rename it and remove it', async (context) => {
  const session = context.users[3];
  const first = await fetch(`${context.server.url}/api/withdrawal-accounts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'bank_card', accountName: 'Hsu Ann', nationality: 'TW', bankName: 'Taishin Bank', cardNumber: '6222020200445566', bankAddress: 'Taipei', tradePassword: session.tradePassword }),
  });
  assert.is(first.status, 201);
  context.rendered = await renderApp(paths.withdrawalAccount, { store: memoryStore({ token: session.token, userInfo: session.user }) });
  const { container, source } = context.rendered;
  const rows = () => [...container.querySelectorAll('[data-testid=accounts] li')].map((li) => li.textContent);
  await waitFor(() => rows().length === 1, 5000, 'the first account');
  const add = container.querySelector<HTMLAnchorElement>(`a[href="#${paths.withdrawalAccountDetail}"]`)!;
  assert.is(add.textContent, zhTW.account.bind);
  await act(() => add.click());
  await waitFor(() => container.querySelector('#accountName'), 5000, 'the form');
  const note = zhTW.account.holdNote.other.replace('{{hours}}', '24');
  await waitFor(() => container.querySelector('[data-testid=account-form-note]')?.textContent === note, 5000, 'the wait, said before anything is sent');
  await act(() => container.querySelector<HTMLInputElement>('input[name=kind][value=crypto]')!.click());
  await waitFor(() => container.querySelector('#network'), 2000, 'the crypto fields');
  const values: Record<string, string> = { accountName: 'Hsu Ann', network: 'TRC20', currencyAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', label: 'Cold wallet', tradePassword: session.tradePassword };
  for (const [id, value] of Object.entries(values)) await typeInto(container, id, value);
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('[role=alertdialog]'), 2000, 'the confirmation dialog');
  const dialog = container.querySelector('#up-confirm-text')!;
  assert.ok(dialog.textContent!.includes(values.currencyAddress) && dialog.textContent!.includes('Cold wallet'), 'the account as it will be added');
  assert.is(dialog.querySelector('.up-notice')?.textContent, note, 'and that it will wait');
  await act(() => (container.querySelector('[role=alertdialog] .up-actions button:not(.secondary)') as HTMLButtonElement).click());

  await waitFor(() => rows().length === 2, 10_000, 'both accounts listed');
  assert.is(source.read(), paths.withdrawalAccount);
  assert.equal(rows(), ['Taishin Bank ••••5566', `Cold wallet · TRC20 ••••bLSE${zhTW.account.waiting}`], 'the new one waits');
  const [before] = zhTW.account.added.split('{{time}}');
  assert.ok(container.querySelector('.up-toast')?.textContent?.startsWith(before), 'the toast says from when');

  const openWallet = async () => {
    await act(() => container.querySelectorAll<HTMLAnchorElement>('[data-testid=accounts] a')[1].click());
    await waitFor(() => container.querySelector('[data-testid=account-hold]'), 5000, 'the wallet in full, with its waiting period');
  };
  await openWallet();
  assert.is(container.querySelector('header.up-bar h1')?.textContent, 'Cold wallet', 'named in its bar by its nickname');
  await typeInto(container, 'label', 'Savings wallet');
  await submitForm(formIn(container));
  await waitFor(() => rows()[1]?.startsWith('Savings wallet'), 10_000, 'the new nickname in the list');
  assert.is(container.querySelector('.up-toast')?.textContent, zhTW.account.renamed);

  await openWallet();
  const remove = [...container.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === zhTW.account.remove)!;
  await act(() => remove.click());
  await waitFor(() => container.querySelector('[role=alertdialog]'), 2000, 'the confirmation');
  assert.is(container.querySelector('#up-confirm-text')!.textContent, zhTW.account.removeConfirm);
  await act(() => (container.querySelector('[role=alertdialog] .up-actions button:not(.secondary)') as HTMLButtonElement).click());
  await waitFor(() => rows().length === 1, 10_000, 'one account left');
  assert.equal(rows(), ['Taishin Bank ••••5566']);
  assert.is(container.querySelector('.up-toast')?.textContent, zhTW.account.removed);
});

test.run();
