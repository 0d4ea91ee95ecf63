import { useEffect, useState } from 'react';
import { useLocation } from 'preact-iso/router';
import { t } from '../i18n/i18n.js';
import { useServices } from '../hooks/use-services.js';
import { paths } from '../routing/paths.js';
import { NavBar } from '../components/nav-bar.js';
import { Icon } from '../components/icons.js';
import { ConfirmDialog } from '../components/confirm-dialog.js';
import { ProfileHeader } from '../components/profile-header.js';
import { AssetsSummary } from '../components/assets-summary.js';
import { InviteCode } from '../components/invite-code.js';
import { PersonalMenu } from '../components/personal-menu.js';
import { AboutLinks } from '../components/about-links.js';
import { signOut } from '../state/own-account.js';

/** `paths.user`: who I am, what I hold, my account-opening code, and the way out. */
export default function PersonalCenterPage() {
  const { route } = useLocation();
  const services = useServices();
  const { session } = services;
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    // Cached profile shows at once; a fresh one replaces it when it arrives (a 401 signs out).
    session.refresh().catch(() => {});
  }, [session]);
  const me = session.user.value;

  function logout() {
    setLeaving(true);
    // Leave first: once the token is gone the auth guard would treat this page as "stopped here, come back".
    route(paths.login, true);
    // Signed out on this device even when the server can't be told (offline); its session then expires.
    signOut(services).catch(() => {});
  }

  return (
    <div className="up-page">
      <NavBar title={t('user.title')} />
      <div className="up-body">
        <ProfileHeader me={me} />
        <AssetsSummary me={me} />
        <InviteCode code={me?.inviteCode} />
        <PersonalMenu />
        <AboutLinks />
        <button type="button" className="up-btn danger" onClick={() => setConfirming(true)}>
          <Icon name="logout" />
          {t('user.logout')}
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          message={t('user.logoutConfirm')}
          confirmLabel={t('user.logout')}
          busy={leaving}
          onConfirm={logout}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
