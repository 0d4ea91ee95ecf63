import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { DomainError } from '../domain-error.js';

// A fixed line can't receive the one-time codes a phone is for; where the plan can't tell the two apart (the
// North American one), the number is taken.
const mobileTypes = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * Whether an E.164 number is a mobile number its country's numbering plan allows: the client's small check
 * (src/core/phone.ts) lets "+886123" through as "+ and 6–15 digits". The full metadata (max) is needed for
 * the digit patterns and the number's type; it stays on the server, where its size costs nothing.
 */
export function isMobileNumber(e164: string): boolean {
  const parsed = parsePhoneNumberFromString(e164);
  return parsed !== undefined && parsed.number === e164 && parsed.isValid() && mobileTypes.has(parsed.getType() ?? '');
}

/** Refuses a phone that is no mobile number, as the field's own error (`phone_invalid`). */
export function assertMobileNumber(e164: string): void {
  if (!isMobileNumber(e164)) throw new DomainError('validation_failed', 'This is not a valid mobile number', { phone: 'phone_invalid' });
}
