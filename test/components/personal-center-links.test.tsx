// The personal center's ways to who runs Uptick and on what terms (src/components/about-links.tsx), signed in.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { call, type TestApp } from '../helpers/test-app.js';
import { startFundsApp, signUp } from '../helpers/funds.js';
import { paths } from '../../src/routing/paths.js';
import { componentHooks, memoryStore, readLocale, registerDom, renderApp, waitFor, type RenderedApp } from './helpers/dom.js';

const zhTW = readLocale('zh-TW');

interface Context {
  server: TestApp;
  store: () => ReturnType<typeof memoryStore>;
  rendered?: RenderedApp;
}

const test = suite<Context>('personal center links', {} as Context);

test.before(async (context) => {
  context.server = await startFundsApp();
  const [user] = await signUp(context.server, 1);
  const me = (await call(context.server.url, 'GET', '/api/me', { token: user.token })).body;
  context.store = () => memoryStore({ token: user.token, userInfo: me });
  registerDom(context.server.url);
});

componentHooks(test);

test('the personal center links the wallet, about us, the privacy policy, the terms and the information page', async (context) => {
  context.rendered = await renderApp(paths.user, { store: context.store() });
  const { container } = context.rendered;
  const href = (label: string) => [...container.querySelectorAll('.up-list a')].find((a) => a.textContent === label)?.getAttribute('href');
  await waitFor(() => href(zhTW.about.title), 2000, 'the links');
  assert.is(href(zhTW.wallet.title), `#${paths.wallet}`);
  assert.is(href(zhTW.about.title), `#${paths.about}`);
  assert.is(href(zhTW.privacy.title), `#${paths.privacy}`);
  assert.is(href(zhTW.legal.terms), `#${paths.terms}`);
  assert.is(href(zhTW.legal.info), `#${paths.info}`);
});

test.run();
