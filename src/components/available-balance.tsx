import { t } from '../i18n/i18n.js';
import { formatMoney } from '../i18n/format.js';

/** The available balance, large, with its currency; a dash until it is known. */
export function AvailableBalance({ available, currency }: { available?: string; currency: string }) {
  return (
    <section className="up-hero">
      <p>{t('user.available')}</p>
      <p className="up-big up-num">
        {available ? formatMoney(available) : '—'} <small>{currency}</small>
      </p>
    </section>
  );
}
