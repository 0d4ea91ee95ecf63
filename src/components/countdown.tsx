import { useEffect, useState } from 'react';
import type { OrderView } from '../core/order-structs.js';
import { t } from '../i18n/i18n.js';
import { formatTimeLeft } from '../i18n/format.js';
import { useMarket } from '../hooks/use-market.js';

/** An open position's time left on the server's clock (m:ss, every second); at zero, "settling". */
export function Countdown({ order }: { order: OrderView }) {
  const market = useMarket([order.symbol]);
  const [nowMs, setNowMs] = useState(market.now());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(market.now()), 1000);
    return () => clearInterval(timer);
  }, [market]);
  const left = Math.max(0, Math.ceil((Date.parse(order.expiresAt) - nowMs) / 1000));
  return <strong className="up-num up-countdown">{left ? formatTimeLeft(left) : t('trade.settling')}</strong>;
}
