import { t } from '../i18n/i18n.js';
import { Icon } from './icons.js';
import { showToast } from './toast.js';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

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
          <button
            type="button"
            className="up-btn secondary"
            style={{ width: 'auto' }}
            disabled={code === undefined}
            onClick={async () => code !== undefined && showToast(t((await copyText(code)) ? 'user.copied' : 'user.copyFailed'))}
          >
            <Icon name="copy" />
            {t('common.copy')}
          </button>
        </div>
      </li>
    </ul>
  );
}
