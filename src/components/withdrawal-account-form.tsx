import { useState } from 'react';
import { WithdrawalAccountBody, type WithdrawalAccountKind } from '../core/funds-structs.js';
import { language, t } from '../i18n/i18n.js';
import { languageRegion } from '../i18n/region-names.js';
import { Field } from './field.js';
import { FormError } from './form-error.js';
import { SubmitButton } from './submit-button.js';
import { ConfirmDialog } from './confirm-dialog.js';
import { NationalitySelect } from './nationality-select.js';
import { TradePasswordField } from './trade-password-field.js';
import { useForm } from '../hooks/use-form.js';
import { WithdrawalAccountCard, type ShownAccount } from './withdrawal-account-card.js';

type Values = Record<'kind' | 'label' | 'accountName' | 'nationality' | 'bankName' | 'cardNumber' | 'bankAddress' | 'network' | 'currencyAddress' | 'tradePassword' | 'otp', string>;

/** The body of the chosen kind: the other kind's fields stay on the form (switching back keeps them) but are not sent. */
function toBody(values: Values) {
  // The authenticator's code goes once asked for (two-step sign-in is on: `otp_required`); a nickname once typed.
  const { accountName, tradePassword } = values;
  const otp = values.otp || undefined;
  const label = values.label.trim() || undefined;
  return values.kind === 'crypto'
    ? { type: 'crypto', accountName, network: values.network.trim(), currencyAddress: values.currencyAddress.trim(), label, tradePassword, otp }
    : { type: 'bank_card', accountName, nationality: values.nationality, bankName: values.bankName, cardNumber: values.cardNumber.replace(/\s+/g, ''), bankAddress: values.bankAddress, label, tradePassword, otp };
}

/**
 * Adding a withdrawal account: a kind (bank account or crypto wallet) with that kind's own fields, an optional
 * nickname and the transaction password. The confirmation shows the account as it will be added, so the user
 * checks what they typed and not a question that hides it. Once the user has one, the form says first that a new
 * one takes withdrawals only `holdHours` after it is added.
 */
export function WithdrawalAccountForm({ held, holdHours, save }: {
  /** The user has an account already, so this one will be held. */
  held: boolean;
  holdHours?: number;
  save: (body: WithdrawalAccountBody) => Promise<void>;
}) {
  const [asking, setAsking] = useState<{ account: ShownAccount; answer: (ok: boolean) => void }>();
  const form = useForm(
    WithdrawalAccountBody,
    {
      kind: 'bank_card',
      label: '',
      accountName: '',
      nationality: languageRegion(language.value),
      bankName: '',
      cardNumber: '',
      bankAddress: '',
      network: '',
      currencyAddress: '',
      tradePassword: '',
      otp: '',
    } satisfies Values,
    async (body) => {
      const { tradePassword: _secret, otp: _code, ...account } = body;
      if (!(await new Promise<boolean>((answer) => setAsking({ account, answer })))) return;
      await save(body);
    },
    toBody,
  );
  const answer = (ok: boolean) => {
    asking?.answer(ok);
    setAsking(undefined);
  };
  const kind = form.values.kind as WithdrawalAccountKind;
  const text = (name: Exclude<keyof Values, 'kind' | 'nationality' | 'tradePassword' | 'otp'>, extra: Partial<Parameters<typeof Field>[0]>) => (
    <Field {...form.bind(name)} label={t(`account.${name}`)} {...extra} />
  );
  const hours = holdHours === undefined ? undefined : t('account.holdNote', { count: holdHours, hours: holdHours });
  return (
    <>
      <form className="up-form" onSubmit={form.onSubmit} noValidate>
        <p className={held ? 'up-notice' : 'up-muted'} data-testid="account-form-note">
          {held ? hours : t('account.notBoundBody')}
        </p>
        <fieldset className="up-list up-radios">
          <legend>{t('account.type')}</legend>
          {(['bank_card', 'crypto'] as const).map((option) => (
            <label key={option}>
              <input type="radio" name="kind" value={option} checked={kind === option} onChange={() => form.set('kind', option)} />
              {t(option === 'crypto' ? 'account.crypto' : 'account.bankCard')}
            </label>
          ))}
        </fieldset>
        <div className="up-card up-form">
          {text('accountName', { maxLength: 60, autoComplete: 'name' })}
          {kind === 'crypto' ? (
            <>
              {text('network', { maxLength: 20, autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, hint: t('account.networkHint') })}
              {text('currencyAddress', { maxLength: 128, autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, hint: t('account.currencyAddressHint') })}
            </>
          ) : (
            <>
              <NationalitySelect {...form.bind('nationality')} label={t('account.nationality')} />
              {text('bankName', { maxLength: 80 })}
              {text('cardNumber', { maxLength: 36, inputMode: 'numeric', autoComplete: 'off' })}
              {text('bankAddress', { maxLength: 160 })}
            </>
          )}
          {text('label', { maxLength: 30, autoComplete: 'off', hint: t('account.labelHint') })}
          <TradePasswordField {...form.bind('tradePassword')} />
          {(form.values.otp || form.formError?.code.startsWith('otp_')) && (
            <Field {...form.bind('otp')} label={t('withdraw.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={14} />
          )}
          <FormError error={form.formError} />
          <SubmitButton sending={form.sending}>{t('account.bind')}</SubmitButton>
        </div>
      </form>
      {asking && (
        <ConfirmDialog
          message={
            <>
              <p>{t('account.bindConfirm')}</p>
              <WithdrawalAccountCard account={asking.account} full />
              {held && hours && <p className="up-notice">{hours}</p>}
            </>
          }
          onConfirm={() => answer(true)}
          onCancel={() => answer(false)}
        />
      )}
    </>
  );
}
