import { useEffect, useState } from 'react';
import { useLocation } from 'preact-iso/router';
import { ApiError } from '../api/api-error.js';
import { WithdrawalBody } from '../core/funds-structs.js';
import type { WithdrawalAccount } from '../core/funds.js';
import { formatMinor, parseMoney } from '../core/money.js';
import { withdrawalFeeMinor } from '../core/withdrawal-fee.js';
import { t } from '../i18n/i18n.js';
import { formatDateTime, formatMoney } from '../i18n/format.js';
import { useServices } from '../hooks/use-services.js';
import { withdrawalAccountsOf } from '../state/withdrawal-accounts-model.js';
import { maxWithdrawalMinor } from '../core/max-withdrawal.js';
import { paths } from '../routing/paths.js';
import { NavBar } from '../components/nav-bar.js';
import { AmountField } from '../components/amount-field.js';
import { WithdrawRefusal } from '../components/withdraw-refusal.js';
import { AccountHold } from '../components/account-hold.js';
import { accountTitle } from '../components/withdrawal-account-card.js';
import { Link } from '../routing/link.js';
import { SubmitButton } from '../components/submit-button.js';
import { ConfirmDialog } from '../components/confirm-dialog.js';
import { ErrorRetry } from '../components/error-retry.js';
import { AvailableBalance } from '../components/available-balance.js';
import { BindAccountPrompt } from '../components/bind-account-prompt.js';
import { WithdrawalFeeSummary } from '../components/withdrawal-fee-summary.js';
import { TradePasswordField } from '../components/trade-password-field.js';
import { Field, fieldMessage } from '../components/field.js';
import { Loading } from '../components/loading.js';
import { moneyError } from '../components/money-error.js';
import { showToast } from '../components/toast.js';
import { useForm } from '../hooks/use-form.js';
import { useLoad } from '../hooks/use-load.js';

/**
 * `paths.withdraw`: the account to pay (the last used first; a new one in its waiting period shown, not offered),
 * amount (with the fee shown live) and transaction password, confirmed with the account named. While every
 * account waits, it says until when instead of offering a button that can't work.
 */
export default function WithdrawPage() {
  const { route } = useLocation();
  const services = useServices();
  const { funds, session, appInfo } = services;
  const accounts = useLoad(withdrawalAccountsOf(services).list);
  const [asking, setAsking] = useState<(ok: boolean) => void>();
  useEffect(() => {
    // The balance must be fresh for 'All' and the checks; the cached one shows meanwhile.
    session.refresh().catch(() => {});
  }, [session]);

  const rules = appInfo.value?.funds;
  const currency = rules?.currency ?? '';
  const rule = rules && { rateBasisPoints: parseMoney(rules.withdrawFeeRate) ?? 0, feeMinMinor: parseMoney(rules.withdrawFeeMin) ?? 0 };
  const available = session.user.value?.balances.available;
  const availableMinor = parseMoney(available ?? '') ?? 0;

  const form = useForm(
    WithdrawalBody,
    { accountId: '', amount: '', tradePassword: '', otp: '' },
    async (body) => {
      if (!(await new Promise<boolean>((answer) => setAsking(() => answer)))) return;
      try {
        await funds.withdraw(body);
      } catch (error) {
        // The account went meanwhile (removed in another tab): the list is read again, and the error says to choose.
        if (error instanceof ApiError && error.fields.accountId) accounts.retry();
        throw moneyError(error);
      }
      showToast(t('withdraw.success'));
      route(paths.withdrawalList, true);
    },
    // The code is sent once asked for (two-step sign-in is on: `otp_required`); the account is the one ticked.
    (values) => ({ ...values, accountId: chosen?.id, otp: values.otp || undefined }),
  );
  const answer = (ok: boolean) => {
    asking?.(ok);
    setAsking(undefined);
  };

  const amountMinor = parseMoney(form.values.amount) ?? 0;
  const feeMinor = rule && amountMinor > 0 ? withdrawalFeeMinor(amountMinor, rule) : undefined;
  const totalMinor = feeMinor === undefined ? undefined : amountMinor + feeMinor;
  const money = (minor: number | undefined) => (minor === undefined ? '—' : formatMoney(formatMinor(minor)));
  const allMinor = rule ? maxWithdrawalMinor(availableMinor, rule) : 0;
  const error = accounts.error;
  const items = accounts.value;
  // The ticked account, else the first that takes withdrawals now (the list has the last used first).
  const ready = items?.filter((account) => !account.holdUntil) ?? [];
  const chosen: WithdrawalAccount | undefined = ready.find((account) => account.id === form.values.accountId) ?? ready[0];
  const unbound = items?.length === 0 || form.formError?.code === 'not_bound';
  const accountError = form.errors.accountId;

  return (
    <div className="up-page no-tabs">
      <NavBar title={t('withdraw.title')} backTo={paths.user} />
      <div className="up-body">
        <AvailableBalance available={available} currency={currency} />
        {unbound ? (
          <BindAccountPrompt />
        ) : error ? (
          <ErrorRetry error={error} onRetry={accounts.retry} />
        ) : !items ? (
          <Loading />
        ) : !chosen ? (
          <div className="up-card up-form">
            <AccountHold account={items[0]} />
            <Link className="up-btn secondary" to={paths.withdrawalAccount}>{t('withdraw.toAccount')}</Link>
          </div>
        ) : (
          <form className="up-card up-form" onSubmit={form.onSubmit} noValidate>
            <fieldset className="up-list up-radios" data-testid="methods" aria-describedby={accountError && 'accountId-error'}>
              <legend>{t('withdraw.method')}</legend>
              {items.map((account) => (
                <label key={account.id}>
                  <input type="radio" name="accountId" value={account.id} checked={account === chosen} disabled={!!account.holdUntil} onChange={() => form.set('accountId', account.id)} />
                  <span>
                    {accountTitle(account)}
                    {account.holdUntil && <small className="up-muted">{t('account.holdActive', { time: formatDateTime(account.holdUntil) })}</small>}
                  </span>
                </label>
              ))}
            </fieldset>
            {accountError && (
              <p className="up-form-error" id="accountId-error" role="alert">
                {fieldMessage(accountError)}
              </p>
            )}
            <Link className="up-btn ghost" to={paths.withdrawalAccount}>{t('withdraw.manage')}</Link>
            <AmountField
              {...form.bind('amount')}
              label={t('withdraw.amount')}
              hint={rules && t('withdraw.minimum', { min: formatMoney(rules.withdrawMin), currency })}
              before={
                <button type="button" className="up-btn ghost up-all" disabled={allMinor <= 0} onClick={() => form.set('amount', formatMinor(allMinor))}>
                  {t('withdraw.all')}
                </button>
              }
            />
            <WithdrawalFeeSummary fee={money(feeMinor)} total={money(totalMinor)} over={(totalMinor ?? 0) > availableMinor} />
            <TradePasswordField {...form.bind('tradePassword')} />
            {(form.values.otp || form.formError?.code.startsWith('otp_')) && (
              <Field {...form.bind('otp')} label={t('withdraw.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={14} />
            )}
            <WithdrawRefusal error={form.formError} />
            <SubmitButton sending={form.sending}>{t('withdraw.submit')}</SubmitButton>
          </form>
        )}
      </div>
      {asking && (
        <ConfirmDialog
          message={`${t('withdraw.confirm', { amount: money(amountMinor), fee: money(feeMinor), total: money(totalMinor), currency })}\n${t('withdraw.confirmTo', { account: chosen ? accountTitle(chosen) : '' })}`}
          onConfirm={() => answer(true)}
          onCancel={() => answer(false)}
        />
      )}
    </div>
  );
}
