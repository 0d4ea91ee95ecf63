import type { Product } from '../core/product.js';
import { relativeTime } from '../core/relative-time.js';
import { language, t } from './i18n.js';
import { localeFormats } from './locale-formats.js';
import { dateText, decimalText, moneyText, number, percentText, plural, type Forms } from './locale-patterns.js';

// Reading `language` subscribes the calling component, so it re-renders in the new language.
const formats = () => localeFormats(language.value);
const inForms = (forms: Forms, n: number, text: string) => plural(forms, language.value, n, text);

// What the patterns do not cover (seconds, another time zone, a zone's name) is Intl's, made once per language:
// building an Intl formatter costs far more than formatting with one.
let cachedLanguage: string | undefined;
const cache = new Map<string, Intl.DateTimeFormat>();

/** The date formatter with `options` for the interface language. */
function dates(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const lang = language.value;
  if (lang !== cachedLanguage) {
    cache.clear();
    cachedLanguage = lang;
  }
  const key = JSON.stringify(options);
  let made = cache.get(key);
  if (!made) cache.set(key, (made = new Intl.DateTimeFormat(lang, options)));
  return made;
}

/** A product's name in the interface language, else its default name. */
export const productName = (p: Product): string => p.names[language.value] ?? p.name;

/** -1, 0 or 1: which way a signed decimal string points. */
export const signOf = (text: string | null | undefined): number => Math.sign(Number(text) || 0);

/**
 * A wire amount ("1250.00", "-3.05") for the locale (as the server's notices write it too), a negative one with the
 * minus sign (U+2212) every figure of the app uses; anything else is shown as it came.
 */
export const formatMoney = (text: string): string => moneyText(formats(), text)?.replace(/^-/, '\u2212') ?? text;

/**
 * A decimal price or quantity string for the locale with `digits` decimals (by default as many as it has,
 * which for prices is the product's precision); '—' when there is none.
 */
export const formatDecimal = (text: string | null | undefined, digits?: number, short = false): string => decimalText(formats(), text, digits, short);

/** A percent string ("75.00", "-0.35") as the locale writes percentages, with at least `digits` decimals. */
export const formatPercent = (text: string, digits = 0): string => percentText(formats(), text, digits);

/** A trade period: under a minute in seconds ("30 sec"), from a minute on in minutes ("1 min", "5 分鐘"). */
export function formatPeriod(seconds: number): string {
  const minutes = seconds >= 60;
  const count = minutes ? seconds / 60 : seconds;
  const f = formats();
  return inForms(minutes ? f.minute : f.second, count, number(f, count, 0, 1));
}

/** Time left on a countdown as a clock, m:ss ("4:05"); a clock, not a duration label, so no units. */
export const formatTimeLeft = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

// The one date-time style of the app: the locale's own medium date and its own clock (24-hour or not, padded or not).
/** A moment (ISO text or epoch ms) in the device's time zone: date and time to the minute. */
export const formatDateTime = (time: string | number): string => dateText(formats(), formats().dateTime, new Date(time));

/** A moment where a rule is the platform's (a savings cut-off): in the platform's zone, which it names ("GMT+8"). */
export const formatPlatformTime = (time: string | number, timeZone: string): string =>
  // The app's one date-time style, read in that zone; the zone's name follows, as in the server's notices.
  `${dateText(formats(), formats().dateTime, new Date(time), timeZone)} ${formatZone(timeZone)}`;

/** A moment in the device's time zone as the locale's short clock ("14:05", "下午2:05"): chart axes. */
export const formatClock = (timeMs: number): string => dateText(formats(), formats().clock, new Date(timeMs));

/** When figures shown offline were last known, in the device's time zone: the clock today, the date and time before. */
export const formatKnownAt = (timeMs: number): string =>
  new Date(timeMs).toDateString() === new Date().toDateString() ? formatClock(timeMs) : formatDateTime(timeMs);

/** A chart timeframe as the locale abbreviates it ("5m", "1h", "5分"): whole hours in hours, else minutes. */
export function formatSpan(spanMs: number): string {
  const hours = spanMs % 3_600_000 === 0;
  const count = spanMs / (hours ? 3_600_000 : 60_000);
  const f = formats();
  return inForms(hours ? f.hourNarrow : f.minuteNarrow, count, number(f, count, 0, 3));
}

/** A tick's moment in the device's time zone, to the second; with `withDate`, the date first. */
export function formatTickTime(time: string | number, withDate = false): string {
  const date = new Date(time);
  const f = formats();
  // Intl's, with the patterns' house rules (scripts/locale-formats.mjs): Korean midnight is 0, and where CLDR puts
  // the time before the date (Vietnamese) the two are written apart, date first.
  const hour = (part: Intl.DateTimeFormatPart) => (part.type === 'hour' && f.clock.includes('{K}') && date.getHours() === 0 ? '0' : part.value);
  const text = (options: Intl.DateTimeFormatOptions) => dates(options).formatToParts(date).map(hour).join('');
  if (!withDate) return text({ timeStyle: 'medium' });
  const both = { dateStyle: 'medium', timeStyle: 'medium' } as const;
  const timeFirst = dates(both).formatToParts(date)[0]?.type === 'hour' && !/^\{[Hhka]/.test(f.dateTime);
  return timeFirst ? `${text({ dateStyle: 'medium' })} ${text({ timeStyle: 'medium' })}` : text(both);
}

/** An ISO time as the spec shows it: 'just now', 'N minutes ago', 'N hours ago', then its date and time. */
export function formatRelativeTime(iso: string, nowMs = Date.now()): string {
  const ago = relativeTime(Date.parse(iso), nowMs);
  if (ago.kind === 'date') return formatDateTime(iso);
  if (ago.kind === 'just_now') return t('time.justNow');
  return inForms(ago.kind === 'minutes' ? formats().minutesAgo : formats().hoursAgo, ago.count, String(ago.count));
}

/** An IANA zone's short name in the locale ("GMT+8"), to say whose day a "today" figure counts. */
export function formatZone(timeZone: string): string {
  return dates({ timeZone, timeZoneName: 'short' }).formatToParts(Date.now()).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}
