import type { Connection } from '../../db/connection.js';
import type { Product } from '../../../src/core/product.js';
import { DomainError } from '../domain-error.js';
import { staleAfterMs, type MarketHub } from '../../market/market-hub.js';
import type { ProductRow } from '../../market/products-repository.js';
import { toProductView, type ProductView } from './product-view.js';
import { databaseAnswers } from './health-repository.js';
import { priceText, quantityText, timeText } from './units.js';

export interface CatalogueDeps {
  conn: Connection;
  hub: MarketHub;
  /** The products, from the app's short cache. */
  products: () => Promise<ProductRow[]>;
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
  feed: { source: string; lastTickAt: string | null; stale: boolean };
}

/** The intervals candles are kept at. */
const candleIntervals = ['1m'];

/** Products with their live figures: the list and its search, one product, its candles, and health. */
export class Catalogue {
  constructor(private readonly deps: CatalogueDeps) {}

  /** Every product now, or those whose symbol or a name (in any language) contains `query`. */
  async list(query = ''): Promise<Product[]> {
    const nowMs = this.deps.clock();
    const q = query.trim().toLowerCase();
    const views = (await this.deps.products()).map((row) => toProductView(row, this.deps.hub, nowMs));
    return q ? views.filter((p) => [p.symbol, p.name, ...Object.values(p.names)].some((name) => name.toLowerCase().includes(q))) : views;
  }

  async product(symbol: string): Promise<ProductView> {
    return toProductView(await this.row(symbol), this.deps.hub, this.deps.clock());
  }

  /** The latest `limit` candles of `interval`, oldest first. */
  async candles(symbol: string, interval: string, limit: number): Promise<CandleView[]> {
    const row = await this.row(symbol);
    if (!candleIntervals.includes(interval)) throw new DomainError('validation_failed', 'Only 1-minute candles are kept', { interval: 'invalid' });
    return this.deps.hub.candlesOf(row.symbol).slice(-limit).map((c) => ({
      time: timeText(c.timeMs),
      open: priceText(c.open, row.precision),
      high: priceText(c.high, row.precision),
      low: priceText(c.low, row.precision),
      close: priceText(c.close, row.precision),
      volume: quantityText(c.volume),
    }));
  }

  /** Degraded when the database doesn't answer or the feed has gone quiet. */
  async health(): Promise<Health> {
    const db = (await databaseAnswers(this.deps.conn)) ? 'ok' : 'down';
    const { hub } = this.deps;
    const last = hub.lastTickAt();
    const feed = {
      source: hub.source,
      lastTickAt: last === undefined ? null : timeText(last),
      stale: hub.source !== 'none' && (last === undefined || this.deps.clock() - last > staleAfterMs),
    };
    return { status: db === 'ok' && !feed.stale ? 'ok' : 'degraded', db, feed };
  }

  private async row(symbol: string): Promise<ProductRow> {
    const row = (await this.deps.products()).find((p) => p.symbol === symbol.toUpperCase());
    if (!row) throw new DomainError('not_found', `No product ${symbol}`);
    return row;
  }
}
