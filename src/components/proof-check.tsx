import { useEffect, useState } from 'react';
import type { OrderView, ProofPointView } from '../core/order-structs.js';
import { t } from '../i18n/i18n.js';
import { formatTickTime } from '../i18n/format.js';

/**
 * The time of the first proof tick whose SHA-256 does not recompute from its fields and the hash before it
 * (each window from its first tick's prevHash; the text as docs/api.md, "The price record", and
 * src/core/tick-chain.ts define it, the price as the integer stored); '' when all do, undefined for a proof
 * settled before ticks had hashes.
 */
export async function firstBroken(symbol: string, windows: ProofPointView[][]): Promise<string | undefined> {
  for (const ticks of windows) {
    let prev = ticks[0].prevHash;
    for (const { time, price, source, hash } of ticks) {
      if (!hash) return;
      const text = `${symbol}|${Date.parse(time)}|${+price.replace('.', '')}|${source}|${prev}`;
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
      if (Array.from(digest, (b) => (b + 256).toString(16).slice(1)).join('') != hash) return time;
      prev = hash;
    }
  }
  return '';
}

/** Checks in the browser that the proof's ticks belong to the public price record, and links to it. */
export function ProofCheck({ order: { symbol, proof } }: { order: OrderView & { proof: NonNullable<OrderView['proof']> } }) {
  const [broken, setBroken] = useState<string>();
  const ticks = [proof.entryTicks, proof.exitTicks];
  useEffect(() => void firstBroken(symbol, ticks).then(setBroken), [proof]);
  return broken == null ? null : (
    <a href={`/api/market/ticks?symbol=${symbol}&from=${ticks[0][0].time}&limit=100`}>{broken ? t('chart.broken', { time: formatTickTime(broken) }) : t('chart.verified')}</a>
  );
}
