import { ApiError } from '../api/api-error.js';
import { formatMoney } from '../i18n/format.js';

/**
 * A money call's error, ready for its message: `min` and `max` as the locale writes money. Anything else
 * passes through.
 */
export function moneyError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const details: Record<string, unknown> = { ...error.details };
  for (const key of ['min', 'max']) if (typeof details[key] === 'string') details[key] = formatMoney(details[key] as string);
  return new ApiError(error.status, error.code, error.message, error.fields, details);
}
