import { refine, string, type Failure, type StructError } from 'superstruct';
import { isAccountId } from './account-id.js';
import { parseMoney } from './money.js';
import { isPhone } from './phone.js';

// Each refinement's name is the field error code the client translates (`error.fields` in docs/api.md).

// Controls (C0, DEL, C1) have no place in a form field and NUL can't be stored in PostgreSQL; a lone
// surrogate has no UTF-8 form. A NUL in a text field was once a 500.
const isPlainText = (v: string) => !/[\p{Cc}\p{Cs}]/u.test(v);

/** Any string without control characters or lone surrogates; code `invalid_characters`. */
export const plainText = refine(string(), 'invalid_characters', isPlainText);

/** Plain text with something other than whitespace in it; code `required` (checked first), then `invalid_characters`. */
export const requiredString = refine(refine(string(), 'required', (v) => v.trim().length > 0), 'invalid_characters', isPlainText);

// Format characters (bidi overrides such as U+202E, zero-width spaces and joiners) and line or paragraph
// separators make two texts look alike or reorder what an operator reads: a note is shown beside others in a
// list, so it may hold neither.
const isVisibleText = (v: string) => isPlainText(v) && !/[\p{Cf}\p{Zl}\p{Zp}]/u.test(v);

/** Plain text that shows what it holds: no controls, format characters (\p{Cf}) or line separators; code `invalid_characters`. */
export const visibleText = refine(string(), 'invalid_characters', isVisibleText);
// A line break belongs in a message; every other control character is refused as in any field.
const isPlainLines = (v: string) => isPlainText(v.replace(/\r?\n/g, ''));

/** Like `requiredString`, but line breaks are allowed (a message to customer service); code `required`, then `invalid_characters`. */
export const requiredMultilineText = refine(refine(string(), 'required', (v) => v.trim().length > 0), 'invalid_characters', isPlainLines);

/** An account id (6–12 ASCII word characters); code `account_invalid`. */
export const accountIdField = refine(requiredString, 'account_invalid', isAccountId);

/** Login password, our own rule since the spec gives none: 6–32 characters, a letter and a digit, no edge spaces; code `password_invalid`. */
export const loginPasswordField = refine(requiredString, 'password_invalid', (v) => {
  const length = Array.from(v).length;
  return length >= 6 && length <= 32 && /\p{L}/u.test(v) && /[0-9]/.test(v) && v === v.trim();
});

/** Transaction password: exactly 6 ASCII digits; code `trade_password_invalid`. */
export const tradePasswordField = refine(requiredString, 'trade_password_invalid', (v) => /^[0-9]{6}$/.test(v));

/** A code of the authenticator app (6 digits) or a recovery code (`xxxx-xxxx-xxxx`); the server says whether it is right. */
export const otpField = refine(requiredString, 'invalid', (v) => /^\s*(\d{6}|[a-z0-9]{4}-?[a-z0-9]{4}-?[a-z0-9]{4})\s*$/i.test(v));

/** A phone in E.164 (see `isPhone`); code `phone_invalid`. */
export const phoneField = refine(requiredString, 'phone_invalid', isPhone);

/** An invite (account-opening) code: 4–16 ASCII letters or digits; code `invite_code_invalid`. */
export const inviteCodeField = refine(requiredString, 'invite_code_invalid', (v) => /^[A-Za-z0-9]{4,16}$/.test(v));

/** A nationality: ISO 3166 alpha-2; code `nationality_invalid`. */
export const nationalityField = refine(requiredString, 'nationality_invalid', (v) => /^[A-Z]{2}$/.test(v));

/** A positive money amount as a decimal string with at most 2 decimals; code `amount_invalid`. */
export const moneyField = refine(requiredString, 'amount_invalid', (v) => (parseMoney(v) ?? 0) > 0);

/** Key for failures of the whole value rather than one field. */
export const wholeValueKey = '_';

/** Maps a validation error to `{field path: code}`, first failure per field, for `error.fields` (docs/api.md). */
export function fieldErrors(error: StructError): Record<string, string> {
  // A Map, so a hostile key such as `__proto__` or `constructor` stays an ordinary field.
  const errors = new Map<string, string>();
  for (const failure of error.failures()) {
    const key = failure.path.length === 0 ? wholeValueKey : failure.path.join('.');
    if (!errors.has(key)) errors.set(key, failureCode(failure));
  }
  return Object.fromEntries(errors);
}

function failureCode(failure: Failure): string {
  // object() reports keys it does not know with the `never` struct.
  if (failure.type === 'never') return 'unknown_field';
  if (failure.refinement !== undefined) return failure.refinement;
  // A missing key arrives as an undefined value.
  if (failure.value === undefined || failure.value === null) return 'required';
  return 'invalid';
}
