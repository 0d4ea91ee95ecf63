import { useLocation } from 'preact-iso/router';
import { useSignal } from '@preact/signals';
import { WithdrawalAccountBody } from '../core/funds-structs.js';
import { language, t } from '../i18n/i18n.js';
import { languageRegion } from '../i18n/regions.js';
import { useServices } from '../state/services.js';
import { paths } from '../routing/paths.js';
import { NavBar } from '../components/nav-bar.js';
import { Field } from '../components/field.js';
import { FormError } from '../components/form-error.js';
import { SubmitButton } from '../components/submit-button.js';
import { ConfirmDialog } from '../components/confirm-dialog.js';
import { ErrorRetry } from '../components/error-retry.js';
import { Loading } from '../components/loading.js';
import { NationalitySelect } from '../components/nationality-select.js';
import { showToast } from '../components/toast.js';
import { useForm } from '../components/use-form.js';
import { useLoad } from '../components/use-load.js';
import { WithdrawalAccountCard } from '../components/withdrawal-account-card.js';

type TextField = 'accountName' | 'bankName' | 'cardNumber' | 'bankAddress' | 'currencyAddress';

/**
 * `paths.withdrawalAccountDetail` ("no title" in the spec: the bar keeps only its back button, the title is
 * for screen readers). Not bound: the bank card form, bound once after a confirmation. Bound: every field.
 */
export default function WithdrawalAccountDetailsPage() {
  const { query, route } = useLocation();
  const { funds } = useServices();
  const account = useLoad(funds.account);
  const asking = useSignal<((ok: boolean) => void) | undefined>(undefined);
  const form = useForm(
    WithdrawalAccountBody,
    { accountName: '', nationality: languageRegion(language.value), bankName: '', cardNumber: '', bankAddress: '', currencyAddress: '' },
    async (body) => {
      // Bound once only: the user confirms before it is final.
      if (!(await new Promise<boolean>((answer) => (asking.value = answer)))) return;
      account.value.value = await funds.bindAccount(body);
      account.error.value = undefined;
      showToast(t('account.bound'));
      // From the withdraw screen the user goes straight back to withdrawing.
      if (query.redirect?.startsWith('/pages/')) route(query.redirect, true);
    },
    (values) => ({ ...values, type: 'bank_card', cardNumber: values.cardNumber.replace(/\s+/g, '') }),
  );
  const answer = (ok: boolean) => {
    asking.value?.(ok);
    asking.value = undefined;
  };
  const error = account.error.value;
  const text = (name: TextField, extra: Partial<Parameters<typeof Field>[0]>) => (
    <Field {...form.bind(name)} label={t(`account.${name}`)} {...extra} />
  );
  return (
    <div className="up-page no-tabs up-untitled">
      <NavBar title={t('account.title')} backTo={paths.withdrawalAccount} />
      <div className="up-body">
        {account.value.value ? (
          <>
            <WithdrawalAccountCard account={account.value.value} full />
            <p className="up-notice">{t('account.changeNote')}</p>
          </>
        ) : error?.code === 'not_bound' ? (
          <form className="up-card up-form" onSubmit={form.onSubmit} noValidate>
            <p className="up-muted">{t('account.notBoundBody')}</p>
            {text('accountName', { maxLength: 60, autoComplete: 'name' })}
            <NationalitySelect {...form.bind('nationality')} label={t('account.nationality')} />
            {text('bankName', { maxLength: 80 })}
            {text('cardNumber', { maxLength: 36, inputMode: 'numeric', autoComplete: 'off' })}
            {text('bankAddress', { maxLength: 160 })}
            {text('currencyAddress', { maxLength: 128, autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, hint: t('account.currencyAddressHint') })}
            <FormError error={form.formError.value} />
            <SubmitButton sending={form.sending.value}>{t('account.bind')}</SubmitButton>
          </form>
        ) : error ? (
          <ErrorRetry error={error} onRetry={account.retry} />
        ) : (
          <Loading />
        )}
      </div>
      {asking.value && <ConfirmDialog message={t('account.bindConfirm')} onConfirm={() => answer(true)} onCancel={() => answer(false)} />}
    </div>
  );
}
