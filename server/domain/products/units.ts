import { formatPrice } from '../../../src/core/price.js';
import { formatMinor } from '../../../src/core/money.js';
import { candleIntervalsMs } from '../../../src/core/candle-intervals.js';

// How the market's stored integers are written on the wire (docs/api.md), in one place.

/** Base quantity (volume), stored in 1e-8 units, with 2 decimals. */
export function quantityText(quantity1e8: number): string {
  return formatMinor(Math.round(quantity1e8 / 1_000_000));
}

/** A scaled price with the product's precision; null when there is none yet. */
export function priceText(scaled: number, precision: number): string;
export function priceText(scaled: number | undefined, precision: number): string | null;
export function priceText(scaled: number | undefined, precision: number): string | null {
  return scaled === undefined ? null : formatPrice(scaled, precision);
}

/** Basis points as a percent with two decimals: basis points are its minor units. */
export function percentText(basisPoints: number): string {
  return formatMinor(basisPoints);
}

/** Quote amounts (turnover, stakes) in minor units. */
export function amountText(minor: number): string {
  return formatMinor(minor);
}

export function timeText(timeMs: number): string {
  return new Date(timeMs).toISOString();
}

/** A candle interval's length ("5m" → 300000); undefined for one the API does not serve. */
export function intervalMs(interval: string): number | undefined {
  return Object.hasOwn(candleIntervalsMs, interval) ? candleIntervalsMs[interval as keyof typeof candleIntervalsMs] : undefined;
}
