import type { Product } from '../core/product.js';
import { t } from '../i18n/i18n.js';
import { formatDecimal, formatMoney } from '../i18n/format.js';
import { useServices } from '../state/services.js';
import { PositionStatus } from './position-status.js';

/** This product's open positions on its screen: direction, stake, entry price, time left and how each stands. */
export function OpenPositions({ product: p }: { product: Product }) {
  const { trading } = useServices();
  const mine = trading.positions.value.filter((o) => o.symbol === p.symbol);
  return (
    <section className="up-card">
      <h2 className="up-section-title">{t('position.title')}</h2>
      <ul className="up-positions">
        {mine.map((o) => (
          <li key={o.id}>
            <p>
              <strong className={o.direction === 'up' ? 'up-rise' : 'up-fall'}>
                {o.direction === 'up' ? '▲ ' : '▼ '}
                {t(`trade.${o.direction}`)}
              </strong>
              <span className="up-num">{formatMoney(o.amount)}</span>
              <span className="up-num">{t('position.entry', { price: formatDecimal(o.entry.price) })}</span>
            </p>
            <PositionStatus order={o} price={p.price} />
          </li>
        ))}
      </ul>
    </section>
  );
}
