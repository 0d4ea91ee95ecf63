import type { Connection } from '../db/connection.js';
import { statement } from '../db/statements.js';

export interface StoredTick {
  price: number;
  timeMs: number;
  /** A TickSource, or `unknown` for ticks stored before sources were recorded. */
  source: string;
}

const toTick = (r: { price: number; time_ms: number; source: string }): StoredTick => ({ price: r.price, timeMs: r.time_ms, source: r.source });
const tickColumns = ['price', 'time_ms', 'source'] as const;

/** The last stored tick at or before `atMs`. */
export async function tickAtOrBefore(db: Connection, symbol: string, atMs: number): Promise<StoredTick | undefined> {
  const row = await db.kysely.selectFrom('ticks').select(tickColumns).where('symbol', '=', symbol).where('time_ms', '<=', atMs).orderBy('time_ms', 'desc').limit(1).executeTakeFirst();
  return row && toTick(row);
}

const latestTick = statement((db, p: { symbol: string }) => db.selectFrom('ticks').select((eb) => eb.fn.max('time_ms').as('latest')).where('symbol', '=', p.symbol));

/** When `symbol`'s latest stored tick came; undefined before its first. Read on `reads`: never queues behind the writer. */
export async function latestTickMs(reads: Connection, symbol: string): Promise<number | undefined> {
  const [row] = await reads.statements.rows<{ latest: number | null }, { symbol: string }>(latestTick, { symbol });
  return row?.latest ?? undefined;
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

/** Deletes ticks older than `beforeMs`; settled orders keep copies of the ticks their proof needs. */
export async function pruneTicks(db: Connection, beforeMs: number): Promise<number> {
  const result = await db.kysely.deleteFrom('ticks').where('time_ms', '<', beforeMs).executeTakeFirst();
  return Number(result.numDeletedRows);
}
