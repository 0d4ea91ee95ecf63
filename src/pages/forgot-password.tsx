import { useState } from 'react';
import { useLocation } from 'preact-iso/router';
import { PasswordResetBody, ResetCodeRequestBody } from '../core/password-reset-structs.js';
import { dialCodeOf, phoneText, toE164 } from '../core/phone.js';
import { languageRegion } from '../i18n/region-names.js';
import { language, t } from '../i18n/i18n.js';
import { useServices } from '../hooks/use-services.js';
import { passwordResetOf, type PasswordReset } from '../state/password-reset-model.js';
import { paths, withQuery } from '../routing/paths.js';
import { NavBar } from '../components/nav-bar.js';
import { Field } from '../components/field.js';
import { FormError } from '../components/form-error.js';
import { SubmitButton } from '../components/submit-button.js';
import { PhoneField } from '../components/phone-field.js';
import { showToast } from '../components/toast.js';
import { useForm } from '../hooks/use-form.js';
import { useResendWait } from '../hooks/use-resend-wait.js';
import type { ApiError } from '../api/api-error.js';

/**
 * `paths.forgotPassword`: a forgotten login or transaction password. Account and phone → a 4-digit code by
 * SMS (again after 60 s) → the code, which password, and the new one twice → sign in with it. `?kind=trade`
 * picks the transaction password, `?account=` fills the account.
 */
export default function ForgotPasswordPage() {
  const { query } = useLocation();
  const reset = passwordResetOf(useServices());
  return (
    <div className="up-page no-tabs">
      <NavBar title={t('reset.title')} backTo={paths.login} />
      {reset.asked.value ? <NewPasswordForm reset={reset} kind={query.kind === 'trade' ? 'trade' : 'login'} /> : <CodeRequestForm reset={reset} account={query.account ?? ''} />}
    </div>
  );
}

function CodeRequestForm({ reset, account }: { reset: PasswordReset; account: string }) {
  const [dialCode, setDialCode] = useState(dialCodeOf(languageRegion(language.value)));
  const form = useForm(
    ResetCodeRequestBody,
    { account, phone: '' },
    (body) => reset.requestCode(body),
    (values) => ({ ...values, phone: values.phone.trim() ? toE164(dialCode, values.phone) : '', lang: language.value }),
  );
  return (
    <form className="up-body" onSubmit={form.onSubmit} noValidate>
      <p className="up-muted">{t('reset.intro')}</p>
      <div className="up-card up-form">
        <Field {...form.bind('account')} label={t('login.account')} autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={64} />
        <PhoneField {...form.bind('phone')} label={t('registerCheck.phone')} dialCode={dialCode} onDialCode={setDialCode} />
        <FormError error={form.formError} />
        <SubmitButton sending={form.sending}>{t('reset.send')}</SubmitButton>
      </div>
    </form>
  );
}


function NewPasswordForm({ reset, kind: initialKind }: { reset: PasswordReset; kind: 'login' | 'trade' }) {
  const { route } = useLocation();
  const asked = reset.asked.value!;
  const [resending, setResending] = useState(false);
  const [resendError, setResendError] = useState<ApiError>();
  const wait = useResendWait(reset.askedAtMs.value);
  const form = useForm(
    PasswordResetBody,
    { code: '', kind: initialKind as string, newPassword: '', confirmPassword: '' },
    async (body) => {
      await reset.reset(body);
      showToast(t('reset.success'));
      route(withQuery(paths.login, { account: body.account }), true);
    },
    (values) => ({ ...values, account: asked.account, requestId: reset.requestId.value ?? '' }),
  );
  const digits = form.values.kind === 'trade';

  async function resend() {
    if (resending || wait > 0) return;
    setResending(true);
    setResendError(undefined);
    try {
      await reset.requestCode({ ...asked, lang: language.value });
      form.set('code', '');
    } catch (error) {
      setResendError(error as ApiError);
    } finally {
      setResending(false);
    }
  }

  const secret = (name: 'newPassword' | 'confirmPassword', label: string, hint?: string) => (
    <Field {...form.bind(name)} type="password" label={label} hint={hint} autoComplete="new-password" inputMode={digits ? 'numeric' : undefined} maxLength={digits ? 6 : 32} />
  );
  return (
    <form className="up-body" onSubmit={form.onSubmit} noValidate>
      <p className="up-muted">{t('reset.sent', { phone: phoneText(asked.phone) })}</p>
      {reset.demoCode.value && (
        <p className="up-notice" data-testid="demo-code">
          {t('reset.demoCode', { code: reset.demoCode.value })}
        </p>
      )}
      <div className="up-card up-form">
        <Field {...form.bind('code')} label={t('reset.code')} hint={t('reset.codeHint')} autoComplete="one-time-code" inputMode="numeric" maxLength={4} />
        <button type="button" className="up-btn ghost" onClick={resend} disabled={resending || wait > 0} aria-busy={resending ? 'true' : undefined}>
          {resending && <span className="up-spinner" aria-hidden="true" />}
          {wait > 0 ? t('reset.resendIn', { seconds: wait }) : t('reset.resend')}
        </button>
        <FormError error={resendError} />
      </div>
      <fieldset className="up-list up-radios">
        <legend>{t('reset.which')}</legend>
        {(['login', 'trade'] as const).map((option) => (
          <label key={option}>
            <input type="radio" name="kind" value={option} checked={form.values.kind === option} onChange={() => form.set('kind', option)} />
            {t(option === 'trade' ? 'reset.kindTrade' : 'reset.kindLogin')}
          </label>
        ))}
      </fieldset>
      <div className="up-card up-form">
        {secret('newPassword', t('reset.new'), t(digits ? 'register.tradePasswordHint' : 'register.passwordHint'))}
        {secret('confirmPassword', t('reset.confirm'))}
        <FormError error={form.formError} />
        <SubmitButton sending={form.sending}>{t('reset.submit')}</SubmitButton>
      </div>
      <p className="up-center">
        <button type="button" className="up-btn ghost" onClick={reset.startOver}>
          {t('reset.startOver')}
        </button>
      </p>
    </form>
  );
}
