import { parseMoney } from '../core/money.js';
import { language } from './i18n.js';

/** Formats a wire amount ("1250.00") for the user's locale; the minor-unit integer never becomes a float sum. */
export function formatMoney(text: string): string {
  const minor = parseMoney(text.replace(/^-/, ''));
  if (minor === null) return text;
  const sign = text.startsWith('-') ? '-' : '';
  const whole = Math.trunc(minor / 100);
  const cents = String(minor % 100).padStart(2, '0');
  const grouped = new Intl.NumberFormat(language.value, { maximumFractionDigits: 0 }).format(whole);
  const decimal = new Intl.NumberFormat(language.value).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  return `${sign}${grouped}${decimal}${cents}`;
}
