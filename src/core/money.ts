/** Minor units per major unit (cents per unit) of every amount on the wire. */
export const moneyScale = 100;

/** Largest amount in minor units (10^15): nine of them still add up below 2^53, so sums stay safe integers. */
export const moneyMaxMinor = 1_000_000_000_000_000;

// Plain decimal: digits, then optionally a dot and 1–2 digits; no sign, exponent or spaces.
const moneyInputPattern = /^([0-9]+)(?:\.([0-9]{1,2}))?$/;

/** Parses a non-negative decimal `text` into minor units, or null if it is malformed or above `moneyMaxMinor`. */
export function parseMoney(text: string): number | null {
  const match = moneyInputPattern.exec(text);
  if (match === null) return null;
  const [, whole, fraction = ''] = match;
  // Digits are joined as a string so no float ever touches the amount.
  const minorDigits = (whole + fraction.padEnd(2, '0')).replace(/^0+(?=[0-9])/, '');
  // Past 16 digits the amount is far above the max; up to 16, Number() is within 1 and 10^15 is exact, so the check holds.
  if (minorDigits.length > 16) return null;
  const minor = Number(minorDigits);
  return minor > moneyMaxMinor ? null : minor;
}

/** Formats `minor` units as the wire's decimal string with two decimals, e.g. 125000 → `"1250.00"`. */
export function formatMinor(minor: number): string {
  if (!Number.isSafeInteger(minor)) {
    throw new Error(`formatMinor: ${minor} is not a safe integer; pass money in integer minor units (cents)`);
  }
  const digits = String(Math.abs(minor)).padStart(3, '0');
  return `${minor < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
