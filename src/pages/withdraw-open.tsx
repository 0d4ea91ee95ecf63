import { t } from '../i18n/i18n.js';
import { formatMoney } from '../i18n/format.js';
import { useServices } from '../state/services.js';
import { paths } from '../routing/paths.js';
import { NavBar } from '../components/nav-bar.js';
import { PagedList } from '../components/paged-list.js';
import { RecordRow } from '../components/record-row.js';

/** `/pages/withdraw-list/withdraw-open`: deposit details, newest first. */
export default function DepositListPage() {
  const { funds } = useServices();
  return (
    <div class="up-page no-tabs">
      <NavBar title={t('depositList.title')} backTo={paths.user} />
      <div class="up-body">
        <PagedList
          load={funds.deposits}
          label={t('depositList.title')}
          row={(d) => (
            <RecordRow title={t(`method.${d.method}`)} amount={formatMoney(d.amount)} time={d.createdAt} status={d.status}>
              {d.reference && <p class="up-muted">{t('depositList.reference', { reference: d.reference })}</p>}
            </RecordRow>
          )}
        />
      </div>
    </div>
  );
}
