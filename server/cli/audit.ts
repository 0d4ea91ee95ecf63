// `npm run audit`: recomputes every balance from the transfers and checks the ledger's invariants.
// Exits 1 on any drift, negative user balance, transfer filed under the wrong user, non-zero platform sum, or
// positions or frozen balance that is not what the open orders or the withdrawals under review say.
import { formatMinor } from '../../src/core/money.js';
import { auditLedger } from '../domain/ledger/audit.js';
import { openCliDatabase } from './open-database.js';

const { db, close } = await openCliDatabase();
try {
  const report = await auditLedger(db);
  console.log(`accounts: ${report.accounts}, transfers: ${report.transfers}`);
  console.log(`platform sum: ${formatMinor(report.platformSumMinor)} (must be 0.00)`);
  for (const d of report.drifts) {
    console.log(`DRIFT ${d.accountId}: stored ${formatMinor(d.storedMinor)}, transfers say ${formatMinor(d.computedMinor)}`);
  }
  for (const n of report.negatives) console.log(`NEGATIVE ${n.accountId}: ${formatMinor(n.balanceMinor)}`);
  for (const m of report.misfiled) console.log(`MISFILED ${m.accountId}: transfers filed under ${m.userId ?? 'no user'}`);
  for (const h of report.holds) {
    const what = h.accountId.endsWith(':positions') ? 'the stakes of open orders' : 'withdrawals under review (amount + fee)';
    console.log(`HELD ${h.accountId} of user ${h.userId}: holds ${formatMinor(h.storedMinor)}, ${what} come to ${formatMinor(h.expectedMinor)}`);
  }
  console.log(report.ok ? 'audit: ok' : 'audit: FAILED');
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await close();
}
