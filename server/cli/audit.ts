// `npm run audit`: recomputes every balance from the transfers and checks the ledger's invariants.
// Exits 1 on any drift, negative user balance, transfer filed under the wrong user, transfer whose code does not
// say what it moved, non-zero platform sum, or positions or frozen balance that is not what the open orders
// or the withdrawals under review say; then recomputes every product's price chain, its day roots and the
// chained ticks of every stored proof, and exits 1 naming the first broken tick of each; then compares every
// settled order's proof with that record (same price, time, source and hashes) and the order with its proof, and
// exits 1 naming the orders (by the number users see, and row) whose proof the record no longer bears out.
import { formatMinor } from '../../src/core/money.js';
import type { Connection } from '../db/connection.js';
import { auditLedger } from '../domain/ledger/audit.js';
import type { QueueProblem } from '../domain/trading/orders-repository.js';
import { auditTickChains } from '../market/chain-audit.js';
import { auditProofRecord, type ProofRecordFault } from '../market/proof-audit.js';
import { loadNumbering } from '../domain/numbering/load-numbering.js';
import type { PublicNumbers } from '../domain/numbering/public-numbers.js';
import { openCliDatabase } from './open-database.js';
import { inOneSnapshot } from '../db/transactions.js';
import { openReads } from '../db/database.js';

/**
 * What the audit command reads through: on SQLite a read-only connection of its own, whose snapshot leaves the
 * server's writer free (a write transaction of this process would hold the database's write lock for the whole
 * audit); on PostgreSQL the pool.
 */
export async function openAuditReads(): Promise<{ reads: Connection; close(): Promise<void> }> {
  const { db, config, close } = await openCliDatabase();
  const { reads, close: closeReads } = openReads(config, db.kind, db.kysely, { snapshots: true });
  return { reads, close: async () => (await closeReads(), await close()) };
}

/**
 * Audits `db`, printing the report to `out`; returns the exit code. Exported so that tests run it in-process. Every
 * part reads one snapshot (`inOneSnapshot`): on a running installation, a payout committed between reading the
 * balances and reading the transfers would otherwise look like drift.
 */
export function runAudit(db: Connection, out: Console = console): Promise<number> {
  return inOneSnapshot(db, (snapshot) => auditSnapshot(snapshot, out));
}

async function auditSnapshot(db: Connection, out: Console): Promise<number> {
  const started = performance.now();
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
  const numbers = await orderNumbers(db);
  for (const q of report.queue.slice(0, faultLinesMax)) out.log(`QUEUE order ${numbers ? `${numbers.of(q.orderId)} (row ${q.orderId})` : `row ${q.orderId}`}: ${queueProblemText[q.problem]}`);
  if (report.queue.length > faultLinesMax) out.log(`QUEUE and ${report.queue.length - faultLinesMax} more`);
  const chains = await auditTickChains(db);
  out.log(`price record: ${chains.products} products, ${chains.ticks} chained ticks, ${chains.unhashed} stored before the chain, ${chains.roots} day roots, ${chains.proofs} proofs`);
  for (const f of chains.faults) {
    out.log(`BROKEN ${f.symbol} tick ${new Date(f.timeMs).toISOString()}${f.proofId ? ` in proof ${f.proofId}` : ''}: ${f.reason}`);
  }
  const proofs = await auditProofRecord(db);
  const entries = proofs.unrecordedEntries === 1 ? 'entry' : 'entries';
  out.log(
    `order proofs against the price record: ${proofs.orders} settled orders, ${proofs.proofs} proofs, ${proofs.ticks} ticks compared, ` +
      `${proofs.pruned} on pruned days, ${proofs.unrecordedEntries} ${entries} never recorded (${seconds(proofs.elapsedMs)})`,
  );
  for (const f of proofs.faults.slice(0, faultLinesMax)) out.log(`MISMATCH ${ordersNamed(f, numbers)}: ${faultText(f)}`);
  if (proofs.faults.length > faultLinesMax) out.log(`MISMATCH and ${proofs.faults.length - faultLinesMax} more`);
  const ok = report.ok && chains.ok && proofs.ok;
  out.log(`${ok ? 'audit: ok' : 'audit: FAILED'} (${seconds(performance.now() - started)})`);
  return ok ? 0 : 1;
}

/** What each settlement-queue fault means, and what to do: restarting a server queues the open orders it lacks. */
const queueProblemText: Record<QueueProblem, string> = {
  unqueued: 'open, but not in the settlement queue: it will not settle until a server starts again (a start queues it)',
  no_order: 'in the settlement queue, but no such order exists',
  not_open: 'in the settlement queue, but the order is no longer open',
  copy_differs: "in the settlement queue with fields that differ from the order's",
};

/** Mismatch lines printed; past them, a count (a rewritten tick re-chained makes every later proof of its day one). */
const faultLinesMax = 200;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The orders' numbers as users see them; row ids alone if the installation's key cannot be read. */
async function orderNumbers(db: Connection): Promise<PublicNumbers | undefined> {
  try {
    return (await loadNumbering(db)).orders;
  } catch {
    return undefined;
  }
}

function ordersNamed(f: ProofRecordFault, numbers: PublicNumbers | undefined): string {
  if (f.orders === 0) return 'no settled order';
  const names = f.orderIds.map((id) => (numbers ? `${numbers.of(id)} (row ${id})` : `row ${id}`));
  const more = f.orders > names.length ? ` and ${f.orders - names.length} more` : '';
  return `${f.orders === 1 ? 'order' : 'orders'} ${names.join(', ')}${more}`;
}

function faultText(f: ProofRecordFault): string {
  const tick = f.side && f.timeMs !== null ? ` ${f.side} tick ${new Date(f.timeMs).toISOString()}` : '';
  const proof = f.proofId ? ` in proof ${f.proofId}` : '';
  return `${f.symbol}${tick}${proof}: ${f.reason}`;
}

// Only when run as the script (npm run audit); a test that imports runAudit starts nothing.
if (process.argv[1] === import.meta.filename) {
  const { reads, close } = await openAuditReads();
  try {
    process.exitCode = await runAudit(reads);
  } finally {
    await close();
  }
}
