// The withdraw screen (src/pages/withdraw.tsx) in happy-dom against the real server in demo mode.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { call, startTestApp, type TestApp } from '../helpers/test-app.js';
import { registerAndLogin } from '../helpers/users.js';
import { seedDemo, demoAccount, demoInviteCode } from '../../server/cli/seed-demo.js';
import { paths, withQuery } from '../../src/routing/paths.js';
import { WithdrawRefusal } from '../../src/components/withdraw-refusal.js';
import { ApiError } from '../../src/api/api-error.js';
import { formatMoney } from '../../src/i18n/format.js';
import {
  byId,
  formIn,
  memoryStore,
  readLocale,
  registerDom,
  renderApp,
  renderComponent,
  submitForm,
  typeInto,
  componentHooks,
  waitFor,
  type RenderedApp,
} from './helpers/dom.js';

const zhTW = readLocale('zh-TW');

interface Session {
  token: string;
  user: unknown;
}

interface Context {
  server: TestApp;
  /** `METHOD url` of every request the server received, in order. */
  requests: string[];
  /** The Idempotency-Key header of every POST /api/withdrawals, in order. */
  withdrawalKeys: (string | undefined)[];
  /** The body of every POST /api/withdrawals, in order. */
  withdrawalBodies: Record<string, unknown>[];
  /** While set, `POST /api/withdrawals` waits for it before being handled (to observe the in-flight state). */
  hold?: Promise<void>;
  release?: () => void;
  /** The demo user: 10,000.00 from the demo seed, a bank card bound. */
  bound: Session;
  /** A new user with nothing bound. */
  unbound: Session;
  /** A new user whose every account is in its waiting period. */
  held: Session;
  /** A new user with three accounts: Salary (the first), Cold wallet (used last) and New card (just added, waiting). */
  several: Session & { ids: Record<'salary' | 'wallet' | 'card', string> };
  rendered?: RenderedApp;
}

const test = suite<Context>('withdraw screen', {} as Context);

async function signIn(base: string, account: string, password: string): Promise<Session> {
  const login = await call(base, 'POST', '/api/auth/login', { body: { account, password } });
  assert.is(login.status, 200, `login ${account}: ${JSON.stringify(login.body)}`);
  return { token: login.body.token, user: login.body.user };
}

test.before(async (context) => {
  context.requests = [];
  context.withdrawalKeys = [];
  context.withdrawalBodies = [];
  context.server = await startTestApp({ demoMode: true }, (app) => {
    app.addHook('preHandler', async (request) => {
      if (request.method === 'POST' && request.url === '/api/withdrawals') context.withdrawalBodies.push(request.body as Record<string, unknown>);
    });
    app.addHook('onRequest', async (request) => {
      context.requests.push(`${request.method} ${request.url}`);
      if (request.method === 'POST' && request.url === '/api/withdrawals') {
        context.withdrawalKeys.push(request.headers['idempotency-key'] as string | undefined);
        if (context.hold) await context.hold;
      }
    });
  });
  await seedDemo(context.server.app.conn, Date.now());
  const url = context.server.url;
  // Set up through the real API with Node's fetch, before happy-dom takes over the globals.
  context.bound = await signIn(url, demoAccount.account, demoAccount.password);
  const bankCard = {
    type: 'bank_card',
    accountName: 'Chen Mei',
    nationality: 'TW',
    bankName: 'Cathay United Bank',
    cardNumber: '4000123412341234',
    bankAddress: 'No. 7, Songren Rd, Taipei',
  };
  const bind = await call(url, 'POST', '/api/withdrawal-accounts', { token: context.bound.token, body: { ...bankCard, tradePassword: demoAccount.tradePassword } });
  assert.is(bind.status, 201, `bind: ${JSON.stringify(bind.body)}`);
  const { user } = await registerAndLogin(url, demoInviteCode);
  context.unbound = await signIn(url, user.account, user.password);
  const { user: changer } = await registerAndLogin(url, demoInviteCode);
  context.held = await signIn(url, changer.account, changer.password);
  for (const body of [bankCard, { type: 'crypto', accountName: 'Chen Mei', network: 'TRC20', currencyAddress: 'TXyz1234567890abcdef' }]) {
    const res = await call(url, 'POST', '/api/withdrawal-accounts', { token: context.held.token, body: { ...body, tradePassword: changer.tradePassword } });
    assert.is(res.status, 201, JSON.stringify(res.body));
  }
  // Every account of theirs on hold, as one changed just before several could be kept still is.
  const { db } = context.server.app;
  const changerId = (await db.selectFrom('users').select('id').where('account', '=', changer.account).executeTakeFirstOrThrow()).id;
  await db.updateTable('withdrawal_accounts').set({ hold_until: Date.now() + 24 * 3_600_000 }).where('user_id', '=', changerId).execute();

  const { user: owner } = await registerAndLogin(url, demoInviteCode);
  const several = await signIn(url, owner.account, owner.password);
  const addAs = async (body: Record<string, string>) => {
    const res = await call(url, 'POST', '/api/withdrawal-accounts', { token: several.token, body: { ...body, tradePassword: owner.tradePassword } });
    assert.is(res.status, 201, JSON.stringify(res.body));
    return res.body.id as string;
  };
  const salary = await addAs({ ...bankCard, label: 'Salary' });
  const wallet = await addAs({ type: 'crypto', accountName: 'Chen Mei', network: 'TRC20', currencyAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', label: 'Cold wallet' });
  await db.updateTable('withdrawal_accounts').set({ hold_until: null }).where('id', '=', wallet).execute();
  assert.is((await call(url, 'POST', '/api/deposits', { token: several.token, body: { amount: '500', method: 'bank_transfer' } })).status, 201);
  const used = await call(url, 'POST', '/api/withdrawals', { token: several.token, body: { amount: '10.00', accountId: wallet, tradePassword: owner.tradePassword } });
  assert.is(used.status, 201, JSON.stringify(used.body));
  const card = await addAs({ ...bankCard, cardNumber: '4000555566667777', label: 'New card' });
  context.several = { ...several, ids: { salary, wallet, card } };
  registerDom(url);
});

componentHooks(test);

async function open(context: Context, session: Session): Promise<RenderedApp> {
  context.rendered = await renderApp(paths.withdraw, { store: memoryStore({ token: session.token, userInfo: session.user }) });
  return context.rendered;
}

/** The withdraw form, once the account and the fresh balance have arrived. */
async function openBound(context: Context): Promise<HTMLElement> {
  const { container, services } = await open(context, context.bound);
  await waitFor(() => container.querySelector('#amount'), 5000, 'the withdraw form');
  await waitFor(() => services.appInfo.value?.funds && services.session.user.value, 5000, 'app info and the balance');
  return container;
}

const text = (root: ParentNode, id: string) => byId(root, id).textContent;

test('a user without a withdrawal account sees "You have not yet bound" and a way to bind one', async (context) => {
  const { container } = await open(context, context.unbound);
  await waitFor(() => container.textContent?.includes(zhTW.errors.not_bound), 5000, 'the not-bound message');
  assert.is(container.querySelector('form'), null, 'no withdraw form without an account');
  const bind = container.querySelector<HTMLAnchorElement>(`a[href^="#${paths.withdrawalAccountDetail}"]`);
  assert.ok(bind, 'a link to the bind form');
  assert.is(bind!.textContent, zhTW.account.bind);
  assert.ok(bind!.getAttribute('href')!.includes(`redirect=${encodeURIComponent(paths.withdraw)}`), 'binding comes back to withdraw');
});

test('the handling fee and the total deducted follow the amount as it is typed', async (context) => {
  const container = await openBound(context);
  assert.is(text(container, 'withdraw-fee'), '—', 'no fee before an amount');
  // 1 % with a 1.00 floor (the server's defaults, published in app-info).
  for (const [amount, fee, total] of [
    ['500', '5.00', '505.00'],
    ['50', '1.00', '51.00'],
    ['123.45', '1.24', '124.69'],
  ]) {
    await typeInto(container, 'amount', amount);
    assert.is(text(container, 'withdraw-fee'), formatMoney(fee), `fee of ${amount}`);
    assert.is(text(container, 'withdraw-total'), formatMoney(total), `total deducted for ${amount}`);
  }
  // The sanitizer runs as the user types: letters go, decimals stop at two.
  await typeInto(container, 'amount', '12a.345');
  assert.is(byId<HTMLInputElement>(container, 'amount').value, '12.34', 'the amount is cleaned while typing');
});

test('"All" fills the largest amount whose amount plus fee fits the available balance', async (context) => {
  const container = await openBound(context);
  const all = [...container.querySelectorAll('button')].find((b) => b.textContent === zhTW.withdraw.all) as HTMLButtonElement;
  assert.ok(all, 'an All button');
  await act(() => all.click());
  // Available 10,000.00: 9,900.99 + 99.01 (1 % rounded up) = 10,000.00; 9,901.00 + 99.01 would be 10,000.01.
  assert.is(byId<HTMLInputElement>(container, 'amount').value, '9900.99');
  assert.is(text(container, 'withdraw-fee'), formatMoney('99.01'));
  assert.is(text(container, 'withdraw-total'), formatMoney('10000.00'));
});

test('a wrong transaction password shows the attempts left, after the confirmation', async (context) => {
  const container = await openBound(context);
  await typeInto(container, 'amount', '20');
  await typeInto(container, 'tradePassword', '000000');
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('[role=alertdialog]'), 2000, 'the confirmation dialog');
  await act(() => (container.querySelector('[role=alertdialog] .up-actions button:not(.secondary)') as HTMLButtonElement).click());
  await waitFor(() => container.querySelector('.up-form-error'), 10_000, 'the form error');
  assert.is(container.querySelector('.up-form-error')!.textContent, zhTW.errors.trade_password_wrong.other.replace('{{attemptsLeft}}', '4'));
  const reset = container.querySelector<HTMLAnchorElement>(`a[href="#${withQuery(paths.forgotPassword, { kind: 'trade' })}"]`);
  assert.is(reset?.textContent, zhTW.withdraw.resetTradePassword, 'the way out before the lock');
});

test('a locked transaction password says when it opens again and leads to resetting it', async (context) => {
  // Broke before: the lock said "try again in 15 min" with no way out on the withdrawal screen.
  context.rendered = await renderComponent(<WithdrawRefusal error={new ApiError(423, 'locked', 'locked', undefined, { retryAfterSeconds: 900 })} />);
  const { container } = context.rendered;
  assert.is(container.querySelector('.up-form-error')!.textContent, zhTW.errors.locked.replace('{{minutes}}', '15'));
  const reset = container.querySelector<HTMLAnchorElement>(`a[href="#${withQuery(paths.forgotPassword, { kind: 'trade' })}"]`);
  assert.is(reset?.textContent, zhTW.withdraw.resetTradePassword);
});

test('more than the balance is refused with the way on: a link to deposit', async (context) => {
  const container = await openBound(context);
  await typeInto(container, 'amount', '20000');
  await typeInto(container, 'tradePassword', demoAccount.tradePassword);
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('[role=alertdialog]'), 2000, 'the confirmation dialog');
  await act(() => (container.querySelector('[role=alertdialog] .up-actions button:not(.secondary)') as HTMLButtonElement).click());
  await waitFor(() => container.querySelector('.up-form-error'), 10_000, 'the form error');
  assert.is(container.querySelector('.up-form-error')!.textContent, zhTW.errors.insufficient_funds);
  const next = container.querySelector<HTMLAnchorElement>(`a[href="#${paths.deposit}"]`);
  assert.is(next?.textContent, zhTW.withdraw.toDeposit, 'a link to deposit');
});

test('while every account waits, the screen says until when, with no button that cannot work', async (context) => {
  const { container } = await open(context, context.held);
  await waitFor(() => container.querySelector('[data-testid=account-hold]'), 5000, 'the hold');
  const line = container.querySelector('[data-testid=account-hold]')!.textContent!;
  const [before, after] = zhTW.account.holdActive.split('{{time}}');
  assert.ok(line.startsWith(before) && line.endsWith(after), line);
  assert.ok(/\d/.test(line.slice(before.length, line.length - after.length)), `the end time is shown: ${line}`);
  assert.is(container.querySelector('form'), null, 'no withdraw form while it waits');
  assert.is(container.querySelector('button[type=submit]'), null, 'no dead button');
  const link = container.querySelector<HTMLAnchorElement>(`a[href="#${paths.withdrawalAccount}"]`);
  assert.is(link?.textContent, zhTW.withdraw.toAccount, 'the way on: the account and its hold');
});

test('the account is chosen on the screen: the last used ticked first, a new one shown with its time but not offered; the confirmation and the request name the one chosen', async (context) => {
  const { container } = await open(context, context.several);
  await waitFor(() => container.querySelector('[data-testid=methods]'), 5000, 'the accounts to choose from');
  const options = [...container.querySelectorAll<HTMLInputElement>('[data-testid=methods] input[type=radio]')];
  const { salary, wallet, card } = context.several.ids;
  assert.equal(options.map((o) => o.value), [wallet, salary, card], 'the last used first, then in the order added');
  assert.equal(options.map((o) => o.checked), [true, false, false], 'the last used is ticked');
  assert.equal(options.map((o) => o.disabled), [false, false, true], 'the new one waits');
  const waiting = options[2].closest('label')!.textContent!;
  const [before] = zhTW.account.holdActive.split('{{time}}');
  assert.ok(waiting.startsWith('New card · Cathay United Bank ••••7777') && waiting.includes(before), `the waiting one says until when: ${waiting}`);
  assert.ok(options[0].closest('label')!.textContent!.startsWith('Cold wallet · TRC20 ••••bLSE'), 'named by nickname and brief');

  await act(() => options[1].click());
  assert.ok(options[1].checked, 'Salary ticked');
  await typeInto(container, 'amount', '20');
  await typeInto(container, 'tradePassword', '000000');
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('[role=alertdialog]'), 2000, 'the confirmation dialog');
  const summary = container.querySelector('#up-confirm-text')!.textContent!;
  assert.ok(summary.includes(zhTW.withdraw.confirmTo.replace('{{account}}', 'Salary · Cathay United Bank ••••1234')), `the confirmation names the account: ${summary}`);
  const sent = context.withdrawalBodies.length;
  await act(() => (container.querySelector('[role=alertdialog] .up-actions button:not(.secondary)') as HTMLButtonElement).click());
  await waitFor(() => container.querySelector('.up-form-error'), 10_000, 'the answer (a wrong password, so nothing moves)');
  assert.is(context.withdrawalBodies[sent]?.accountId, salary, 'the request names the account chosen');
});

test('cancelling the confirmation sends nothing and re-enables the button', async (context) => {
  const container = await openBound(context);
  const before = context.requests.length;
  await typeInto(container, 'amount', '20');
  await typeInto(container, 'tradePassword', demoAccount.tradePassword);
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('[role=alertdialog]'), 2000, 'the confirmation dialog');
  await act(() => (container.querySelector('[role=alertdialog] .up-actions button.secondary') as HTMLButtonElement).click());
  await waitFor(() => !(container.querySelector('button[type=submit]') as HTMLButtonElement).disabled, 2000, 'the button to re-enable');
  assert.is(container.querySelector('[role=alertdialog]'), null, 'the dialog is gone');
  assert.equal(context.requests.slice(before).filter((r) => r.startsWith('POST ')), [], 'no withdrawal was sent');
});

test('submitting: the summary is confirmed, the button is disabled in flight, one keyed POST, then withdrawal details', async (context) => {
  const container = await openBound(context);
  const { source, store } = context.rendered!;
  context.hold = new Promise<void>((resolve) => (context.release = resolve));
  const keysBefore = context.withdrawalKeys.length;

  await typeInto(container, 'amount', '100');
  await typeInto(container, 'tradePassword', demoAccount.tradePassword);
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('[role=alertdialog]'), 2000, 'the confirmation dialog');
  const summary = container.querySelector('#up-confirm-text')!.textContent!;
  for (const part of [formatMoney('100.00'), formatMoney('1.00'), formatMoney('101.00'), 'USDT']) {
    assert.ok(summary.includes(part), `the summary names ${part}: ${summary}`);
  }
  await act(() => (container.querySelector('[role=alertdialog] .up-actions button:not(.secondary)') as HTMLButtonElement).click());
  await waitFor(() => context.withdrawalKeys.length > keysBefore, 5000, 'the withdrawal to reach the server');

  const button = container.querySelector('button[type=submit]') as HTMLButtonElement;
  assert.ok(button.disabled, 'the submit button is disabled while the withdrawal is in flight');
  assert.is(button.getAttribute('aria-busy'), 'true');
  const key = context.withdrawalKeys[keysBefore];
  assert.type(key, 'string', 'the POST carries an Idempotency-Key');
  assert.equal(store.get<Record<string, { key: string }>>('intents')?.withdraw?.key, key, 'the key was saved before sending');
  // Enter pressed again while in flight must not send a second request.
  await submitForm(formIn(container));
  await new Promise((resolve) => setTimeout(resolve, 100));
  context.release!();

  await waitFor(() => source.read() === paths.withdrawalList, 10_000, `routing to ${paths.withdrawalList}, at ${source.read()}`);
  assert.is(context.withdrawalKeys.length, keysBefore + 1, 'exactly one withdrawal request');
  assert.is(container.querySelector('.up-toast')?.textContent, zhTW.withdraw.success, 'the success toast');
  assert.is(store.get<Record<string, unknown>>('intents')?.withdraw, undefined, 'the finished intent is dropped');
  await waitFor(() => container.querySelector('.up-recs li'), 5000, 'the withdrawal in the list');
  const row = container.querySelector('.up-recs li')!.textContent!;
  assert.ok(row.includes(zhTW.status.reviewing), `the new withdrawal is under review: ${row}`);
});

test.run();
