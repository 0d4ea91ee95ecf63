import { useState } from 'react';
import { useLocation } from 'preact-iso/router';
import { DepositBody, depositNoteMaxLength } from '../core/deposit-structs.js';
import type { DepositRecord } from '../core/funds.js';
import { parseMoney } from '../core/money.js';
import { t } from '../i18n/i18n.js';
import { formatDecimal, formatMoney } from '../i18n/format.js';
import { useServices } from '../hooks/use-services.js';
import { Link } from '../routing/link.js';
import { paths } from '../routing/paths.js';
import { NavBar } from '../components/nav-bar.js';
import { Field } from '../components/field.js';
import { AmountField } from '../components/amount-field.js';
import { FormError } from '../components/form-error.js';
import { SubmitButton } from '../components/submit-button.js';
import { moneyError } from '../components/money-error.js';
import { showToast } from '../components/toast.js';
import { useForm } from '../hooks/use-form.js';
import { useLoad } from '../hooks/use-load.js';
import { Loading } from '../components/loading.js';
import { ErrorRetry } from '../components/error-retry.js';
import { DepositPayment, methodName } from '../components/deposit-instructions.js';
import { AreaPart } from '../areas/area-part.js';

const quickAmounts = ['100', '500', '1000', '5000'];

/**
 * `paths.deposit`: amount within the chosen method's limits, the method's payment details and QR code, an
 * optional note of the user's own (sent as `reference`), and what happens next. A deposit an operator still has
 * to confirm then shows the reference the server made, to quote, with the same details.
 */
export default function DepositPage() {
  const { route } = useLocation();
  const { funds, appInfo } = useServices();
  const methods = useLoad(funds.depositMethods);
  const [made, setMade] = useState<DepositRecord>();
  const form = useForm(
    DepositBody,
    { amount: '', method: '', reference: '' },
    async (body) => {
      const record = await funds.deposit(body).catch((error) => {
        throw moneyError(error);
      });
      if (record.status === 'confirmed') {
        showToast(t('deposit.confirmed'));
        route(paths.depositList, true);
      } else setMade(record);
    },
    // The method on show: the one picked, else the first.
    (values) => ({ ...values, method: values.method || methods.value?.[0]?.id, reference: values.reference.trim() || undefined }),
  );
  const list = methods.value;
  const { amount } = form.values;
  const method = list?.find((m) => m.id === form.values.method) ?? list?.[0];
  const currency = appInfo.value?.funds?.currency ?? '';
  const minor = (text: string) => parseMoney(text) ?? 0;
  const inRange = (text: string) => !method || (minor(text) >= minor(method.minAmount) && minor(text) <= minor(method.maxAmount));
  const next = <p className="up-muted" data-testid="deposit-next">{t(appInfo.value?.demoMode ? 'depositPay.nextDemo' : 'depositPay.next')}</p>;

  if (made && method) {
    return (
      <div className="up-page no-tabs">
        <NavBar title={t('deposit.title')} backTo={paths.user} />
        <div className="up-body">
          {/* The currency the payer sends is the method's (a bank transfer in USD, not the platform's USDT). */}
          <p className="up-card" role="status">{t('depositPay.pay', { amount: formatMoney(made.amount), currency: method.currency })}</p>
          <DepositPayment method={method} qrUrl={funds.depositQrUrl(method.id)} reference={made.reference} />
          {next}
          <Link className="up-btn secondary" to={paths.depositList}>{t('depositList.title')}</Link>
        </div>
      </div>
    );
  }
  return (
    <div className="up-page no-tabs">
      <NavBar title={t('deposit.title')} backTo={paths.user} />
      {methods.error ? (
        <ErrorRetry error={methods.error} onRetry={methods.retry} />
      ) : !list ? (
        <Loading />
      ) : !method ? (
        <div className="up-empty">
          <p>{t('depositPay.none')}</p>
          <AreaPart area="messages" name="contactSupport" />
        </div>
      ) : (
        <form className="up-body" onSubmit={form.onSubmit} noValidate>
          <fieldset className="up-list up-radios">
            <legend>{t('deposit.method')}</legend>
            {list.map((m) => (
              <label key={m.id}>
                <input type="radio" name="method" value={m.id} checked={method === m} onChange={() => form.set('method', m.id)} />
                {methodName(m)}
              </label>
            ))}
          </fieldset>
          <div className="up-card up-form">
            <AmountField
              {...form.bind('amount')}
              label={t('deposit.amount')}
              max={method.maxAmount}
              hint={t('deposit.limits', { min: formatMoney(method.minAmount), max: formatMoney(method.maxAmount), currency })}
            />
            <div className="up-chips" role="group" aria-label={t('deposit.quick')}>
              {quickAmounts.filter(inRange).map((quick) => (
                <button key={quick} type="button" className="up-btn secondary" aria-pressed={amount === quick} onClick={() => form.set('amount', quick)}>
                  {formatDecimal(quick)}
                </button>
              ))}
            </div>
          </div>
          <DepositPayment method={method} qrUrl={funds.depositQrUrl(method.id)} />
          <div className="up-card up-form">
            <Field
              {...form.bind('reference')}
              label={t('deposit.reference')}
              hint={t(method.kind === 'crypto' ? 'deposit.referenceHintCrypto' : 'deposit.referenceHint')}
              maxLength={depositNoteMaxLength}
              autoComplete="off"
            />
            {next}
            <FormError error={form.formError} />
            <SubmitButton sending={form.sending}>{t('deposit.submit')}</SubmitButton>
          </div>
        </form>
      )}
    </div>
  );
}
