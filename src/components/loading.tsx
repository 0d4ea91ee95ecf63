import { t } from '../i18n/i18n.js';

/** The spec's 'the data is loading, please wait', announced politely. */
export function Loading() {
  return (
    <p className="up-loading up-muted" role="status">
      <span className="up-spinner" aria-hidden="true" /> {t('app.loading')}
    </p>
  );
}
