import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cents } from '../helpers/funds.js';
import { at, fundedUsers, move, records, savings, startSavingsApp, type SavingsApp } from '../helpers/savings.js';
import { auditLedger } from '../../server/domain/ledger/audit.js';
import { setAnnualRate } from '../../server/domain/savings/savings-terms.js';
import { savingsOverview } from '../../server/domain/savings/savings-service.js';

const dayMs = 24 * 60 * 60 * 1000;
/** 00:00:30 in Taipei on the day `n` days after 2 December 2026: just past a day boundary. */
const boundary = (n: number) => at('2026-12-01T16:00:30Z') + n * dayMs;

/** The closed form P × (1 + r/365)^days with r in basis points, exactly (BigInt), rounded down to the cent. */
function compounded(principalMinor: number, rateBp: number, days: number): number {
  const d = 3_650_000n;
  return Number((BigInt(principalMinor) * (d + BigInt(rateBp)) ** BigInt(days)) / d ** BigInt(days));
}

const earnings = suite('savings confirmation and daily earnings on a scripted calendar');
let t: SavingsApp;
earnings.before(async () => {
  t = await startSavingsApp(at('2026-12-01T02:00:00Z'));
});
earnings.after(() => t.close());

earnings('money in before the cut-off earns from the next day, after it from the day after', async () => {
  const [early, late] = await fundedUsers(t, 2, '100000.00');
  t.clock.set(at('2026-12-01T06:59:00Z')); // 14:59 Taipei
  assert.is((await move(t, early.token, 'in', '100000.00')).status, 201);
  t.clock.set(at('2026-12-01T07:01:00Z')); // 15:01 Taipei
  assert.is((await move(t, late.token, 'in', '100000.00')).status, 201);

  t.clock.set(at('2026-12-01T15:59:59Z'));
  await t.runJob();
  assert.is((await savings(t, early.token)).pending, '100000.00', 'nothing confirms before the boundary');

  t.clock.set(boundary(0)); // 00:00:30 on 2 December
  await t.runJob();
  const e0 = await savings(t, early.token);
  assert.equal([e0.confirmed, e0.pending, e0.earningsYesterday], ['100000.00', '0.00', '0.00'], 'confirmed at the boundary; nothing earned on 1 December');
  const l0 = await savings(t, late.token);
  assert.equal([l0.confirmed, l0.pending], ['0.00', '100000.00']);

  t.clock.set(boundary(1)); // 3 December
  await t.runJob();
  // 10,000,000 cents × 250 bp / 10,000 / 365 = 684.93… cents.
  const e1 = await savings(t, early.token);
  assert.equal([e1.confirmed, e1.earningsYesterday, e1.earningsTotal], ['100006.84', '6.84', '6.84'], 'first day of earnings: 2 December');
  const l1 = await savings(t, late.token);
  assert.equal([l1.confirmed, l1.pending, l1.earningsYesterday], ['100000.00', '0.00', '0.00'], 'the late one confirmed a day later');

  t.clock.set(boundary(2)); // 4 December
  await t.runJob();
  assert.equal((await savings(t, late.token)).earningsYesterday, '6.84', 'its first day of earnings: 3 December');
  // 10,000,684 × 250 + the carried 3,400,000 (0.93… of a cent) = 2,503,571,000 → 685 cents, 3,321,000 carried.
  assert.equal((await savings(t, early.token)).earningsYesterday, '6.85', 'compounding, with the carried fraction');

  const kinds = (await records(t, early.token)).items.map((r: any) => [r.kind, r.amount, r.createdAt]);
  assert.equal(kinds, [
    ['earning', '6.85', '2026-12-03T16:00:00.000Z'],
    ['earning', '6.84', '2026-12-02T16:00:00.000Z'],
    ['confirm', '100000.00', '2026-12-01T16:00:00.000Z'],
    ['in', '100000.00', '2026-12-01T06:59:00.000Z'],
  ]);
  const again = await t.runJob();
  assert.equal(again, { days: 0, confirmed: 0 }, 'a second run of the same day pays nothing');
  assert.ok((await auditLedger(t.app.conn)).ok);
});

earnings('a year of daily accrual matches the closed form to the cent, and the seven-day yield follows', async () => {
  t.clock.set(at('2026-12-10T03:00:00Z'));
  const [u] = await fundedUsers(t, 1, '123456.78');
  const start = at('2026-12-10T16:00:30Z'); // confirmed at 00:00 on 11 December
  assert.is((await move(t, u.token, 'in', '123456.78')).status, 201);
  t.clock.set(start);
  await t.runJob();
  for (let n = 1; n <= 365; n++) {
    t.clock.set(start + n * dayMs);
    await t.runJob();
  }
  // A year on, the session has long expired: read what GET /api/savings answers from the service itself.
  const s = await savingsOverview(t.app.conn, u.userId, t.savingsOptions, t.clock.now());
  const expected = compounded(12_345_678, 250, 365);
  assert.is(cents(s.confirmed), expected, `${s.confirmed} after 365 days`);
  assert.is(cents(s.earningsTotal), expected - 12_345_678);
  assert.is(s.sevenDayYield, '2.50', 'the week earned what 2.50 % a year earns, to the hundredth of a percent');
  assert.is(s.annualRate, '2.50');
  assert.ok((await auditLedger(t.app.conn)).ok);
});

earnings('after 10 days down every missed day is caught up in order, as if the job had run daily', async () => {
  t.clock.set(at('2027-01-20T01:00:00Z'));
  const [steady, gap] = await fundedUsers(t, 2, '5000.00');
  for (const u of [steady, gap]) assert.is((await move(t, u.token, 'in', '5000.00')).status, 201);
  const start = at('2027-01-20T16:00:30Z');
  for (let n = 0; n <= 2; n++) {
    t.clock.set(start + n * dayMs);
    await t.runJob();
  }
  t.clock.set(start + 12 * dayMs);
  // Two runs at once (a slow run overlapping the next minute's, or two processes): each day is paid once.
  const [first, second] = await Promise.all([t.runJob(), t.runJob()]);
  // The app's own minute job runs on this clock too and may take some of the days first (a file that runs past a
  // minute); the records below show each day paid once, whoever paid it.
  assert.ok(first.days + second.days <= 20, `ten days each for two users, at most once: ${first.days} + ${second.days}`);
  const [a, b] = [await savings(t, steady.token), await savings(t, gap.token)];
  assert.is(a.confirmed, b.confirmed);
  assert.is(cents(a.confirmed), compounded(500_000, 250, 12) + 0, `${a.confirmed}`);
  const days = (await records(t, gap.token, '?limit=100')).items.filter((r: any) => r.kind === 'earning').map((r: any) => r.createdAt);
  assert.is(days.length, 12);
  assert.equal(days, [...days].sort().reverse(), 'one earning per day, newest first');
  assert.is(new Set(days).size, 12);
  assert.ok((await auditLedger(t.app.conn)).ok);
});

earnings('a new annual rate applies from the next day', async () => {
  t.clock.set(at('2027-03-01T01:00:00Z'));
  const [u] = await fundedUsers(t, 1, '36500.00');
  assert.is((await move(t, u.token, 'in', '36500.00')).status, 201);
  t.clock.set(at('2027-03-01T16:00:30Z'));
  await t.runJob(); // confirmed at 00:00 on 2 March
  const message = await setAnnualRate(t.app.conn, '3.65', { actor: 'test', reason: 'rates rose' }, t.config.timeZone, t.clock.now());
  assert.match(message, '2027-03-03');
  assert.is((await savings(t, u.token)).annualRate, '2.50', 'today is still at the old rate');
  t.clock.set(at('2027-03-02T16:00:30Z'));
  await t.runJob();
  const s = await savings(t, u.token);
  assert.equal([s.annualRate, s.earningsYesterday], ['3.65', '2.50'], '2 March earned 2.50 % / 365 of 36,500.00');
  t.clock.set(at('2027-03-03T16:00:30Z'));
  await t.runJob();
  // 3,650,250 cents × 365 bp / 3,650,000 = 365.025 cents.
  assert.is((await savings(t, u.token)).earningsYesterday, '3.65', '3 March at the new rate');
  assert.ok((await auditLedger(t.app.conn)).ok);
});

earnings.run();
