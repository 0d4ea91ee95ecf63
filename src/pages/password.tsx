import { useLocation } from 'preact-iso/router';
import { PasswordChangeBody } from '../core/secret-structs.js';
import { t } from '../i18n/i18n.js';
import { useServices } from '../hooks/use-services.js';
import { paths, withQuery } from '../routing/paths.js';
import { Link } from '../routing/link.js';
import { NavBar } from '../components/nav-bar.js';
import { Field } from '../components/field.js';
import { FormError } from '../components/form-error.js';
import { SubmitButton } from '../components/submit-button.js';
import { showToast } from '../components/toast.js';
import { useForm } from '../hooks/use-form.js';
import { changePassword } from '../state/own-account.js';

type Secret = 'oldPassword' | 'newPassword' | 'confirmPassword';

/** `paths.password?kind=login|trade`: change a password with the old one. */
export default function PasswordPage() {
  const { query, route } = useLocation();
  const services = useServices();
  const kind = query.kind === 'trade' ? 'trade' : 'login';
  const form = useForm(
    PasswordChangeBody,
    { oldPassword: '', newPassword: '', confirmPassword: '' },
    async (body) => {
      await changePassword(services, body);
      showToast(t('password.success'));
      route(paths.settings, true);
    },
    (values) => ({ ...values, kind }),
  );
  const digits = kind === 'trade';
  const field = (name: Secret, label: string, hint?: string) => (
    <Field
      {...form.bind(name)}
      type="password"
      label={label}
      hint={hint}
      autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
      inputMode={digits ? 'numeric' : undefined}
      maxLength={digits ? 6 : 32}
    />
  );
  return (
    <div className="up-page no-tabs">
      <NavBar title={t(digits ? 'password.titleTrade' : 'password.titleLogin')} backTo={paths.settings} />
      <form className="up-body" onSubmit={form.onSubmit} noValidate>
        <div className="up-card up-form">
          {field('oldPassword', t('password.old'))}
          {field('newPassword', t('password.new'), t(digits ? 'register.tradePasswordHint' : 'register.passwordHint'))}
          {field('confirmPassword', t('password.confirm'))}
          <FormError error={form.formError} />
          <SubmitButton sending={form.sending}>{t('common.submit')}</SubmitButton>
        </div>
        <p className="up-center">
          <Link to={withQuery(paths.forgotPassword, { kind })}>{t('password.forgot')}</Link>
        </p>
      </form>
    </div>
  );
}
