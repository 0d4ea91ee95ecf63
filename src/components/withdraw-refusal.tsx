import type { ApiError } from '../api/api-error.js';
import { t, type MessageKey } from '../i18n/i18n.js';
import { paths } from '../routing/paths.js';
import { Link } from '../routing/link.js';
import { FormError } from './form-error.js';

// Where each refusal leads, when the way on is another screen; the others say it in their message (a lock or a
// hold its end, a wrong password the tries left, an amount its range). Not bound is the page's own prompt.
const nextStep: Partial<Record<string, [string, MessageKey]>> = {
  insufficient_funds: [paths.deposit, 'withdraw.toDeposit'],
  withdrawal_hold: [paths.withdrawalAccount, 'withdraw.toAccount'],
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
