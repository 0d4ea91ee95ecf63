import { useEffect, useState } from 'react';
import type { OrderView } from '../core/order-structs.js';
import { t } from '../i18n/i18n.js';
import { formatTickTime } from '../i18n/format.js';

/**
 * Checks in the browser that the proof's ticks belong to the public price record, and links to it: each tick's
 * SHA-256 must recompute from its fields and the hash before it (each window from its first tick's prevHash;
 * the text as docs/api.md, "The price record", and server/market/tick-chain.ts define it, the price as the
 * integer stored). Names the first tick that does not; says nothing for a proof settled before ticks had hashes.
 */
export function ProofCheck({ order: { symbol, proof } }: { order: OrderView & { proof: NonNullable<OrderView['proof']> } }) {
  const [broken, setBroken] = useState<string>();
  useEffect(() => {
    void (async () => {
      for (const ticks of [proof.entryTicks, proof.exitTicks]) {
        let prev = ticks[0].prevHash;
        for (const { time, price, source, hash } of ticks) {
          if (!hash) return;
          const text = `${symbol}|${Date.parse(time)}|${+price.replace('.', '')}|${source}|${prev}`;
          const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
          if (Array.from(digest, (b) => (b + 256).toString(16).slice(1)).join('') != hash) return setBroken(time);
          prev = hash;
        }
      }
      setBroken('');
    })();
  }, [proof, symbol]);
  return broken == null ? null : (
    <a href={`/api/market/ticks?symbol=${symbol}&from=${proof.entryTicks[0].time}`}>{broken ? t('chart.broken', { time: formatTickTime(broken) }) : t('chart.verified')}</a>
  );
}
