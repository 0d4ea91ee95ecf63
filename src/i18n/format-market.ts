import type { Product } from '../core/product.js';
import { language } from './i18n.js';

/** A product's name in the interface language, else its default name. */
export const productName = (p: Product): string => p.names[language.value] ?? p.name;

/**
 * A decimal price or quantity string for the locale with `digits` decimals (by default as many as it has,
 * which for prices is the product's precision); '—' when there is none.
 */
export function formatDecimal(text: string | null | undefined, digits?: number, compact = false): string {
  if (!text) return '—';
  digits ??= (text.split('.')[1] ?? '').length;
  return new Intl.NumberFormat(language.value, {
    minimumFractionDigits: compact ? 0 : digits,
    maximumFractionDigits: digits,
    notation: compact ? 'compact' : 'standard',
  }).format(Number(text));
}

/** A percent string ("75.00", "-0.35") as the locale writes percentages, with at least `digits` decimals. */
export function formatPercent(text: string, digits = 0): string {
  return new Intl.NumberFormat(language.value, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: 2 }).format(Number(text) / 100);
}

/** A period, e.g. `30s` or `30秒`. */
export function formatSeconds(seconds: number): string {
  return new Intl.NumberFormat(language.value, { style: 'unit', unit: 'second', unitDisplay: 'narrow' }).format(seconds);
}

/** A moment in the user's own time zone, to the second; with `date`, the date before it. */
export function formatInstant(time: string | number, date = false): string {
  return new Intl.DateTimeFormat(language.value, { dateStyle: date ? 'short' : undefined, timeStyle: 'medium' }).format(new Date(time));
}

/** -1, 0 or 1: which way a signed decimal string points. */
export const signOf = (text: string | null | undefined): number => Math.sign(Number(text) || 0);
