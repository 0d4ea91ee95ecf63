// A settled order's detail (src/components/order-detail.tsx) in happy-dom against the real server: the proof
// is tagged as simulated prices when its ticks came from the simulator, and not when they did not; its ticks
// are checked in the page with Web Crypto against the chain of the public price record, and a price rewritten in
// the database is named both by the page and by `npm run audit`.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { call, startTestApp, type TestApp } from '../helpers/test-app.js';
import { scriptedClock, seedProducts } from '../helpers/scripted-market.js';
import { seedDemo } from '../../server/cli/seed-demo.js';
import { demoWithDeposit } from './helpers/demo-deposit.js';
import type { TickSource } from '../../server/market/tick.js';
import { paths, withQuery } from '../../src/routing/paths.js';
import { runAudit } from '../../server/cli/audit.js';
import { formatTickTime } from '../../src/i18n/format.js';
import { memoryStore, readLocale, registerDom, renderApp, componentHooks, waitFor, type RenderedApp } from './helpers/dom.js';

const zhTW = readLocale('zh-TW');
const clock = scriptedClock(Date.parse('2026-11-25T12:00:00Z'));

interface Context {
  server: TestApp;
  session: { token: string; user: unknown };
  /** Order ids by where their ticks came from. */
  orders: Partial<Record<TickSource, string>>;
  rendered?: RenderedApp;
}

const test = suite<Context>('order proof', {} as Context);

/** Plays BTC ticks from `source` through a 30 s order's life and returns the order's id once settled. */
async function settledOn(context: Context, source: TickSource): Promise<string> {
  const { app, url } = context.server;
  const feed = async (price: number) => {
    app.market.ingest({ symbol: 'BTCUSDT', price, timeMs: clock.now(), volume: 1 }, source);
    await app.market.flush();
  };
  // Three ticks before the entry, so the entry's proof holds only ticks from `source`.
  for (let second = 0; second < 4; second++) {
    clock.advance(1_000);
    await feed(6_320_000);
  }
  const placed = await call(url, 'POST', '/api/orders', {
    token: context.session.token,
    headers: { 'idempotency-key': `proof-${source}` },
    body: { symbol: 'BTCUSDT', direction: 'up', amount: '10.00', period: 30 },
  });
  assert.is(placed.status, 201, JSON.stringify(placed.body));
  for (let second = 1; second <= 31; second++) {
    clock.advance(1_000);
    await feed(6_320_000 + second);
  }
  let order: any;
  await waitFor(async () => (order = (await call(url, 'GET', `/api/orders/${placed.body.id}`, { token: context.session.token })).body).status === 'settled', 2_000, `the ${source} order settled`);
  assert.is(order.proof.source, source, 'the API names the source too');
  return placed.body.id;
}

test.before(async (context) => {
  context.server = await startTestApp({ demoMode: true }, undefined, clock.now);
  const { app, url } = context.server;
  await seedDemo(app.conn, clock.now());
  await seedProducts(app, clock.now());
  const token = await demoWithDeposit(url, '100.00', 'proof-test-deposit');
  assert.is((await call(url, 'POST', '/api/me/risk-acknowledgement', { token: token })).status, 204);
  const me = await call(url, 'GET', '/api/me', { token: token });
  context.session = { token: token, user: me.body };
  context.orders = { sim: await settledOn(context, 'sim'), script: await settledOn(context, 'script') };
  registerDom(url);
});

componentHooks(test);

/** The detail of one order, once its proof tables are shown. */
async function detail(context: Context, id: string): Promise<HTMLElement> {
  const store = memoryStore({ token: context.session.token, userInfo: context.session.user });
  context.rendered = await renderApp(withQuery(paths.orders, { id }), { store });
  const { container } = context.rendered;
  await waitFor(() => container.querySelectorAll('.up-tbl').length === 2, 5000, 'the proof tables');
  return container;
}

const tags = (root: ParentNode) => [...root.querySelectorAll('.up-badge')].map((badge) => badge.textContent);

test('an order settled on simulated ticks says so beside its proof', async (context) => {
  const container = await detail(context, context.orders.sim!);
  assert.equal(tags(container), [zhTW.home.simulated]);
});

test('an order settled on other ticks carries no simulated tag', async (context) => {
  const container = await detail(context, context.orders.script!);
  assert.equal(tags(container), []);
});

/** What the proof's check of the record says, once it has said it. */
async function recordCheck(container: HTMLElement): Promise<HTMLAnchorElement> {
  await waitFor(() => container.querySelector('a[href^="/api/market/ticks?"]') !== null, 5000, 'the check against the price record');
  return container.querySelector<HTMLAnchorElement>('a[href^="/api/market/ticks?"]')!;
}

test("the proof's ticks recompute, in the page, into the price record's chain, and link to it", async (context) => {
  const check = await recordCheck(await detail(context, context.orders.script!));
  assert.is(check.textContent, zhTW.chart.verified);
  assert.match(check.getAttribute('href')!, /^\/api\/market\/ticks\?symbol=BTCUSDT&from=2026-11-25T12:00:\d\d\.000Z$/);
});

test('a price rewritten in the database: the audit and the proof page both name that tick', async (context) => {
  const { app } = context.server;
  const order = await call(context.server.url, 'GET', `/api/orders/${context.orders.script}`, { token: context.session.token });
  const row = await app.db.selectFrom('orders').select('proof_id').where('entry_time', '=', Date.parse(order.body.entry.time)).executeTakeFirstOrThrow();
  const proof = await app.db.selectFrom('order_proofs').select('body').where('id', '=', row.proof_id!).executeTakeFirstOrThrow();
  const body = JSON.parse(proof.body);
  const victim = body.exitTicks[2];
  victim.price += 100;
  await app.db.updateTable('order_proofs').set({ body: JSON.stringify(body) }).where('id', '=', row.proof_id!).execute();

  const lines: string[] = [];
  assert.is(await runAudit(app.conn, { log: (line: string) => lines.push(line) } as unknown as Console), 1);
  const named = new Date(victim.timeMs).toISOString();
  assert.ok(lines.some((line) => line.startsWith(`BROKEN BTCUSDT tick ${named} in proof`)), lines.join('\n'));

  const check = await recordCheck(await detail(context, context.orders.script!));
  assert.is(check.textContent, zhTW.chart.broken.replace('{{time}}', formatTickTime(named)));
});

test.run();
