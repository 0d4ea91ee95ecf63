import fs from 'node:fs';

/** One minute of a recorded market: prices and base volume as the exchange printed them. */
export interface RecordedMinute {
  open: number;
  high: number;
  low: number;
  close: number;
  /** Base-asset quantity traded in the minute (BTC for the recorded day). */
  volume: number;
}

/**
 * A real UTC day of Binance spot BTC/USDT 1-minute klines (2024-09-21, 1,440 rows, Binance's kline column
 * order, no header). The simulator's volatility is calibrated on it, and it shapes the history a fresh
 * simulated market starts with, so charts and 24 h figures are full from the first minute.
 */
export const recordedDayFile = new URL('./history/binance-BTCUSDT-1m-2024-09-21.csv', import.meta.url);

/** BTC's per-second volatility in the simulator (ppm) and volume a second (1e-8 BTC), both fitted on the recorded day. */
export const recordedVolatilityPpm = 37;
export const recordedVolumePerSecond = 9_700_000;

let cached: RecordedMinute[] | undefined;

/** The recorded day's minutes, oldest first (read once per process). */
export function recordedDay(): RecordedMinute[] {
  cached ??= fs
    .readFileSync(recordedDayFile, 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const [, open, high, low, close, volume] = line.split(',').map(Number);
      return { open, high, low, close, volume };
    });
  return cached;
}
