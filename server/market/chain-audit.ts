import type { Connection } from '../db/connection.js';
import type { ProofTick, StoredProof } from './stored-proof.js';
import { genesisHash, tickHash, utcDay } from './tick-chain.js';

/** The first fault found in one product's chain, or in one stored proof. */
export interface ChainFault {
  symbol: string;
  timeMs: number;
  reason: string;
  /** The order proof it was found in; absent for the ticks table. */
  proofId?: string;
}

export interface ChainReport {
  products: number;
  /** Chained ticks checked. */
  ticks: number;
  /** Ticks stored before the chain began (no hash): reported, not checkable. */
  unhashed: number;
  roots: number;
  proofs: number;
  faults: ChainFault[];
  ok: boolean;
}

const pageSize = 5_000;

/**
 * Recomputes every product's chain from its stored ticks and checks each day root against the day's last
 * tick, then each stored proof's chained ticks. Names the first broken tick of each product (a fault makes
 * every later link suspect, so one is what a reader needs).
 */
export async function auditTickChains(db: Connection): Promise<ChainReport> {
  const report: ChainReport = { products: 0, ticks: 0, unhashed: 0, roots: 0, proofs: 0, faults: [], ok: true };
  const symbols = await db.kysely.selectFrom('products').select('symbol').orderBy('symbol').execute();
  for (const { symbol } of symbols) {
    report.products++;
    const fault = await auditChain(db, symbol, report);
    if (fault) report.faults.push(fault);
  }
  await auditProofs(db, report);
  report.ok = report.faults.length === 0;
  return report;
}

async function auditChain(db: Connection, symbol: string, report: ChainReport): Promise<ChainFault | undefined> {
  const roots = await db.kysely.selectFrom('tick_roots').select(['day', 'hash', 'time_ms']).where('symbol', '=', symbol).orderBy('day').execute();
  report.roots += roots.length;
  const rootOf = new Map(roots.map((r) => [r.day, r]));
  // The root a chain continues from where the days before were pruned: the latest one before `day`.
  const rootBefore = (day: string) => roots.filter((r) => r.day < day).at(-1);
  const fault = (timeMs: number, reason: string): ChainFault => ({ symbol, timeMs, reason });
  let prev: { time_ms: number; hash: string | null } | undefined;
  for (;;) {
    const rows = await db.kysely
      .selectFrom('ticks')
      .select(['time_ms', 'price', 'source', 'hash', 'prev_hash'])
      .where('symbol', '=', symbol)
      .where('time_ms', '>', prev?.time_ms ?? -1)
      .orderBy('time_ms')
      .limit(pageSize)
      .execute();
    for (const row of rows) {
      if (row.hash === null || row.prev_hash === null) {
        if (prev?.hash) return fault(row.time_ms, 'has no hash, after chained ticks');
        report.unhashed++;
        prev = row;
        continue;
      }
      report.ticks++;
      if (tickHash({ symbol, timeMs: row.time_ms, price: row.price, source: row.source }, row.prev_hash) !== row.hash) {
        return fault(row.time_ms, 'its hash does not match its symbol, time, price and source');
      }
      const day = utcDay(row.time_ms);
      const anchor = rootBefore(day);
      const follows = prev?.hash
        ? row.prev_hash === prev.hash || (utcDay(prev.time_ms) !== day && anchor?.hash === row.prev_hash && anchor.time_ms > prev.time_ms)
        : row.prev_hash === genesisHash || anchor?.hash === row.prev_hash;
      if (!follows) return fault(row.time_ms, 'its prevHash is not the hash of the tick before it (a tick was removed or changed)');
      if (prev?.hash && utcDay(prev.time_ms) !== day) {
        const root = rootOf.get(utcDay(prev.time_ms));
        if (root?.hash !== prev.hash) return fault(prev.time_ms, `the root of ${utcDay(prev.time_ms)} is not the hash of that day's last tick`);
      }
      prev = row;
    }
    if (rows.length < pageSize) return undefined;
  }
}

async function auditProofs(db: Connection, report: ChainReport): Promise<void> {
  let afterId = '';
  for (;;) {
    const rows = await db.kysely.selectFrom('order_proofs').select(['id', 'body']).where('id', '>', afterId).orderBy('id').limit(1_000).execute();
    for (const row of rows) {
      report.proofs++;
      const proof = JSON.parse(row.body) as StoredProof;
      const fault = proof.symbol && (proofFault(proof.symbol, proof.entryTicks) ?? proofFault(proof.symbol, proof.exitTicks));
      if (fault) report.faults.push({ ...fault, proofId: row.id });
    }
    if (rows.length < 1_000) return;
    afterId = rows[rows.length - 1].id;
  }
}

/** A proof's window of chained ticks: each recomputes from its fields, and follows the one before it. */
function proofFault(symbol: string, ticks: ProofTick[]): ChainFault | undefined {
  let prev: ProofTick | undefined;
  for (const t of ticks) {
    if (!t.hash || t.prevHash === undefined || t.source === undefined) return undefined;
    if (tickHash({ symbol, timeMs: t.timeMs, price: t.price, source: t.source }, t.prevHash) !== t.hash) {
      return { symbol, timeMs: t.timeMs, reason: 'its hash does not match its symbol, time, price and source' };
    }
    if (prev && t.prevHash !== prev.hash) return { symbol, timeMs: t.timeMs, reason: 'its prevHash is not the hash of the tick before it' };
    prev = t;
  }
  return undefined;
}
