import type { Me, VerificationStatus } from '../core/me.js';
import { t, type MessageKey } from '../i18n/i18n.js';

const badge: Record<VerificationStatus, MessageKey> = {
  none: 'user.unverified',
  pending: 'user.pending',
  verified: 'user.verified',
  rejected: 'user.rejected',
};

/** Who the user is: initial, account, verification badge and credit score; placeholders until the profile is in. */
export function ProfileHeader({ me }: { me?: Me }) {
  return (
    <section className="up-card up-profile" aria-labelledby="up-account">
      <div className="up-avatar" aria-hidden="true">
        {me?.account.slice(0, 1).toUpperCase() ?? ''}
      </div>
      <div>
        <h2 id="up-account">{me?.account ?? <span className="up-skeleton" style={{ display: 'block', width: '8em' }} />}</h2>
        <p className="up-muted">
          {t('user.generalUser')}
          {me && <span className={`up-badge ${me.verification}`}>{t(badge[me.verification])}</span>}
        </p>
      </div>
      <div className="up-credit">
        <span className="up-muted">{t('user.creditScore')}</span>
        <strong className="up-num">{me?.creditScore ?? '—'}</strong>
      </div>
    </section>
  );
}
