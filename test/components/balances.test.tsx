// The wallet route (src/pages/balances.tsx) in happy-dom against the real server, signed in as the demo user with a
// deposit and some savings.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { call, startTestApp, type TestApp } from '../helpers/test-app.js';
import { seedDemo } from '../../server/cli/seed-demo.js';
import { formatMoney } from '../../src/i18n/format.js';
import { paths } from '../../src/routing/paths.js';
import { demoWithDeposit } from './helpers/demo-deposit.js';
import { componentHooks, memoryStore, readLocale, registerDom, renderApp, waitFor, type RenderedApp } from './helpers/dom.js';

const zhTW = readLocale('zh-TW');

interface Context {
  server: TestApp;
  session: { token: string; user: { balances: Record<string, string> } };
  rendered?: RenderedApp;
}

const test = suite<Context>('balances', {} as Context);

test.before(async (context) => {
  context.server = await startTestApp({ demoMode: true });
  await seedDemo(context.server.app.conn, Date.now());
  const token = await demoWithDeposit(context.server.url, '500.00', 'balances-deposit');
  const moved = await call(context.server.url, 'POST', '/api/savings/transfer-in', { token, headers: { 'idempotency-key': 'balances-in' }, body: { amount: '120.00' } });
  assert.is(moved.status, 201, JSON.stringify(moved.body));
  const me = await call(context.server.url, 'GET', '/api/me', { token });
  context.session = { token, user: me.body };
  registerDom(context.server.url);
});

componentHooks(test);

const signedIn = (context: Context) => memoryStore({ token: context.session.token, userInfo: context.session.user });

test('every part of the total with its amount, each opening its own history, and deposit and withdraw', async (context) => {
  context.rendered = await renderApp(paths.wallet, { store: signedIn(context) });
  const { container } = context.rendered;
  const { balances } = context.session.user;
  assert.is(container.querySelector('h1')!.textContent, zhTW.wallet.title);
  assert.ok(container.querySelector('.up-big')!.textContent!.includes(formatMoney(balances.total)));
  const rows = [...container.querySelectorAll('[data-testid=balance-rows] a')].map((a) => [
    a.querySelector('strong')!.textContent,
    a.querySelector('.up-num')!.textContent,
    a.getAttribute('href'),
  ]);
  assert.equal(rows, [
    [zhTW.assets.available, formatMoney(balances.available), `#${paths.moneyRecord}`],
    [zhTW.assets.frozen, formatMoney(balances.frozen), `#${paths.withdrawalList}`],
    [zhTW.assets.positions, formatMoney(balances.positions), `#${paths.orders}`],
    [zhTW.assets.savings, formatMoney(balances.savings), `#${paths.money}`],
  ]);
  assert.is(balances.savings, '120.00');
  const actions = [...container.querySelectorAll('.up-actions a')].map((a) => a.getAttribute('href'));
  assert.equal(actions, [`#${paths.deposit}`, `#${paths.withdraw}`]);
});

test('signed out, the wallet sends the visitor to login and back', async (context) => {
  context.rendered = await renderApp(paths.wallet);
  await waitFor(() => context.rendered!.source.read().startsWith(paths.login), 2000, 'the login redirect');
});

test.run();
