import { t } from '../i18n/i18n.js';
import { formatPercent, formatPeriod } from '../i18n/format.js';
import type { Product } from '../core/product.js';

/** The order's periods, each with the payout rate it pays; the chosen one pressed. */
export function PeriodPicker({ periods, value, onPick }: { periods: Product['periods']; value?: number; onPick: (seconds: number) => void }) {
  return (
    <div className="up-chips up-periods" role="group" aria-label={t('trade.period')}>
      {periods.map((x) => (
        <button key={x.seconds} type="button" className="up-btn secondary" aria-pressed={x.seconds === value} onClick={() => onPick(x.seconds)}>
          {formatPeriod(x.seconds)}
          <small>{formatPercent(x.payoutRate)}</small>
        </button>
      ))}
    </div>
  );
}
