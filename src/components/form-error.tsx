import { t, tryT } from '../i18n/i18n.js';
import { formatDateTime } from '../i18n/format.js';
import type { ApiError } from '../api/api-error.js';

/**
 * A form-level failure in the user's language: the code's translation, or a generic line with the code. A
 * lock's `retryAfterSeconds` becomes whole `minutes` (rounded up), as the messages count them, a hold's
 * `holdUntil` the `time` it ends in the device's zone, and the attempts left pick the message's plural form.
 */
export function errorMessage(error: ApiError): string {
  const details: Record<string, unknown> = { ...error.details, count: error.details?.attemptsLeft };
  if (details.retryAfterSeconds) details.minutes = Math.ceil(Number(details.retryAfterSeconds) / 60);
  if (typeof details.holdUntil === 'string') details.time = formatDateTime(details.holdUntil);
  // Wrong sign-in details say how many tries are left before sign-in pauses, as a wrong transaction password does.
  const key = error.code === 'invalid_credentials' && typeof details.attemptsLeft === 'number' ? 'errors.invalid_credentials_left' : `errors.${error.code}`;
  return tryT(key, details as Record<string, number>) || t('errors.unknown', { code: error.code });
}

export function FormError({ error }: { error?: ApiError }) {
  if (!error) return null;
  return (
    <p className="up-form-error" role="alert">
      {errorMessage(error)}
    </p>
  );
}
