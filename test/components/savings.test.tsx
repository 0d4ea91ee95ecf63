// The savings area (src/pages/savings.tsx, savings-transfer.tsx, savings-records.tsx, savings-rules.tsx) in
// happy-dom against the real server, with GET/POST /api/savings* answered by a stand-in of docs/api.md's shapes (a
// hook on the test server), so these tests don't need the savings server: it is built in parallel.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { call, startTestApp, type TestApp } from '../helpers/test-app.js';
import { demoWithDeposit } from './helpers/demo-deposit.js';
import { seedDemo } from '../../server/cli/seed-demo.js';
import { paths } from '../../src/routing/paths.js';
import { formatMoney, formatPercent, formatPlatformTime } from '../../src/i18n/format.js';
import { savingsConfirmsAtMs, type SavingsRecord, type SavingsSummary } from '../../src/core/savings.js';
import { componentHooks, formIn, memoryStore, readLocale, registerDom, renderApp, submitForm, typeInto, waitFor, type RenderedApp } from './helpers/dom.js';

const zhTW = readLocale('zh-TW');

interface Context {
  server: TestApp;
  token: string;
  user: { balances: { available: string } };
  summary: SavingsSummary;
  records: SavingsRecord[];
  posts: { path: string; key: string | undefined; body: unknown }[];
  /** While above 0, GET /api/savings answers 503 and counts down. */
  failSummary: number;
  /** The error the next transfer answers with, if any. */
  refuse?: { status: number; code: string };
  rendered?: RenderedApp;
}

const test = suite<Context>('savings area', {} as Context);

const day = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

function freshSummary(): SavingsSummary {
  return {
    total: '1500.00', confirmed: '1000.00', pending: '500.00', earningsYesterday: '0.12', earningsTotal: '3.45',
    annualRate: '2.50', sevenDayYield: '2.48', remainingInToday: 4, remainingOutToday: 5,
  };
}

function freshRecords(): SavingsRecord[] {
  const now = Date.now();
  const earnings = Array.from({ length: 20 }, (_, i): SavingsRecord => ({ id: `e${i}`, kind: 'earning', amount: `0.${String(10 + i)}`, createdAt: iso(now - (i + 1) * day), confirmsAt: null }));
  return [
    { id: 'in1', kind: 'in', amount: '500.00', createdAt: iso(now - 60_000), confirmsAt: iso(now + day) },
    { id: 'out1', kind: 'out', amount: '20.00', createdAt: iso(now - 120_000), confirmsAt: null },
    { id: 'c1', kind: 'confirm', amount: '1000.00', createdAt: iso(now - day / 2), confirmsAt: null },
    ...earnings,
    // Older than 30 days: listed, not charted.
    { id: 'old', kind: 'earning', amount: '0.50', createdAt: iso(now - 40 * day), confirmsAt: null },
  ];
}

async function readBody(raw: AsyncIterable<Buffer>): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of raw) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

test.before(async (context) => {
  context.posts = [];
  context.failSummary = 0;
  context.server = await startTestApp({ demoMode: true }, (app) => {
    app.addHook('onRequest', async (request, reply) => {
      const url = new URL(request.url, 'http://x');
      if (!url.pathname.startsWith('/api/savings')) return;
      if (request.method === 'GET' && url.pathname === '/api/savings') {
        if (context.failSummary > 0) {
          context.failSummary--;
          return reply.status(503).send({ error: { code: 'unavailable', message: 'down for a test' } });
        }
        return reply.send(context.summary);
      }
      if (request.method === 'GET' && url.pathname === '/api/savings/records') {
        const limit = Number(url.searchParams.get('limit') ?? 20);
        const from = Number(url.searchParams.get('cursor') ?? 0);
        const items = context.records.slice(from, from + limit);
        return reply.send({ items, nextCursor: from + limit < context.records.length ? String(from + limit) : null });
      }
      if (request.method === 'POST') {
        const body = (await readBody(request.raw)) as { amount: string };
        context.posts.push({ path: url.pathname, key: request.headers['idempotency-key'] as string | undefined, body });
        if (context.refuse) return reply.status(context.refuse.status).send({ error: { code: context.refuse.code, message: 'refused' } });
        const out = url.pathname.endsWith('transfer-out');
        return reply.status(201).send({
          id: `r${context.posts.length}`, kind: out ? 'out' : 'in', amount: body.amount, createdAt: new Date().toISOString(),
          confirmsAt: out ? null : '2026-11-28T16:00:00.000Z',
        });
      }
    });
  });
  await seedDemo(context.server.app.conn, Date.now());
  context.token = await demoWithDeposit(context.server.url, '2000.00', 'savings-test');
  context.user = (await call(context.server.url, 'GET', '/api/me', { token: context.token })).body;
  registerDom(context.server.url);
});

test.before.each((context) => {
  context.summary = freshSummary();
  context.records = freshRecords();
  context.posts = [];
  context.refuse = undefined;
});

componentHooks(test);

async function open(context: Context, path: string, signedIn = true) {
  const store = memoryStore(signedIn ? { token: context.token, userInfo: context.user } : {});
  context.rendered = await renderApp(path, { store });
  return context.rendered.container;
}

const text = (root: Element) => root.textContent ?? '';

test('signed out, the savings tab asks to sign in and asks the server nothing', async (context) => {
  const container = await open(context, paths.money, false);
  await waitFor(() => text(container).includes(zhTW.savings.signIn), 5000, 'the sign-in prompt');
  const link = container.querySelector(`a[href^="#${paths.login}"]`) as HTMLAnchorElement;
  assert.ok(link, 'a link to login');
  assert.ok(decodeURIComponent(link.getAttribute('href')!).includes(paths.money), 'and back to the tab');
  assert.is(container.querySelector('[data-testid=savings]'), null);
});

test('the savings tab shows every figure, the 30-day earnings chart and the ways in and out', async (context) => {
  const container = await open(context, paths.money);
  await waitFor(() => container.querySelector('[data-testid=savings]'), 5000, 'the figures');
  assert.is(text(container.querySelector('[data-testid=savings-total]')!), formatMoney('1500.00'));
  const stats = [...container.querySelectorAll('dl.up-stats > div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]);
  await waitFor(() => text(container).includes(formatMoney(context.user.balances.available)), 5000, 'the available balance');
  const rows = Object.fromEntries([...container.querySelectorAll('dl.up-stats > div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]));
  assert.ok(stats.length === 9, `nine figures: ${JSON.stringify(stats)}`);
  assert.is(rows[zhTW.money.confirmed], formatMoney('1000.00'));
  assert.is(rows[zhTW.money.pending], formatMoney('500.00'));
  assert.is(rows[zhTW.money.earningsYesterday], formatMoney('0.12'));
  assert.is(rows[zhTW.money.earningsTotal], formatMoney('3.45'));
  assert.is(rows[zhTW.money.rate], formatPercent('2.50', 2));
  assert.is(rows[zhTW.savings.sevenDayYield], formatPercent('2.48', 2));
  assert.is(rows[zhTW.savings.remainingIn], '4');
  assert.is(rows[zhTW.savings.remainingOut], '5');
  assert.is(rows[zhTW.savings.available], formatMoney(context.user.balances.available));
  await waitFor(() => container.querySelector('[data-testid=savings-chart] path'), 5000, 'the chart');
  const points = container.querySelector('[data-testid=savings-chart] path')!.getAttribute('d')!.split(/[ML]/).filter(Boolean);
  assert.is(points.length, 30, 'a point a day for 30 days');
  const flat = points[0].split(' ')[1];
  assert.is(points.slice(0, 9).filter((p) => p.split(' ')[1] === flat).length, 9, 'the days before the 20 earnings (and the 40-day-old one) are zero');
  assert.not.equal(points[28].split(' ')[1], flat, 'yesterday earned');
  for (const path of [paths.savingsIn, paths.savingsOut, paths.savingsRecords, paths.savingsRules]) {
    assert.ok(container.querySelector(`a[href="#${path}"]`), `links to ${path}`);
  }
});

test('a failed load says why and Retry loads again', async (context) => {
  context.failSummary = 1;
  const container = await open(context, paths.money);
  await waitFor(() => container.querySelector('[role=alert]'), 5000, 'the error');
  assert.ok(text(container).includes(zhTW.errors.unavailable));
  const retry = container.querySelector('[role=alert] button') as HTMLButtonElement;
  await act(() => retry.click());
  await waitFor(() => container.querySelector('[data-testid=savings-total]'), 5000, 'the figures after Retry');
});

test("transfer in: the spec's input rule, 'all', the count left, when it starts earning, one idempotent POST", async (context) => {
  const container = await open(context, paths.savingsIn);
  await waitFor(() => container.querySelector('form'), 5000, 'the form');
  const input = container.querySelector('#amount') as HTMLInputElement;
  await typeInto(container, 'amount', '12.345abc');
  assert.is(input.value, '12.34', 'digits and one dot, two decimals');
  await typeInto(container, 'amount', '0.00');
  assert.is(input.value, '1', 'zero is raised to 1');
  const available = context.user.balances.available;
  assert.ok(text(container).includes(formatMoney(available)), 'available shown');
  await act(() => (container.querySelector('[data-testid=transfer-all]') as HTMLButtonElement).click());
  assert.is(input.value, available, "'all' fills the available balance");
  assert.is(text(container.querySelector('[data-testid=remaining] dd')!), '4');
  assert.is(text(container.querySelector('[data-testid=remaining] dt')!), zhTW.savings.remainingIn);
  const expected = zhTW.savings.startsOn.replace('{{date}}', formatPlatformTime(savingsConfirmsAtMs(Date.now(), 'Asia/Taipei'), 'Asia/Taipei'));
  assert.is(text(container.querySelector('[data-testid=starts-on]')!), expected, 'the cut-off rule, before the transfer');
  assert.match(expected, /GMT\+8/, "in the platform's clock, named, whatever the device's zone");

  await typeInto(container, 'amount', '100');
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('[data-testid=transfer-done]'), 5000, 'the confirmation');
  assert.is(context.posts.length, 1);
  assert.is(context.posts[0].path, '/api/savings/transfer-in');
  assert.equal(context.posts[0].body, { amount: '100' });
  assert.ok(context.posts[0].key && context.posts[0].key.length <= 64, 'with an Idempotency-Key');
  assert.is(
    text(container.querySelector('[data-testid=transfer-done] [data-testid=starts-on]')!),
    zhTW.savings.startsOn.replace('{{date}}', formatPlatformTime('2026-11-28T16:00:00.000Z', 'Asia/Taipei')),
    "the server's confirmsAt, after it",
  );
});

test('transfer out: more than is in savings stays as typed, the field says the limit and nothing is sent; the rule of what goes first is said', async (context) => {
  const container = await open(context, paths.savingsOut);
  await waitFor(() => container.querySelector('form'), 5000, 'the form');
  assert.is(text(container.querySelector('[data-testid=starts-on]')!), zhTW.savings.outNote);
  assert.is(text(container.querySelector('[data-testid=remaining] dd')!), '5');
  await typeInto(container, 'amount', '1500.01');
  // Broke before: 1500.01 became 1500 on screen, and a submitted 1600 moved 1500.
  assert.is((container.querySelector('#amount') as HTMLInputElement).value, '1500.01', 'what was typed stays');
  assert.is(text(container.querySelector('#amount-error')!), zhTW.fields.amount_over.replace('{{max}}', formatMoney('1500.00')));
  await submitForm(formIn(container));
  assert.equal(context.posts, [], 'nothing sent');
  await act(() => (container.querySelector('[data-testid=transfer-all]') as HTMLButtonElement).click());
  assert.is(container.querySelector('#amount-error'), null, 'within the limit: no error');
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('[data-testid=transfer-done]'), 5000, 'the confirmation');
  assert.equal(context.posts.map((p) => [p.path, p.body]), [['/api/savings/transfer-out', { amount: '1500.00' }]]);
});

test("'all' above the spec's 999999 ceiling fills the ceiling", async (context) => {
  context.summary = { ...freshSummary(), total: '2000000.00' };
  const container = await open(context, paths.savingsOut);
  await waitFor(() => container.querySelector('form'), 5000, 'the form');
  await act(() => (container.querySelector('[data-testid=transfer-all]') as HTMLButtonElement).click());
  assert.is((container.querySelector('#amount') as HTMLInputElement).value, '999999');
});

test('no transfers left today: the limit message and no button; a 422 from the server is translated too', async (context) => {
  context.summary = { ...freshSummary(), remainingInToday: 0 };
  let container = await open(context, paths.savingsIn);
  await waitFor(() => container.querySelector('form'), 5000, 'the form');
  assert.ok(text(container).includes(zhTW.errors.savings_limit_reached));
  assert.is(container.querySelector('button[type=submit]'), null);
  await context.rendered!.unmount();

  context.summary = freshSummary();
  context.refuse = { status: 422, code: 'savings_limit_reached' };
  context.rendered = await renderApp(paths.savingsIn, { store: memoryStore({ token: context.token, userInfo: context.user }) });
  container = context.rendered.container;
  await waitFor(() => container.querySelector('form'), 5000, 'the form');
  await typeInto(container, 'amount', '10');
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('.up-form-error'), 5000, 'the refusal');
  assert.is(text(container.querySelector('.up-form-error')!), zhTW.errors.savings_limit_reached);
});

test('insufficient funds, on the device or from the server, says so without speaking of a fee', async (context) => {
  const container = await open(context, paths.savingsOut);
  await waitFor(() => container.querySelector('form'), 5000, 'the form');
  context.refuse = { status: 422, code: 'insufficient_funds' };
  await typeInto(container, 'amount', '10');
  await submitForm(formIn(container));
  await waitFor(() => container.querySelector('.up-form-error'), 5000, 'the refusal');
  assert.is(text(container.querySelector('.up-form-error')!), zhTW.savings.insufficient);
});

test('details: every kind named in the language, newest first, with paging', async (context) => {
  const container = await open(context, paths.savingsRecords);
  await waitFor(() => container.querySelectorAll('.up-rec').length === 20, 5000, 'the first page');
  const titles = [...container.querySelectorAll('.up-rec strong:first-child')].map((el) => el.textContent);
  assert.equal(titles.slice(0, 4), [zhTW.savings.kind_in, zhTW.savings.kind_out, zhTW.savings.kind_confirm, zhTW.savings.kind_earning]);
  assert.ok(text(container).includes(zhTW.savings.startsOn.replace('{{date}}', formatPlatformTime(context.records[0].confirmsAt!, 'Asia/Taipei'))), "an 'in' says when it earns");
  const more = [...container.querySelectorAll('button')].find((b) => b.textContent === zhTW.common.loadMore)!;
  await act(() => more.click());
  await waitFor(() => container.querySelectorAll('.up-rec').length === 24, 5000, 'the second page');
});

test('details with nothing yet say so', async (context) => {
  context.records = [];
  const container = await open(context, paths.savingsRecords);
  await waitFor(() => text(container).includes(zhTW.common.noRecord), 5000, 'the empty state');
});

test('rules: the five rules, with the platform zone named, public to a signed-out visitor', async (context) => {
  const container = await open(context, paths.savingsRules, false);
  await waitFor(() => container.querySelector('[data-testid=savings-rules]'), 5000, 'the rules');
  const items = [...container.querySelectorAll('[data-testid=savings-rules] li')].map((li) => li.textContent!);
  assert.is(items.length, 5);
  assert.ok(items[0].includes('15:00') && !items[0].includes('{{'), items[0]);
  assert.is(items[4], zhTW.savings.rule_out);
});

test("rules: the cut-off is the platform's (app info), not a number in the strings", async (context) => {
  const store = memoryStore({ appInfo: { name: 'Uptick', languages: ['zh-TW'], defaultLanguage: 'zh-TW', customerServiceUrl: '', feedSource: 'sim', timeZone: 'Asia/Taipei', savingsCutoff: '10:30' } });
  // An API that answers nothing: the platform's app info is the one kept on the device, not this server's default.
  context.rendered = await renderApp(paths.savingsRules, { store, apiBase: `${location.origin}/nowhere` });
  const container = context.rendered.container;
  await new Promise((resolve) => setTimeout(resolve, 200));
  await waitFor(() => container.querySelector('[data-testid=savings-rules] li'), 5000, 'the rules');
  const rules = [...container.querySelectorAll('[data-testid=savings-rules] li')].map((li) => li.textContent!);
  assert.ok(rules[0].includes('10:30') && rules[1].includes('10:30'), 'the cut-off and the rule for money after it');
  assert.equal(rules.filter((rule) => rule.includes('15:00')), [], 'no rule keeps the default cut-off');
});

test.run();
