// The personal center's "Today's P&L" (src/components/assets-summary.tsx) against the real server: the day it
// counts is the platform's (docs/design.md), so the label names the platform's zone, whatever the device's is.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { call, startTestApp, type TestApp } from '../helpers/test-app.js';
import { seedDemo } from '../../server/cli/seed-demo.js';
import { paths } from '../../src/routing/paths.js';
import { demoWithDeposit } from './helpers/demo-deposit.js';
import { componentHooks, memoryStore, readLocale, registerDom, renderApp, waitFor, type RenderedApp } from './helpers/dom.js';

const zhTW = readLocale('zh-TW');

interface Context {
  server: TestApp;
  session: { token: string; user: unknown };
  rendered?: RenderedApp;
}

const test = suite<Context>("today's P&L", {} as Context);

test.before(async (context) => {
  context.server = await startTestApp({ demoMode: true });
  await seedDemo(context.server.app.conn, Date.now());
  const token = await demoWithDeposit(context.server.url, '10.00', 'pnl-zone-deposit');
  const me = await call(context.server.url, 'GET', '/api/me', { token });
  context.session = { token, user: me.body };
  registerDom(context.server.url);
});

componentHooks(test);

test("today's P&L names the platform's time zone beside its label", async (context) => {
  context.rendered = await renderApp(paths.user, { store: memoryStore({ token: context.session.token, userInfo: context.session.user }) });
  const { container, services } = context.rendered;
  await waitFor(() => services.appInfo.value, 5000, 'app info');
  assert.is(services.appInfo.value!.timeZone, 'Asia/Taipei', "the test server's platform zone");
  const label = () => [...container.querySelectorAll('.up-stats dt')].find((dt) => dt.textContent!.startsWith(zhTW.user.pnlToday));
  await waitFor(() => label()?.querySelector('small'), 5000, "today's P&L with its zone");
  assert.is(label()!.querySelector('small')!.textContent!.trim(), 'GMT+8');
});

test.run();
