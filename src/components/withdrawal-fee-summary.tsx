import { t } from '../i18n/i18n.js';

/** The handling fee and the total taken from the balance, read out as they change; a total over it is marked. */
export function WithdrawalFeeSummary({ fee, total, over }: { fee: string; total: string; over: boolean }) {
  return (
    <dl className="up-stats" aria-live="polite">
      <div>
        <dt>{t('withdraw.fee')}</dt>
        <dd className="up-num" id="withdraw-fee">{fee}</dd>
      </div>
      <div>
        <dt>{t('withdraw.total')}</dt>
        <dd className={`up-num${over ? ' up-neg' : ''}`} id="withdraw-total">
          {total}
        </dd>
      </div>
    </dl>
  );
}
