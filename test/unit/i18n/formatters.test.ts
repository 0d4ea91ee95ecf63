import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Language } from '../../../src/core/languages.js';
import { showLanguage } from '../../helpers/show-language.js';
import {
  formatDateTime,
  formatDecimal,
  formatMoney,
  formatPlatformTime,
  formatSpan,
  formatPeriod,
  formatRelativeTime,
  formatTickTime,
  formatTimeLeft,
  formatZone,
} from '../../../src/i18n/format.js';

const test = suite('formatters');
const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** `format` in `lang`, with the locale's spaces (no-break, narrow, thin) read as plain spaces. */
function inLanguage(lang: Language, format: () => string): string {
  showLanguage(lang);
  return format().replace(/\s/g, ' ');
}

// A device in Bangkok (UTC+7) while the platform's zone is Taipei (UTC+8): every time must be Bangkok's.
let deviceZone: string | undefined;
test.before(() => {
  deviceZone = process.env.TZ;
  process.env.TZ = 'Asia/Bangkok';
  // Formatters are made once per language with the zone of that moment: a switch makes them anew.
  inLanguage('ko', () => formatDateTime(0));
});
test.after(() => {
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});

test('a period under a minute reads in seconds, from 60 s on in minutes', () => {
  const periods = (lang: Language) => inLanguage(lang, () => [30, 59, 60, 300].map(formatPeriod).join(' | '));
  assert.is(periods('en'), '30 sec | 59 sec | 1 min | 5 min');
  assert.is(periods('zh-TW'), '30 秒 | 59 秒 | 1 分鐘 | 5 分鐘');
  assert.is(periods('de'), '30 Sek. | 59 Sek. | 1 Min. | 5 Min.');
  assert.is(periods('th'), '30 วิ | 59 วิ | 1 นาที | 5 นาที');
});

test('a period that is no whole number of minutes keeps one decimal', () => {
  assert.is(inLanguage('en', () => formatPeriod(90)), '1.5 min');
  assert.is(inLanguage('de', () => formatPeriod(90)), '1,5 Min.');
});

test('a time is shown in the device time zone, across its midnight', () => {
  // 20:30 UTC is 03:30 the next day in Bangkok (and 04:30 in Taipei, the platform's zone).
  const iso = '2026-11-26T20:30:05.000Z';
  assert.is(inLanguage('de', () => formatDateTime(iso)), '27.11.2026, 03:30');
  assert.is(inLanguage('de', () => formatTickTime(iso, true)), '27.11.2026, 03:30:05');
  assert.is(inLanguage('de', () => formatTickTime(Date.parse(iso))), '03:30:05');
  assert.is(inLanguage('en', () => formatDateTime(iso)), 'Nov 27, 2026, 3:30 AM');
});

test('a list time older than a day is the same date and time as the details show', () => {
  const iso = '2026-11-26T20:30:05.000Z';
  const later = Date.parse(iso) + dayMs;
  assert.is(inLanguage('zh-TW', () => formatRelativeTime(iso, later)), inLanguage('zh-TW', () => formatDateTime(iso)));
  assert.is(inLanguage('de', () => formatRelativeTime(iso, later)), '27.11.2026, 03:30');
});

test('a list time within the day reads as just now, minutes or hours ago, in the language', () => {
  const iso = '2026-11-26T20:30:00.000Z';
  const at = (ms: number) => () => formatRelativeTime(iso, Date.parse(iso) + ms);
  // Only the default language's strings are loaded here; the minutes and hours come from Intl alone.
  assert.is(inLanguage('zh-TW', at(15 * 60_000)), '剛剛');
  assert.is(inLanguage('en', at(20 * 60_000)), '20 minutes ago');
  assert.is(inLanguage('en', at(hourMs)), '1 hour ago');
  assert.is(inLanguage('zh-TW', at(3 * hourMs)), '3 小時前');
  assert.is(inLanguage('de', at(dayMs - 1)), 'vor 23 Stunden');
});

test('Thai dates use one calendar everywhere: the Buddhist era, as docs/decisions.md says', () => {
  const iso = '2026-11-26T20:30:05.000Z';
  const texts = [
    inLanguage('th', () => formatDateTime(iso)),
    inLanguage('th', () => formatTickTime(iso, true)),
    inLanguage('th', () => formatRelativeTime(iso, Date.parse(iso) + 3 * dayMs)),
  ];
  assert.is(texts[0], '27 พ.ย. 2569 03:30');
  for (const text of texts) {
    assert.ok(text.includes('2569') && !text.includes('2026'), `Buddhist year in: ${text}`);
  }
});

test('money shows every digit, up to the largest amount (10^13 units)', () => {
  assert.is(inLanguage('en', () => formatMoney('12345678901.23')), '12,345,678,901.23');
  assert.is(inLanguage('de', () => formatMoney('12345678901.23')), '12.345.678.901,23');
  // One minus sign, the real one (U+2212), on every negative amount: the record showed −, the P&L and savings -.
  assert.is(inLanguage('de', () => formatMoney('-1250.50')), '\u22121.250,50');
  assert.is(inLanguage('en', () => formatMoney('9999999999999.99')), '9,999,999,999,999.99');
  assert.is(inLanguage('en', () => formatMoney('10000000000000.00')), '10,000,000,000,000.00');
  assert.is(inLanguage('fr', () => formatMoney('1250.05')), '1 250,05');
});

test('negative money keeps its sign, the minus sign (U+2212), also below one unit', () => {
  assert.is(inLanguage('en', () => formatMoney('-3.05')), '\u22123.05');
  assert.is(inLanguage('en', () => formatMoney('-0.50')), '\u22120.50');
  assert.is(inLanguage('de', () => formatMoney('-12345678901.23')), '\u221212.345.678.901,23');
  assert.is(inLanguage('en', () => formatMoney('0.00')), '0.00');
});

test('text that is no amount is shown as it came', () => {
  assert.is(inLanguage('en', () => formatMoney('1.234')), '1.234');
  assert.is(inLanguage('en', () => formatMoney('--1.00')), '--1.00');
  assert.is(inLanguage('en', () => formatMoney('10000000000000.01')), '10000000000000.01', 'above the money limit');
});

test('a countdown is a clock, m:ss, in every language', () => {
  assert.is(formatTimeLeft(300), '5:00');
  assert.is(formatTimeLeft(65), '1:05');
  assert.is(formatTimeLeft(9), '0:09');
});

test("the platform's zone is named for a day boundary", () => {
  assert.is(inLanguage('en', () => formatZone('Asia/Taipei')), 'GMT+8');
  assert.is(inLanguage('fr', () => formatZone('UTC')), 'UTC');
});

test('where a language is written otherwise than CLDR, the app writes it as its readers do', () => {
  // 16:00 UTC on 6 December is 23:00 in Bangkok (the device) and midnight on the 7th in Taipei (the platform).
  const iso = '2026-12-06T16:00:00.000Z';
  assert.is(inLanguage('ja', () => [30, 300].map(formatPeriod).join(' | ')), '30秒 | 5分');
  assert.is(inLanguage('ja', () => formatRelativeTime(iso, Date.parse(iso) + 20 * 60_000)), '20分前');
  assert.is(inLanguage('fr', () => [formatSpan(60_000), formatSpan(hourMs)].join(' | ')), '1 min | 1 h');
  // Thai spaced its periods ("1 นาที") but not the chart's timeframes ("1นาที"): one spacing on one screen.
  assert.is(inLanguage('th', () => [formatPeriod(60), formatSpan(60_000), formatSpan(hourMs)].join(' | ')), '1 นาที | 1 นาที | 1 ชม.');
  assert.is(inLanguage('ko', () => formatPlatformTime(iso, 'Asia/Taipei')), '2026. 12. 7. 오전 0:00 GMT+8');
  assert.is(inLanguage('ko', () => formatPlatformTime('2026-12-07T04:30:00.000Z', 'Asia/Taipei')), '2026. 12. 7. 오후 12:30 GMT+8');
  assert.is(inLanguage('vi', () => formatDateTime(iso)), '6 thg 12, 2026 23:00');
  assert.is(inLanguage('vi', () => formatTickTime(iso, true)), '6 thg 12, 2026 23:00:00');
  for (const lang of ['ja', 'ko', 'zh-CN'] as const) assert.is(inLanguage(lang, () => formatDecimal('8450.123', 2, true)), '8,450.12', lang);
  assert.is(inLanguage('ko', () => formatDecimal('84500', 2, true)), '8.45만');
});

test.run();
