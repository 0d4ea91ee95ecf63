import { useState } from 'react';
import { recentExportPeriods } from '../core/export-period.js';
import { t } from '../i18n/i18n.js';
import { useServices } from '../hooks/use-services.js';
import { recordExportOf, type ExportKind } from '../state/record-export-model.js';
import { FormError } from './form-error.js';
import { asApiError, type ApiError } from '../api/api-error.js';

/**
 * The capital record and the orders of a month or a year as CSV, for taxes and the user's own books: folded away
 * under the record's title until asked for. The periods are the device's calendar, as the file's local times are.
 */
export function RecordExport() {
  const model = recordExportOf(useServices());
  const today = new Date();
  const periods = recentExportPeriods(today.getFullYear(), today.getMonth() + 1);
  const [period, setPeriod] = useState(periods[0]);
  const [saving, setSaving] = useState<ExportKind>();
  const [error, setError] = useState<ApiError>();
  const save = async (kind: ExportKind) => {
    setSaving(kind);
    setError(undefined);
    try {
      await model.save(kind, period);
    } catch (failed) {
      setError(asApiError(failed));
    } finally {
      setSaving(undefined);
    }
  };
  const button = (kind: ExportKind, label: string) => (
    <button type="button" className="up-btn secondary" disabled={saving !== undefined} aria-busy={saving === kind || undefined} onClick={() => save(kind)}>
      {label}
    </button>
  );
  return (
    <details className="up-card up-export" data-testid="export">
      <summary>{t('record.export')}</summary>
      <div className="up-form">
        <p className="up-muted">{t('record.exportNote')}</p>
        <div className="up-field">
          <label htmlFor="export-period">{t('record.exportPeriod')}</label>
          <select id="export-period" value={period} onChange={(event) => setPeriod(event.currentTarget.value)}>
            {periods.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </div>
        {button('capital-record', t('record.exportLedger'))}
        {button('orders', t('record.exportOrders'))}
        <FormError error={error} />
      </div>
    </details>
  );
}
