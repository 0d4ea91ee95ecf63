// The deposit screen (src/pages/deposit.tsx) and the pending deposit's details (src/pages/deposit-history.tsx) in
// happy-dom against the real server, outside demo mode: an operator confirms deposits.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { call, startTestApp, type TestApp } from '../helpers/test-app.js';
import { registerAndLogin } from '../helpers/users.js';
import { demoDepositMethods, demoInviteCode, seedDemo } from '../../server/cli/seed-demo.js';
import { paths } from '../../src/routing/paths.js';
import { formatMoney } from '../../src/i18n/format.js';
import { componentHooks, formIn, memoryStore, readLocale, registerDom, renderApp, submitForm, typeInto, waitFor, type RenderedApp } from './helpers/dom.js';

const zhTW = readLocale('zh-TW');
const [bank, crypto] = demoDepositMethods;

interface Context {
  server: TestApp;
  token: string;
  user: unknown;
  copied: string[];
  rendered?: RenderedApp;
}

const test = suite<Context>('deposit screen', {} as Context);

test.before(async (context) => {
  context.server = await startTestApp({ demoMode: false });
  // Demo mode's two methods, with instructions, on a server where an operator confirms.
  await seedDemo(context.server.app.conn, Date.now());
  const { user } = await registerAndLogin(context.server.url, demoInviteCode);
  const login = await call(context.server.url, 'POST', '/api/auth/login', { body: { account: user.account, password: user.password } });
  context.token = login.body.token;
  context.user = login.body.user;
  registerDom(context.server.url);
  context.copied = [];
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void context.copied.push(text) } });
});

componentHooks(test);

async function open(context: Context, path: string) {
  context.rendered = await renderApp(path, { store: memoryStore({ token: context.token, userInfo: context.user }) });
  return context.rendered.container;
}

const payment = (root: ParentNode) => root.querySelector('[data-testid=deposit-payment]') as HTMLElement;
/** The reference to quote: the payment details' first row once the deposit is made (its value, without the copy button). */
const quoted = (root: ParentNode) => (payment(root).querySelector('dd')?.firstChild?.textContent ?? '').trim();
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name]);
const serverReference = /^[0-9A-HJKMNP-TV-Z]{8}$/;
const radio = (root: ParentNode, id: string) => root.querySelector(`input[name=method][value=${id}]`) as HTMLInputElement;

test('the first method (bank transfer) shows its account with copy buttons, its limits and what happens next', async (context) => {
  const container = await open(context, paths.deposit);
  await waitFor(() => payment(container), 5000, 'the payment details');
  assert.ok(radio(container, bank.id).checked, 'the first method is chosen');
  assert.is(radio(container, bank.id).parentElement!.textContent, zhTW.method.bank_transfer, 'named in the language');
  const details = payment(container).textContent!;
  for (const part of [bank.bank_name!, bank.account_name!, bank.account_number!, zhTW.depositPay.bankName, zhTW.depositPay.accountNumber, zhTW.depositPay.bankBefore]) {
    assert.ok(details.includes(part), `shows ${part}: ${details}`);
  }
  assert.not.ok(details.includes(zhTW.depositPay.bank), 'no "add the payment reference" before there is one');
  assert.is(payment(container).querySelector('img'), null, 'no QR code for a bank transfer');
  assert.ok(container.textContent!.includes(`${formatMoney('10.00')} – ${formatMoney('1000000.00')}`), 'the limits');
  assert.is(container.querySelector('[data-testid=deposit-next]')!.textContent, zhTW.depositPay.next, 'an operator confirms');

  const copy = payment(container).querySelector('button') as HTMLButtonElement;
  await act(() => copy.click());
  await waitFor(() => context.copied.length === 1, 2000, 'the copy');
  assert.equal(context.copied, [bank.account_number]);
  await waitFor(() => document.body.textContent!.includes(zhTW.depositPay.copied), 2000, 'the copied toast');
});

test('a bank deposit, once sent, asks to add the reference it shows', async (context) => {
  const container = await open(context, paths.deposit);
  await waitFor(() => payment(container), 5000, 'the payment details');
  await typeInto(container, 'amount', '120');
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('[role=status].up-card'), 5000, 'the pay-now view');
  const details = payment(container).textContent!;
  assert.match(quoted(container), serverReference, `the server's reference: ${details}`);
  assert.ok(details.includes(zhTW.depositPay.bank), 'now the reference exists, the transfer must carry it');
});

test('choosing USDT (TRC20) shows network, address with a copy button, the warning and a QR code <img> from the server', async (context) => {
  const container = await open(context, paths.deposit);
  await waitFor(() => payment(container), 5000, 'the payment details');
  await act(() => radio(container, crypto.id).click());
  await waitFor(() => payment(container).querySelector('img'), 2000, 'the QR code');
  const img = payment(container).querySelector('img')!;
  assert.is(img.getAttribute('src'), `${context.server.url}/api/deposit-methods/${crypto.id}/qr.svg`);
  assert.is(img.getAttribute('alt'), zhTW.depositPay.qr.replace('{{network}}', 'TRC20'));
  const served = await fetch(img.getAttribute('src')!);
  assert.is(served.status, 200);
  assert.match(served.headers.get('content-type') ?? '', /image\/svg\+xml/);
  const details = payment(container).textContent!;
  assert.ok(details.includes(crypto.address!) && details.includes('TRC20'), details);
  assert.ok(details.includes(zhTW.depositPay.crypto.replace('{{currency}}', 'USDT').replace('{{network}}', 'TRC20')), 'the network warning');
  context.copied.length = 0;
  await act(() => (payment(container).querySelector('button') as HTMLButtonElement).click());
  await waitFor(() => context.copied.length === 1, 2000, 'the copy');
  assert.equal(context.copied, [crypto.address]);
});

test('a bank deposit an operator must confirm shows the reference to quote, the currency the payer sends, and so does its history row', async (context) => {
  const container = await open(context, paths.deposit);
  await waitFor(() => payment(container), 5000, 'the payment details');
  await typeInto(container, 'amount', '250');
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('[role=status].up-card'), 5000, 'the pay-now view');
  // Broke before: a bank transfer in USD asked to "pay 250.00 USDT", the platform's currency.
  assert.is(container.querySelector('[role=status].up-card')!.textContent, fill(zhTW.depositPay.pay, { amount: formatMoney('250.00'), currency: bank.currency }));
  const details = payment(container).textContent!;
  const reference = quoted(container);
  assert.match(reference, serverReference, `a reference to quote: ${details}`);
  assert.ok(details.includes(zhTW.depositPay.quote) && details.includes(bank.account_number!));
  context.copied.length = 0;
  await act(() => (payment(container).querySelector('button') as HTMLButtonElement).click());
  await waitFor(() => context.copied.length === 1, 2000, 'the copy');
  assert.equal(context.copied, [reference], 'the reference is copied first');
  await context.rendered!.unmount();

  const list = await open(context, paths.depositList);
  await waitFor(() => list.querySelector('details'), 5000, 'the pending deposit');
  const row = list.querySelector('details')!;
  assert.is(row.querySelector('summary')!.textContent, zhTW.depositPay.howToPay);
  assert.ok(row.textContent!.includes(reference!) && row.textContent!.includes(bank.account_number!));
});

test('a crypto deposit asks for no reference a crypto transfer cannot carry: the address, the network, its QR code', async (context) => {
  const container = await open(context, paths.deposit);
  await waitFor(() => payment(container), 5000, 'the payment details');
  await act(() => radio(container, crypto.id).click());
  await waitFor(() => container.querySelector('#reference-hint')?.textContent === zhTW.deposit.referenceHintCrypto, 2000, 'the note\'s hint for crypto');
  await typeInto(container, 'amount', '250');
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('[role=status].up-card'), 5000, 'the pay-now view');
  assert.ok(container.querySelector('[role=status].up-card')!.textContent!.includes(crypto.currency));
  const details = payment(container).textContent!;
  assert.not.ok(details.includes(zhTW.depositPay.quote), `no reference to quote: ${details}`);
  assert.ok(details.includes(crypto.address!) && payment(container).querySelector('img'), 'the address and the QR code');
});

test('the optional note is the user\'s own: hidden characters are refused at the field, a plain one shows in the history row beside the server\'s reference', async (context) => {
  const container = await open(context, paths.deposit);
  await waitFor(() => payment(container), 5000, 'the payment details');
  await typeInto(container, 'amount', '130');
  await typeInto(container, 'reference', 'TX\u202E99');
  await submitForm(formIn(container));
  await waitFor(() => container.textContent!.includes(zhTW.fields.invalid_characters), 2000, 'the field error');
  assert.not.ok(container.querySelector('[role=status].up-card'), 'nothing was sent');
  await typeInto(container, 'reference', '王小明 付款');
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('[role=status].up-card'), 5000, 'the pay-now view');
  const reference = quoted(container);
  assert.match(reference, serverReference, 'the note did not become the reference');
  await context.rendered!.unmount();

  const list = await open(context, paths.depositList);
  const note = zhTW.depositList.reference.replace('{{reference}}', '王小明 付款');
  await waitFor(() => list.textContent!.includes(note), 5000, 'the note in the history row');
});

test.run();
