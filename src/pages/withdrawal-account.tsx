import { t } from '../i18n/i18n.js';
import { useServices } from '../state/services.js';
import { paths } from '../routing/paths.js';
import { Link } from '../routing/link.js';
import { NavBar } from '../components/nav-bar.js';
import { EmptyState } from '../components/empty-state.js';
import { ErrorRetry } from '../components/error-retry.js';
import { Loading } from '../components/loading.js';
import { useLoad } from '../components/use-load.js';
import { WithdrawalAccountCard } from '../components/withdrawal-account-card.js';

/** `paths.withdrawalAccount`: the withdrawal account — bind one, or see the bound one (changes: customer service). */
export default function WithdrawalAccountPage() {
  const { funds, appInfo } = useServices();
  const account = useLoad(funds.account);
  const error = account.error.value;
  const serviceUrl = appInfo.value?.customerServiceUrl;
  return (
    <div className="up-page no-tabs">
      <NavBar title={t('account.title')} backTo={paths.user} />
      <div className="up-body">
        {error?.code === 'not_bound' ? (
          <div className="up-card">
            <EmptyState title={t('account.notBound')}>
              <p>{t('account.notBoundBody')}</p>
              <Link className="up-btn" to={paths.withdrawalAccountDetail}>{t('account.bind')}</Link>
            </EmptyState>
          </div>
        ) : error ? (
          <ErrorRetry error={error} onRetry={account.retry} />
        ) : account.value.value ? (
          <>
            <WithdrawalAccountCard account={account.value.value} />
            <Link className="up-btn secondary" to={paths.withdrawalAccountDetail}>{t('account.details')}</Link>
            <p className="up-notice">
              {t('account.changeNote')}{' '}
              {serviceUrl && (
                <a href={serviceUrl} target="_blank" rel="noopener noreferrer">
                  {t('home.onlineService')}
                </a>
              )}
            </p>
          </>
        ) : (
          <Loading />
        )}
      </div>
    </div>
  );
}
