import { t } from '../i18n/i18n.js';
import { formatDateTime } from '../i18n/format.js';
import type { Product } from '../core/product.js';

/** Why a product takes no orders now: maintenance, or a closed market with its opening time when known. */
export function MarketClosedNotice({ product: p }: { product: Product }) {
  if (p.status === 'open') return null;
  return (
    <p className="up-notice" role="status">
      {p.status === 'maintenance'
        ? t('errors.market_maintenance')
        : // A market that closed while on screen has no opening time yet (the stream doesn't carry it).
          p.opensAt
          ? t('trade.opensAt', { time: formatDateTime(p.opensAt) })
          : t('market.closed')}
    </p>
  );
}
