import { createHash } from 'node:crypto';
import { tickChainText } from '../../src/core/tick-chain.js';

export { genesisHash } from '../../src/core/tick-chain.js';

export interface ChainFields {
  symbol: string;
  timeMs: number;
  price: number;
  source: string;
}

/** The hash that chains `tick` onto `prevHash` (about a microsecond: the write path hashes every tick). */
export function tickHash(tick: ChainFields, prevHash: string): string {
  return createHash('sha256').update(tickChainText(tick.symbol, tick.timeMs, tick.price, tick.source, prevHash)).digest('hex');
}

/** The UTC day of an instant, YYYY-MM-DD: the unit of day roots and of pruning. */
export const utcDay = (timeMs: number): string => new Date(timeMs).toISOString().slice(0, 10);

export const dayMs = 86_400_000;
