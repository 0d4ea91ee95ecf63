import type { Product } from '../core/product.js';
import { t } from '../i18n/i18n.js';
import { formatDecimal, formatMoney } from '../i18n/format.js';
import { useServices } from '../hooks/use-services.js';
import { PositionStatus } from './position-status.js';

/**
 * This product's open positions, as a strip under its chart: direction, stake, entry price, time left and how
 * each stands, one line each where the width allows; more than fit scroll inside the strip, so the chart stays.
 */
export function OpenPositions({ product: p }: { product: Product }) {
  const { trading } = useServices();
  const mine = trading.positions.value.filter((o) => o.symbol === p.symbol);
  return (
    <>
      <h2 className="up-strip-title">
        {t('position.title')} <span className="up-badge">{mine.length}</span>
      </h2>
      <ul className="up-positions">
        {mine.map((o) => (
          <li key={o.id}>
            <strong className={o.direction === 'up' ? 'up-rise' : 'up-fall'}>
              {o.direction === 'up' ? '▲ ' : '▼ '}
              {t(`trade.${o.direction}`)}
            </strong>
            <span className="up-num">{formatMoney(o.amount)}</span>
            <span className="up-num">{t('position.entry', { price: formatDecimal(o.entry.price) })}</span>
            <PositionStatus order={o} price={p.price} />
          </li>
        ))}
      </ul>
    </>
  );
}
