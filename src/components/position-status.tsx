import type { OrderView } from '../core/order-structs.js';
import { tradeResult, type TradeResult } from '../core/settlement.js';
import { t } from '../i18n/i18n.js';
import { useMarket } from '../hooks/use-market.js';
import { Countdown } from './countdown.js';

/**
 * An open position's time left and how it would end at the live price (else `price`): winning, losing, or
 * level (a draw, stake back), by the settlement rule itself.
 */
export function PositionStatus({ order, price }: { order: OrderView; price?: string | null }) {
  const now = useMarket([order.symbol]).quote(order.symbol).value?.price ?? price;
  const at = (text: string) => ({ price: Number(text), timeMs: 0 });
  // With an exit price and no expiry to miss, the rule never says void.
  const result = now ? (tradeResult(order.direction, at(order.entry.price), at(now), 0) as Exclude<TradeResult, 'void'>) : undefined;
  return (
    <p className="up-muted up-status">
      <Countdown order={order} />
      {result && <span className={result === 'win' ? 'up-rise' : result === 'loss' ? 'up-fall' : ''}>{t(`position.${result}`)}</span>}
    </p>
  );
}
