import { t } from '../i18n/i18n.js';
import { CopyButton } from './copy-button.js';

/** The user's account-opening code, for inviting others, with a button that copies it; none until the profile is in. */
export function InviteCode({ code }: { code?: string }) {
  return (
    <ul className="up-list">
      <li>
        <div className="up-row">
          <span className="up-grow">
            {t('user.inviteCode')}
            <br />
            <strong className="up-num" data-testid="invite-code">{code ?? '—'}</strong>
          </span>
          <CopyButton text={code} copied={t('user.copied')} failed={t('user.copyFailed')} />
        </div>
      </li>
    </ul>
  );
}
