import { useEffect } from 'preact/hooks';
import { useSignal } from '@preact/signals';
import type { OrderView } from '../core/order-structs.js';
import { t } from '../i18n/i18n.js';
import { formatDecimal, formatTimeLeft } from '../i18n/format.js';
import { useMarket } from '../state/market-model.js';

/**
 * An open position's time left on the server's clock (m:ss, every second) and its product's live price;
 * at zero it says "settling" and calls `onDone` once.
 */
export function Countdown({ order, onDone }: { order: OrderView; onDone: () => void }) {
  const market = useMarket([order.symbol]);
  const nowMs = useSignal(market.now());
  useEffect(() => {
    const timer = setInterval(() => (nowMs.value = market.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.ceil((Date.parse(order.expiresAt) - nowMs.value) / 1000));
  useEffect(() => {
    if (!left) onDone();
  }, [!left]);
  return (
    <p class="up-muted">
      <strong class="up-num up-countdown">{left ? formatTimeLeft(left) : t('order.settling')}</strong>
      <span class="up-num">{formatDecimal(market.live.value[order.symbol]?.price)}</span>
    </p>
  );
}
