import { parsePrice } from '../../src/core/price.js';
import { minuteMs, type Candle } from './candles.js';

/** Binance answers at most this many klines a request. */
const pageMax = 1_000;

/**
 * 1-minute candles of `symbol` from Binance's public klines endpoint (`GET /api/v3/klines`), for the minutes
 * [fromMs, toMs), oldest first: a server that starts on the Binance feed shows a day of history at once
 * instead of building it tick by tick. Rows that don't parse are skipped; a failed request rejects.
 */
export async function fetchKlines(
  restUrl: string,
  product: { symbol: string; precision: number },
  fromMs: number,
  toMs: number,
  options: { timeoutMs?: number } = {},
): Promise<Candle[]> {
  const candles: Candle[] = [];
  for (let startMs = fromMs; startMs < toMs; ) {
    const url = `${restUrl.replace(/\/$/, '')}/api/v3/klines?symbol=${product.symbol}&interval=1m&startTime=${startMs}&endTime=${toMs - 1}&limit=${pageMax}`;
    const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
    if (!response.ok) throw new Error(`binance klines ${product.symbol}: HTTP ${response.status}`);
    const rows = (await response.json()) as unknown;
    if (!Array.isArray(rows) || rows.length === 0) break;
    for (const row of rows) {
      const candle = Array.isArray(row) ? klineCandle(product, row) : undefined;
      if (candle && candle.timeMs >= startMs && candle.timeMs < toMs) candles.push(candle);
    }
    const lastOpenMs = Number((rows[rows.length - 1] as unknown[])[0]);
    if (!Number.isSafeInteger(lastOpenMs) || rows.length < pageMax) break;
    startMs = lastOpenMs + minuteMs;
  }
  return candles;
}

/** A kline row (open time, open, high, low, close, volume, close time, quote volume, …) as a candle. */
function klineCandle(product: { symbol: string; precision: number }, row: unknown[]): Candle | undefined {
  const [timeMs, open, high, low, close, volume, , quoteVolume] = row;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const prices = [open, high, low, close].map((v) => parsePrice(text(v), product.precision));
  const quantity = parsePrice(text(volume), 8);
  // Turnover is kept to the cent below, as the hub's own (turnoverMinor) is.
  const amount = parsePrice(text(quoteVolume).replace(/(\.\d{2})\d+$/, '$1'), 2);
  if (typeof timeMs !== 'number' || !Number.isSafeInteger(timeMs) || timeMs % minuteMs !== 0) return undefined;
  if (prices.some((p) => p === null) || quantity === null || amount === null) return undefined;
  const [o, h, l, c] = prices as number[];
  return { symbol: product.symbol, timeMs, open: o, high: h, low: l, close: c, volume: quantity, amount };
}
