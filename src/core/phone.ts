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

/** The dial code a phone field starts with for a user in `region` (the interface language's); Taiwan's where none is listed. */
export function dialCodeOf(region: string): string {
  return dialCodes.find((d) => d.region === region)?.code ?? '+886';
}

/** The regions a dial code serves, as listed (+1: US and CA). */
export const regionsOf = (code: string): string[] => dialCodes.filter((d) => d.code === code).map((d) => d.region);

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

// How each market groups a mobile number after its dial code, as people write it (+33 6 12 34 56 01, +86 138 0013 8000).
const nationalGroups: Record<string, number[]> = {
  '+86': [3, 4, 4],
  '+886': [3, 3, 3],
  '+852': [4, 4],
  '+1': [3, 3, 4],
  '+44': [4, 6],
  '+81': [2, 4, 4],
  '+82': [2, 4, 4],
  '+66': [2, 3, 4],
  '+84': [3, 3, 3],
  '+62': [3, 4, 4],
  '+33': [1, 2, 2, 2, 2],
  '+49': [3, 8],
  '+65': [4, 4],
  '+60': [2, 3, 4],
  '+63': [3, 3, 4],
};

/**
 * An E.164 phone as people read it: the dial code, a space, and the national number in its market's groups
 * (`+33612345601` → `+33 6 12 34 56 01`); digits past the groups join the last one. Another dial code, or text that
 * is no E.164 number, is shown as it came. The spaces are no-break ones, so the number never wraps.
 */
export function phoneText(e164: string): string {
  const dialCode = dialCodes.map((d) => d.code).filter((code) => e164.startsWith(code)).sort((a, b) => b.length - a.length)[0];
  if (!dialCode || !/^\+[0-9]+$/.test(e164)) return e164;
  const national = e164.slice(dialCode.length);
  const groups: string[] = [];
  let at = 0;
  for (const [i, size] of nationalGroups[dialCode].entries()) {
    if (at >= national.length) break;
    const last = i === nationalGroups[dialCode].length - 1;
    groups.push(national.slice(at, last ? undefined : at + size));
    at += size;
  }
  return [dialCode, ...groups].join('\u00a0');
}
