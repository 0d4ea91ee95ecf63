import { enums, integer, object, type Infer } from 'superstruct';
import { moneyField, requiredString } from './fields.js';

/** `POST /api/orders`: the client names the product, the direction, the stake and the period; the server prices it. */
export const OrderBody = object({
  symbol: requiredString,
  direction: enums(['up', 'down']),
  amount: moneyField,
  /** Seconds; must be one of the product's periods. */
  period: integer(),
});
export type OrderBody = Infer<typeof OrderBody>;

export interface PricePointView {
  price: string;
  time: string;
}

/** A proof tick; chained ticks also carry their place in the public record (docs/api.md, "The price record"). */
export interface ProofPointView extends PricePointView {
  source?: string;
  hash?: string;
  prevHash?: string;
}

/** An order as the API sends it (docs/api.md). */
export interface OrderView {
  id: string;
  symbol: string;
  direction: 'up' | 'down';
  amount: string;
  period: number;
  payoutRate: string;
  status: 'open' | 'settled';
  openedAt: string;
  expiresAt: string;
  entry: PricePointView;
  exit: PricePointView | null;
  result: 'win' | 'loss' | 'draw' | 'void' | null;
  pnl: string | null;
  /**
   * The ticks around entry and exit, and where they came from: `sim` (simulated), `binance`, `script` (fed by
   * a test or tool), several joined by `+` if the feed changed around them, or `unknown` for ticks stored before
   * sources were recorded.
   */
  proof: { entryTicks: ProofPointView[]; exitTicks: ProofPointView[]; source: string } | null;
}
