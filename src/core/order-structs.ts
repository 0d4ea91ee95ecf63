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

/** `order` of API.md. */
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
  proof: { entryTicks: PricePointView[]; exitTicks: PricePointView[] } | null;
}
