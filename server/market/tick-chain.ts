import { createHash } from 'node:crypto';

/** The `prevHash` of a product's first chained tick. */
export const genesisHash = '0'.repeat(64);

export interface ChainFields {
  symbol: string;
  timeMs: number;
  /** The integer stored: minor units of the product's precision. */
  price: number;
  source: string;
}

/**
 * The text a tick's hash is SHA-256 of, as UTF-8 (docs/api.md, "The price record"): symbol, time in epoch ms,
 * the price as the integer stored (decimal digits), source and the previous tick's hash in lowercase hex, joined
 * by `|`. The proof page recomputes the same text (src/components/proof-check.tsx).
 */
export const tickChainText = (tick: ChainFields, prevHash: string): string => `${tick.symbol}|${tick.timeMs}|${tick.price}|${tick.source}|${prevHash}`;

/** The hash that chains `tick` onto `prevHash` (a few microseconds: the write path hashes every tick). */
export function tickHash(tick: ChainFields, prevHash: string): string {
  return createHash('sha256').update(tickChainText(tick, prevHash)).digest('hex');
}

/** The UTC day of an instant, YYYY-MM-DD: the unit of day roots and of pruning. */
export const utcDay = (timeMs: number): string => new Date(timeMs).toISOString().slice(0, 10);

export const dayMs = 86_400_000;
