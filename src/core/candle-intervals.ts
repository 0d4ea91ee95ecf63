/**
 * The candle intervals the API serves (docs/api.md, candles), each with its length: the server rolls its
 * 1-minute candles up to these, and the chart folds live ticks into the current one of the same length.
 */
export const candleIntervalsMs = { '1m': 60_000, '5m': 300_000, '15m': 900_000, '1h': 3_600_000 } as const;

export type CandleInterval = keyof typeof candleIntervalsMs;

export const candleIntervals = Object.keys(candleIntervalsMs) as CandleInterval[];
