import type { Connection } from '../db/connection.js';
import { statement } from '../db/statements.js';
import { isFeedSource, type Tick } from './tick.js';
import type { LatestTick } from '../../src/core/settlement.js';
import { dayMs, genesisHash, tickHash, utcDay } from './tick-chain.js';

export interface StoredTick {
  price: number;
  timeMs: number;
  /** A TickSource, or `unknown` for ticks stored before sources were recorded. */
  source: string;
  /** Its place in the product's chain; null for ticks stored before the chain began. */
  hash: string | null;
  prevHash: string | null;
}

type TickRow = { price: number; time_ms: number; source: string; hash: string | null; prev_hash: string | null };
const toTick = (r: TickRow): StoredTick => ({ price: r.price, timeMs: r.time_ms, source: r.source, hash: r.hash, prevHash: r.prev_hash });
const tickColumns = ['price', 'time_ms', 'source', 'hash', 'prev_hash'] as const;

/** A product's day root: the hash of its last tick of a UTC day. */
export interface DayRoot {
  symbol: string;
  day: string;
  hash: string;
  timeMs: number;
}

/** Rows a statement carries at most (7 parameters a row). */
const insertChunk = 1_000;

/**
 * Appends ticks (in time order per product) to their products' chains, within the caller's transaction: each
 * is hashed onto the one before it, read from the table so that whichever process writes continues the stored
 * chain. A tick not later than the product's stored head is dropped (time only moves forward; putting it in
 * the middle would break the chain). Returns the days this closed (a tick of a later day arrived), whose roots
 * it stored.
 */
export async function appendTicks(trx: Connection, ticks: readonly (Tick & { source: string })[]): Promise<DayRoot[]> {
  const heads = new Map<string, { timeMs: number; hash: string | null } | undefined>();
  const rows = [];
  const closed: DayRoot[] = [];
  for (const t of ticks) {
    const head = heads.has(t.symbol) ? heads.get(t.symbol) : await chainHead(trx, t.symbol);
    if (head && t.timeMs <= head.timeMs) continue;
    const prevHash = head?.hash ?? genesisHash;
    const hash = tickHash(t, prevHash);
    if (head?.hash && utcDay(head.timeMs) !== utcDay(t.timeMs)) closed.push({ symbol: t.symbol, day: utcDay(head.timeMs), hash: head.hash, timeMs: head.timeMs });
    rows.push({ symbol: t.symbol, time_ms: t.timeMs, price: t.price, volume: t.volume, source: t.source, hash, prev_hash: prevHash });
    heads.set(t.symbol, { timeMs: t.timeMs, hash });
  }
  for (let i = 0; i < rows.length; i += insertChunk) await trx.kysely.insertInto('ticks').values(rows.slice(i, i + insertChunk)).execute();
  if (closed.length > 0) {
    await trx.kysely
      .insertInto('tick_roots')
      .values(closed.map((r) => ({ symbol: r.symbol, day: r.day, hash: r.hash, time_ms: r.timeMs })))
      .onConflict((oc) => oc.columns(['symbol', 'day']).doNothing())
      .execute();
  }
  return closed;
}

/**
 * The product's latest stored tick: new ticks come after it, and the chain continues from it. A tick stored
 * without a hash after chained ones (a process of the previous release still writing during a rolling
 * deploy; the audit names it) is passed over: the chain continues from the latest chained tick, instead of
 * restarting from 64 zeros, which the unique (symbol, prev_hash) index would refuse for ever.
 */
async function chainHead(db: Connection, symbol: string): Promise<{ timeMs: number; hash: string | null } | undefined> {
  const latest = db.kysely.selectFrom('ticks').select(['time_ms', 'hash']).where('symbol', '=', symbol).orderBy('time_ms', 'desc').limit(1);
  const row = await latest.executeTakeFirst();
  if (!row || row.hash !== null) return row && { timeMs: row.time_ms, hash: row.hash };
  const chained = await latest.where('hash', 'is not', null).executeTakeFirst();
  return chained ? { timeMs: row.time_ms, hash: chained.hash } : { timeMs: row.time_ms, hash: null };
}

/** Up to `limit` ticks of `symbol` from `fromMs` (inclusive) to `toMs` (exclusive), oldest first. */
export async function ticksBetween(db: Connection, symbol: string, fromMs: number, toMs: number, limit: number): Promise<StoredTick[]> {
  const rows = await db.kysely
    .selectFrom('ticks')
    .select(tickColumns)
    .where('symbol', '=', symbol)
    .where('time_ms', '>=', fromMs)
    .where('time_ms', '<', toMs)
    .orderBy('time_ms', 'asc')
    .limit(limit)
    .execute();
  return rows.map(toTick);
}

/** Up to `limit` day roots of `symbol` from day `fromDay` (inclusive) to `toDay` (exclusive), oldest first. */
export async function rootsBetween(db: Connection, symbol: string, fromDay: string, toDay: string, limit: number): Promise<DayRoot[]> {
  const rows = await db.kysely
    .selectFrom('tick_roots')
    .select(['day', 'hash', 'time_ms'])
    .where('symbol', '=', symbol)
    .where('day', '>=', fromDay)
    .where('day', '<', toDay)
    .orderBy('day', 'asc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ symbol, day: r.day, hash: r.hash, timeMs: r.time_ms }));
}

/** The last stored tick at or before `atMs`. */
export async function tickAtOrBefore(db: Connection, symbol: string, atMs: number): Promise<StoredTick | undefined> {
  const row = await db.kysely.selectFrom('ticks').select(tickColumns).where('symbol', '=', symbol).where('time_ms', '<=', atMs).orderBy('time_ms', 'desc').limit(1).executeTakeFirst();
  return row && toTick(row);
}

const latestTickRow = statement((db, p: { symbol: string }) => db.selectFrom('ticks').select(['time_ms', 'source']).where('symbol', '=', p.symbol).orderBy('time_ms', 'desc').limit(1));

/**
 * `symbol`'s latest stored tick, and whether a feed stored it (at most one tick a second: src/core/settlement.ts);
 * undefined before its first. Read on `reads`: never queues behind the writer.
 */
export async function latestTick(reads: Connection, symbol: string): Promise<LatestTick | undefined> {
  const [row] = await reads.statements.rows<{ time_ms: number; source: string }, { symbol: string }>(latestTickRow, { symbol });
  return row && { timeMs: row.time_ms, oneASecond: isFeedSource(row.source) };
}

/** The first stored tick after `afterMs`. */
export async function tickAfter(db: Connection, symbol: string, afterMs: number): Promise<StoredTick | undefined> {
  const row = await db.kysely.selectFrom('ticks').select(tickColumns).where('symbol', '=', symbol).where('time_ms', '>', afterMs).orderBy('time_ms', 'asc').limit(1).executeTakeFirst();
  return row && toTick(row);
}

/** `count` ticks before and after `atMs` (not including it), in time order. */
export async function ticksAround(db: Connection, symbol: string, atMs: number, count: number): Promise<{ before: StoredTick[]; after: StoredTick[] }> {
  const before = await db.kysely.selectFrom('ticks').select(tickColumns).where('symbol', '=', symbol).where('time_ms', '<', atMs).orderBy('time_ms', 'desc').limit(count).execute();
  const after = await db.kysely.selectFrom('ticks').select(tickColumns).where('symbol', '=', symbol).where('time_ms', '>', atMs).orderBy('time_ms', 'asc').limit(count).execute();
  return { before: before.reverse().map(toTick), after: after.map(toTick) };
}

/** How far after a day's end an order that settled on its ticks may have expired: longer than any period. */
export const settledReachMs = dayMs;

/**
 * Deletes whole closed UTC days of ticks before `beforeMs`, per product, except days whose ticks settled an
 * order (the public record serves them for ever). A deleted day leaves its root, which the next day's first
 * tick names as its `prevHash`: what remains stays checkable. A product's open day (no root yet) is never
 * deleted, so its chain head stays in the table.
 */
export async function pruneTicks(db: Connection, beforeMs: number): Promise<number> {
  const cutoffDay = utcDay(beforeMs);
  let deleted = 0;
  const roots = await db.kysely.selectFrom('tick_roots').select(['symbol', 'day']).where('day', '<', cutoffDay).orderBy('symbol').orderBy('day').execute();
  for (const { symbol, day } of roots) {
    const fromMs = Date.parse(day);
    const toMs = fromMs + dayMs;
    const held = await db.kysely.selectFrom('ticks').select('time_ms').where('symbol', '=', symbol).where('time_ms', '>=', fromMs).where('time_ms', '<', toMs).limit(1).executeTakeFirst();
    if (!held || (await settledAnOrder(db, symbol, fromMs, toMs + settledReachMs))) continue;
    const result = await db.kysely.deleteFrom('ticks').where('symbol', '=', symbol).where('time_ms', '>=', fromMs).where('time_ms', '<', toMs).executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  // Ticks stored before the chain have no roots: they go by age alone, as before.
  const unchained = await db.kysely.deleteFrom('ticks').where('time_ms', '<', beforeMs).where('hash', 'is', null).executeTakeFirst();
  return deleted + Number(unchained.numDeletedRows);
}

/** Whether a stored proof (each settled order has one) holds `symbol`'s exit tick in [fromMs, toMs). */
async function settledAnOrder(db: Connection, symbol: string, fromMs: number, toMs: number): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('order_proofs')
    .select('id')
    .where('symbol', '=', symbol)
    .where('exit_time', '>=', fromMs)
    .where('exit_time', '<', toMs)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
