import { t, tryT } from '../i18n/i18n.js';
import { useServices } from '../hooks/use-services.js';
import { verificationOf } from '../state/verification-model.js';
import { paths } from '../routing/paths.js';
import { NavBar } from '../components/nav-bar.js';
import { ErrorRetry } from '../components/error-retry.js';
import { Icon } from '../components/icons.js';
import { Loading } from '../components/loading.js';
import { useLoad } from '../hooks/use-load.js';
import { VerificationForm } from '../components/verification-form.js';
import { VerificationSummary } from '../components/verification-summary.js';
import { AreaPart } from '../areas/area-part.js';

/**
 * `paths.verify`: real-name verification. Not submitted: the form. Under verification: what was sent.
 * Verified: "Verification successful". Rejected: why, and the form to send again.
 */
export default function VerificationPage() {
  const services = useServices();
  const verification = verificationOf(services);
  const loaded = useLoad(verification.load);
  const state = verification.state.value;
  const error = loaded.error;
  return (
    <div className="up-page no-tabs">
      <NavBar title={t('verify.title')} backTo={paths.user} />
      <div className="up-body">
        {error && !state ? (
          <ErrorRetry error={error} onRetry={loaded.retry} />
        ) : !state ? (
          <Loading />
        ) : state.status === 'pending' || state.status === 'verified' ? (
          <section className="up-card">
            <div className="up-empty" role="status">
              <Icon name={state.status === 'verified' ? 'shield' : 'id'} />
              <strong>{t(state.status === 'verified' ? 'verify.verified' : 'verify.pending')}</strong>
              {t(state.status === 'verified' ? 'verify.verifiedBody' : 'verify.pendingBody')}
            </div>
            <VerificationSummary state={state} />
          </section>
        ) : (
          <>
            {state.status === 'rejected' && (
              <section className="up-notice" role="alert">
                <strong>{t('verify.rejected')}</strong>
                <p>{tryT(`verify.reason.${state.rejectReason ?? 'other'}`) || t('verify.reason.other')}</p>
                {state.rejectNote && <p>{state.rejectNote}</p>}
                <p>{t('verify.resubmit')}</p>
                {state.rejectReason === 'duplicate_identity' && <AreaPart area="messages" name="contactSupport" />}
              </section>
            )}
            <VerificationForm verification={verification} previous={state} />
          </>
        )}
      </div>
    </div>
  );
}
