// `npm run audit`: recomputes every balance from the transfers and checks the ledger's invariants.
// Exits 1 on any drift, negative user balance, transfer filed under the wrong user, transfer whose code does not
// say what it moved, non-zero platform sum, or positions or frozen balance that is not what the open orders
// or the withdrawals under review say; then recomputes every product's price chain, its day roots and the
// chained ticks of every stored proof, and exits 1 naming the first broken tick of each.
import { formatMinor } from '../../src/core/money.js';
import type { Connection } from '../db/connection.js';
import { auditLedger } from '../domain/ledger/audit.js';
import { auditTickChains } from '../market/chain-audit.js';
import { openCliDatabase } from './open-database.js';

/** Audits `db`, printing the report to `out`; returns the exit code. Exported so that tests run it in-process. */
export async function runAudit(db: Connection, out: Console = console): Promise<number> {
  const report = await auditLedger(db);
  out.log(`accounts: ${report.accounts}, transfers: ${report.transfers}`);
  out.log(`platform sum: ${formatMinor(report.platformSumMinor)} (must be 0.00)`);
  for (const d of report.drifts) {
    out.log(`DRIFT ${d.accountId}: stored ${formatMinor(d.storedMinor)}, transfers say ${formatMinor(d.computedMinor)}`);
  }
  for (const n of report.negatives) out.log(`NEGATIVE ${n.accountId}: ${formatMinor(n.balanceMinor)}`);
  for (const m of report.misfiled) out.log(`MISFILED ${m.accountId}: transfers filed under ${m.userId ?? 'no user'}`);
  for (const m of report.miscoded) {
    out.log(`MISCODED ${m.transfers} transfer(s) with code ${m.code} from ${m.debitKind ?? 'no account'} to ${m.creditKind ?? 'no account'}`);
  }
  for (const h of report.holds) {
    const what = h.accountId.endsWith(':positions') ? 'the stakes of open orders' : 'withdrawals under review (amount + fee)';
    out.log(`HELD ${h.accountId} of user ${h.userId}: holds ${formatMinor(h.storedMinor)}, ${what} come to ${formatMinor(h.expectedMinor)}`);
  }
  const chains = await auditTickChains(db);
  out.log(`price record: ${chains.products} products, ${chains.ticks} chained ticks, ${chains.unhashed} stored before the chain, ${chains.roots} day roots, ${chains.proofs} proofs`);
  for (const f of chains.faults) {
    out.log(`BROKEN ${f.symbol} tick ${new Date(f.timeMs).toISOString()}${f.proofId ? ` in proof ${f.proofId}` : ''}: ${f.reason}`);
  }
  const ok = report.ok && chains.ok;
  out.log(ok ? 'audit: ok' : 'audit: FAILED');
  return ok ? 0 : 1;
}

// Only when run as the script (npm run audit); a test that imports runAudit starts nothing.
if (process.argv[1] === import.meta.filename) {
  const { db, close } = await openCliDatabase();
  try {
    process.exitCode = await runAudit(db);
  } finally {
    await close();
  }
}
