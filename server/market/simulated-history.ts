import { hashSeed } from './seeded-random.js';
import { minuteMs, turnoverMinor, type Candle } from './candles.js';
import { recordedDay, recordedVolatilityPpm, recordedVolumePerSecond } from './recorded-day.js';

export interface HistoryProduct {
  symbol: string;
  precision: number;
  volatilityPpm: number;
  volumePerSecond: number;
}

/**
 * `minutes` 1-minute candles, oldest first, filling the minutes before `endMs` (a whole minute), the last one
 * closing at `endPrice` so the live feed carries on from it. Their moves and volumes are the recorded BTC
 * day's, scaled by the product's volatility and volume against BTC's: a simulated market starts with a day
 * that looks like a real one, not with an empty chart. Each product starts at its own minute of the day and
 * half of them run it mirrored, so four markets don't draw the same picture.
 */
export function simulatedHistory(product: HistoryProduct, endPrice: number, endMs: number, minutes: number): Candle[] {
  const day = recordedDay();
  const hash = hashSeed(product.symbol, 0);
  const offset = hash % day.length;
  const mirrored = ((hash >>> 16) & 1) === 1;
  const scale = product.volatilityPpm / recordedVolatilityPpm;
  const volumeScale = product.volumePerSecond / recordedVolumePerSecond;
  const candles: Candle[] = [];
  // Built backwards from the price the feed continues at; each minute's own open→close move keeps the
  // wrap-around of the recorded day from becoming a jump.
  let close = endPrice;
  for (let i = minutes - 1; i >= 0; i--) {
    const m = day[(offset + i) % day.length];
    const move = Math.log(m.close / m.open) * scale * (mirrored ? -1 : 1);
    const upWick = Math.log(m.high / Math.max(m.open, m.close)) * scale;
    const downWick = Math.log(Math.min(m.open, m.close) / m.low) * scale;
    const open = close / Math.exp(move);
    const price = (p: number) => Math.max(1, Math.round(p));
    const volume = Math.round(m.volume * 1e8 * volumeScale);
    const timeMs = endMs - (minutes - i) * minuteMs;
    candles.push({
      symbol: product.symbol,
      timeMs,
      open: price(open),
      high: price(Math.max(open, close) * Math.exp(mirrored ? downWick : upWick)),
      low: price(Math.min(open, close) / Math.exp(mirrored ? upWick : downWick)),
      close: price(close),
      volume,
      amount: turnoverMinor({ symbol: product.symbol, timeMs, price: price(close), volume }, product.precision),
    });
    close = open;
  }
  return candles.reverse();
}
