import { t } from '../i18n/i18n.js';
import type { ApiError } from '../api/api-error.js';
import { errorMessage } from './form-error.js';

/** A load that failed: the translated reason and a Retry button. */
export function ErrorRetry({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  return (
    <div className="up-empty" role="alert">
      <p>{errorMessage(error)}</p>
      <button type="button" className="up-btn secondary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
