// The first screen says what the product is and what it risks: no "grow your savings" for fixed-time trades, a
// one-line risk warning on home (signed out and in), and demo balances marked as such on a demo server.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { paths } from '../../src/routing/paths.js';
import { startFundsApp, signUp, type SignedIn } from '../helpers/funds.js';
import type { TestApp } from '../helpers/test-app.js';
import { call } from '../helpers/test-app.js';
import { componentHooks, memoryStore, readLocale, registerDom, renderApp, waitFor, type RenderedApp } from './helpers/dom.js';

const zhTW = readLocale('zh-TW');
const locales = ['zh-TW', 'zh-CN', 'en', 'ja', 'th', 'vi', 'id', 'ko', 'fr', 'de'].map((lang) => [lang, readLocale(lang)] as const);

interface Context {
  server: TestApp;
  rendered?: RenderedApp;
  user: SignedIn;
}

const test = suite<Context>('home is honest', {} as Context);
test.before(async (context) => {
  context.server = await startFundsApp({ demoMode: true });
  [context.user] = await signUp(context.server, 1);
  registerDom(context.server.url);
});
componentHooks(test);

test('no language sells the trades as savings; every language has a risk line', () => {
  for (const [lang, strings] of locales) {
    assert.not.match(strings.home.tagline, /理財|理财|savings|épargne|Ersparnis|tiết kiệm|tabungan|ออม|資産づくり|자산을 키우/i, `${lang}: ${strings.home.tagline}`);
    assert.ok(strings.home.riskLine.length > 10, `${lang} has a risk line`);
  }
});

test('signed out, home says what the product is and that the whole stake can be lost, with the rules one tap away', async (context) => {
  context.rendered = await renderApp(paths.home);
  const { container } = context.rendered;
  await waitFor(() => container.querySelector('[data-testid=risk-line]'), 5000, 'the risk line');
  assert.ok(container.querySelector('.up-hero')!.textContent!.includes(zhTW.home.tagline));
  const risk = container.querySelector('[data-testid=risk-line]') as HTMLAnchorElement;
  assert.is(risk.textContent, zhTW.home.riskLine);
  assert.is(risk.getAttribute('href'), `#${paths.help}`);
});

test('signed in on a demo server, the balance is marked as demo funds, and the risk line stays', async (context) => {
  const me = (await call(context.server.url, 'GET', '/api/me', { token: context.user.token })).body;
  context.rendered = await renderApp(paths.home, { store: memoryStore({ token: context.user.token, userInfo: me }) });
  const { container } = context.rendered;
  await waitFor(() => container.querySelector('[data-testid=demo-funds]'), 5000, 'the demo marker');
  assert.is(container.querySelector('[data-testid=demo-funds]')!.textContent, zhTW.home.demoFunds);
  assert.ok(container.querySelector('[data-testid=risk-line]'));
});

test.run();
