/** A candle in numbers: its start (epoch ms) and prices. */
export interface ChartCandle {
  timeMs: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/**
 * Joins a live tick to the candles of `spanMs` (oldest first): into the last candle while the tick falls in
 * its span, else as the first price of a new one, keeping at most `countMax`. A tick older than the last
 * candle (a resent one) changes nothing: the chart's time only runs forward.
 */
export function joinTick(candles: ChartCandle[], timeMs: number, price: number, spanMs: number, countMax: number): ChartCandle[] {
  const last = candles[candles.length - 1];
  if (last && timeMs < last.timeMs) return candles;
  if (last && timeMs < last.timeMs + spanMs) {
    return [...candles.slice(0, -1), { ...last, high: Math.max(last.high, price), low: Math.min(last.low, price), close: price }];
  }
  const start = timeMs - (timeMs % spanMs);
  return [...candles, { timeMs: start, open: price, high: price, low: price, close: price }].slice(-countMax);
}
