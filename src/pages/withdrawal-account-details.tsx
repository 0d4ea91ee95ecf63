import { useLocation } from 'preact-iso/router';
import type { WithdrawalAccountBody } from '../core/funds-structs.js';
import { t } from '../i18n/i18n.js';
import { formatDateTime } from '../i18n/format.js';
import { useServices } from '../state/services.js';
import { paths, withQuery } from '../routing/paths.js';
import { Link } from '../routing/link.js';
import { NavBar } from '../components/nav-bar.js';
import { ErrorRetry } from '../components/error-retry.js';
import { Loading } from '../components/loading.js';
import { showToast } from '../components/toast.js';
import { useLoad } from '../components/use-load.js';
import { WithdrawalAccountCard } from '../components/withdrawal-account-card.js';
import { WithdrawalAccountForm } from '../components/withdrawal-account-form.js';
import { AccountHold } from '../components/account-hold.js';

/**
 * `paths.withdrawalAccountDetail`. Not bound: the form, either kind. Bound: every field, any hold, and Change, which
 * opens the same form (`?change=1`) with the transaction password and the hold it will start. The spec leaves it
 * untitled; a bar with only a back button read as a page that failed, so its title says which of the three it is.
 */
export default function WithdrawalAccountDetailsPage() {
  const { query, route } = useLocation();
  const { funds, appInfo } = useServices();
  const account = useLoad(funds.account);
  const bound = account.value.value;
  const error = account.error.value;
  const changing = bound !== undefined && query.change === '1';
  const save = async (body: WithdrawalAccountBody) => {
    const saved = await funds.saveAccount(body);
    account.value.value = saved;
    account.error.value = undefined;
    showToast(saved.holdUntil ? t('account.changed', { time: formatDateTime(saved.holdUntil) }) : t('account.bound'));
    // From the withdraw screen the user goes straight back to withdrawing; a change lands on the account it made.
    if (query.redirect?.startsWith('/pages/')) route(query.redirect, true);
    else if (changing) route(paths.withdrawalAccountDetail, true);
  };
  return (
    <div className="up-page no-tabs">
      <NavBar
        title={t(changing ? 'account.submitChange' : bound || !error ? 'account.title' : 'account.bind')}
        backTo={changing ? paths.withdrawalAccountDetail : paths.withdrawalAccount}
      />
      <div className="up-body">
        {bound && !changing ? (
          <>
            <WithdrawalAccountCard account={bound} full />
            <AccountHold account={bound} />
            <Link className="up-btn secondary" to={withQuery(paths.withdrawalAccountDetail, { change: '1' })}>{t('account.change')}</Link>
          </>
        ) : bound || error?.code === 'not_bound' ? (
          <WithdrawalAccountForm current={bound} holdHours={appInfo.value?.funds?.withdrawalAccountHoldHours} save={save} />
        ) : error ? (
          <ErrorRetry error={error} onRetry={account.retry} />
        ) : (
          <Loading />
        )}
      </div>
    </div>
  );
}
