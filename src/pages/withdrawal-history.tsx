import { t } from '../i18n/i18n.js';
import { formatMoney } from '../i18n/format.js';
import { useServices } from '../hooks/use-services.js';
import { paths } from '../routing/paths.js';
import { NavBar } from '../components/nav-bar.js';
import { PagedList } from '../components/paged-list.js';
import { RecordRow } from '../components/record-row.js';
import { WithdrawalReason } from '../components/capital-record-row.js';
import { CopyButton } from '../components/copy-button.js';

/** `paths.withdrawalList`: withdrawal details — its number (copyable, to quote), amount, handling fee, status. */
export default function WithdrawalHistoryPage() {
  const { funds } = useServices();
  return (
    <div className="up-page no-tabs">
      <NavBar title={t('withdrawList.title')} backTo={paths.user} />
      <div className="up-body">
        <PagedList
          load={funds.withdrawals}
          label={t('withdrawList.title')}
          row={(w) => (
            <RecordRow title={t('withdraw.title')} amount={formatMoney(w.amount)} time={w.createdAt} status={w.status}>
              <p className="up-muted">{t('withdrawList.fee', { fee: formatMoney(w.fee) })}</p>
              <p className="up-muted up-num">
                {t('withdrawList.orderNo', { id: w.id })}
                <CopyButton compact text={w.id} label={t('withdrawList.orderNo', { id: '' })} />
              </p>
              <WithdrawalReason withdrawal={w} />
            </RecordRow>
          )}
        />
      </div>
    </div>
  );
}
