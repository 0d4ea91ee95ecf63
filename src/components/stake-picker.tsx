import { formatMinor, parseMoney } from '../core/money.js';
import type { Product } from '../core/product.js';
import { t } from '../i18n/i18n.js';
import { formatMoney } from '../i18n/format.js';
import { AmountField } from './amount-field.js';

const quickStakes = ['10', '50', '100', '500'];

interface Props {
  product: Product;
  value: string;
  onValue: (stake: string) => void;
  /** The available balance; none while signed out, which leaves 'All' off. */
  available?: string;
  currency: string;
  /** Why the stake can't be bought as typed, shown under the field in place of the limits. */
  error?: string;
}

/** The stake: a quick amount, one typed within the product's limits, or all the balance allows. */
export function StakePicker({ product: p, value, onValue, available, currency, error }: Props) {
  return (
    <>
      <div className="up-chips" role="group" aria-label={t('trade.quickAmounts')}>
        {quickStakes.map((q) => (
          <button key={q} type="button" className="up-btn secondary" aria-pressed={value === q} onClick={() => onValue(q)}>
            {q}
          </button>
        ))}
      </div>
      <AmountField
        id="amount"
        label={t('trade.other')}
        placeholder={t('trade.other')}
        value={value}
        onValue={onValue}
        errorText={error}
        hint={t('trade.stakeLimits', { min: formatMoney(p.minStake), max: formatMoney(p.maxStake), currency })}
        before={
          <button
            type="button"
            className="up-btn ghost up-all"
            disabled={!available}
            onClick={() => onValue(formatMinor(Math.min(parseMoney(available!) ?? 0, parseMoney(p.maxStake) ?? 0)))}
          >
            {t('trade.all')}
          </button>
        }
      />
    </>
  );
}
