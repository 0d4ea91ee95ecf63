/** A dial code offered in the phone field's picker; `region` is ISO 3166-1 alpha-2. */
export type DialCode = { code: string; region: string };

/** Dial codes of the app's languages' main markets plus neighbours; +1 appears once per region it serves. */
export const dialCodes: readonly DialCode[] = [
  { code: '+86', region: 'CN' },
  { code: '+886', region: 'TW' },
  { code: '+852', region: 'HK' },
  { code: '+1', region: 'US' },
  { code: '+1', region: 'CA' },
  { code: '+44', region: 'GB' },
  { code: '+81', region: 'JP' },
  { code: '+82', region: 'KR' },
  { code: '+66', region: 'TH' },
  { code: '+84', region: 'VN' },
  { code: '+62', region: 'ID' },
  { code: '+33', region: 'FR' },
  { code: '+49', region: 'DE' },
  { code: '+65', region: 'SG' },
  { code: '+60', region: 'MY' },
  { code: '+63', region: 'PH' },
];

/** Dial code whose numbers follow the spec's mainland mobile rule. */
export const mainlandDialCode = '+86';

// The spec's mainland mobile: 11 digits, 1, then 3/4/5/7/8/9, then 9 more.
const mainlandPattern = /^\+861[345789][0-9]{9}$/;
// E.164 allows at most 15 digits and no country code starts with 0.
const e164Pattern = /^\+[1-9][0-9]{5,14}$/;

/** Whether `e164` is a storable phone: the mainland rule under +86, otherwise `+` and 6–15 digits. */
export function isPhone(e164: string): boolean {
  if (e164.startsWith(mainlandDialCode)) return mainlandPattern.test(e164);
  return e164Pattern.test(e164);
}

/** Joins a picker's `dialCode` (e.g. `'+886'`) and a typed `national` number, dropping spaces, dashes and one trunk `0`. */
export function toE164(dialCode: string, national: string): string {
  const digits = national.replace(/[\s-]/g, '').replace(/^0/, '');
  return `+${dialCode.replace(/^\+/, '')}${digits}`;
}
