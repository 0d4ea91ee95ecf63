import { useEffect } from 'react';
import { t, type MessageKey } from '../i18n/i18n.js';
import { formatMoney } from '../i18n/format.js';
import { useServices } from '../hooks/use-services.js';
import { paths } from '../routing/paths.js';
import { Link } from '../routing/link.js';
import { NavBar } from '../components/nav-bar.js';
import { Icon } from '../components/icons.js';
import { MoneyActions } from '../components/money-actions.js';

/** Each part of the total (GET /api/me `balances`) with where its story is told. */
const parts: { part: 'available' | 'frozen' | 'positions' | 'savings'; to: string; where: MessageKey }[] = [
  { part: 'available', to: paths.moneyRecord, where: 'record.title' },
  { part: 'frozen', to: paths.withdrawalList, where: 'withdrawList.title' },
  { part: 'positions', to: paths.orders, where: 'order.title' },
  { part: 'savings', to: paths.money, where: 'tabs.money' },
];

/** `paths.wallet`: where every unit of the total is, each part opening its own history, with deposit and withdraw. */
export default function BalancesPage() {
  const { session, appInfo } = useServices();
  useEffect(() => {
    // The cached profile shows at once; a fresh one replaces it when it arrives.
    session.refresh().catch(() => {});
  }, [session]);
  const balances = session.user.value?.balances;
  const currency = appInfo.value?.funds?.currency;
  return (
    <div className="up-page no-tabs">
      <NavBar title={t('wallet.title')} backTo={paths.user} />
      <div className="up-body">
        <section className="up-card up-assets" aria-label={t('user.totalAssets')}>
          <p className="up-muted">{t('user.totalAssets')}</p>
          <p className="up-big up-num">
            {balances ? formatMoney(balances.total) : '—'} <small>{currency}</small>
          </p>
          <MoneyActions />
        </section>
        <ul className="up-list" data-testid="balance-rows">
          {parts.map(({ part, to, where }) => (
            <li key={part}>
              <Link to={to}>
                <span className="up-grow">
                  <strong>{t(`assets.${part}`)}</strong>
                  <br />
                  <small className="up-muted">{t(where)}</small>
                </span>
                <strong className="up-num">{balances ? formatMoney(balances[part]) : '—'}</strong>
                <span className="up-chevron">
                  <Icon name="chevron" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
