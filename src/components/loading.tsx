import { t } from '../i18n/i18n.js';

/** The spec's 'the data is loading, please wait', announced politely. */
export function Loading() {
  return (
    <p class="up-loading up-muted" role="status">
      <span class="up-spinner" aria-hidden="true" /> {t('app.loading')}
    </p>
  );
}
