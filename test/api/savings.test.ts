import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assertErrorShape, balances, countRows, moneySnapshot } from '../helpers/funds.js';
import { call } from '../helpers/test-app.js';
import { at, fundedUsers, move, records, savings, startSavingsApp, type SavingsApp } from '../helpers/savings.js';
import { auditLedger } from '../../server/domain/ledger/audit.js';

// 10:00 in Taipei on 1 December (02:00 UTC): before the 15:00 cut-off.
const morning = at('2026-12-01T02:00:00Z');

const transfers = suite('savings transfers in and out');
let t: SavingsApp;
transfers.before(async () => {
  t = await startSavingsApp(morning);
});
transfers.after(() => t.close());

transfers('money in moves available to pending, says when it starts earning, and is idempotent', async () => {
  const [u] = await fundedUsers(t, 1, '1000.00');
  const first = await move(t, u.token, 'in', '300.5', 'in-1');
  assert.is(first.status, 201, JSON.stringify(first.body));
  assert.equal(Object.keys(first.body).sort(), ['amount', 'confirmsAt', 'createdAt', 'id', 'kind']);
  assert.is(first.body.kind, 'in');
  assert.is(first.body.amount, '300.50');
  assert.is(first.body.createdAt, '2026-12-01T02:00:00.000Z');
  assert.is(first.body.confirmsAt, '2026-12-01T16:00:00.000Z', 'before the cut-off: the next day boundary (00:00 Taipei)');

  const again = await move(t, u.token, 'in', '300.5', 'in-1');
  assert.is(again.status, 201);
  assert.equal(again.body, first.body, 'a retry with its key answers the first response');
  const reused = await move(t, u.token, 'in', '1.00', 'in-1');
  assert.is(reused.status, 409);
  assertErrorShape(reused.body, 'idempotency_key_reused');

  assert.equal(await balances(t, u.token), { total: '1000.00', available: '699.50', frozen: '0.00', positions: '0.00', savings: '300.50' });
  const s = await savings(t, u.token);
  assert.equal(s, {
    total: '300.50',
    confirmed: '0.00',
    pending: '300.50',
    earningsYesterday: '0.00',
    earningsTotal: '0.00',
    annualRate: '2.50',
    sevenDayYield: '0.00',
    remainingInToday: 4,
    remainingOutToday: 5,
  });
  const list = await records(t, u.token);
  assert.equal(list.items, [first.body]);
  assert.is(list.nextCursor, null);
});

transfers('money in after the cut-off confirms a day later', async () => {
  const [u] = await fundedUsers(t, 1, '100.00');
  t.clock.set(at('2026-12-01T07:00:00Z')); // 15:00 Taipei: the cut-off itself is after it
  try {
    const r = await move(t, u.token, 'in', '10.00');
    assert.is(r.status, 201);
    assert.is(r.body.confirmsAt, '2026-12-02T16:00:00.000Z');
    t.clock.set(at('2026-12-01T06:59:59Z'));
    assert.is((await move(t, u.token, 'in', '10.00')).body.confirmsAt, '2026-12-01T16:00:00.000Z');
  } finally {
    t.clock.set(morning);
  }
});

transfers('over-balance, zero, three decimals and negative amounts are refused and change nothing', async () => {
  const [u] = await fundedUsers(t, 1, '50.00');
  assert.is((await move(t, u.token, 'in', '20.00')).status, 201);
  const before = { ...(await moneySnapshot(t)), records: await countRows(t, 'savings_records') };
  for (const [direction, amount, code] of [
    ['in', '50.01', 'insufficient_funds'],
    ['out', '20.01', 'insufficient_funds'],
    ['in', '0', 'validation_failed'],
    ['out', '0.00', 'validation_failed'],
    ['in', '1.234', 'validation_failed'],
    ['out', '1.005', 'validation_failed'],
    ['in', '-5', 'validation_failed'],
    ['out', '-0.01', 'validation_failed'],
  ] as const) {
    const r = await move(t, u.token, direction, amount, `bad-${direction}-${amount}`);
    assert.is(r.status, 422, `${direction} ${amount}: ${JSON.stringify(r.body)}`);
    assertErrorShape(r.body, code);
  }
  assert.equal({ ...(await moneySnapshot(t)), records: await countRows(t, 'savings_records') }, before, 'nothing changed, no key stored');
  const r = await call(t.url, 'POST', '/api/savings/transfer-in', { token: u.token, body: { amount: 5 } });
  assert.is(r.status, 400, 'a number rather than a string is a wrong shape');
});

transfers('a transfer out takes pending money first (the newest first), then confirmed', async () => {
  const [u] = await fundedUsers(t, 1, '1000.00');
  assert.is((await move(t, u.token, 'in', '400.00')).status, 201);
  t.clock.set(at('2026-12-01T16:00:30Z')); // just past the boundary: the 400 confirms
  await t.runJob();
  assert.is((await savings(t, u.token)).confirmed, '400.00');
  assert.is((await move(t, u.token, 'in', '100.00')).status, 201);
  const s1 = await savings(t, u.token);
  assert.equal([s1.confirmed, s1.pending], ['400.00', '100.00']);

  assert.is((await move(t, u.token, 'out', '60.00')).status, 201);
  const s2 = await savings(t, u.token);
  assert.equal([s2.confirmed, s2.pending], ['400.00', '40.00'], 'pending first');
  const out = await move(t, u.token, 'out', '90.00');
  assert.is(out.status, 201);
  assert.equal([out.body.kind, out.body.amount, out.body.confirmsAt], ['out', '90.00', null]);
  const s3 = await savings(t, u.token);
  assert.equal([s3.confirmed, s3.pending, s3.total], ['350.00', '0.00', '350.00'], 'the rest from confirmed');
  assert.equal(await balances(t, u.token), { total: '1000.00', available: '650.00', frozen: '0.00', positions: '0.00', savings: '350.00' });

  // The taken pending money is not confirmed later.
  t.clock.set(at('2026-12-02T16:00:30Z'));
  await t.runJob();
  const s4 = await savings(t, u.token);
  assert.equal([s4.pending, s4.confirmed], ['0.00', '350.02'], 'only the 350 earned a day (350 × 2.5 % / 365 = 0.0239…)');
  const kinds = (await records(t, u.token)).items.map((r: any) => `${r.kind} ${r.amount}`);
  assert.equal(kinds, ['earning 0.02', 'out 90.00', 'out 60.00', 'in 100.00', 'confirm 400.00', 'in 400.00']);
  t.clock.set(morning);
  assert.ok((await auditLedger(t.app.conn)).ok, 'the ledger audit passes');
});

transfers('five transfers in and five out a day; the count resets at the day boundary', async () => {
  const [u] = await fundedUsers(t, 1, '100.00');
  t.clock.set(at('2026-12-05T15:00:00Z')); // 23:00 Taipei on 5 December
  for (let i = 0; i < 5; i++) assert.is((await move(t, u.token, 'in', '1.00')).status, 201);
  const sixth = await move(t, u.token, 'in', '1.00', 'sixth-in');
  assert.is(sixth.status, 422);
  assertErrorShape(sixth.body, 'savings_limit_reached');
  for (let i = 0; i < 5; i++) assert.is((await move(t, u.token, 'out', '0.50')).status, 201);
  assertErrorShape((await move(t, u.token, 'out', '0.50')).body, 'savings_limit_reached');
  const s = await savings(t, u.token);
  assert.equal([s.remainingInToday, s.remainingOutToday, s.total], [0, 0, '2.50']);

  t.clock.set(at('2026-12-05T15:59:59Z'));
  assert.is((await move(t, u.token, 'in', '1.00')).status, 422, 'still 5 December in Taipei');
  t.clock.set(at('2026-12-05T16:00:00Z')); // 00:00 Taipei on 6 December
  const fresh = await savings(t, u.token);
  assert.equal([fresh.remainingInToday, fresh.remainingOutToday], [5, 5]);
  const retried = await move(t, u.token, 'in', '1.00', 'sixth-in');
  assert.is(retried.status, 201, 'a refused request stored nothing: its key is judged afresh the next day');
  assert.is((await savings(t, u.token)).remainingInToday, 4);
  t.clock.set(morning);
});

transfers("concurrent transfers of one user can't pass the day's count together", async () => {
  const [u] = await fundedUsers(t, 1, '100.00');
  t.clock.set(at('2026-12-07T01:00:00Z'));
  const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => move(t, u.token, 'in', '1.00', `race-${i}`)));
  assert.equal(answers.map((r) => r.status).sort(), [201, 201, 201, 201, 201, 422, 422, 422]);
  const s = await savings(t, u.token);
  assert.equal([s.pending, s.remainingInToday], ['5.00', 0]);
  t.clock.set(morning);
});

transfers('records are paged newest first', async () => {
  const [u] = await fundedUsers(t, 1, '10.00');
  t.clock.set(at('2026-12-10T01:00:00Z'));
  for (let i = 1; i <= 3; i++) await move(t, u.token, 'in', `${i}.00`);
  const first = await records(t, u.token, '?limit=2');
  assert.equal(first.items.map((r: any) => r.amount), ['3.00', '2.00']);
  assert.type(first.nextCursor, 'string');
  const second = await records(t, u.token, `?limit=2&cursor=${first.nextCursor}`);
  assert.equal(second.items.map((r: any) => r.amount), ['1.00']);
  assert.is(second.nextCursor, null);
  t.clock.set(morning);
  assert.ok((await auditLedger(t.app.conn)).ok);
});

transfers.run();
