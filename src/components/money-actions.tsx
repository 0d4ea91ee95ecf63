import { t } from '../i18n/i18n.js';
import { paths } from '../routing/paths.js';
import { Link } from '../routing/link.js';
import { Icon } from './icons.js';

/** The two ways money moves in and out: Deposit and Withdraw, side by side. */
export function MoneyActions() {
  return (
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
  );
}
