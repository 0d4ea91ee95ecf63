import type { WithdrawalAccount } from '../core/funds.js';
import { t } from '../i18n/i18n.js';
import { formatDateTime } from '../i18n/format.js';

/** The security hold after a change of the withdrawal account: when withdrawals resume. Nothing when none runs. */
export function AccountHold({ account }: { account: WithdrawalAccount }) {
  if (!account.holdUntil) return null;
  return (
    <p className="up-notice" role="status" data-testid="account-hold">
      {t('account.holdActive', { time: formatDateTime(account.holdUntil) })}
    </p>
  );
}
