import type { ProductRow } from '../../market/products-repository.js';
import type { MarketHub } from '../../market/market-hub.js';
import { changeBasisPoints } from '../../../src/core/price.js';
import { isMarketOpen, nextOpeningMs, type WeeklyWindows } from '../../../src/core/market-schedule.js';
import type { Product } from '../../../src/core/product.js';
import { amountText, percentText, priceText, quantityText, timeText } from './units.js';

export interface ProductPeriod {
  seconds: number;
  payoutRateBp: number;
}

/** The API's `Product` (src/core/product.ts, the client's type too), plus when its last tick came. */
export interface ProductView extends Product {
  lastTickAt: string | null;
}

// Every order and every product view reads a product's periods and schedule, kept as JSON text in its row:
// parsed once per row object (rows are read once and kept; a reloaded row is a new object).
const parsedColumns = new WeakMap<ProductRow, { periods: readonly Readonly<ProductPeriod>[]; schedule: WeeklyWindows }>();

function parsed(row: ProductRow): { periods: readonly Readonly<ProductPeriod>[]; schedule: WeeklyWindows } {
  let columns = parsedColumns.get(row);
  if (!columns) {
    columns = { periods: JSON.parse(row.periods) as ProductPeriod[], schedule: JSON.parse(row.schedule) as WeeklyWindows };
    parsedColumns.set(row, columns);
  }
  return columns;
}

export function productPeriods(row: ProductRow): readonly Readonly<ProductPeriod>[] {
  return parsed(row).periods;
}

export function productSchedule(row: ProductRow): WeeklyWindows {
  return parsed(row).schedule;
}

export function productStatus(row: ProductRow, nowMs: number): ProductView['status'] {
  if (row.maintenance) return 'maintenance';
  return isMarketOpen(productSchedule(row), nowMs) ? 'open' : 'closed';
}

export function toProductView(row: ProductRow, hub: MarketHub, nowMs: number): ProductView {
  const tick = hub.latest(row.symbol);
  const stats = hub.stats(row.symbol, nowMs);
  const status = productStatus(row, nowMs);
  const price = (scaled: number | undefined) => priceText(scaled, row.precision);
  return {
    symbol: row.symbol,
    name: row.name,
    names: JSON.parse(row.names) as Record<string, string>,
    price: price(tick?.price),
    change24h: percentText(stats && tick ? changeBasisPoints(stats.open, tick.price) : 0),
    high24h: price(stats?.high),
    low24h: price(stats?.low),
    volume24h: quantityText(stats?.volume ?? 0),
    amount24h: amountText(stats?.amount ?? 0),
    precision: row.precision,
    periods: productPeriods(row).map((p) => ({ seconds: p.seconds, payoutRate: percentText(p.payoutRateBp) })),
    minStake: amountText(row.min_stake),
    maxStake: amountText(row.max_stake),
    status,
    opensAt: status === 'closed' ? timeText(nextOpeningMs(productSchedule(row), nowMs)) : null,
    lastTickAt: tick ? timeText(tick.timeMs) : null,
  };
}
