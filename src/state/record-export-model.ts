import { createModel } from '@preact/signals';
import type { Api } from '../api/client.js';
import { download } from '../api/download.js';
import type { Services } from './services.js';

/** What can be exported: the capital record (the ledger's transfers) or the orders. */
export type ExportKind = 'capital-record' | 'orders';

/** The device's IANA time zone, if the browser names one: the period's calendar and the file's local times. */
function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The capital record's and the orders' CSV of a month or a year (docs/api.md, "Exports"), saved as the browser saves a
 * download. Only the records area uses it: built through `services.areaModel` (`recordExportOf`).
 */
export const RecordExportModel = createModel((api: Api) => ({
  save(kind: ExportKind, period: string) {
    const zone = deviceTimeZone();
    const name = `uptick-${kind === 'orders' ? 'orders' : 'transactions'}-${period}.csv`;
    return download(api, `/${kind}.csv?period=${encodeURIComponent(period)}${zone ? `&tz=${encodeURIComponent(zone)}` : ''}`, name);
  },
}));
export type RecordExport = InstanceType<typeof RecordExportModel>;

/** The app's one export model, built on first use. */
export const recordExportOf = (services: Services): RecordExport => services.areaModel('recordExport', () => new RecordExportModel(services.api));
