/**
 * Prices are integers at the product's precision: 63201.05 at precision 2 is 6320105. They travel as
 * decimal strings with exactly `precision` decimals.
 */
export function formatPrice(scaled: number, precision: number): string {
  if (!Number.isSafeInteger(scaled)) throw new Error(`formatPrice: ${scaled} is not a safe integer; pass the scaled price`);
  const sign = scaled < 0 ? '-' : '';
  const digits = String(Math.abs(scaled)).padStart(precision + 1, '0');
  if (precision === 0) return sign + digits;
  return `${sign}${digits.slice(0, -precision)}.${digits.slice(-precision)}`;
}

/** Parses a decimal price ("63201.05", "1.0853") at `precision`, rounding half up past it; null if malformed. */
export function parsePrice(text: string, precision: number): number | null {
  const match = /^([0-9]+)(?:\.([0-9]+))?$/.exec(text);
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  const kept = fraction.slice(0, precision).padEnd(precision, '0');
  let scaled = Number(whole + kept);
  if (fraction.length > precision && fraction[precision] >= '5') scaled += 1;
  return Number.isSafeInteger(scaled) ? scaled : null;
}

/** Change in percent with two decimals, as the basis points it is: (close − open) / open. */
export function changeBasisPoints(openScaled: number, closeScaled: number): number {
  if (openScaled === 0) return 0;
  return Math.round(((closeScaled - openScaled) * 10_000) / openScaled);
}
