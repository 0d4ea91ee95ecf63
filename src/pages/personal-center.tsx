import { useEffect } from 'react';
import { useSignal } from '@preact/signals';
import { useLocation } from 'preact-iso/router';
import type { VerificationStatus } from '../core/me.js';
import { t, type MessageKey } from '../i18n/i18n.js';
import { formatMoney, formatZone } from '../i18n/format.js';
import { useServices } from '../state/services.js';
import { paths, withQuery } from '../routing/paths.js';
import { NavBar } from '../components/nav-bar.js';
import { Link } from '../routing/link.js';
import { Icon, type IconName } from '../components/icons.js';
import { MenuLink } from '../components/menu-link.js';
import { ConfirmDialog } from '../components/confirm-dialog.js';
import { showToast } from '../components/toast.js';
import { BalanceParts } from '../components/balance-parts.js';

const badge: Record<VerificationStatus, MessageKey> = {
  none: 'user.unverified',
  pending: 'user.pending',
  verified: 'user.verified',
  rejected: 'user.rejected',
};

// Only screens that exist are linked: a shortcut to nothing is a dead button.
const shortcuts: { to: string; label: MessageKey; icon: IconName }[] = [
  { to: paths.depositList, label: 'depositList.title', icon: 'list' },
  { to: paths.withdrawalList, label: 'withdrawList.title', icon: 'doc' },
  { to: paths.moneyRecord, label: 'record.title', icon: 'wallet' },
  { to: paths.withdrawalAccount, label: 'account.title', icon: 'card' },
  { to: paths.orders, label: 'order.title', icon: 'chart' },
  { to: withQuery(paths.password, { kind: 'login' }), label: 'set.loginPassword', icon: 'lock' },
  { to: withQuery(paths.password, { kind: 'trade' }), label: 'set.tradePassword', icon: 'shield' },
  { to: paths.settings, label: 'user.settings', icon: 'gear' },
];

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** `paths.user`: who I am, what I hold, my account-opening code, and the way out. */
export default function PersonalCenterPage() {
  const { route } = useLocation();
  const { session, appInfo } = useServices();
  const confirming = useSignal(false);
  const leaving = useSignal(false);
  useEffect(() => {
    // Cached profile shows at once; a fresh one replaces it when it arrives (a 401 signs out).
    session.refresh().catch(() => {});
  }, [session]);
  const me = session.user.value;

  function logout() {
    leaving.value = true;
    // Leave first: once the token is gone the auth guard would treat this page as "stopped here, come back".
    route(paths.login, true);
    // Signed out on this device even when the server can't be told (offline); its session then expires.
    session.signOut().catch(() => {});
  }

  return (
    <div className="up-page">
      <NavBar title={t('user.title')} />
      <div className="up-body">
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

        <section className="up-card up-assets" aria-label={t('user.totalAssets')}>
          <p className="up-muted">{t('user.totalAssets')}</p>
          <p className="up-big up-num">
            {me ? formatMoney(me.balances.total) : '—'} <small>{appInfo.value?.funds?.currency}</small>
          </p>
          <BalanceParts balances={me?.balances} />
          <dl className="up-stats">
            {(
              [
                ['user.pnlTotal', me?.pnl.total],
                ['user.pnlToday', me?.pnl.today],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt>
                  {t(label)}
                  {/* "Today" is the platform's day (docs/design.md, Client), which need not be the device's. */}
                  {label === 'user.pnlToday' && appInfo.value && <small> {formatZone(appInfo.value.timeZone)}</small>}
                </dt>
                <dd className="up-num">{value === undefined ? '—' : formatMoney(value)}</dd>
              </div>
            ))}
          </dl>
          <div className="up-actions">
            <Link className="up-btn" to={paths.deposit}>
              <Icon name="plus" />
              {t('deposit.title')}
            </Link>
            <Link className="up-btn secondary" to={paths.withdraw}>
              <Icon name="minus" />
              {t('withdraw.title')}
            </Link>
          </div>
        </section>

        <ul className="up-list">
          <li>
            <div className="up-row">
              <span className="up-grow">
                {t('user.inviteCode')}
                <br />
                <strong className="up-num" data-testid="invite-code">{me?.inviteCode ?? '—'}</strong>
              </span>
              <button
                type="button"
                className="up-btn secondary"
                style={{ width: 'auto' }}
                disabled={!me}
                onClick={async () => me && showToast(t((await copyText(me.inviteCode)) ? 'user.copied' : 'user.copyFailed'))}
              >
                <Icon name="copy" />
                {t('common.copy')}
              </button>
            </div>
          </li>
        </ul>

        <ul className="up-list">
          {shortcuts.map((s) => (
            <MenuLink key={s.to} to={s.to} icon={s.icon} label={t(s.label)} />
          ))}
        </ul>

        <button type="button" className="up-btn danger" onClick={() => (confirming.value = true)}>
          <Icon name="logout" />
          {t('user.logout')}
        </button>
      </div>
      {confirming.value && (
        <ConfirmDialog
          message={t('user.logoutConfirm')}
          confirmLabel={t('user.logout')}
          busy={leaving.value}
          onConfirm={logout}
          onCancel={() => (confirming.value = false)}
        />
      )}
    </div>
  );
}
