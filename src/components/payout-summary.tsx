import { t } from '../i18n/i18n.js';
import { formatMoney } from '../i18n/format.js';

/** The balance to trade with and what a win would pay back, stake included; a dash for what isn't known (or a stake that can't be bought). */
export function PayoutSummary({ available, estimate }: { available?: string; estimate?: string }) {
  return (
    <dl className="up-stats up-pay">
      <div>
        <dt>{t('trade.available')}</dt>
        <dd className="up-num">{available ? formatMoney(available) : '—'}</dd>
      </div>
      <div>
        <dt>{t('trade.estimate')}</dt>
        <dd className="up-num" id="trade-estimate">
          {estimate ?? '—'}
        </dd>
      </div>
    </dl>
  );
}
