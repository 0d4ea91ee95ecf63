/** One price of one product at one instant, as the feeds emit it and the hub stores it. */
export interface Tick {
  symbol: string;
  /** Epoch ms; feeds emit at most one tick per symbol per second. */
  timeMs: number;
  /** Integer at the product's precision. */
  price: number;
  /** Quantity traded since the previous tick, 1e-8 units. */
  volume: number;
}

/** Where a tick came from, stored with it: a feed, or `script` for ticks fed to the hub directly (tests, tools). */
export type TickSource = 'sim' | 'binance' | 'script';

/**
 * Whether `source` (as stored with a tick) is a feed's. A feed emits at most one tick a second per product, and the
 * market hub stores no second one: settlement counts on it (src/core/settlement.ts, `exitsFinalBeforeMs`).
 */
export function isFeedSource(source: string): source is Feed['source'] {
  return source === 'sim' || source === 'binance';
}

/** A source of ticks: the simulator, or an exchange adapter. */
export interface Feed {
  /** Shown in the UI and in /api/health (`sim` is labelled as simulated), and stored with every tick. */
  readonly source: Exclude<TickSource, 'script'>;
  start(emit: (tick: Tick) => void): void;
  stop(): Promise<void> | void;
}
