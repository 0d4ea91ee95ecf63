import { useLocation } from 'preact-iso/router';
import { DepositBody, depositMethods } from '../core/funds-structs.js';
import { parseMoney } from '../core/money.js';
import { t } from '../i18n/i18n.js';
import { formatDecimal, formatMoney } from '../i18n/format.js';
import { useServices } from '../state/services.js';
import { paths } from '../routing/paths.js';
import { NavBar } from '../components/nav-bar.js';
import { Field } from '../components/field.js';
import { AmountField } from '../components/amount-field.js';
import { FormError } from '../components/form-error.js';
import { SubmitButton } from '../components/submit-button.js';
import { moneyError } from '../components/money-error.js';
import { showToast } from '../components/toast.js';
import { useForm } from '../components/use-form.js';

const quickAmounts = ['100', '500', '1000', '5000'];

/** `/pages/amount/amount`: the deposit screen (docs/decisions.md) — amount, method, optional reference. */
export default function DepositPage() {
  const { route } = useLocation();
  const { funds, appInfo } = useServices();
  const rules = appInfo.value?.funds;
  const form = useForm(
    DepositBody,
    { amount: '', method: depositMethods[0] as string, reference: '' },
    async (body) => {
      const record = await funds.deposit(body).catch((error) => {
        throw moneyError(error);
      });
      showToast(t(record.status === 'confirmed' ? 'deposit.confirmed' : 'deposit.submitted'));
      route(paths.depositList, true);
    },
    (values) => ({ ...values, reference: values.reference.trim() || undefined }),
  );
  const { amount, method } = form.values.value;
  const minor = (text: string) => parseMoney(text) ?? 0;
  const inRange = (text: string) => !rules || (minor(text) >= minor(rules.depositMin) && minor(text) <= minor(rules.depositMax));
  return (
    <div class="up-page no-tabs">
      <NavBar title={t('deposit.title')} backTo={paths.user} />
      <form class="up-body" onSubmit={form.onSubmit} noValidate>
        <div class="up-card up-form">
          <AmountField
            {...form.bind('amount')}
            label={t('deposit.amount')}
            max={rules ? Number(rules.depositMax) : undefined}
            hint={rules && t('deposit.limits', { min: formatMoney(rules.depositMin), max: formatMoney(rules.depositMax), currency: rules.currency })}
          />
          <div class="up-chips" role="group" aria-label={t('deposit.quick')}>
            {quickAmounts.filter(inRange).map((quick) => (
              <button key={quick} type="button" class="up-btn secondary" aria-pressed={amount === quick} onClick={() => form.set('amount', quick)}>
                {formatDecimal(quick)}
              </button>
            ))}
          </div>
        </div>
        <fieldset class="up-list up-radios">
          <legend>{t('deposit.method')}</legend>
          {depositMethods.map((m) => (
            <label key={m}>
              <input type="radio" name="method" value={m} checked={method === m} onChange={() => form.set('method', m)} />
              {t(`method.${m}`)}
            </label>
          ))}
        </fieldset>
        <div class="up-card up-form">
          <Field {...form.bind('reference')} label={t('deposit.reference')} hint={t('deposit.referenceHint')} maxLength={100} autocomplete="off" />
          <FormError error={form.formError.value} />
          <SubmitButton sending={form.sending.value}>{t('deposit.submit')}</SubmitButton>
        </div>
      </form>
    </div>
  );
}
