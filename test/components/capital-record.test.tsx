// The capital record (src/pages/capital-record.tsx, src/components/capital-record-row.tsx) and the total's parts
// (src/components/balance-parts.tsx) in happy-dom against the real server in demo mode.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { call, startTestApp, type TestApp } from '../helpers/test-app.js';
import { seedDemo, demoAccount } from '../../server/cli/seed-demo.js';
import { approveWithdrawal, failWithdrawal } from '../../server/domain/funds/withdrawals-service.js';
import { paths } from '../../src/routing/paths.js';
import { formatMoney } from '../../src/i18n/format.js';
import type { CapitalRecordEntry } from '../../src/core/funds.js';
import { CapitalRecordRow } from '../../src/components/capital-record-row.js';
import { componentHooks, memoryStore, readLocale, registerDom, renderApp, renderComponent, waitFor, type RenderedApp } from './helpers/dom.js';

const zhTW = readLocale('zh-TW');
const operator = { actor: 'component-test', reason: 'bank statement' };

interface Session {
  token: string;
  user: unknown;
}
interface Context {
  server: TestApp;
  session: Session;
  /** Withdrawals: paid, failed (with a code and a note), failed (code only), under review. */
  ids: string[];
  rendered?: RenderedApp;
}

const test = suite<Context>('capital record rows and the parts of total assets', {} as Context);

test.before(async (context) => {
  context.server = await startTestApp({ demoMode: true });
  await seedDemo(context.server.app.conn, Date.now());
  const url = context.server.url;
  const login = await call(url, 'POST', '/api/auth/login', { body: { account: demoAccount.account, password: demoAccount.password } });
  context.session = { token: login.body.token, user: login.body.user };
  const token = context.session.token;
  assert.is((await call(url, 'POST', '/api/deposits', { token, headers: { 'idempotency-key': 'rec-dep' }, body: { amount: '1000.00', method: 'bank_transfer' } })).status, 201);
  const bind = await call(url, 'POST', '/api/withdrawal-accounts', {
    token,
    body: { type: 'bank_card', accountName: 'Chen Mei', nationality: 'TW', bankName: 'Cathay United Bank', cardNumber: '4000123412341234', bankAddress: 'Taipei', tradePassword: demoAccount.tradePassword },
  });
  assert.is(bind.status, 201, JSON.stringify(bind.body));
  context.ids = [];
  for (const amount of ['100.00', '200.00', '300.00', '50.00']) {
    const w = await call(url, 'POST', '/api/withdrawals', { token, headers: { 'idempotency-key': `rec-${amount}` }, body: { amount, tradePassword: demoAccount.tradePassword } });
    assert.is(w.status, 201, JSON.stringify(w.body));
    context.ids.push(w.body.id);
  }
  const conn = context.server.app.conn;
  await approveWithdrawal(conn, context.server.app.numbering.withdrawals, context.ids[0], operator, Date.now(), context.server.app.notices);
  await failWithdrawal(conn, context.server.app.numbering.withdrawals, context.ids[1], operator, Date.now(), context.server.app.notices, { code: 'bank_returned', note: 'Account 1234 closed' });
  await failWithdrawal(conn, context.server.app.numbering.withdrawals, context.ids[2], operator, Date.now(), context.server.app.notices, { code: 'name_mismatch', note: null });
  registerDom(url);
});

componentHooks(test);

const rowsOf = (container: ParentNode) => [...container.querySelectorAll<HTMLDetailsElement>('[data-testid=record-row]')];

test('one row per withdrawal with its status now, the failed ones with their reason in the language shown', async (context) => {
  context.rendered = await renderApp(paths.moneyRecord, { store: memoryStore({ token: context.session.token, userInfo: context.session.user }) });
  const { container } = context.rendered;
  await waitFor(() => rowsOf(container).length === 6, 5000, 'four withdrawals, the deposit and the demo funding');
  const rows = rowsOf(container);
  assert.equal(rows.map((r) => r.dataset.kind), ['withdrawal', 'withdrawal', 'withdrawal', 'withdrawal', 'transfer', 'transfer']);
  const badges = rows.slice(0, 4).map((r) => r.querySelector('.up-badge')!.textContent);
  assert.equal(badges, [zhTW.status.reviewing, zhTW.status.failed, zhTW.status.failed, zhTW.status.succeeded], 'newest first, each with its status now');
  assert.not.ok(container.textContent!.includes(zhTW.ledger.withdraw_hold), 'no "on hold" row of its own');
  const titles = rows.map((r) => r.querySelector('summary strong')!.textContent);
  assert.equal(titles, [...Array(4).fill(zhTW.record.withdrawal), zhTW.ledger.deposit, zhTW.ledger.deposit], 'no hold or refund rows of their own');

  const [, mismatch, returned, paid] = rows;
  const reason = (row: Element) => row.querySelector('[data-testid=withdrawal-reason]')?.textContent ?? null;
  assert.is(reason(returned), zhTW.withdrawList.reason.replace('{{reason}}', zhTW.withdrawReason.bank_returned) + 'Account 1234 closed');
  assert.is(reason(mismatch), zhTW.withdrawList.reason.replace('{{reason}}', zhTW.withdrawReason.name_mismatch), 'the code alone when there is no note');
  assert.is(reason(paid), null);
  assert.is(returned.querySelector('.up-neg')!.textContent, `−${formatMoney('202.00')}`, 'what was held: amount and fee');
});

test('a failed withdrawal adds up on its row: −202.00 held, then "+202.00 returned" under it; the others have no such line', async (context) => {
  context.rendered = await renderApp(paths.moneyRecord, { store: memoryStore({ token: context.session.token, userInfo: context.session.user }) });
  const { container } = context.rendered;
  await waitFor(() => rowsOf(container).length === 6, 5000, 'the rows');
  const [waiting, mismatch, returned, paid] = rowsOf(container);
  const line = (row: Element) => row.querySelector('summary [data-testid=returned]');
  assert.is(line(returned)!.textContent, `${zhTW.record.returned}+${formatMoney('202.00')}`);
  assert.is(line(returned)!.querySelector('.up-num')!.className.includes('up-pos'), true, 'money in is shown as such');
  assert.is(line(mismatch)!.textContent, `${zhTW.record.returned}+${formatMoney('303.00')}`);
  assert.is(line(waiting), null, 'under review: nothing came back yet');
  assert.is(line(paid), null, 'paid out: nothing comes back');
});

test('each number in a row can be copied: its reference and the withdrawal it is about', async (context) => {
  context.rendered = await renderApp(paths.moneyRecord, { store: memoryStore({ token: context.session.token, userInfo: context.session.user }) });
  const { container } = context.rendered;
  await waitFor(() => rowsOf(container).length === 6, 5000, 'the rows');
  const row = rowsOf(container)[1];
  await act(() => row.querySelector('summary')!.click());
  const copied: string[] = [];
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text: string) => void copied.push(text) }, configurable: true });
  const buttons = [...row.querySelectorAll<HTMLButtonElement>('[data-testid=record-detail] button')];
  assert.equal(buttons.map((b) => b.getAttribute('aria-label')), [`${zhTW.common.copy} ${zhTW.record.ref}`, `${zhTW.common.copy} ${zhTW.record.withdrawalNo}`]);
  for (const button of buttons) await act(() => button.click());
  await waitFor(() => copied.length === 2, 2000, 'both copied');
  assert.match(copied[0], /^[0-9]{13}$/);
  assert.is(copied[1], context.ids[2]);
  assert.ok(row.open, 'copying did not close the row');
  await waitFor(() => container.querySelector('.up-toast')?.textContent === zhTW.common.copied, 2000, 'the toast');
});

test('withdrawal history shows the same reasons: the code worded, the note below it', async (context) => {
  context.rendered = await renderApp(paths.withdrawalList, { store: memoryStore({ token: context.session.token, userInfo: context.session.user }) });
  const { container } = context.rendered;
  await waitFor(() => container.querySelectorAll('.up-recs > li').length === 4, 5000, 'four withdrawals');
  const reasons = [...container.querySelectorAll('.up-recs > li')].map((li) => li.querySelector('[data-testid=withdrawal-reason]')?.textContent ?? null);
  const worded = (code: 'name_mismatch' | 'bank_returned') => zhTW.withdrawList.reason.replace('{{reason}}', zhTW.withdrawReason[code]);
  assert.equal(reasons, [null, worded('name_mismatch'), worded('bank_returned') + 'Account 1234 closed', null]);
});

test('a row opens on its detail: its reference, the withdrawal, every transfer in it and the balance after', async (context) => {
  context.rendered = await renderApp(paths.moneyRecord, { store: memoryStore({ token: context.session.token, userInfo: context.session.user }) });
  const { container } = context.rendered;
  await waitFor(() => rowsOf(container).length === 6, 5000, 'the rows');
  const returned = rowsOf(container)[2];
  assert.not.ok(returned.open, 'closed at first');
  await act(() => returned.querySelector('summary')!.click());
  assert.ok(returned.open, 'open after a tap');
  const record = (await call(context.server.url, 'GET', '/api/capital-record', { token: context.session.token })).body.items[2];
  const pairs = [...returned.querySelectorAll('[data-testid=record-detail] dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]);
  assert.equal(pairs.slice(0, 6), [
    [zhTW.record.ref, record.id],
    [zhTW.record.withdrawalNo, context.ids[1]],
    [zhTW.withdraw.amount, formatMoney('200.00')],
    [zhTW.withdraw.fee, formatMoney('2.00')],
    [zhTW.record.held, `−${formatMoney('202.00')}`],
    [zhTW.ledger.withdraw_refund, `+${formatMoney('202.00')}`],
  ]);
  assert.equal(pairs[6], [zhTW.record.balance, formatMoney(record.balanceAfter)]);
});

test('a settlement row shows what came back, stake and winnings, so the rows add up; its net P&L under it and in its detail', async (context) => {
  const part = (id: string, code: string, amount: string, balanceAfter: string) => ({ id, code, amount, balanceAfter, ref: 'order:2010992598106', createdAt: '2026-11-25T12:00:31.000Z' });
  const entry = {
    ...part('7301946621820', 'stake_return', '17.50', '1007.50'),
    kind: 'settlement',
    parts: [part('7301946621820', 'stake_return', '10.00', '1000.00'), part('5548201937746', 'winnings', '7.50', '1007.50')],
    withdrawal: null,
  } as CapitalRecordEntry;
  context.rendered = await renderComponent(<CapitalRecordRow entry={entry} />);
  const { container } = context.rendered;
  assert.ok(container.textContent!.includes(zhTW.record.settlement));
  assert.is(container.querySelector('summary .up-pos')!.textContent, `+${formatMoney('17.50')}`, 'what came back on the row');
  assert.is(container.querySelector('[data-testid=pnl]')!.textContent, `${zhTW.record.pnl}+${formatMoney('7.50')}`, 'the net P&L under it');
  const pairs = [...container.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]);
  assert.equal(pairs.slice(0, 5), [
    [zhTW.record.ref, '7301946621820'],
    [zhTW.record.order, '2010992598106'],
    [zhTW.ledger.stake_return, `+${formatMoney('10.00')}`],
    [zhTW.ledger.winnings, `+${formatMoney('7.50')}`],
    [zhTW.record.pnl, `+${formatMoney('7.50')}`],
  ]);
});

test('my account and home name the parts of total assets, as GET /api/me gives them', async (context) => {
  const me = (await call(context.server.url, 'GET', '/api/me', { token: context.session.token })).body;
  assert.is(me.balances.frozen, '51.00', 'the withdrawal under review is frozen, fee included');
  for (const path of [paths.user, paths.home]) {
    context.rendered = await renderApp(path, { store: memoryStore({ token: context.session.token, userInfo: me }) });
    const { container } = context.rendered;
    await waitFor(() => container.querySelector('[data-testid=balance-parts] dd'), 5000, `the parts on ${path}`);
    const pairs = [...container.querySelectorAll('[data-testid=balance-parts] dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]);
    assert.equal(pairs, [
      [zhTW.assets.available, formatMoney(me.balances.available)],
      [zhTW.assets.frozen, formatMoney(me.balances.frozen)],
      [zhTW.assets.positions, formatMoney(me.balances.positions)],
      [zhTW.assets.savings, formatMoney(me.balances.savings)],
    ]);
    await context.rendered.unmount();
    context.rendered = undefined;
  }
});

test.run();
