import { useState } from 'react';
import { ApiError } from '../api/api-error.js';
import { SavingsTransferBody, savingsConfirmsAtMs, type SavingsRecord } from '../core/savings.js';
import { sanitizeAmountInput } from '../core/amount-input.js';
import { t } from '../i18n/i18n.js';
import { formatMoney } from '../i18n/format.js';
import { savingsStartsOn } from '../components/savings-starts-on.js';
import { useServices } from '../hooks/use-services.js';
import { Link } from '../routing/link.js';
import { paths } from '../routing/paths.js';
import { NavBar } from '../components/nav-bar.js';
import { AmountField, isOverMax } from '../components/amount-field.js';
import { FormError } from '../components/form-error.js';
import { SubmitButton } from '../components/submit-button.js';
import { moneyError } from '../components/money-error.js';
import { useForm } from '../hooks/use-form.js';
import { useLoad } from '../hooks/use-load.js';
import { Loading } from '../components/loading.js';
import { ErrorRetry } from '../components/error-retry.js';

/**
 * `paths.savingsIn` and `paths.savingsOut`: an amount by the spec's input rule, what is available, 'all', the
 * transfers left today, and when money put in starts earning (the cut-off rule before, the server's `confirmsAt`
 * after).
 */
function SavingsTransferPage({ out }: { out: boolean }) {
  const { session, savings, appInfo } = useServices();
  const summary = useLoad(() => (session.refresh().catch(() => {}), savings.refresh()));
  const [done, setDone] = useState<SavingsRecord>();
  const [short, setShort] = useState(false);
  const s = savings.summary.value ?? summary.value;
  // In comes from the available balance, out from everything in savings (pending first).
  const available = (out ? s?.total : session.user.value?.balances.available) ?? '0.00';
  const remaining = out ? s?.remainingOutToday : s?.remainingInToday;
  const form = useForm(SavingsTransferBody, { amount: '' }, async ({ amount }) => {
    // The field says so already; nothing is sent.
    if (isOverMax(amount, available)) return;
    setDone(await savings.transfer(out ? 'out' : 'in', amount).catch((error) => {
      // The server's insufficient_funds speaks of a fee, which transfers don't have.
      if (!(error instanceof ApiError && error.code === 'insufficient_funds')) throw moneyError(error);
      setShort(true);
      return undefined;
    }));
  });
  const title = t(out ? 'savings.out' : 'savings.in');
  const zone = appInfo.value?.timeZone ?? 'Asia/Taipei';
  const starts = (ms: number | string) => savingsStartsOn(ms, zone);

  if (done) {
    const record = done;
    return (
      <div className="up-page no-tabs">
        <NavBar title={title} backTo={paths.money} />
        <div className="up-body">
          <div className="up-card" role="status" data-testid="transfer-done">
            <p>{t(out ? 'savings.outDone' : 'savings.inDone', { amount: formatMoney(record.amount) })}</p>
            {record.confirmsAt && <p data-testid="starts-on">{starts(record.confirmsAt)}</p>}
          </div>
          <Link className="up-btn" to={paths.money}>{t('common.done')}</Link>
        </div>
      </div>
    );
  }
  return (
    <div className="up-page no-tabs">
      <NavBar title={title} backTo={paths.money} />
      {summary.error && !s ? (
        <ErrorRetry error={summary.error} onRetry={summary.retry} />
      ) : !s ? (
        <Loading />
      ) : (
        <form className="up-body" onSubmit={form.onSubmit} noValidate>
          <div className="up-card up-form">
            <AmountField
              {...form.bind('amount')}
              label={t('savings.amount')}
              max={available}
              hint={t(out ? 'savings.availableOut' : 'savings.availableIn', { amount: formatMoney(available) })}
            />
            <button type="button" className="up-btn secondary" data-testid="transfer-all" onClick={() => form.set('amount', sanitizeAmountInput(available))}>
              {t('withdraw.all')}
            </button>
            <dl className="up-stats" data-testid="remaining">
              <div>
                <dt>{t(out ? 'savings.remainingOut' : 'savings.remainingIn')}</dt>
                <dd className="up-num">{remaining}</dd>
              </div>
            </dl>
            <p className="up-muted" data-testid="starts-on">
              {out ? t('savings.outNote') : starts(savingsConfirmsAtMs(Date.now(), zone, appInfo.value?.savingsCutoff))}
            </p>
            {remaining === 0 ? (
              <p className="up-form-error" role="alert">{t('errors.savings_limit_reached')}</p>
            ) : (
              <>
                {short && <p className="up-form-error" role="alert">{t('savings.insufficient')}</p>}
                <FormError error={form.formError} />
                <SubmitButton sending={form.sending}>{title}</SubmitButton>
              </>
            )}
          </div>
        </form>
      )}
    </div>
  );
}

export const SavingsTransferIn = () => <SavingsTransferPage out={false} />;
export const SavingsTransferOut = () => <SavingsTransferPage out />;
