import { withdrawalAccountsMax } from '../core/funds-structs.js';
import { t } from '../i18n/i18n.js';
import { useServices } from '../hooks/use-services.js';
import { withdrawalAccountsOf } from '../state/withdrawal-accounts-model.js';
import { paths, withQuery } from '../routing/paths.js';
import { Link } from '../routing/link.js';
import { NavBar } from '../components/nav-bar.js';
import { EmptyState } from '../components/empty-state.js';
import { ErrorRetry } from '../components/error-retry.js';
import { Loading } from '../components/loading.js';
import { MenuLink } from '../components/menu-link.js';
import { useLoad } from '../hooks/use-load.js';
import { accountTitle } from '../components/withdrawal-account-card.js';

/**
 * `paths.withdrawalAccount`: the user's withdrawal accounts, the last used first, each opening on its details
 * (nickname, removal); a new one's waiting period says until when; Add while fewer than the most allowed.
 */
export default function WithdrawalAccountsPage() {
  const accounts = useLoad(withdrawalAccountsOf(useServices()).list);
  const error = accounts.error;
  const items = accounts.value;
  return (
    <div className="up-page no-tabs">
      <NavBar title={t('account.title')} backTo={paths.user} />
      <div className="up-body">
        {error ? (
          <ErrorRetry error={error} onRetry={accounts.retry} />
        ) : !items ? (
          <Loading />
        ) : items.length === 0 ? (
          <div className="up-card">
            <EmptyState title={t('account.notBound')} way={{ to: paths.withdrawalAccountDetail, label: t('account.bind') }}>
              <p>{t('account.notBoundBody')}</p>
            </EmptyState>
          </div>
        ) : (
          <>
            <ul className="up-list" data-testid="accounts">
              {items.map((account) => (
                <MenuLink key={account.id} to={withQuery(paths.withdrawalAccountDetail, { id: account.id })} icon={account.type === 'crypto' ? 'wallet' : 'card'} label={accountTitle(account)}>
                  {account.holdUntil && <small className="up-badge pending">{t('account.waiting')}</small>}
                </MenuLink>
              ))}
            </ul>
            {items.length < withdrawalAccountsMax ? (
              <Link className="up-btn secondary" to={paths.withdrawalAccountDetail}>{t('account.bind')}</Link>
            ) : (
              <p className="up-muted">{t('errors.withdrawal_accounts_full', { max: withdrawalAccountsMax })}</p>
            )}
          </>
        )}
      </div>
    </div>
  );
}
