import type { Connection } from '../../db/connection.js';
import { DomainError } from '../domain-error.js';
import { staleAfterMs, type MarketHub } from '../../market/market-hub.js';
import type { ProductRow } from '../../market/products-repository.js';
import { toProductView, type ProductView } from './product-view.js';
import { DatabaseProbe } from './health-repository.js';

export { healthRetryAfterSeconds } from './health-repository.js';
import { rollUp } from '../../market/candles.js';
import { intervalMs, priceText, quantityText, timeText } from './units.js';

export interface CatalogueDeps {
  conn: Connection;
  /** Where health asks the database whether it answers. */
  probe: Connection;
  hub: MarketHub;
  /** The products, from the app's short cache. */
  products: () => Promise<ProductRow[]>;
  /** What is wrong with the disks the server writes to, in words (server/disk-space.ts); empty when nothing is. */
  diskProblems: () => Promise<string[]>;
  clock: () => number;
}

export interface CandleView {
  time: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

export interface Health {
  status: 'ok' | 'degraded';
  db: 'ok' | 'down';
  /** `low`: a disk the server writes to is below DISK_RESERVE_BYTES (uploads refused) or a write failed for a full disk. */
  disk: 'ok' | 'low';
  /** Why `degraded`, for an operator: each fault in a few words (empty when `ok`). */
  reasons: string[];
  /** `ageMs`: since the newest tick this process holds, whichever process's feed sent it. */
  feed: { source: string; lastTickAt: string | null; ageMs: number | null; stale: boolean };
}

/** Products with their live figures: the list and its search, one product, its candles, and health. */
export class Catalogue {
  private readonly probe: DatabaseProbe;

  constructor(private readonly deps: CatalogueDeps) {
    this.probe = new DatabaseProbe(deps.probe);
  }

  /** Every product now, or those whose symbol or a name (in any language) contains `query`. */
  async list(query = ''): Promise<ProductView[]> {
    const nowMs = this.deps.clock();
    const q = query.trim().toLowerCase();
    const views = (await this.deps.products()).map((row) => toProductView(row, this.deps.hub, nowMs));
    return q ? views.filter((p) => [p.symbol, p.name, ...Object.values(p.names)].some((name) => name.toLowerCase().includes(q))) : views;
  }

  /**
   * Whether any open market's price among `items` is older than the feed's staleness limit (or has none): a screen
   * drawn from them shows them as such, never as live. Without a feed (`none`) no price is expected to move.
   */
  pricesStale(items: ProductView[]): boolean {
    const nowMs = this.deps.clock();
    return this.deps.hub.source !== 'none' && items.some((p) => p.status === 'open' && (p.lastTickAt === null || nowMs - Date.parse(p.lastTickAt) > staleAfterMs));
  }

  async product(symbol: string): Promise<ProductView> {
    return toProductView(await this.row(symbol), this.deps.hub, this.deps.clock());
  }

  /**
   * The latest `limit` candles of `interval` (1m, 5m, 15m, 1h), oldest first, rolled up from the last day
   * of 1-minute candles the market keeps in memory: a day is what charts and sparklines show, and its 1,440
   * minutes roll up in well under a millisecond, so no table per interval is written on every tick.
   */
  async candles(symbol: string, interval: string, limit: number): Promise<CandleView[]> {
    const row = await this.row(symbol);
    const spanMs = intervalMs(interval);
    if (spanMs === undefined) throw new DomainError('validation_failed', 'Candles come in 1m, 5m, 15m or 1h', { interval: 'invalid' });
    return rollUp(this.deps.hub.candlesOf(row.symbol), spanMs).slice(-limit).map((c) => ({
      time: timeText(c.timeMs),
      open: priceText(c.open, row.precision),
      high: priceText(c.high, row.precision),
      low: priceText(c.low, row.precision),
      close: priceText(c.close, row.precision),
      volume: quantityText(c.volume),
    }));
  }

  /** Degraded when the database doesn't answer, the feed has gone quiet or a disk is short of space. */
  async health(): Promise<Health> {
    const [dbProblem, diskProblems] = await Promise.all([this.probe.problem(), this.deps.diskProblems()]);
    const { hub } = this.deps;
    const last = hub.lastTickAt();
    const ageMs = last === undefined ? null : Math.max(0, this.deps.clock() - last);
    const feed = {
      source: hub.source,
      lastTickAt: last === undefined ? null : timeText(last),
      ageMs,
      stale: hub.source !== 'none' && (ageMs === null || ageMs > staleAfterMs),
    };
    const reasons = [
      ...(dbProblem ? [`database: ${dbProblem}`] : []),
      ...(feed.stale ? [ageMs === null ? 'feed: no tick yet' : `feed: no tick for ${Math.round(ageMs / 1000)} s`] : []),
      ...diskProblems,
    ];
    return { status: reasons.length === 0 ? 'ok' : 'degraded', db: dbProblem ? 'down' : 'ok', disk: diskProblems.length ? 'low' : 'ok', reasons, feed };
  }

  private async row(symbol: string): Promise<ProductRow> {
    const row = (await this.deps.products()).find((p) => p.symbol === symbol.toUpperCase());
    if (!row) throw new DomainError('not_found', `No product ${symbol}`);
    return row;
  }
}
