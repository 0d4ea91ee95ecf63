import { useState } from 'react';
import { useLocation } from 'preact-iso/router';
import { WithdrawalAccountLabelBody, withdrawalAccountsMax, type WithdrawalAccountBody } from '../core/funds-structs.js';
import type { WithdrawalAccount } from '../core/funds.js';
import { t } from '../i18n/i18n.js';
import { formatDateTime } from '../i18n/format.js';
import { useServices } from '../hooks/use-services.js';
import { withdrawalAccountsOf } from '../state/withdrawal-accounts-model.js';
import { paths } from '../routing/paths.js';
import { NavBar } from '../components/nav-bar.js';
import { EmptyState } from '../components/empty-state.js';
import { ErrorRetry } from '../components/error-retry.js';
import { Field } from '../components/field.js';
import { FormError } from '../components/form-error.js';
import { Loading } from '../components/loading.js';
import { SubmitButton } from '../components/submit-button.js';
import { ConfirmDialog } from '../components/confirm-dialog.js';
import { showToast } from '../components/toast.js';
import { useForm } from '../hooks/use-form.js';
import { useLoad } from '../hooks/use-load.js';
import { asApiError } from '../api/api-error.js';
import { WithdrawalAccountCard, accountBrief } from '../components/withdrawal-account-card.js';
import { WithdrawalAccountForm } from '../components/withdrawal-account-form.js';
import { AccountHold } from '../components/account-hold.js';

/**
 * `paths.withdrawalAccountDetail`. With `?id=`: that account in full, its waiting period, its nickname to change and
 * Remove. Without: the form that adds one (`?redirect=` goes back there after, as from the withdraw screen). The
 * spec leaves it untitled; a bar with only a back button read as a page that failed, so its title says which it is.
 */
export default function WithdrawalAccountDetailsPage() {
  const { query, route } = useLocation();
  const services = useServices();
  const model = withdrawalAccountsOf(services);
  const accounts = useLoad(model.list);
  const items = accounts.value;
  const error = accounts.error;
  const shown = query.id ? items?.find((account) => account.id === query.id) : undefined;
  const add = async (body: WithdrawalAccountBody) => {
    const added = await model.add(body);
    showToast(added.holdUntil ? t('account.added', { time: formatDateTime(added.holdUntil) }) : t('account.bound'));
    // From the withdraw screen the user goes straight back to withdrawing; otherwise to the list, where it now is.
    route(query.redirect?.startsWith('/pages/') ? query.redirect : paths.withdrawalAccount, true);
  };
  return (
    <div className="up-page no-tabs">
      <NavBar title={shown ? (shown.label ?? accountBrief(shown)) : t(query.id ? 'account.title' : 'account.bind')} backTo={paths.withdrawalAccount} />
      <div className="up-body">
        {error ? (
          <ErrorRetry error={error} onRetry={accounts.retry} />
        ) : !items ? (
          <Loading />
        ) : shown ? (
          <AccountDetails account={shown} />
        ) : query.id ? (
          // Removed meanwhile (another tab) or never the user's.
          <div className="up-card">
            <EmptyState title={t('errors.not_found')} way={{ to: paths.withdrawalAccount, label: t('account.title'), replace: true }} />
          </div>
        ) : items.length >= withdrawalAccountsMax ? (
          <p className="up-notice">{t('errors.withdrawal_accounts_full', { max: withdrawalAccountsMax })}</p>
        ) : (
          <WithdrawalAccountForm held={items.length > 0} holdHours={services.appInfo.value?.funds?.withdrawalAccountHoldHours} save={add} />
        )}
      </div>
    </div>
  );
}

/** One account: every field, any waiting period, its nickname (moves no money: no password) and Remove, confirmed. */
function AccountDetails({ account }: { account: WithdrawalAccount }) {
  const { route } = useLocation();
  const model = withdrawalAccountsOf(useServices());
  const [asking, setAsking] = useState(false);
  const [removal, setRemoval] = useState<{ busy: boolean; error?: ReturnType<typeof asApiError> }>({ busy: false });
  const form = useForm(WithdrawalAccountLabelBody, { label: account.label ?? '' }, async ({ label }) => {
    await model.rename(account.id, label);
    showToast(t('account.renamed'));
    route(paths.withdrawalAccount, true);
  });
  const remove = async () => {
    setRemoval({ busy: true });
    try {
      await model.remove(account.id);
    } catch (error) {
      setAsking(false);
      setRemoval({ busy: false, error: asApiError(error) });
      return;
    }
    showToast(t('account.removed'));
    route(paths.withdrawalAccount, true);
  };
  return (
    <>
      <WithdrawalAccountCard account={account} full />
      <AccountHold account={account} />
      <form className="up-card up-form" onSubmit={form.onSubmit} noValidate>
        <Field {...form.bind('label')} label={t('account.label')} maxLength={30} autoComplete="off" />
        <FormError error={form.formError} />
        <SubmitButton sending={form.sending}>{t('account.rename')}</SubmitButton>
      </form>
      <FormError error={removal.error} />
      <button type="button" className="up-btn secondary" onClick={() => setAsking(true)}>
        {t('account.remove')}
      </button>
      {asking && (
        <ConfirmDialog message={t('account.removeConfirm')} confirmLabel={t('account.remove')} busy={removal.busy} onConfirm={remove} onCancel={() => setAsking(false)} />
      )}
    </>
  );
}
