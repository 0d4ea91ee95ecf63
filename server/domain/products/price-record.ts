import type { Page } from '../../../src/core/funds.js';
import type { Connection } from '../../db/connection.js';
import { DomainError } from '../domain-error.js';
import { encodeCursor, type PageRequest } from '../paging.js';
import { priceText, timeText } from './units.js';
import type { ProductRow } from '../../market/products-repository.js';
import { dayMs, utcDay } from '../../market/tick-chain.js';
import { rootsBetween, ticksBetween } from '../../market/ticks-repository.js';

/** A tick as the public record serves it (docs/api.md, "The price record"). */
export interface RecordTickView {
  time: string;
  price: string;
  source: string;
  hash: string | null;
  prevHash: string | null;
}

export interface DayRootView {
  day: string;
  hash: string;
  lastTickAt: string;
}

/** A span asked for: ISO times (ticks) or YYYY-MM-DD days (roots); `from` is where the first page starts. */
export interface RecordQuery {
  symbol: string;
  from?: string;
  to?: string;
}

/**
 * The public, tamper-evident price record: each product's chained ticks, oldest first (each tick is checked
 * from the one before it), and its day roots. The cursor is the time the next page starts at.
 */
export class PriceRecord {
  constructor(private readonly deps: { reads: Connection; products: () => Promise<ProductRow[]> }) {}

  async ticks(query: RecordQuery, page: PageRequest): Promise<Page<RecordTickView>> {
    const row = await this.product(query.symbol);
    const fromMs = startOf(query.from, page);
    const toMs = query.to === undefined ? fromMs + dayMs : Date.parse(query.to);
    const ticks = await ticksBetween(this.deps.reads, row.symbol, fromMs, toMs, page.limit + 1);
    const items = ticks.slice(0, page.limit);
    return {
      items: items.map((t) => ({ time: timeText(t.timeMs), price: priceText(t.price, row.precision), source: t.source, hash: t.hash, prevHash: t.prevHash })),
      nextCursor: ticks.length > page.limit ? encodeCursor(items[items.length - 1].timeMs + 1) : null,
    };
  }

  async roots(query: RecordQuery, page: PageRequest): Promise<Page<DayRootView>> {
    const row = await this.product(query.symbol);
    const fromMs = startOf(query.from, page);
    const toDay = query.to ?? '9999-12-31';
    const roots = await rootsBetween(this.deps.reads, row.symbol, utcDay(fromMs), toDay, page.limit + 1);
    const items = roots.slice(0, page.limit);
    return {
      items: items.map((r) => ({ day: r.day, hash: r.hash, lastTickAt: timeText(r.timeMs) })),
      nextCursor: roots.length > page.limit ? encodeCursor(Date.parse(items[items.length - 1].day) + dayMs) : null,
    };
  }

  private async product(symbol: string): Promise<ProductRow> {
    const row = (await this.deps.products()).find((p) => p.symbol === symbol.toUpperCase());
    if (!row) throw new DomainError('not_found', `No product ${symbol}`);
    return row;
  }
}

const maxDateMs = 8.64e15;

/** Where a page starts: the cursor's time, else `from`, else the beginning. */
function startOf(from: string | undefined, page: PageRequest): number {
  if (page.beforeId !== undefined) {
    const ms = Number(page.beforeId);
    // Past ±8.64e15 ms no Date holds the time, and the day it names can't be written.
    if (!Number.isSafeInteger(ms) || Math.abs(ms) > maxDateMs) throw new DomainError('validation_failed', 'This cursor did not come from us', { cursor: 'invalid' });
    return ms;
  }
  return from === undefined ? 0 : Date.parse(from);
}
