// `node scripts/locale-formats.mjs`: writes src/i18n/locale-formats.json, each language's number, unit,
// relative-time and date patterns as Intl writes them, read from Node's Intl once here. The page formats
// with these patterns instead of Intl: a page's first Intl number or date formatter makes ICU load its data,
// 50–90 ms of a slow phone's main thread (docs/performance.md), and the home and trade screens need no more
// than these. test/unit/i18n/locale-patterns.test.ts fails when the file is stale or a pattern misreads Intl.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
// The interface languages, one words file each (test/unit/locales.test.ts holds them to src/core/languages.ts).
const languages = fs.readdirSync(path.join(root, 'locales')).filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -'.json'.length));

/**
 * Where this Node's ICU and the browsers' differ, the browsers' words: Node 20's CLDR abbreviates Korean day
 * periods to "AM"/"PM", while Chromium, Android and Safari write 오전/오후, which is what Korean readers expect.
 */
export const browserWords = { ko: { AM: '오전', PM: '오후' } };

/**
 * Where the app writes a language otherwise than CLDR, on its native readers' word (docs/wording.md): Japanese sets
 * a unit against its number ("30秒", "5分前"; CLDR "30 秒", "5 分前"); French puts a no-break space before "min" and "h" ("1 min");
 * Thai spaces a unit from its number in the chart's timeframes as everywhere else ("1 นาที", CLDR "1นาที");
 * Korean writes midnight "오전 0:00" (CLDR "오전 12:00"; noon stays "오후 12:00") and no 천 in a short figure
 * ("8,450", CLDR "8.45천"); Japanese, Korean and Chinese group the digits of a short figure under 10,000 ("8,450",
 * CLDR "8450"); Vietnamese writes the date before the time ("6 thg 12, 2026 02:47", CLDR time first).
 */
export const houseRules = {
  ja: { units: { second: '{0}秒', minute: '{0}分', minutesAgo: '{0}分前', hoursAgo: '{0}時間前' }, compactGrouping: 1 },
  fr: { units: { minuteNarrow: '{0}\u00a0min', hourNarrow: '{0}\u00a0h' } },
  th: { units: { minuteNarrow: '{0} นาที', hourNarrow: '{0} ชม.' } },
  ko: { midnightZero: true, compactFrom: 4, compactGrouping: 1 },
  'zh-CN': { compactGrouping: 1 },
  vi: { dateFirst: true },
};

const fail = (lang, what) => {
  throw new Error(`locale-formats: ${lang}: ${what}; teach scripts/locale-formats.mjs this pattern`);
};

/** The parts with the number's own parts (integer, group, decimal, fraction, sign) folded into `{0}`. */
function pattern(parts) {
  const numeric = new Set(['integer', 'group', 'decimal', 'fraction', 'minusSign']);
  let out = '';
  for (const part of parts) {
    if (!numeric.has(part.type)) out += part.value;
    else if (!out.endsWith('{0}')) out += '{0}';
  }
  return out;
}

/**
 * One text per plural category that counts up to 200 reach, or one text when every category's is the same.
 * Rarer categories (French `many`, for millions) take `other`'s, as messages do (src/i18n/i18n.ts).
 */
function forms(lang, format) {
  const rules = new Intl.PluralRules(lang);
  const byCategory = {};
  for (let n = 0; n <= 200; n++) byCategory[rules.select(n)] ??= format(n);
  const texts = new Set(Object.values(byCategory));
  return texts.size === 1 ? [...texts][0] : byCategory;
}

/** Hours 0–23 to the locale's day-period names, as [first hour, name] runs. */
function dayPeriods(lang, options) {
  const runs = [];
  for (let hour = 0; hour < 24; hour++) {
    const names = [0, 30].map((minute) => new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' }).formatToParts(Date.UTC(2026, 0, 5, hour, minute)).find((p) => p.type === 'dayPeriod')?.value);
    if (names[0] !== names[1]) fail(lang, `the day period changes within hour ${hour}`);
    const name = browserWords[lang]?.[names[0]] ?? names[0];
    if (runs.at(-1)?.[1] !== name) runs.push([hour, name]);
  }
  return runs;
}

/** A date-time style as a template of `{token}`s (src/i18n/locale-patterns.ts says which), its month names and its year's offset. */
function dateTemplate(lang, options) {
  const format = (ms) => new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' }).formatToParts(ms);
  const part = (ms, type) => format(ms).find((p) => p.type === type)?.value;
  const sample = Date.UTC(2026, 0, 5, 1, 4);
  const out = { template: '' };
  // V8's format() writes the narrow no-break space of CLDR's time patterns as a plain space (the web broke on
  // it); formatToParts() does not. The page's text is format()'s.
  const narrow = new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' }).format(sample).includes('\u202f');
  for (const { type, value } of format(sample)) {
    if (type === 'literal') out.template += narrow ? value : value.replaceAll('\u202f', ' ');
    else if (type === 'year') {
      out.template += '{y}';
      if (Number(value) !== 2026) out.yearOffset = Number(value) - 2026;
    } else if (type === 'month') {
      if (/^\d+$/.test(value)) out.template += value.length === 2 ? '{MM}' : '{M}';
      else {
        out.template += '{L}';
        out.months = [...Array(12).keys()].map((month) => part(Date.UTC(2026, month, 5, 1, 4), 'month'));
      }
    } else if (type === 'day') out.template += value.length === 2 ? '{dd}' : '{d}';
    else if (type === 'hour') {
      const twelve = part(Date.UTC(2026, 0, 5, 13, 4), 'hour') === '1';
      if (part(Date.UTC(2026, 0, 5, 0, 4), 'hour') !== (twelve ? '12' : value.length === 2 ? '00' : '0')) fail(lang, 'an hour cycle other than 1–12 or 0–23');
      out.template += `{${(twelve ? 'h' : 'H').repeat(value.length)}}`;
    } else if (type === 'minute') out.template += '{mm}';
    else if (type === 'dayPeriod') {
      out.template += '{a}';
      out.periods = dayPeriods(lang, options);
    } else fail(lang, `a date part of type ${type}`);
  }
  return out;
}

/** `formats` with `lang`'s house rules applied (`houseRules`). */
function withHouseRules(lang, formats) {
  const rules = houseRules[lang];
  if (!rules) return formats;
  const out = { ...formats, ...rules.units };
  if (rules.compactFrom) out.compact = formats.compact.filter(([power]) => power >= rules.compactFrom);
  if (rules.compactGrouping) out.compactGrouping = rules.compactGrouping;
  if (rules.midnightZero) {
    if (!out.clock.includes('{h}') || !out.dateTime.includes('{h}')) fail(lang, 'midnight as 0 on a clock that is not 1–12');
    out.clock = out.clock.replace('{h}', '{K}');
    out.dateTime = out.dateTime.replace('{h}', '{K}');
  }
  if (rules.dateFirst) {
    // The medium date, then the clock: the parts CLDR joins time first, joined the other way.
    const date = dateTemplate(lang, { dateStyle: 'medium' });
    if (!out.dateTime.startsWith(out.clock) || date.template.includes('{H') || date.template.includes('{h')) fail(lang, 'a date and time that do not split into a clock and a date');
    out.dateTime = `${date.template} ${out.clock}`;
  }
  return out;
}

export function deriveLocaleFormats(lang) {
  const numberParts = new Intl.NumberFormat(lang, { minimumFractionDigits: 1 }).formatToParts(-1234567.5);
  const symbol = (type) => numberParts.find((p) => p.type === type)?.value;
  if (symbol('minusSign') !== '-') fail(lang, 'a minus sign other than "-"');
  if (pattern(numberParts) !== '{0}' || numberParts[0].type !== 'minusSign') fail(lang, 'a negative number written other than -1234');
  if (new Intl.NumberFormat(lang).format(1234) === '1234') fail(lang, 'no grouping of four digits');

  // CLDR's compact patterns, as runs: from 10^power on, divided by 10^power, until the next run's power.
  const compactOf = (value) => new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 0 }).formatToParts(value);
  const compact = [];
  // Up to 10^20: Japanese and Chinese have one more unit (京) from 10^16.
  for (let magnitude = 3; magnitude <= 20; magnitude++) {
    const parts = compactOf(10 ** magnitude);
    if (!parts.some((p) => p.type === 'compact')) {
      if (compact.length) fail(lang, `no compact pattern at 10^${magnitude} after one below it`);
      continue;
    }
    const power = magnitude - parts.filter((p) => p.type === 'integer').map((p) => p.value).join('').length + 1;
    const text = pattern(parts);
    if (pattern(compactOf(2 * 10 ** magnitude)) !== text) fail(lang, `a compact pattern that changes with the count at 10^${magnitude}`);
    if (compact.at(-1)?.[0] === power && compact.at(-1)[1] === text) continue;
    if (power !== magnitude) fail(lang, `a compact pattern at 10^${magnitude} that divides by 10^${power}`);
    compact.push([power, text]);
  }
  if (new Intl.NumberFormat(lang, { notation: 'compact' }).format(1234) !== '1234' && compact[0][0] !== 3) fail(lang, 'compact grouping of four digits');

  const unit = (name, unitDisplay) => forms(lang, (n) => pattern(new Intl.NumberFormat(lang, { style: 'unit', unit: name, unitDisplay }).formatToParts(n)));
  const ago = (name) => forms(lang, (n) => pattern(new Intl.RelativeTimeFormat(lang).formatToParts(-n, name)));
  const clock = dateTemplate(lang, { timeStyle: 'short' });
  const dateTime = dateTemplate(lang, { dateStyle: 'medium', timeStyle: 'short' });
  if (JSON.stringify(clock.periods) !== JSON.stringify(dateTime.periods ?? clock.periods)) fail(lang, 'day periods that differ between the clock and the date');
  return withHouseRules(lang, {
    decimal: symbol('decimal'),
    group: symbol('group'),
    percent: pattern(new Intl.NumberFormat(lang, { style: 'percent' }).formatToParts(0.5)),
    compact,
    second: unit('second', 'short'),
    minute: unit('minute', 'short'),
    minuteNarrow: unit('minute', 'narrow'),
    hourNarrow: unit('hour', 'narrow'),
    minutesAgo: ago('minute'),
    hoursAgo: ago('hour'),
    clock: clock.template,
    dateTime: dateTime.template,
    ...(dateTime.periods ?? clock.periods ? { periods: dateTime.periods ?? clock.periods } : {}),
    ...(dateTime.months ? { months: dateTime.months } : {}),
    ...(dateTime.yearOffset ? { yearOffset: dateTime.yearOffset } : {}),
  });
}

/**
 * Every language's patterns, under the CLDR version they were read from (`$cldr`, not shipped): another Node's ICU
 * may write some differently, and the test compares only against the version that wrote the file.
 */
export const deriveAll = () => ({ $cldr: process.versions.cldr, ...Object.fromEntries(languages.map((lang) => [lang, deriveLocaleFormats(lang)])) });

export const outputFile = path.join(root, 'src/i18n/locale-formats.json');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(outputFile, `${JSON.stringify(deriveAll(), null, 1)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), outputFile)}`);
}
