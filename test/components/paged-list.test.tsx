// The record lists (src/components/paged-list.tsx) on deposit details and the capital record, against the real server.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { call, startTestApp, type TestApp } from '../helpers/test-app.js';
import { registerAndLogin } from '../helpers/users.js';
import { seedDemo, demoInviteCode } from '../../server/cli/seed-demo.js';
import { paths } from '../../src/routing/paths.js';
import { formatMoney } from '../../src/i18n/format.js';
import { memoryStore, readLocale, registerDom, renderApp, unregisterDom, waitFor, type RenderedApp } from './helpers/dom.js';

const zhTW = readLocale('zh-TW');

interface Session {
  token: string;
  user: unknown;
}

interface Context {
  server: TestApp;
  /** 21 deposits: one more than the server's default page. */
  rich: Session;
  /** Nothing at all. */
  empty: Session;
  /** While above 0, GET /api/capital-record answers 503 and counts down. */
  failLedger: number;
  rendered?: RenderedApp;
}

const test = suite<Context>('paged record lists', {} as Context);

async function newSession(url: string): Promise<Session> {
  const { user } = await registerAndLogin(url, demoInviteCode);
  const login = await call(url, 'POST', '/api/auth/login', { body: { account: user.account, password: user.password } });
  return { token: login.body.token, user: login.body.user };
}

test.before(async (context) => {
  context.failLedger = 0;
  context.server = await startTestApp({ demoMode: true }, (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (request.method === 'GET' && request.url.startsWith('/api/capital-record') && context.failLedger > 0) {
        context.failLedger--;
        await reply.status(503).send({ error: { code: 'unavailable', message: 'down for a test' } });
      }
    });
  });
  await seedDemo(context.server.app.conn, Date.now());
  const url = context.server.url;
  context.rich = await newSession(url);
  context.empty = await newSession(url);
  for (let i = 1; i <= 21; i++) {
    const deposit = await call(url, 'POST', '/api/deposits', {
      token: context.rich.token,
      headers: { 'idempotency-key': `paged-${i}` },
      body: { amount: `${10 + i}.00`, method: 'bank_transfer', reference: `REF-${i}` },
    });
    assert.is(deposit.status, 201, JSON.stringify(deposit.body));
  }
  registerDom(url);
});

test.after(async (context) => {
  await unregisterDom();
  await context.server.close();
});

test.after.each(async (context) => {
  await context.rendered?.unmount();
  context.rendered = undefined;
});

async function open(context: Context, path: string, session: Session) {
  context.rendered = await renderApp(path, { store: memoryStore({ token: session.token, userInfo: session.user }) });
  return context.rendered.container;
}

const rows = (root: ParentNode) => root.querySelectorAll('.up-recs > li').length;
const loadMore = (root: ParentNode) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === zhTW.common.loadMore) as HTMLButtonElement | undefined;

test('a long list shows its first page, "Load more" adds the next, and "No more" ends it', async (context) => {
  const container = await open(context, paths.depositList, context.rich);
  await waitFor(() => rows(container) === 20, 5000, 'the first page of 20');
  const first = container.querySelector('.up-recs > li')!.textContent!;
  assert.ok(first.includes(formatMoney('31.00')) && first.includes('REF-21'), `newest first: ${first}`);
  assert.ok(first.includes(zhTW.status.confirmed), 'the status badge');
  assert.ok(first.includes(zhTW.method.bank_transfer), 'the method');
  assert.ok(first.includes(zhTW.time.justNow), 'the time, by the relative-time rule');
  assert.not.ok(container.textContent!.includes(zhTW.common.noMore), 'not at the end yet');

  await act(() => loadMore(container)!.click());
  await waitFor(() => rows(container) === 21, 5000, 'the second page');
  await waitFor(() => container.textContent!.includes(zhTW.common.noMore), 2000, '"No more"');
  assert.is(loadMore(container), undefined, 'no "Load more" at the end');
  assert.ok(container.querySelector('.up-recs > li:last-child')!.textContent!.includes('REF-1'), 'the oldest comes last');
});

test('an empty list says "No record"', async (context) => {
  const container = await open(context, paths.withdrawalList, context.empty);
  await waitFor(() => container.textContent!.includes(zhTW.common.noRecord), 5000, '"No record"');
  assert.is(rows(container), 0);
  assert.not.ok(container.textContent!.includes(zhTW.common.noMore), 'no "No more" on an empty list');
});

test('a failed load shows the translated error with Retry, and Retry loads the list', async (context) => {
  context.failLedger = 1;
  const container = await open(context, paths.moneyRecord, context.rich);
  await waitFor(() => container.querySelector('[role=alert]'), 5000, 'the error');
  assert.ok(container.querySelector('[role=alert]')!.textContent!.includes(zhTW.errors.unavailable), 'errors.unavailable');
  const retry = [...container.querySelectorAll('button')].find((b) => b.textContent === zhTW.common.retry)!;
  await act(() => retry.click());
  await waitFor(() => rows(container) === 20, 5000, 'the capital record after Retry');
  const first = container.querySelector('.up-recs > li')!;
  assert.ok(first.textContent!.includes(zhTW.ledger.deposit), 'the type is translated per code');
  const amount = first.querySelector('.up-pos')!;
  assert.is(amount.textContent, `+${formatMoney('31.00')}`, 'money in shows its + sign, in the positive colour');
  const detail = first.querySelector('[data-testid=record-detail]')!;
  assert.ok(detail.textContent!.includes(zhTW.record.balance + formatMoney('441.00')), 'its detail: the balance after, 11 + 12 + … + 31');
});

test.run();
