import type { Tick } from './tick.js';

/** A 1-minute candle: prices scaled, volume in 1e-8 units, amount (quote turnover) in minor units. */
export interface Candle {
  symbol: string;
  timeMs: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  amount: number;
}

export const minuteMs = 60_000;

/** Quote turnover of a tick in minor units (cents): price × quantity, in BigInt because the product can pass 2^53. */
export function turnoverMinor(tick: Tick, precision: number): number {
  const scale = 10n ** BigInt(precision) * 1_000_000n;
  return Number((BigInt(tick.price) * BigInt(tick.volume)) / scale);
}

/** Folds a tick into the candle of its minute, or starts that minute's candle. */
export function foldTick(candle: Candle | undefined, tick: Tick, precision: number): Candle {
  const timeMs = tick.timeMs - (tick.timeMs % minuteMs);
  const amount = turnoverMinor(tick, precision);
  if (!candle || candle.timeMs !== timeMs) {
    return { symbol: tick.symbol, timeMs, open: tick.price, high: tick.price, low: tick.price, close: tick.price, volume: tick.volume, amount };
  }
  return {
    ...candle,
    high: Math.max(candle.high, tick.price),
    low: Math.min(candle.low, tick.price),
    close: tick.price,
    volume: candle.volume + tick.volume,
    amount: candle.amount + amount,
  };
}

/**
 * 1-minute candles (oldest first) rolled up into candles `spanMs` long, each starting on a multiple of
 * `spanMs` since the epoch (whole hours in UTC, as exchanges do); the first may cover less than its span
 * when the minutes kept start inside it.
 */
export function rollUp(minutes: readonly Candle[], spanMs: number): Candle[] {
  const rolled: Candle[] = [];
  for (const c of minutes) {
    const timeMs = c.timeMs - (c.timeMs % spanMs);
    const last = rolled[rolled.length - 1];
    if (last?.timeMs !== timeMs) rolled.push({ ...c, timeMs });
    else rolled[rolled.length - 1] = { ...last, high: Math.max(last.high, c.high), low: Math.min(last.low, c.low), close: c.close, volume: last.volume + c.volume, amount: last.amount + c.amount };
  }
  return rolled;
}

export interface DayStats {
  high: number;
  low: number;
  volume: number;
  amount: number;
  /** The first price of the window, for the 24 h change. */
  open: number;
}

/** 24 h statistics from the candles of the last day (oldest first); undefined with no candles. */
export function dayStats(candles: readonly Candle[], nowMs: number): DayStats | undefined {
  const since = nowMs - 24 * 60 * minuteMs;
  const window = candles.filter((c) => c.timeMs + minuteMs > since);
  if (window.length === 0) return undefined;
  return {
    high: Math.max(...window.map((c) => c.high)),
    low: Math.min(...window.map((c) => c.low)),
    volume: window.reduce((sum, c) => sum + c.volume, 0),
    amount: window.reduce((sum, c) => sum + c.amount, 0),
    open: window[0].open,
  };
}
