import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { admin as adminOf } from '../helpers/admin.js';
import { dayOf, addDays } from '../../src/core/savings-days.js';
import { fundedUsers, move, savings, startSavingsApp, type SavingsApp } from '../helpers/savings.js';

const cli = suite('operator CLI: savings rate and limits, audited');
let t: SavingsApp;
cli.before(async () => {
  // The CLI works in real time, so this server does too (a scripted clock that starts now).
  t = await startSavingsApp(Date.now());
});
cli.after(() => t.close());

const admin = (...args: string[]) => adminOf(t, ...args).then(({ code, stdout }) => ({ code, out: stdout }));

async function auditActions(action: string) {
  return t.app.db.selectFrom('audit_log').select(['actor', 'reason', 'details']).where('action', '=', action).execute();
}

cli('savings rate: from the next platform day, with a reason, audited', async () => {
  assert.is((await admin('savings', 'rate', '--annual', '3.00')).code, 2, 'no reason, no change');
  const bad = await admin('savings', 'rate', '--annual', '2.505', '--reason', 'typo');
  assert.is(bad.code, 1);
  assert.match(bad.out, '--annual');
  const ok = await admin('savings', 'rate', '--annual', '3.00', '--reason', 'market rates rose');
  assert.is(ok.code, 0, ok.out);
  const tomorrow = addDays(dayOf(Date.now(), t.config.timeZone), 1);
  assert.match(ok.out, tomorrow);
  const [u] = await fundedUsers(t, 1, '10.00');
  assert.is((await savings(t, u.token)).annualRate, '2.50', 'not today');
  const rows = await auditActions('savings.rate');
  assert.is(rows.length, 1);
  assert.equal([rows[0].actor, rows[0].reason, JSON.parse(rows[0].details)], ['cli-test', 'market rates rose', { annualRate: '3.00', effectiveDay: tomorrow }]);
});

cli('savings limits: at once, with a reason, audited', async () => {
  const [u] = await fundedUsers(t, 1, '10.00');
  assert.is((await admin('savings', 'limits', '--in', '1')).code, 2);
  assert.is((await admin('savings', 'limits', '--in', 'many', '--reason', 'x')).code, 1);
  const ok = await admin('savings', 'limits', '--in', '1', '--out', '2', '--reason', 'fewer transfers');
  assert.is(ok.code, 0, ok.out);
  const s = await savings(t, u.token);
  assert.equal([s.remainingInToday, s.remainingOutToday], [1, 2]);
  assert.is((await move(t, u.token, 'in', '1.00')).status, 201);
  assert.is((await move(t, u.token, 'in', '1.00')).body.error.code, 'savings_limit_reached');
  const rows = await auditActions('savings.limits');
  assert.equal(rows.map((r) => JSON.parse(r.details)), [{ in: 1, out: 2 }]);
});

cli.run();
