import type { ApiError } from '../api/api-error.js';
import { t, type MessageKey } from '../i18n/i18n.js';
import { paths, withQuery } from '../routing/paths.js';
import { Link } from '../routing/link.js';
import { FormError } from './form-error.js';

// Where each refusal leads, when the way on is another screen; the others say it in their message (a hold its end,
// an amount its range). A wrong or locked transaction password leads to resetting it by SMS, as waiting out the lock
// helps nobody who forgot it. Not bound is the page's own prompt.
const resetTradePassword: [string, MessageKey] = [withQuery(paths.forgotPassword, { kind: 'trade' }), 'withdraw.resetTradePassword'];
const nextStep: Partial<Record<string, [string, MessageKey]>> = {
  insufficient_funds: [paths.deposit, 'withdraw.toDeposit'],
  withdrawal_hold: [paths.withdrawalAccount, 'withdraw.toAccount'],
  trade_password_wrong: resetTradePassword,
  locked: resetTradePassword,
};

/** A refused withdrawal in the user's language, with the way on: no refusal is a dead end. */
export function WithdrawRefusal({ error }: { error?: ApiError }) {
  if (!error) return null;
  const next = nextStep[error.code];
  return (
    <>
      <FormError error={error} />
      {next && (
        <Link className="up-btn secondary" to={next[0]}>
          {t(next[1])}
        </Link>
      )}
    </>
  );
}
