import { useState } from 'react';
import { useLocation } from 'preact-iso/router';
import { RegisterBody } from '../core/auth-structs.js';
import { t } from '../i18n/i18n.js';
import { useServices } from '../hooks/use-services.js';
import { paths, withQuery } from '../routing/paths.js';
import { NavBar } from '../components/nav-bar.js';
import { Field } from '../components/field.js';
import { FormError } from '../components/form-error.js';
import { SubmitButton } from '../components/submit-button.js';
import { EmptyState } from '../components/empty-state.js';
import { showToast } from '../components/toast.js';
import { useForm } from '../hooks/use-form.js';
import { TermsConsent } from '../components/terms-consent.js';
import type { RegisterInfo } from './register-info.js';
import { register } from '../state/sign-in.js';

type Secret = 'password' | 'passwordConfirm' | 'tradePassword' | 'tradePasswordConfirm';

/** `paths.register`: step 2 of 2 — login password and transaction password, each typed twice, and the terms accepted. */
export default function RegisterPasswordsPage() {
  const { route } = useLocation();
  const services = useServices();
  const { store } = services;
  const info = store.get<RegisterInfo>('registerInfo');
  const [accepted, setAccepted] = useState(false);
  const form = useForm(
    RegisterBody,
    { password: '', passwordConfirm: '', tradePassword: '', tradePasswordConfirm: '' },
    async (body) => {
      const { account } = await register(services, body);
      store.remove('registerInfo');
      showToast(t('register.success'));
      route(withQuery(paths.login, { account }), true);
    },
    (values) => ({ ...values, ticket: info?.ticket ?? '', acceptTerms: accepted }),
  );
  function accept(value: boolean) {
    setAccepted(value);
    form.setErrors(({ acceptTerms: _cleared, ...rest }) => rest);
  }
  if (!info || info.expiresAtMs <= Date.now() || form.formError?.code === 'ticket_invalid') {
    return (
      <div className="up-page no-tabs">
        <NavBar title={t('register.title')} backTo={paths.registerCheck} />
        <div className="up-body">
          <EmptyState title={t('register.expired')} way={{ to: paths.registerCheck, label: t('register.restart'), replace: true }} />
        </div>
      </div>
    );
  }
  const field = (name: Secret, label: string, hint?: string, digits = false) => (
    <Field
      {...form.bind(name)}
      type="password"
      label={label}
      hint={hint}
      autoComplete="new-password"
      inputMode={digits ? 'numeric' : undefined}
      maxLength={digits ? 6 : 32}
    />
  );
  return (
    <div className="up-page no-tabs">
      <NavBar title={t('register.title')} backTo={paths.registerCheck} />
      <form className="up-body" onSubmit={form.onSubmit} noValidate>
        <p className="up-muted">
          {t('register.step')} · {info.account}
        </p>
        <div className="up-card up-form">
          {field('password', t('register.password'), t('register.passwordHint'))}
          {field('passwordConfirm', t('register.passwordConfirm'))}
          {field('tradePassword', t('common.tradePassword'), t('register.tradePasswordHint'), true)}
          {field('tradePasswordConfirm', t('register.tradePasswordConfirm'), undefined, true)}
          <TermsConsent accepted={accepted} onChange={accept} error={form.errors.acceptTerms} />
          <FormError error={form.formError} />
          <SubmitButton sending={form.sending}>{t('register.submit')}</SubmitButton>
        </div>
      </form>
    </div>
  );
}
