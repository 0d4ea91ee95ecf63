import { useSignal } from '@preact/signals';
import { TwoStepConfirmBody } from '../core/security-structs.js';
import type { DeviceName, SessionInfo, SignInRecord, TwoStepSetup, TwoStepState } from '../core/security.js';
import { t } from '../i18n/i18n.js';
import { formatDateTime, formatRelativeTime } from '../i18n/format.js';
import { useServices } from '../hooks/use-services.js';
import { securityOf } from '../state/security-model.js';
import { paths } from '../routing/paths.js';
import { NavBar } from '../components/nav-bar.js';
import { Field } from '../components/field.js';
import { FormError, errorMessage } from '../components/form-error.js';
import { SubmitButton } from '../components/submit-button.js';
import { TradePasswordField } from '../components/trade-password-field.js';
import { ConfirmDialog } from '../components/confirm-dialog.js';
import { CopyButton } from '../components/copy-button.js';
import { EmptyState } from '../components/empty-state.js';
import { ErrorRetry } from '../components/error-retry.js';
import { Loading } from '../components/loading.js';
import { showToast } from '../components/toast.js';
import { useLoad } from '../hooks/use-load.js';
import { asApiError } from '../api/api-error.js';
import { useForm } from '../hooks/use-form.js';

const deviceText = (d: DeviceName) => [d.browser, d.os].filter(Boolean).join(' · ') || t('security.unknownDevice');

/**
 * `paths.security`: two-step sign-in (set up with a QR code, on with a code and the transaction password, recovery
 * codes shown once, off with both), the devices signed in now (sign one or all others out) and the last sign-ins.
 */
export default function AccountSecurityPage() {
  const security = securityOf(useServices());
  const data = useLoad(security.load);
  const [twoStep, sessions, signIns] = data.value.value ?? [];
  const error = data.error.value;
  return (
    <div className="up-page no-tabs up-security">
      <NavBar title={t('security.title')} backTo={paths.user} />
      <div className="up-body">
        {error && !twoStep ? (
          <ErrorRetry error={error} onRetry={data.retry} />
        ) : !twoStep || !sessions || !signIns ? (
          <Loading />
        ) : (
          <>
            <TwoStepCard state={twoStep} reload={data.retry} />
            <Sessions sessions={sessions} reload={data.retry} />
            <h2 className="up-section-title">{t('security.signIns')}</h2>
            {signIns.length ? (
              <ul className="up-list">
                {signIns.map((s) => (
                  <SignInRow key={s.at + s.outcome} record={s} />
                ))}
              </ul>
            ) : (
              <EmptyState title={t('security.noSignIns')} />
            )}
          </>
        )}
      </div>
    </div>
  );
}

/** Two-step sign-in: off (set up, then on) or on (off again); the recovery codes right after it went on. */
function TwoStepCard({ state, reload }: { state: TwoStepState; reload: () => void }) {
  const security = securityOf(useServices());
  const setup = useSignal<TwoStepSetup | undefined>(undefined);
  const turningOff = useSignal(false);
  const codes = useSignal<string[] | undefined>(undefined);
  const starting = useSignal(false);
  const form = useForm(TwoStepConfirmBody, { code: '', tradePassword: '' }, async (body) => {
    if (state.enabled) {
      await security.turnOff(body);
      turningOff.value = false;
    } else {
      codes.value = await security.turnOn(body);
      setup.value = undefined;
    }
    form.values.value = { code: '', tradePassword: '' };
    reload();
  });
  async function start() {
    starting.value = true;
    try {
      setup.value = await security.setup();
    } catch (caught) {
      showToast(errorMessage(asApiError(caught)));
    } finally {
      starting.value = false;
    }
  }
  const asking = setup.value || turningOff.value;
  return (
    <section className="up-card up-form">
      <h2 className="up-section-title">{t('security.twoStep')}</h2>
      {codes.value ? (
        <>
          <p>{t('security.codesOnce')}</p>
          <ol className="up-codes">
            {codes.value.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ol>
          <CopyButton text={codes.value.join('\n')} />
          <button type="button" className="up-btn" onClick={() => (codes.value = undefined)}>
            {t('security.saved')}
          </button>
        </>
      ) : (
        <>
          <p className="up-muted">
            {state.enabled
              ? t('security.on', { time: formatDateTime(state.enabledAt!), left: state.recoveryCodesLeft })
              : t('security.off')}
          </p>
          {setup.value && (
            <>
              <p>{t('security.scan')}</p>
              <img className="up-qr" src={`data:image/svg+xml,${encodeURIComponent(setup.value.qrSvg)}`} alt={t('security.qr')} width={176} height={176} />
              <p className="up-secret">
                <code>{setup.value.secret.replace(/(.{4})(?=.)/g, '$1 ')}</code>
                <CopyButton text={setup.value.secret} compact />
              </p>
            </>
          )}
          {asking ? (
            <form className="up-form" onSubmit={form.onSubmit} noValidate>
              <Field {...form.bind('code')} label={t('security.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={14} />
              <TradePasswordField {...form.bind('tradePassword')} />
              <FormError error={form.formError.value} />
              <SubmitButton sending={form.sending.value}>{t(state.enabled ? 'security.turnOff' : 'security.turnOn')}</SubmitButton>
            </form>
          ) : (
            <button
              type="button"
              className={state.enabled ? 'up-btn danger' : 'up-btn'}
              disabled={starting.value}
              onClick={() => (state.enabled ? (turningOff.value = true) : start())}
            >
              {t(state.enabled ? 'security.turnOff' : 'security.setUp')}
            </button>
          )}
        </>
      )}
    </section>
  );
}

/**
 * The devices signed in now, this one first; each one that signed in after this one can be signed out, or all of them
 * at once. Older ones only an older device (or a new login password) signs out: a note says so.
 */
function Sessions({ sessions, reload }: { sessions: SessionInfo[]; reload: () => void }) {
  const security = securityOf(useServices());
  const confirming = useSignal(false);
  const busy = useSignal('');
  async function run(id: string, action: () => Promise<void>) {
    busy.value = id;
    try {
      await action();
      reload();
    } catch (caught) {
      showToast(errorMessage(asApiError(caught)));
    } finally {
      busy.value = '';
      confirming.value = false;
    }
  }
  const shown = [...sessions].sort((a, b) => Number(b.current) - Number(a.current));
  return (
    <>
      <h2 className="up-section-title">{t('security.sessions')}</h2>
      <ul className="up-list">
        {shown.map((s) => (
          <li key={s.id} className="up-row">
            <div className="up-grow">
              <strong>{deviceText(s)}</strong> {s.current && <span className="up-tag">{t('security.thisDevice')}</span>}
              <small>{[s.address, t('security.seen', { ago: formatRelativeTime(s.lastSeenAt), first: formatDateTime(s.firstSeenAt) })].filter(Boolean).join(' · ')}</small>
            </div>
            {s.canSignOut && (
              <button type="button" className="up-out" disabled={!!busy.value} onClick={() => run(s.id, () => security.signOut(s.id))}>
                {t('security.signOut')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {shown.some((s) => !s.current && !s.canSignOut) && <p className="up-muted">{t('security.olderNote')}</p>}
      {shown.some((s) => s.canSignOut) && (
        <button type="button" className="up-btn danger" onClick={() => (confirming.value = true)}>
          {t('security.signOutOthers')}
        </button>
      )}
      {confirming.value && (
        <ConfirmDialog
          message={t('security.signOutOthersConfirm')}
          confirmLabel={t('security.signOut')}
          busy={busy.value === '*'}
          onConfirm={() => run('*', security.signOutOthers)}
          onCancel={() => (confirming.value = false)}
        />
      )}
    </>
  );
}

/** One sign-in: what came of it, on what and from where, and when. */
function SignInRow({ record }: { record: SignInRecord }) {
  return (
    <li className="up-row">
      <div className="up-grow">
        <strong className={record.outcome === 'signed_in' ? undefined : 'up-bad'}>{t(`security.outcome.${record.outcome}`)}</strong>
        <small>{[deviceText(record), record.address].filter(Boolean).join(' · ')}</small>
      </div>
      <small>{formatDateTime(record.at)}</small>
    </li>
  );
}
