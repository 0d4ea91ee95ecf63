import { t } from '../i18n/i18n.js';
import { useServices } from '../state/services.js';
import { paths, withQuery } from '../routing/paths.js';
import { Link } from '../routing/link.js';
import { NavBar } from '../components/nav-bar.js';
import { EmptyState } from '../components/empty-state.js';
import { ErrorRetry } from '../components/error-retry.js';
import { Loading } from '../components/loading.js';
import { useLoad } from '../components/use-load.js';
import { WithdrawalAccountCard } from '../components/withdrawal-account-card.js';
import { AccountHold } from '../components/account-hold.js';

/** `paths.withdrawalAccount`: the withdrawal account — bind one, or see the bound one, its hold, and change it. */
export default function WithdrawalAccountPage() {
  const { funds } = useServices();
  const account = useLoad(funds.account);
  const error = account.error.value;
  const bound = account.value.value;
  return (
    <div className="up-page no-tabs">
      <NavBar title={t('account.title')} backTo={paths.user} />
      <div className="up-body">
        {error?.code === 'not_bound' ? (
          <div className="up-card">
            <EmptyState title={t('account.notBound')} way={{ to: paths.withdrawalAccountDetail, label: t('account.bind') }}>
              <p>{t('account.notBoundBody')}</p>
            </EmptyState>
          </div>
        ) : error ? (
          <ErrorRetry error={error} onRetry={account.retry} />
        ) : bound ? (
          <>
            <WithdrawalAccountCard account={bound} />
            <AccountHold account={bound} />
            <Link className="up-btn secondary" to={paths.withdrawalAccountDetail}>{t('account.details')}</Link>
            <Link className="up-btn secondary" to={withQuery(paths.withdrawalAccountDetail, { change: '1' })}>{t('account.change')}</Link>
          </>
        ) : (
          <Loading />
        )}
      </div>
    </div>
  );
}
