import type { Me } from '../core/me.js';
import { t } from '../i18n/i18n.js';
import { formatMoney, formatZone } from '../i18n/format.js';
import { useServices } from '../hooks/use-services.js';
import { BalanceParts } from './balance-parts.js';
import { MoneyActions } from './money-actions.js';
import { AsOf } from './as-of.js';

/** What the user holds: total assets and their parts, total and today's P&L, and the ways to deposit and withdraw. */
export function AssetsSummary({ me }: { me?: Me }) {
  const { appInfo, session } = useServices();
  const asOf = session.asOf.value;
  return (
    <section className="up-card up-assets" aria-label={t('user.totalAssets')}>
      <p className="up-muted">{t('user.totalAssets')}</p>
      <p className={asOf ? 'up-big up-num up-stale' : 'up-big up-num'}>
        {me ? formatMoney(me.balances.total) : '—'} <small>{appInfo.value?.funds?.currency}</small>
      </p>
      {asOf && <AsOf timeMs={asOf} />}
      <BalanceParts balances={me?.balances} />
      <dl className="up-stats">
        {(
          [
            ['user.pnlTotal', me?.pnl.total],
            ['user.pnlToday', me?.pnl.today],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt>
              {t(label)}
              {/* "Today" is the platform's day (docs/design.md, Client), which need not be the device's. */}
              {label === 'user.pnlToday' && appInfo.value && <small> {formatZone(appInfo.value.timeZone)}</small>}
            </dt>
            <dd className="up-num">{value === undefined ? '—' : formatMoney(value)}</dd>
          </div>
        ))}
      </dl>
      <MoneyActions />
    </section>
  );
}
