// The export of the capital record and the orders (src/components/record-export.tsx on the capital record screen)
// in happy-dom against the real server in demo mode: the file the browser is handed, and a refusal said in words.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { call, startTestApp, type TestApp } from '../helpers/test-app.js';
import { seedDemo, demoAccount } from '../../server/cli/seed-demo.js';
import { paths } from '../../src/routing/paths.js';
import { componentHooks, memoryStore, readLocale, registerDom, renderApp, waitFor, type RenderedApp } from './helpers/dom.js';

const zhTW = readLocale('zh-TW');

interface Context {
  server: TestApp;
  session: { token: string; user: unknown };
  /** `GET` URLs of the exports the server received. */
  asked: string[];
  rendered?: RenderedApp;
}

const test = suite<Context>('record export', {} as Context);

test.before(async (context) => {
  context.asked = [];
  context.server = await startTestApp({ demoMode: true, exportsPerMinute: 2 }, (app) => {
    app.addHook('onRequest', async (request) => {
      if (request.url.includes('.csv')) context.asked.push(request.url);
    });
  });
  await seedDemo(context.server.app.conn, Date.now());
  const login = await call(context.server.url, 'POST', '/api/auth/login', { body: { account: demoAccount.account, password: demoAccount.password } });
  context.session = { token: login.body.token, user: login.body.user };
  registerDom(context.server.url);
});

componentHooks(test);

test('this month’s capital record is handed to the browser as a CSV file, in the device’s zone; a refusal is said, not swallowed', async (context) => {
  const handed: { name: string; text: Promise<string> }[] = [];
  const created = URL.createObjectURL;
  const clicked = HTMLAnchorElement.prototype.click;
  const files = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${files.size}`;
    files.set(url, blob);
    return url;
  };
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    handed.push({ name: this.download, text: files.get(this.getAttribute('href')!)!.text() });
  };
  try {
    context.rendered = await renderApp(paths.moneyRecord, { store: memoryStore({ token: context.session.token, userInfo: context.session.user }) });
    const { container } = context.rendered;
    await waitFor(() => container.querySelector('[data-testid=export] summary'), 5000, 'the export');
    const details = container.querySelector<HTMLDetailsElement>('[data-testid=export]')!;
    assert.is(details.querySelector('summary')!.textContent, zhTW.record.export);
    await act(() => details.querySelector('summary')!.click());
    const select = container.querySelector<HTMLSelectElement>('#export-period')!;
    const now = new Date();
    const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
    assert.is(select.value, month, 'this month first');
    assert.is(select.options.length, 15, 'twelve months and three years');
    const button = (label: string) => [...details.querySelectorAll('button')].find((b) => b.textContent === label)!;
    await act(() => button(zhTW.record.exportLedger).click());
    await waitFor(() => handed.length === 1, 5000, 'the file handed to the browser');
    assert.is(handed[0].name, `uptick-transactions-${month}.csv`);
    const text = await handed[0].text;
    assert.ok(text.startsWith('time_utc,time_local,transfer,type,amount,balance_after,currency,reference\r\n'), text.slice(0, 100));
    assert.ok(text.includes(',deposit,10000.00,10000.00,USDT,'), `the demo account's funding: ${text}`);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    assert.equal(context.asked, [`/api/capital-record.csv?period=${month}&tz=${encodeURIComponent(zone)}`], 'the period and the device’s zone');

    await act(() => button(zhTW.record.exportOrders).click());
    await waitFor(() => handed.length === 2, 5000, 'the orders file');
    assert.is(handed[1].name, `uptick-orders-${month}.csv`);
    // A third in the minute: the server's limit (2 here) says no, and the screen says so.
    await act(() => button(zhTW.record.exportOrders).click());
    await waitFor(() => details.querySelector('.up-form-error'), 5000, 'the refusal');
    assert.is(details.querySelector('.up-form-error')!.textContent, zhTW.errors.rate_limited);
    assert.is(handed.length, 2, 'no file for a refusal');
  } finally {
    URL.createObjectURL = created;
    HTMLAnchorElement.prototype.click = clicked;
  }
});

test.run();
