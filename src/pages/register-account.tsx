import { useState } from 'react';
import { useLocation } from 'preact-iso/router';
import { RegisterCheckBody } from '../core/auth-structs.js';
import { dialCodeOf, toE164 } from '../core/phone.js';
import { language, t } from '../i18n/i18n.js';
import { languageRegion } from '../i18n/region-names.js';
import { sentenceGap } from '../i18n/sentence-gap.js';
import { useServices } from '../hooks/use-services.js';
import { paths } from '../routing/paths.js';
import { Link } from '../routing/link.js';
import { NavBar } from '../components/nav-bar.js';
import { Field } from '../components/field.js';
import { FormError } from '../components/form-error.js';
import { PhoneField } from '../components/phone-field.js';
import { SubmitButton } from '../components/submit-button.js';
import { useForm } from '../hooks/use-form.js';
import { registerInfoLifetimeMs, type RegisterInfo } from './register-info.js';
import { registerCheck } from '../state/sign-in.js';

/** `paths.registerCheck`: step 1 of 2 — account, phone and account-opening code. */
export default function RegisterAccountPage() {
  const { query, route } = useLocation();
  const services = useServices();
  const { store } = services;
  // Back from step 2: step 1 as it was left; else a number of the interface language's country.
  const kept = store.get<RegisterInfo>('registerInfo');
  const [dialCode, setDialCode] = useState(kept?.dialCode ?? dialCodeOf(languageRegion(language.value)));
  const form = useForm(
    RegisterCheckBody,
    { account: kept?.account ?? '', phone: kept?.phone ?? '', inviteCode: query.code ?? kept?.inviteCode ?? '' },
    async (body) => {
      const { ticket } = await registerCheck(services, body);
      const { phone, inviteCode } = form.values;
      const info: RegisterInfo = { ticket, account: body.account, dialCode, phone, inviteCode, expiresAtMs: Date.now() + registerInfoLifetimeMs };
      store.set('registerInfo', info);
      route(paths.register);
    },
    (values) => ({ ...values, phone: values.phone.trim() ? toE164(dialCode, values.phone) : '' }),
  );
  return (
    <div className="up-page no-tabs">
      <NavBar title={t('registerCheck.title')} backTo={paths.login} />
      <form className="up-body" onSubmit={form.onSubmit} noValidate>
        <p className="up-muted">{t('registerCheck.step')}</p>
        <div className="up-card up-form">
          <Field
            {...form.bind('account')}
            label={t('registerCheck.account')}
            hint={t('registerCheck.accountHint')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={12}
          />
          <PhoneField {...form.bind('phone')} label={t('registerCheck.phone')} dialCode={dialCode} onDialCode={setDialCode} />
          <Field
            {...form.bind('inviteCode')}
            label={t('registerCheck.inviteCode')}
            hint={t('registerCheck.inviteHint')}
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={16}
          />
          <FormError error={form.formError} />
          <SubmitButton sending={form.sending}>{t('registerCheck.next')}</SubmitButton>
        </div>
        <p className="up-center up-muted">
          {t('registerCheck.haveAccount')}
          {sentenceGap()}
          <Link to={paths.login}>{t('registerCheck.signIn')}</Link>
        </p>
      </form>
    </div>
  );
}
