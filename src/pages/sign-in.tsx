import { useLocation } from 'preact-iso/router';
import { LoginBody } from '../core/auth-structs.js';
import { t } from '../i18n/i18n.js';
import { sentenceGap } from '../i18n/sentence-gap.js';
import { useServices } from '../hooks/use-services.js';
import { paths, withQuery } from '../routing/paths.js';
import { Link } from '../routing/link.js';
import { NavBar } from '../components/nav-bar.js';
import { Field } from '../components/field.js';
import { FormError } from '../components/form-error.js';
import { SubmitButton } from '../components/submit-button.js';
import { useForm } from '../hooks/use-form.js';
import { login } from '../state/sign-in.js';

/** `paths.login`: account + password; afterwards back to where the guard stopped the user. */
export default function SignInPage() {
  const { query, route } = useLocation();
  const services = useServices();
  const { appInfo } = services;
  const form = useForm(
    LoginBody,
    { account: query.account ?? '', password: '', otp: '' },
    async (body) => {
      await login(services, body);
      const next = query.redirect?.startsWith('/pages/') ? query.redirect : paths.user;
      route(next, true);
    },
    // The code is sent once asked for (two-step sign-in on a new device: `otp_required`).
    (values) => ({ ...values, otp: values.otp || undefined }),
  );
  const asked = form.values.otp || form.formError?.code.startsWith('otp_');
  return (
    <div className="up-page no-tabs">
      <NavBar title={t('login.title')} backTo={paths.home} />
      <form className="up-body" onSubmit={form.onSubmit} noValidate>
        <div className="up-card up-form">
          <Field
            {...form.bind('account')}
            label={t('login.account')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
          <Field
            {...form.bind('password')}
            type="password"
            label={t('login.password')}
            autoComplete="current-password"
          />
          {asked && <Field {...form.bind('otp')} label={t('login.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={14} />}
          <FormError error={form.formError} />
          <SubmitButton sending={form.sending}>{t('login.submit')}</SubmitButton>
        </div>
        <p className="up-center">
          <Link to={form.values.account.trim() ? withQuery(paths.forgotPassword, { account: form.values.account.trim() }) : paths.forgotPassword}>{t('login.forgot')}</Link>
        </p>
        <p className="up-center up-muted">
          {t('login.noAccount')}
          {sentenceGap()}
          <Link to={paths.registerCheck}>{t('login.register')}</Link>
        </p>
        {appInfo.value?.demoMode && <p className="up-notice">{t('login.demoHint', { account: 'demo001', password: 'demo1234' })}</p>}
      </form>
    </div>
  );
}
