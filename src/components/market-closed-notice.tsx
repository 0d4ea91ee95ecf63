import { t } from '../i18n/i18n.js';
import { formatDateTime } from '../i18n/format.js';
import type { Product } from '../core/product.js';

/** Why a product takes no orders now, and until when: maintenance or a closed market, with its opening time when known. */
export function MarketClosedNotice({ product: p }: { product: Product }) {
  if (p.status === 'open') return null;
  const time = p.opensAt && formatDateTime(p.opensAt);
  const maintenance = p.status === 'maintenance';
  return (
    <p className="up-notice" role="status">
      {time
        ? t(maintenance ? 'trade.maintenanceUntil' : 'trade.opensAt', { time })
        : // No time: maintenance lasts until an operator ends it, and the stream doesn't carry a closing market's.
          t(maintenance ? 'trade.maintenance' : 'market.closed')}
    </p>
  );
}
