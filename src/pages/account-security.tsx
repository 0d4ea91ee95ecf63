import { useState } from 'react';
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
  const [twoStep, sessions, signIns] = data.value ?? [];
  const error = data.error;
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
  const [setup, setSetup] = useState<TwoStepSetup>();
  const [turningOff, setTurningOff] = useState(false);
  const [codes, setCodes] = useState<string[]>();
  const [starting, setStarting] = useState(false);
  const form = useForm(TwoStepConfirmBody, { code: '', tradePassword: '' }, async (body) => {
    if (state.enabled) {
      await security.turnOff(body);
      setTurningOff(false);
    } else {
      setCodes(await security.turnOn(body));
      setSetup(undefined);
    }
    form.setValues({ code: '', tradePassword: '' });
    reload();
  });
  async function start() {
    setStarting(true);
    try {
      setSetup(await security.setup());
    } catch (caught) {
      showToast(errorMessage(asApiError(caught)));
    } finally {
      setStarting(false);
    }
  }
  const asking = setup || turningOff;
  return (
    <section className="up-card up-form">
      <h2 className="up-section-title">{t('security.twoStep')}</h2>
      {codes ? (
        <>
          <p>{t('security.codesOnce')}</p>
          <ol className="up-codes">
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ol>
          <CopyButton text={codes.join('\n')} />
          <button type="button" className="up-btn" onClick={() => setCodes(undefined)}>
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
          {setup && (
            <>
              <p>{t('security.scan')}</p>
              <img className="up-qr" src={`data:image/svg+xml,${encodeURIComponent(setup.qrSvg)}`} alt={t('security.qr')} width={176} height={176} />
              <p className="up-secret">
                <code>{setup.secret.replace(/(.{4})(?=.)/g, '$1 ')}</code>
                <CopyButton text={setup.secret} compact />
              </p>
            </>
          )}
          {asking ? (
            <form className="up-form" onSubmit={form.onSubmit} noValidate>
              <Field {...form.bind('code')} label={t('security.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={14} />
              <TradePasswordField {...form.bind('tradePassword')} />
              <FormError error={form.formError} />
              <SubmitButton sending={form.sending}>{t(state.enabled ? 'security.turnOff' : 'security.turnOn')}</SubmitButton>
            </form>
          ) : (
            <button
              type="button"
              className={state.enabled ? 'up-btn danger' : 'up-btn'}
              disabled={starting}
              onClick={() => (state.enabled ? setTurningOff(true) : start())}
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
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState('');
  async function run(id: string, action: () => Promise<void>) {
    setBusy(id);
    try {
      await action();
      reload();
    } catch (caught) {
      showToast(errorMessage(asApiError(caught)));
    } finally {
      setBusy('');
      setConfirming(false);
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
              <button type="button" className="up-out" disabled={!!busy} onClick={() => run(s.id, () => security.signOut(s.id))}>
                {t('security.signOut')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {shown.some((s) => !s.current && !s.canSignOut) && <p className="up-muted">{t('security.olderNote')}</p>}
      {shown.some((s) => s.canSignOut) && (
        <button type="button" className="up-btn danger" onClick={() => setConfirming(true)}>
          {t('security.signOutOthers')}
        </button>
      )}
      {confirming && (
        <ConfirmDialog
          message={t('security.signOutOthersConfirm')}
          confirmLabel={t('security.signOut')}
          busy={busy === '*'}
          onConfirm={() => run('*', security.signOutOthers)}
          onCancel={() => setConfirming(false)}
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
