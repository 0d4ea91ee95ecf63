// Smoke test of the money screens in real Chromium: the built page (dist/) served by the real server in demo
// mode. The demo user (10,000.00 from the seed) deposits, binds a bank card, withdraws, and finds the withdrawal
// under review and its one row in the capital record, which says successful once an operator pays it out (from
// the CLI, while home is open: its total follows without a reload); then adds a crypto wallet as a second
// withdrawal account, meets its waiting period, and once it is over chooses it on the withdraw screen, on a 375×812
// phone screen. Screenshots of each step go to .tmp/money/.
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import * as assert from 'uvu/assert';
import { startTestApp, seedDemoInto } from '../helpers/test-app.js';
import { demoAccount, demoDepositMethods } from '../../server/cli/seed-demo.js';
import { paths } from '../../src/routing/paths.js';
import { buildOnce, distDir, confirmDialog, locale, root, waitForHash, waitForTextIn, walk } from './helpers/walk.js';

const zhTW = locale('zh-TW')!;

const { test, open, step, shot, close } = walk('money: deposit, bind a card, withdraw, see the records', path.join(root, '.tmp/money'));

test.before(async (context) => {
  await buildOnce();
  context.server = await startTestApp({ distDir: distDir, demoMode: true });
  await seedDemoInto(context.server);
  await open(context);
});

test.after(async (context) => {
  await close(context);
  await context.server?.close();
});

step('opening deposit signed out goes through login and back to deposit', async ({ page, server }) => {
  await page.goto(`${server.url}/#${paths.deposit}`, { waitUntil: 'load' });
  await page.waitForSelector('#password');
  await page.type('#account', demoAccount.account);
  await page.type('#password', demoAccount.password);
  await page.click('button[type=submit]');
  await waitForHash(page, `#${paths.deposit}`, 'after sign-in the deposit screen opens');
  await waitForTextIn(page, 'h1', [zhTW.deposit.title], 'the deposit title');
  // The range comes from app-info: 10.00 – 1,000,000.00 USDT by default.
  await waitForTextIn(page, '#amount-hint', ['10.00', '1,000,000.00', 'USDT'], 'the deposit range is shown');
  assert.is(await page.$eval('#amount', (el) => (el as HTMLInputElement).inputMode), 'decimal', 'the decimal keypad');
});

step('a deposit in demo mode is confirmed at once and shows in deposit details', async ({ page }) => {
  await page.click('.up-chips button:nth-child(3)');
  assert.is(await page.$eval('#amount', (el) => (el as HTMLInputElement).value), '1000', 'the 1,000 chip fills the amount');
  await page.click('input[name=method][value=usdt_trc20]');
  // The chosen method's instructions, with copy buttons and the server's QR code of the address, loaded and drawn.
  await waitForTextIn(page, '[data-testid=deposit-payment]', [zhTW.depositPay.payTo, 'TRC20', demoDepositMethods[1].address!], 'the crypto instructions');
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('[data-testid=deposit-payment] img');
    return !!img && img.complete && img.naturalWidth > 0 && img.getAttribute('src')!.endsWith('/api/deposit-methods/usdt_trc20/qr.svg');
  });
  assert.ok((await page.$$('[data-testid=deposit-payment] button')).length >= 1, 'a copy button');
  await waitForTextIn(page, '[data-testid=deposit-next]', [zhTW.depositPay.nextDemo], 'demo mode says it confirms at once');
  await page.type('#reference', 'TXN-7781');
  await shot(page, '01-deposit');
  await page.click('button[type=submit]');
  await waitForHash(page, `#${paths.depositList}`, 'a deposit goes to deposit details');
  await waitForTextIn(page, '.up-toast', [zhTW.deposit.confirmed], 'the confirmed toast');
  await waitForTextIn(page, '.up-recs li', ['1,000.00', zhTW.status.confirmed, zhTW.method.usdt_trc20, 'TXN-7781'], 'the deposit row');
  await shot(page, '02-deposit-details');
});

step('the personal center shows the new balance and links the withdrawal accounts', async ({ page }) => {
  await page.click('header.up-bar button.up-icon-btn');
  await waitForHash(page, `#${paths.user}`, 'back goes to the personal center');
  await waitForTextIn(page, '.up-assets', ['11,000.00', 'USDT'], 'total assets with the currency');
  await waitForTextIn(page, '[data-testid=balance-parts]', [zhTW.assets.available, zhTW.assets.frozen, zhTW.assets.positions, zhTW.assets.savings], 'the parts of the total, each named');
  // The taller assets card puts the link near the bottom, where the fixed tab bar would take a click at its edge.
  await page.$eval(`a[href="#${paths.withdrawalAccount}"]`, (el) => el.scrollIntoView({ block: 'center' }));
  await page.click(`a[href="#${paths.withdrawalAccount}"]`);
  await waitForHash(page, `#${paths.withdrawalAccount}`, 'the withdrawal account screen');
  await waitForTextIn(page, '.up-empty', [zhTW.account.notBound], 'not bound yet');
  await shot(page, '03-account-empty');
});

step('binding a bank card is confirmed once and then shown masked', async ({ page }) => {
  await page.click(`a[href="#${paths.withdrawalAccountDetail}"]`);
  await page.waitForSelector('#accountName');
  assert.is(await page.$eval('#nationality', (el) => (el as HTMLSelectElement).value), 'TW', 'nationality starts at TW in zh-TW');
  await page.type('#accountName', 'Chen Mei');
  await page.type('#bankName', 'Cathay United Bank');
  await page.type('#cardNumber', '4000123412341234');
  await page.type('#bankAddress', 'No. 7, Songren Rd, Taipei');
  assert.is(await page.$('#currencyAddress'), null, 'a bank account asks for no wallet address');
  await page.type('#tradePassword', demoAccount.tradePassword);
  await shot(page, '04-bind-form');
  await page.click('button[type=submit]');
  await waitForTextIn(page, '#up-confirm-text', [zhTW.account.bindConfirm, 'Cathay United Bank', '4000123412341234'], 'the confirmation shows what will be bound');
  await confirmDialog(page);
  await waitForHash(page, `#${paths.withdrawalAccount}`, 'back on the list of accounts');
  await waitForTextIn(page, '[data-testid=accounts]', ['Cathay United Bank ••••1234'], 'the bound account');
  const shown = await page.$eval('[data-testid=accounts]', (el) => el.textContent ?? '');
  assert.not.ok(shown.includes('4000123412341234'), 'the card number is masked');
  await shot(page, '05-bound');
});

step('a withdrawal shows its fee, is confirmed, and appears under review in withdrawal details', async ({ page, server }) => {
  await page.goto(`${server.url}/#${paths.user}`);
  await page.click(`a[href="#${paths.withdraw}"]`);
  await waitForHash(page, `#${paths.withdraw}`, 'the withdraw screen');
  await page.waitForSelector('#amount');
  await waitForTextIn(page, '.up-hero', ['11,000.00'], 'the available balance');
  await page.type('#amount', '100');
  await waitForTextIn(page, '#withdraw-fee', ['1.00'], 'the fee for 100 (1 %, at least 1.00)');
  await waitForTextIn(page, '#withdraw-total', ['101.00'], 'the total deducted');
  await page.type('#tradePassword', demoAccount.tradePassword);
  assert.is(await page.$eval('#tradePassword', (el) => (el as HTMLInputElement).inputMode), 'numeric', 'the numeric keypad');
  await shot(page, '06-withdraw');
  await page.click('button[type=submit]');
  await waitForTextIn(page, '#up-confirm-text', ['100.00', '1.00', '101.00'], 'the confirmation summary');
  await shot(page, '07-withdraw-confirm');
  await confirmDialog(page);
  await waitForHash(page, `#${paths.withdrawalList}`, 'a withdrawal goes to withdrawal details');
  await waitForTextIn(page, '.up-recs li', ['100.00', '1.00', zhTW.status.reviewing], 'the withdrawal under review');
  await shot(page, '08-withdrawal-details');
});

step('home names the parts of total assets: the withdrawal under review is frozen, amount and fee', async ({ page, server }) => {
  await page.goto(`${server.url}/#${paths.home}`);
  await waitForTextIn(page, '.up-hero [data-testid=balance-parts]', [zhTW.assets.available, '10,899.00', zhTW.assets.frozen, '101.00'], 'the parts under the total');
  await shot(page, '09-home-parts');
});

step('the capital record shows the withdrawal as one row under review, and the deposit', async ({ page, server }) => {
  await page.goto(`${server.url}/#${paths.moneyRecord}`);
  await waitForTextIn(page, '.up-recs li:first-child', [zhTW.record.withdrawal, '−101.00', zhTW.status.reviewing], 'the withdrawal, newest first');
  assert.ok(await page.$('.up-recs li:first-child .up-neg'), 'money out is marked negative');
  await waitForTextIn(page, '.up-recs li:nth-child(2)', [zhTW.ledger.deposit, '+1,000.00'], 'the deposit');
  await waitForTextIn(page, '.up-recs li:last-child', [zhTW.ledger.deposit, '+10,000.00'], 'the demo account’s starting money, a deposit like any other');
  await shot(page, '10-capital-record');
});

step('an operator pays it out from the CLI while home is open: the total follows without a reload', async ({ page, server }) => {
  await page.goto(`${server.url}/#${paths.home}`);
  await waitForTextIn(page, '.up-hero .up-big', ['11,000.00'], 'the total with the withdrawal under review');
  await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));
  const withdrawal = await server.app.db.selectFrom('withdrawals').select('number').executeTakeFirstOrThrow();
  const number = server.app.numbering.withdrawals.of(withdrawal.number);
  const env = { ...process.env, DATA_DIR: server.config.dataDir, DATABASE_URL: server.config.databaseUrl, DATABASE_SCHEMA: server.config.databaseSchema, LOG_LEVEL: 'silent' };
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/admin.ts', 'withdrawals', 'approve', number, '--by', 'browser-test', '--reason', 'paid'], { cwd: root, env });
  await waitForTextIn(page, '.up-hero .up-big', ['10,899.00'], "home's total after the payout");
  await waitForTextIn(page, '.up-hero [data-testid=balance-parts]', [zhTW.assets.frozen, '0.00'], 'nothing under review');
  assert.ok(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere), 'the same page: no reload');
  await shot(page, '11-home-paid-out');
});

step('the same single row in the capital record says successful, and opens on its detail', async ({ page, server }) => {
  const withdrawal = await server.app.db.selectFrom('withdrawals').select('number').executeTakeFirstOrThrow();
  const number = server.app.numbering.withdrawals.of(withdrawal.number);
  await page.goto(`${server.url}/#${paths.moneyRecord}`);
  await waitForTextIn(page, '.up-recs li:first-child', [zhTW.record.withdrawal, '−101.00', zhTW.status.succeeded], 'the row follows the withdrawal');
  assert.is((await page.$$('.up-recs > li')).length, 3, 'one row for the withdrawal, one per deposit: no hold row left behind');
  await page.click('.up-recs li:first-child summary');
  await waitForTextIn(page, '.up-recs li:first-child [data-testid=record-detail]', [zhTW.record.ref, zhTW.record.withdrawalNo, number, '10,899.00'], 'the detail with its reference');
  assert.is((await page.$$('.up-recs li:first-child [data-testid=record-detail] button')).length, 2, 'both numbers can be copied');
  await shot(page, '12-capital-record-succeeded');
});

step('savings: transfer in, see it pending on the tab, transfer part of it out (pending goes first)', async ({ page, server }) => {
  await page.goto(`${server.url}/#${paths.money}`);
  await page.waitForSelector('[data-testid=savings-total]');
  await page.click(`a[href="#${paths.savingsIn}"]`);
  await page.waitForSelector('#amount');
  await page.type('#amount', '100');
  await page.click('button[type=submit]');
  await page.waitForSelector('[data-testid=transfer-done] [data-testid=starts-on]');
  await shot(page, '13-savings-in');
  await page.click(`a.up-btn::-p-text(${zhTW.common.done})`);
  await waitForTextIn(page, '.up-stats', [zhTW.money.pending, '100.00'], 'the money in is pending on the tab');
  await page.click(`a[href="#${paths.savingsOut}"]`);
  await page.waitForSelector('#amount');
  await page.type('#amount', '40');
  await page.click('button[type=submit]');
  await page.waitForSelector('[data-testid=transfer-done]');
  await page.goto(`${server.url}/#${paths.money}`);
  await waitForTextIn(page, '.up-stats', [zhTW.money.pending, '60.00'], 'transfer out took the pending share first');
  await shot(page, '14-savings-out');
});

step('a second account, a crypto wallet, is added with the transaction password and waits; the withdraw screen shows it not yet offered', async ({ page, server }) => {
  await page.goto(`${server.url}/#${paths.withdrawalAccount}`);
  await waitForTextIn(page, '[data-testid=accounts]', ['Cathay United Bank ••••1234'], 'the first account');
  await page.click(`a[href="#${paths.withdrawalAccountDetail}"]`);
  await page.waitForSelector('#accountName');
  const wait = (zhTW.account.holdNote as unknown as { other: string }).other.replace('{{hours}}', '24');
  await waitForTextIn(page, '[data-testid=account-form-note]', [wait], 'the wait, said before anything is sent');
  await page.click('input[name=kind][value=crypto]');
  await page.waitForSelector('#network');
  await page.type('#accountName', 'Chen Mei');
  await page.type('#network', 'TRC20');
  await page.type('#currencyAddress', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
  await page.type('#label', 'Cold wallet');
  await page.type('#tradePassword', demoAccount.tradePassword);
  await shot(page, '15-add-form');
  await page.click('button[type=submit]');
  await waitForTextIn(page, '#up-confirm-text', [zhTW.account.bindConfirm, 'Cold wallet', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', wait], 'the account and its wait, shown before it is added');
  await shot(page, '16-add-confirm');
  await confirmDialog(page);
  await waitForHash(page, `#${paths.withdrawalAccount}`, 'back on the list');
  await waitForTextIn(page, '[data-testid=accounts] li:nth-child(2)', ['Cold wallet · TRC20 ••••bLSE', zhTW.account.waiting], 'the new one, waiting');
  await shot(page, '17-two-accounts');
  await page.goto(`${server.url}/#${paths.withdraw}`);
  await waitForTextIn(page, '[data-testid=methods]', ['Cathay United Bank ••••1234', 'Cold wallet · TRC20 ••••bLSE', zhTW.account.holdActive.split('{{time}}')[0]], 'both, the new one with its time');
  assert.equal(
    await page.$$eval('[data-testid=methods] input', (inputs) => inputs.map((i) => [(i as HTMLInputElement).checked, (i as HTMLInputElement).disabled])),
    [[true, false], [false, true]],
    'the bank account ticked; the wallet not offered yet',
  );
  await shot(page, '18-withdraw-waiting');
});

step('once its wait is over, the wallet is chosen on the withdraw screen, named in the confirmation, paid to, and offered first next time', async ({ page, server }) => {
  // 24 hours on.
  await server.app.db.updateTable('withdrawal_accounts').set({ hold_until: Date.now() - 1 }).execute();
  // The withdraw screen is open already: it is opened again, as a user coming back to it the next day does.
  await page.goto(`${server.url}/#${paths.user}`);
  await page.goto(`${server.url}/#${paths.withdraw}`);
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLInputElement>('[data-testid=methods] input')].filter((i) => !i.disabled).length === 2);
  const wallet = (await server.app.db.selectFrom('withdrawal_accounts').select('id').where('type', '=', 'crypto').executeTakeFirstOrThrow()).id;
  await page.click(`input[name=accountId][value="${wallet}"]`);
  await page.type('#amount', '50');
  await page.type('#tradePassword', demoAccount.tradePassword);
  await shot(page, '19-withdraw-wallet');
  await page.click('button[type=submit]');
  await waitForTextIn(page, '#up-confirm-text', ['50.00', zhTW.withdraw.confirmTo.replace('{{account}}', 'Cold wallet · TRC20 ••••bLSE')], 'the confirmation names the wallet');
  await shot(page, '20-withdraw-wallet-confirm');
  await confirmDialog(page);
  await waitForHash(page, `#${paths.withdrawalList}`, 'a withdrawal goes to withdrawal details');
  const latest = await server.app.db.selectFrom('withdrawals').select(['account_id', 'payee']).orderBy('id', 'desc').executeTakeFirstOrThrow();
  assert.is(latest.account_id, wallet, 'paid to the wallet');
  assert.is(JSON.parse(latest.payee!).currency_address, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
  await page.goto(`${server.url}/#${paths.withdraw}`);
  await page.waitForSelector('[data-testid=methods] input');
  const offered = await page.$$eval('[data-testid=methods] input', (inputs) => inputs.map((i) => [(i as HTMLInputElement).value, (i as HTMLInputElement).checked]));
  assert.equal(offered[0], [wallet, true], 'the last used first, and ticked');
  assert.is(offered.length, 2);
  await shot(page, '21-withdraw-last-used-first');
});

step('the page raised no uncaught errors and logged no unexpected console errors', async ({ problems }) => {
  assert.equal(problems, [], problems.join('\n'));
});

test.run();
