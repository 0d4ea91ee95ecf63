import { moneyScale, parseMoney } from './money.js';

/** Default ceiling of an amount field, from the spec. */
export const amountInputMaxDefault = 999999;

// A decimal pad shows at most two decimals, the wire's money scale.
const amountDecimalsMax = 2;

/**
 * What an amount text field shows after the user types `raw`; runs on every keystroke.
 * - Keeps digits and the first dot; later dots and anything else are dropped.
 * - Keeps at most 2 decimals; a leading dot becomes `0.`; leading zeros collapse (`007` → `7`).
 * - Zero is raised to `1` only once it is final, i.e. `0.00` (two decimals typed); `0`, `0.` and `0.0`
 *   stay because they are on the way to `0.5`, so a submitted bare zero is left to the amount field's check.
 * - A value above `max` (a number with at most 2 decimals) becomes `String(max)`.
 */
export function sanitizeAmountInput(raw: string, max: number = amountInputMaxDefault): string {
  const maxMinor = parseMoney(String(max));
  if (maxMinor === null) {
    throw new Error(`sanitizeAmountInput: max ${max} must be a non-negative number with at most 2 decimals, e.g. 999999`);
  }
  const kept = raw.replace(/[^0-9.]/g, '');
  const dotIndex = kept.indexOf('.');
  const hasDot = dotIndex !== -1;
  const wholeDigits = hasDot ? kept.slice(0, dotIndex) : kept;
  const fraction = hasDot ? kept.slice(dotIndex + 1).replace(/\./g, '').slice(0, amountDecimalsMax) : '';
  if (kept === '') return '';
  const whole = wholeDigits.replace(/^0+(?=[0-9])/, '') || '0';
  // Minor units of the text without its trailing dot; null means far above any max.
  const minor = parseMoney(fraction === '' ? whole : `${whole}.${fraction}`);
  const isFinalZero = minor === 0 && fraction.length === amountDecimalsMax;
  const text = isFinalZero ? '1' : hasDot ? `${whole}.${fraction}` : whole;
  const textMinor = isFinalZero ? moneyScale : minor;
  return textMinor === null || textMinor > maxMinor ? String(max) : text;
}
