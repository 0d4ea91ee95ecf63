import type { OrderView, PricePointView, ProofPointView } from '../../../src/core/order-structs.js';
import { formatMinor } from '../../../src/core/money.js';
import { formatPrice } from '../../../src/core/price.js';
import type { OrderRow } from './orders-repository.js';
import type { PublicNumbers } from '../numbering/public-numbers.js';
import type { ProofTick, StoredProof } from '../../market/stored-proof.js';

function point(price: number, timeMs: number, precision: number): PricePointView {
  return { price: formatPrice(price, precision), time: new Date(timeMs).toISOString() };
}

function proofPoint(t: ProofTick, precision: number): ProofPointView {
  const view = point(t.price, t.timeMs, precision);
  return t.hash ? { ...view, source: t.source, hash: t.hash, prevHash: t.prevHash } : view;
}

/**
 * The API's view of an order, named by its public number (the row number would tell how many orders the
 * platform has taken); `proofBody` is the stored proof, given only where the detail shows it.
 */
export function toOrderView(row: OrderRow, precision: number, orderNumbers: PublicNumbers, proofBody: string | null = null): OrderView {
  const proof = proofBody ? (JSON.parse(proofBody) as StoredProof) : null;
  return {
    id: orderNumbers.of(row.id),
    symbol: row.symbol,
    direction: row.direction,
    amount: formatMinor(row.amount),
    period: row.period,
    payoutRate: formatMinor(row.payout_rate_bp),
    status: row.status,
    openedAt: new Date(row.opened_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    entry: point(row.entry_price, row.entry_time, precision),
    exit: row.exit_price !== null && row.exit_time !== null ? point(row.exit_price, row.exit_time, precision) : null,
    result: row.result,
    pnl: row.pnl === null ? null : formatMinor(row.pnl),
    proof: proof && {
      entryTicks: proof.entryTicks.map((t) => proofPoint(t, precision)),
      exitTicks: proof.exitTicks.map((t) => proofPoint(t, precision)),
      source: proof.source ?? 'unknown',
    },
  };
}
