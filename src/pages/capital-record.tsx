import { t } from '../i18n/i18n.js';
import { useServices } from '../hooks/use-services.js';
import { paths } from '../routing/paths.js';
import { NavBar } from '../components/nav-bar.js';
import { PagedList } from '../components/paged-list.js';
import { CapitalRecordRow } from '../components/capital-record-row.js';
import { RecordExport } from '../components/record-export.js';

/**
 * `paths.moneyRecord`: the capital record — what moved the available balance, one row per event
 * (a withdrawal with its status now, a settlement with its net P&L), each opening on its detail. Grouped by the
 * server (GET /api/capital-record), so a page never splits a row. Above it, the export of a month or a year as CSV.
 */
export default function CapitalRecordPage() {
  const { funds } = useServices();
  return (
    <div className="up-page no-tabs">
      <NavBar title={t('record.title')} backTo={paths.user} />
      <div className="up-body">
        <RecordExport />
        <PagedList load={funds.record} label={t('record.title')} row={(entry) => <CapitalRecordRow entry={entry} />} />
      </div>
    </div>
  );
}
