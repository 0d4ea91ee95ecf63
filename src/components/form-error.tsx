import { t } from '../i18n/i18n.js';
import type { ApiError } from '../api/api-error.js';

/** A form-level failure in the user's language: the code's translation, or a generic line with the code. */
export function errorMessage(error: ApiError): string {
  return t(`errors.${error.code}`, error.details as Record<string, string>) || t('errors.unknown', { code: error.code });
}

export function FormError({ error }: { error?: ApiError }) {
  if (!error) return null;
  return (
    <p class="up-form-error" role="alert">
      {errorMessage(error)}
    </p>
  );
}
