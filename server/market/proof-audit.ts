import type { Connection } from '../db/connection.js';
import type { ProofTick, StoredProof } from './stored-proof.js';
import { formatPrice } from '../../src/core/price.js';
import { dayMs, utcDay } from './tick-chain.js';
import { settledReachMs } from './ticks-repository.js';

/** Something a settled order's proof, or the order itself, says that the price record does not. */
export interface ProofRecordFault {
  /** Row ids of the settled orders it concerns: the first `namedOrdersMax`; `orders` counts them all (0: a proof no order uses). */
  orderIds: number[];
  orders: number;
  /** The proof it was found in; null for an order whose proof is missing. */
  proofId: string | null;
  symbol: string;
  /** The window of the proof the tick is in (`entry` or `exit`), and the tick's time; null when no tick is concerned. */
  side: 'entry' | 'exit' | null;
  timeMs: number | null;
  reason: string;
}

export interface ProofRecordReport {
  /** Settled orders checked against their proofs. */
  orders: number;
  /** Distinct proofs (orders settled on the same ticks share one) checked against the record. */
  proofs: number;
  /** Ticks read from the record to compare (each once per page of proofs, however many proofs hold it). */
  ticks: number;
  /** Proof ticks whose day pruning deleted (its root is kept) or that were stored before the chain: nothing to compare. */
  pruned: number;
  /** Settled orders whose entry tick never reached the record (held in memory when a process died): no tick, in the record or the proof. */
  unrecordedEntries: number;
  faults: ProofRecordFault[];
  elapsedMs: number;
  ok: boolean;
}

/** Orders named per fault; the rest are counted. */
export const namedOrdersMax = 10;
/** Proofs read, and compared with the record, at a time: ordered by exit, neighbouring proofs share most ticks. */
const proofPage = 2_000;
const orderPage = 5_000;
/** Times per `in (…)` list: well under SQLite's and PostgreSQL's parameter limits. */
const lookupChunk = 500;

interface ProofRow {
  id: string;
  body: string;
  symbol: string | null;
  exit_time: number | null;
}

interface RecordTick {
  time_ms: number;
  price: number;
  source: string;
  hash: string | null;
  prev_hash: string | null;
}

/** What the order pass needs of a proof: its product and the times and prices of its two windows, as flat pairs. */
interface ProofSummary {
  symbol: string | null;
  entry: number[];
  exit: number[];
  fault?: ProofRecordFault;
}

/**
 * Compares every settled order with its stored proof, and every proof with the public price record (the
 * ticks table): each tick a proof holds must be in the record at its time with the same price and source,
 * and, for chained ticks, the same hash and prevHash — so a tick rewritten after the order settled fails
 * here even when the rest of its day was re-chained to match (the chain audit recomputes the record's
 * hashes; this ties the proofs users were given to them). Each order's entry and exit must be the ticks at
 * its entry and exit time in its proof, at the same price. A proof tick missing from the record is a fault
 * unless pruning deleted its whole day (the day's root remains) and the day is not one pruning keeps for
 * that proof's exit. Bounded: one pass over the proofs in exit order (ticks read in bulk, once per page),
 * one over the settled orders by id; memory grows with the distinct proofs, not the orders.
 */
export async function auditProofRecord(db: Connection): Promise<ProofRecordReport> {
  const started = performance.now();
  const report: ProofRecordReport = { orders: 0, proofs: 0, ticks: 0, pruned: 0, unrecordedEntries: 0, faults: [], elapsedMs: 0, ok: true };
  const precisions = new Map((await db.kysely.selectFrom('products').select(['symbol', 'precision']).execute()).map((p) => [p.symbol, p.precision]));
  const price = (symbol: string, value: number) => formatPrice(value, precisions.get(symbol) ?? 2);
  const summaries = new Map<string, ProofSummary>();
  for await (const page of proofPages(db)) await checkProofs(db, page, summaries, report, price);
  await checkOrders(db, summaries, report, price);
  report.ok = report.faults.length === 0;
  report.elapsedMs = performance.now() - started;
  return report;
}

/**
 * Every proof once, a page at a time: per product by exit time (the partial index pruning uses), so that a
 * page's proofs lie close together and share their ticks; then those without an exit, by id. A page is a range
 * of exit times whose end is read first (exit times only, from the index), so that the bodies are read by one
 * range and never sorted; proofs sharing the page's last exit time all come with it.
 */
async function* proofPages(db: Connection): AsyncGenerator<ProofRow[]> {
  const columns = ['id', 'body', 'symbol', 'exit_time'] as const;
  const symbols = await db.kysely.selectFrom('order_proofs').select('symbol').distinct().where('exit_time', 'is not', null).where('symbol', 'is not', null).orderBy('symbol').execute();
  for (const { symbol } of symbols) {
    const ofSymbol = () => db.kysely.selectFrom('order_proofs').where('symbol', '=', symbol!).where('exit_time', 'is not', null);
    let after = Number.MIN_SAFE_INTEGER;
    for (;;) {
      const last = await ofSymbol().select('exit_time').where('exit_time', '>', after).orderBy('exit_time').offset(proofPage - 1).limit(1).executeTakeFirst();
      let query = ofSymbol().select(columns).where('exit_time', '>', after);
      if (last) query = query.where('exit_time', '<=', last.exit_time);
      const rows = await query.orderBy('exit_time').execute();
      if (rows.length > 0) yield rows;
      if (!last) break;
      after = last.exit_time!;
    }
  }
  let afterId = '';
  for (;;) {
    const rows = await db.kysely
      .selectFrom('order_proofs')
      .select(columns)
      .where((eb) => eb.or([eb('exit_time', 'is', null), eb('symbol', 'is', null)]))
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(proofPage)
      .execute();
    if (rows.length > 0) yield rows;
    if (rows.length < proofPage) return;
    afterId = rows[rows.length - 1].id;
  }
}

/** The record's ticks of `symbol` at `times`, by time, read `lookupChunk` at a time. */
async function recordTicks(db: Connection, symbol: string, times: number[]): Promise<Map<number, RecordTick>> {
  const found = new Map<number, RecordTick>();
  const sorted = [...times].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length; i += lookupChunk) {
    const chunk = sorted.slice(i, i + lookupChunk);
    const rows = await db.kysely
      .selectFrom('ticks')
      .select(['time_ms', 'price', 'source', 'hash', 'prev_hash'])
      .where('symbol', '=', symbol)
      // The chunk's span as well: a seek to a short range, whatever plan the list alone would get.
      .where('time_ms', '>=', chunk[0])
      .where('time_ms', '<=', chunk[chunk.length - 1])
      .where('time_ms', 'in', chunk)
      .execute();
    for (const row of rows) found.set(row.time_ms, row);
  }
  return found;
}

/** Whether the record still holds any tick of `symbol` on `day`, and whether the day has a root. */
async function dayState(db: Connection, symbol: string, day: string): Promise<{ hasTicks: boolean; hasRoot: boolean }> {
  const fromMs = Date.parse(day);
  const tick = await db.kysely.selectFrom('ticks').select('time_ms').where('symbol', '=', symbol).where('time_ms', '>=', fromMs).where('time_ms', '<', fromMs + dayMs).limit(1).executeTakeFirst();
  const root = await db.kysely.selectFrom('tick_roots').select('day').where('symbol', '=', symbol).where('day', '=', day).executeTakeFirst();
  return { hasTicks: tick !== undefined, hasRoot: root !== undefined };
}

/** Whether pruning keeps `day` for a proof whose exit tick came at `exitTime` (`pruneTicks`: the days up to `settledReachMs` before it). */
function keptFor(day: string, exitTime: number | null): boolean {
  if (exitTime === null) return false;
  const fromMs = Date.parse(day);
  return fromMs <= exitTime && exitTime < fromMs + dayMs + settledReachMs;
}

const windows = (proof: StoredProof) => [['entry', proof.entryTicks ?? []], ['exit', proof.exitTicks ?? []]] as const;
function pairs(ticks: ProofTick[]): number[] {
  const flat = new Array<number>(ticks.length * 2);
  for (let i = 0; i < ticks.length; i++) {
    flat[2 * i] = ticks[i].timeMs;
    flat[2 * i + 1] = ticks[i].price;
  }
  return flat;
}

async function checkProofs(
  db: Connection,
  rows: ProofRow[],
  summaries: Map<string, ProofSummary>,
  report: ProofRecordReport,
  price: (symbol: string, value: number) => string,
): Promise<void> {
  const parsed = rows.map((row) => {
    const proof = JSON.parse(row.body) as StoredProof;
    const symbol = proof.symbol ?? row.symbol;
    const summary: ProofSummary = { symbol, entry: pairs(proof.entryTicks ?? []), exit: pairs(proof.exitTicks ?? []) };
    summaries.set(row.id, summary);
    report.proofs++;
    return { row, proof, symbol, summary };
  });

  // The page's ticks, each read once however many of its proofs hold it.
  const wanted = new Map<string, Set<number>>();
  for (const { proof, symbol } of parsed) {
    if (!symbol) continue;
    const times = wanted.get(symbol) ?? new Set<number>();
    for (const [, ticks] of windows(proof)) for (const t of ticks) times.add(t.timeMs);
    wanted.set(symbol, times);
  }
  const record = new Map<string, Map<number, RecordTick>>();
  for (const [symbol, times] of wanted) {
    const found = await recordTicks(db, symbol, [...times]);
    report.ticks += found.size;
    record.set(symbol, found);
  }
  // Chained ticks the record lacks: their day is looked at once, however many proofs hold them.
  const days = new Map<string, { hasTicks: boolean; hasRoot: boolean }>();
  for (const { proof, symbol } of parsed) {
    if (!symbol) continue;
    const found = record.get(symbol)!;
    for (const [, ticks] of windows(proof)) {
      for (const t of ticks) {
        if (!t.hash || found.has(t.timeMs)) continue;
        const key = `${symbol}|${utcDay(t.timeMs)}`;
        if (!days.has(key)) days.set(key, await dayState(db, symbol, utcDay(t.timeMs)));
      }
    }
  }

  for (const { row, proof, symbol, summary } of parsed) {
    const fault = (side: 'entry' | 'exit' | null, timeMs: number | null, reason: string): ProofRecordFault => ({
      orderIds: [], orders: 0, proofId: row.id, symbol: symbol ?? '?', side, timeMs, reason,
    });
    if (proof.symbol && row.symbol && proof.symbol !== row.symbol) {
      summary.fault = fault(null, null, `its product column says ${row.symbol}, its body ${proof.symbol}`);
    } else if (symbol) {
      summary.fault = firstMismatch(symbol, proof, row.exit_time, record.get(symbol)!, days, report, price, fault);
    }
    if (summary.fault) report.faults.push(summary.fault);
  }
}

/** The first tick of `proof`, entry window then exit window, that the record does not hold as the proof has it. */
function firstMismatch(
  symbol: string,
  proof: StoredProof,
  exitTime: number | null,
  record: Map<number, RecordTick>,
  days: Map<string, { hasTicks: boolean; hasRoot: boolean }>,
  report: ProofRecordReport,
  price: (symbol: string, value: number) => string,
  fault: (side: 'entry' | 'exit', timeMs: number, reason: string) => ProofRecordFault,
): ProofRecordFault | undefined {
  for (const [side, ticks] of windows(proof)) {
    for (const t of ticks) {
      const stored = record.get(t.timeMs);
      if (!stored) {
        // Ticks stored before the chain are pruned by age alone, tick by tick: nothing was committed to them.
        if (!t.hash) {
          report.pruned++;
          continue;
        }
        const day = utcDay(t.timeMs);
        const state = days.get(`${symbol}|${day}`)!;
        if (state.hasTicks) return fault(side, t.timeMs, 'is not in the price record, though its day is (removed, or moved to another time)');
        if (keptFor(day, exitTime)) return fault(side, t.timeMs, `is not in the price record: its day ${day} is gone, though pruning keeps the days an order settled on`);
        if (!state.hasRoot) return fault(side, t.timeMs, `is not in the price record: its day ${day} is gone, and its root too`);
        report.pruned++;
        continue;
      }
      if (stored.price !== t.price) return fault(side, t.timeMs, `the record's price is ${price(symbol, stored.price)}, the proof's ${price(symbol, t.price)}`);
      if (t.source !== undefined && stored.source !== t.source) return fault(side, t.timeMs, `the record's source is ${stored.source}, the proof's ${t.source}`);
      if (!t.hash) continue;
      if (stored.hash !== t.hash) return fault(side, t.timeMs, "the record's hash is not the proof's (this tick or one before it was rewritten and re-chained)");
      if (stored.prev_hash !== t.prevHash) return fault(side, t.timeMs, "the record's prevHash is not the proof's (a tick before it was rewritten and re-chained)");
    }
  }
  return undefined;
}

interface SettledOrder {
  id: number;
  symbol: string;
  entry_price: number;
  entry_time: number;
  exit_price: number | null;
  exit_time: number | null;
  proof_id: string | null;
}

/** The price `summary`'s window holds at `timeMs`, if it holds a tick then. */
function priceAt(window: number[], timeMs: number): number | undefined {
  for (let i = 0; i < window.length; i += 2) if (window[i] === timeMs) return window[i + 1];
  return undefined;
}

/**
 * Every settled order against its proof: the proof's faults name it, and its own entry and exit must be the
 * proof's ticks at those times. An entry tick in neither the proof nor the record was never stored (counted);
 * one the record holds but the proof lacks is a fault.
 */
async function checkOrders(db: Connection, summaries: Map<string, ProofSummary>, report: ProofRecordReport, price: (symbol: string, value: number) => string): Promise<void> {
  const name = (fault: ProofRecordFault, orderId: number) => {
    fault.orders++;
    if (fault.orderIds.length < namedOrdersMax) fault.orderIds.push(orderId);
  };
  const orderFault = (order: SettledOrder, side: 'entry' | 'exit' | null, timeMs: number | null, reason: string, proofId = order.proof_id) => {
    const fault: ProofRecordFault = { orderIds: [], orders: 0, proofId, symbol: order.symbol, side, timeMs, reason };
    name(fault, order.id);
    report.faults.push(fault);
  };
  let afterId = 0;
  for (;;) {
    const rows: SettledOrder[] = await db.kysely
      .selectFrom('orders')
      .select(['id', 'symbol', 'entry_price', 'entry_time', 'exit_price', 'exit_time', 'proof_id'])
      .where('status', '=', 'settled')
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(orderPage)
      .execute();
    // Proofs stored since their pass (the server settles on while the audit runs), read and checked now.
    const late = [...new Set(rows.flatMap((order) => (order.proof_id !== null && !summaries.has(order.proof_id) ? [order.proof_id] : [])))];
    for (let i = 0; i < late.length; i += lookupChunk) {
      const proofs = await db.kysely.selectFrom('order_proofs').select(['id', 'body', 'symbol', 'exit_time']).where('id', 'in', late.slice(i, i + lookupChunk)).execute();
      if (proofs.length > 0) await checkProofs(db, proofs, summaries, report, price);
    }
    const entriesNotInProof: SettledOrder[] = [];
    for (const order of rows) {
      report.orders++;
      const summary = order.proof_id === null ? undefined : summaries.get(order.proof_id);
      if (!summary) {
        orderFault(order, null, null, order.proof_id === null ? 'it has no proof' : `its proof ${order.proof_id} is missing`, null);
        continue;
      }
      if (summary.fault) name(summary.fault, order.id);
      if (summary.symbol && summary.symbol !== order.symbol) {
        orderFault(order, null, null, `its proof is of ${summary.symbol}`);
        continue;
      }
      const entry = priceAt(summary.entry, order.entry_time);
      if (entry === undefined) entriesNotInProof.push(order);
      else if (entry !== order.entry_price) {
        orderFault(order, 'entry', order.entry_time, `its entry price ${price(order.symbol, order.entry_price)} is not the proof's ${price(order.symbol, entry)}`);
      }
      if (order.exit_time === null || order.exit_price === null) continue;
      const exit = priceAt(summary.exit, order.exit_time);
      if (exit === undefined) orderFault(order, 'exit', order.exit_time, 'its exit tick is not in its proof');
      else if (exit !== order.exit_price) {
        orderFault(order, 'exit', order.exit_time, `its exit price ${price(order.symbol, order.exit_price)} is not the proof's ${price(order.symbol, exit)}`);
      }
    }
    // Rare (a process that died holding the entry tick): looked up in bulk all the same.
    const bySymbol = new Map<string, SettledOrder[]>();
    for (const order of entriesNotInProof) {
      const orders = bySymbol.get(order.symbol) ?? [];
      orders.push(order);
      bySymbol.set(order.symbol, orders);
    }
    for (const [symbol, orders] of bySymbol) {
      const stored = await recordTicks(db, symbol, [...new Set(orders.map((o) => o.entry_time))]);
      for (const order of orders) {
        if (stored.has(order.entry_time)) orderFault(order, 'entry', order.entry_time, 'its entry tick is in the price record but not in its proof');
        else report.unrecordedEntries++;
      }
    }
    if (rows.length < orderPage) return;
    afterId = rows[rows.length - 1].id;
  }
}
