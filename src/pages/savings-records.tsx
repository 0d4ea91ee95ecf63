import { t } from '../i18n/i18n.js';
import { formatMoney } from '../i18n/format.js';
import { savingsStartsOn } from '../components/savings-starts-on.js';
import { useServices } from '../hooks/use-services.js';
import { paths } from '../routing/paths.js';
import { NavBar } from '../components/nav-bar.js';
import { PagedList } from '../components/paged-list.js';
import { RecordRow } from '../components/record-row.js';

/** `paths.savingsRecords`: the savings records, newest first — in, out, confirmation, earnings. */
export default function SavingsRecordsPage() {
  const { savings, appInfo } = useServices();
  return (
    <div className="up-page no-tabs">
      <NavBar title={t('savings.records')} backTo={paths.money} />
      <div className="up-body">
        <PagedList
          load={savings.records}
          label={t('savings.records')}
          row={(r) => (
            <RecordRow title={t(`savings.kind_${r.kind}`)} amount={`${r.kind === 'out' ? '−' : r.kind === 'confirm' ? '' : '+'}${formatMoney(r.amount)}`} time={r.createdAt}>
              {r.kind === 'in' && r.confirmsAt && <p className="up-muted">{savingsStartsOn(r.confirmsAt, appInfo.value?.timeZone ?? 'Asia/Taipei')}</p>}
            </RecordRow>
          )}
        />
      </div>
    </div>
  );
}
