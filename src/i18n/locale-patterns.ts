import { parseMoney } from '../core/money.js';

// Numbers, units, relative times and dates written from a language's patterns (src/i18n/locale-formats.json,
// read from Intl by scripts/locale-formats.mjs), not by Intl's formatters: the first of those a page makes
// loads ICU's data, 50–90 ms of a slow phone's main thread (docs/performance.md). Each function writes
// what Intl.NumberFormat or Intl.DateTimeFormat with the same options writes (test/unit/i18n/locale-patterns.test.ts).

/** A text per CLDR plural category (`other` always), or one text for every count. `{0}` is the number. */
export type Forms = string | Partial<Record<Intl.LDMLPluralRule, string>>;

export interface LocaleFormats {
  decimal: string;
  group: string;
  /** `{0}` and the percent sign, as the language places them. */
  percent: string;
  /** [power, pattern] runs: from 10^power up to the next run's, a number is divided by 10^power and written in the pattern. */
  compact: [number, string][];
  /** How many digits past three a short figure below the first unit needs before it is grouped (CLDR: 2, so "8450"). */
  compactGrouping?: number;
  second: Forms;
  minute: Forms;
  minuteNarrow: Forms;
  hourNarrow: Forms;
  minutesAgo: Forms;
  hoursAgo: Forms;
  /** `{token}` templates: y year, M/MM month, L its name, d/dd day, h/hh 1–12, K 1–12 but 0 at midnight, H/HH 0–23, mm minute, a day period. */
  clock: string;
  dateTime: string;
  /** [first hour, name] runs of the day periods. */
  periods?: [number, string][];
  months?: string[];
  /** The calendar's year less the Gregorian (Thai: Buddhist era, 543). */
  yearOffset?: number;
}

/** A finite `n` ≥ 0 as a plain decimal, its shortest round trip's digits (as ICU reads a double); below 10^-6, 20 decimals. */
function plain(n: number): string {
  const [digits, exponent] = String(n).split('e');
  return !exponent ? digits : +exponent < 0 ? n.toFixed(20) : shifted(digits, +exponent);
}

/** An unsigned plain decimal rounded half away from zero to `max` decimals, keeping `min` or more: [whole, fraction]. */
function round(text: string, min: number, max: number): [string, string] {
  const [whole, fraction = ''] = text.split('.');
  // The digits kept as one integer, plus one when the first digit dropped is 5 or more.
  const digits = String(BigInt(whole + fraction.slice(0, max).padEnd(max, '0')) + BigInt(fraction[max] >= '5')).padStart(max + 1, '0');
  const point = digits.length - max;
  return [digits.slice(0, point), digits.slice(point).replace(/0+$/, '').padEnd(min, '0')];
}

/** A plain decimal with its point moved `places` along the digits (left if negative, never past the first digit): no float arithmetic. */
function shifted(text: string, places: number): string {
  const [whole, fraction = ''] = text.split('.');
  const point = whole.length + places;
  const digits = (whole + fraction).padEnd(point, '0');
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Digits grouped by threes, once there are at least 3 + `minimum` of them (compact notation waits for 5). */
const grouped = (whole: string, separator: string, minimum = 1): string =>
  whole.length < 3 + minimum ? whole : whole.replace(/\B(?=(\d{3})+$)/g, separator);

const sign = (n: number) => (n < 0 || Object.is(n, -0) ? '-' : '');

function digits(f: LocaleFormats, [whole, fraction]: [string, string], minimumGrouping?: number): string {
  return grouped(whole, f.group, minimumGrouping) + (fraction ? f.decimal + fraction : '');
}

/** Intl.NumberFormat with minimumFractionDigits `min` and maximumFractionDigits `max`, of a finite `n`. */
export const number = (f: LocaleFormats, n: number, min: number, max: number): string => sign(n) + digits(f, round(plain(Math.abs(n)), min, max));

/** Intl.NumberFormat with notation 'compact' and maximumFractionDigits `max`, of a finite `n`. */
export function compact(f: LocaleFormats, n: number, max: number): string {
  const text = plain(Math.abs(n));
  for (let magnitude = text.split('.')[0].length - 1; ; magnitude++) {
    const [power, pattern] = f.compact.filter(([from]) => from <= magnitude).pop() ?? [0, '{0}'];
    const rounded = round(shifted(text, -power), 0, max);
    // 999,950 is 1,000K rounded: ICU then writes it as the next power's (1M), and so does this.
    if (rounded[0].length > magnitude - power + 1) continue;
    // A figure below the first unit is written whole, grouped as the language groups a short figure.
    return pattern.replace('{0}', sign(n) + digits(f, rounded, power === 0 ? (f.compactGrouping ?? 2) : 2));
  }
}

/**
 * Intl.NumberFormat with style 'percent' of `n` / 100 (`n` is in percent, 75 for 75 %): ICU writes the quotient's
 * digits moved two places, so 1.005 % (a quotient of 0.010049999…) is 1 %, and so is it here.
 */
export const percent = (f: LocaleFormats, n: number, min: number, max: number): string =>
  sign(n) + f.percent.replace('{0}', digits(f, round(shifted(plain(Math.abs(n) / 100), 2), min, max)));

/**
 * A decimal string (a price, a quantity) written with `digits` decimals (by default as many as it has), or in
 * short form (`short`); '—' when it holds no number. format.ts's formatDecimal in the interface language, and
 * the server's first screen in the page's (server/web/first-screen.ts).
 */
export function decimalText(f: LocaleFormats, text: string | null | undefined, digits?: number, short = false): string {
  const n = Number(text);
  // No value, or none a number can show (text that failed to parse): the app's dash, never a throw in a render.
  if (!text || !Number.isFinite(n)) return '—';
  digits ??= (text.split('.')[1] ?? '').length;
  return short ? compact(f, n, digits) : number(f, n, digits, digits);
}

/** A percent string ("75.00", "-0.35") as the language writes percentages, with at least `digits` decimals. */
export function percentText(f: LocaleFormats, text: string, digits = 0): string {
  const n = Number(text);
  return Number.isFinite(n) ? percent(f, n, digits, 2) : '—';
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The CLDR plural category of `n` in `lang`, by one Intl.PluralRules per language (it loads no ICU formatting data). */
export function pluralOf(lang: string, n: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(n);
}

/** The form of `forms` for `n` in `lang`, `{0}` filled. */
export const plural = (forms: Forms, lang: string, n: number, text: string): string =>
  (typeof forms === 'string' ? forms : (forms[pluralOf(lang, n)] ?? forms.other!)).replace('{0}', text);

const pad = (n: unknown) => String(n).padStart(2, '0');

/** A wall clock's reading: the year, month (0–11), day, hour (0–23) and minute. */
type Wall = [year: number, month: number, day: number, hours: number, minutes: number];

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** What a wall clock in `timeZone` reads at `date` (one Intl formatter per zone, made when first asked: it costs). */
function wallIn(date: Date, timeZone: string): Wall {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
    wallFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return [part('year'), part('month') - 1, part('day'), part('hour'), part('minute')];
}

/**
 * A `{token}` template of the language's filled with `date`, in the device's time zone or in `timeZone` (an IANA
 * name); a doubled token is padded to 2 digits.
 */
export function dateText(f: LocaleFormats, template: string, date: Date, timeZone?: string): string {
  const [year, month, day, hours, minutes]: Wall = timeZone
    ? wallIn(date, timeZone)
    : [date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()];
  const values: Record<string, unknown> = {
    y: year + (f.yearOffset ?? 0),
    M: month + 1,
    L: f.months?.[month],
    d: day,
    h: hours % 12 || 12,
    K: hours === 0 ? 0 : hours % 12 || 12,
    H: hours,
    m: minutes,
    a: f.periods?.filter(([from]) => from <= hours).pop()?.[1],
  };
  return template.replace(/\{(\w)(\w?)\}/g, (_, token: string, twice: string) => (twice ? pad(values[token]) : String(values[token])));
}

/**
 * A wire amount ("1250.00", "-3.05") as the language writes money, or `null` if it is none: the whole units (at most
 * 10^13, exact in a double) grouped as the language groups them, the cents put in as digits, so no fraction ever
 * passes through a float; -0.xx keeps its sign. The screens and the server's notices both write money with it.
 */
export function moneyText(f: LocaleFormats, text: string): string | null {
  const negative = text.startsWith('-');
  const minor = parseMoney(negative ? text.slice(1) : text);
  if (minor === null) return null;
  const cents = minor % 100;
  return `${negative ? '-' : ''}${number(f, (minor - cents) / 100, 0, 0)}${f.decimal}${String(cents).padStart(2, '0')}`;
}

/** The short name in `lang` of the time zone `timeZone` at `date` ("GMT+8"), or the IANA name where Intl has none. */
export function zoneName(lang: string, timeZone: string, date: Date): string {
  return new Intl.DateTimeFormat(lang, { timeZone, timeZoneName: 'short' }).formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}
