import fs from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { languages, type Language } from '../../../src/core/languages.js';
import { showLanguage } from '../../helpers/show-language.js';
import { formatClock, formatDateTime, formatDecimal, formatMoney, formatPercent, formatPeriod, formatRelativeTime, formatSpan } from '../../../src/i18n/format.js';
import { browserWords, deriveAll, outputFile } from '../../../scripts/locale-formats.mjs';

// The page writes numbers and dates from each language's patterns (src/i18n/locale-patterns.ts); Intl is the
// reference they must match, over many values, in every language.
const test = suite('locale patterns');

// A fixed sequence, so a failure repeats.
let seed = 20261127;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);

/** `count` samples of decimal strings: every magnitude from 10^-6 to 10^22, 0–8 decimals, both signs. */
function decimals(count: number): string[] {
  const out = ['0', '0.00', '-0.001', '0.5', '1.005', '999.995', '999950', '999999', '1000', '12345', '99999.99', '6320000.12', '1e16', '1e21', '1234567890123456789012'];
  while (out.length < count) {
    const places = Math.floor(random() * 9);
    const value = random() * 10 ** Math.floor(random() * 29 - 6);
    out.push(`${random() < 0.15 ? '-' : ''}${value.toFixed(places)}`);
  }
  return out;
}

// Where the app writes a language otherwise than CLDR (scripts/locale-formats.mjs, house rules), what Intl writes
// is turned into what the app must write, rule by rule.
const ownUnits: Partial<Record<Language, (text: string) => string>> = {
  ja: (text) => text.replace(/(\d) (秒|分|時間)/, '$1$2'),
  fr: (text) => text.replace(/(\d)(min|h)$/, '$1\u00a0$2'),
  th: (text) => text.replace(/(\d)(นาที|ชม\.)$/, '$1 $2'),
};
const asHouse = (lang: Language, text: string) => ownUnits[lang]?.(text) ?? text;
/** Languages whose short figures have no unit below 10^4 (Korean drops 천) and group the digits below it. */
const shortFromTenThousand = new Set<Language>(['ja', 'ko', 'zh-CN']);
/** Intl's short figure of `n`, as the app writes it. */
function compactAsHouse(lang: Language, n: number, max: number): string {
  const intl = new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: max }).format(n);
  if (!shortFromTenThousand.has(lang) || /[万億兆京亿만억조]/.test(intl)) return intl;
  return new Intl.NumberFormat(lang, { maximumFractionDigits: max }).format(n);
}

function inLanguage(lang: Language, check: () => void) {
  showLanguage(lang);
  check();
}

const committed = JSON.parse(fs.readFileSync(outputFile, 'utf8')) as { $cldr: string };

test('there are patterns for every interface language, and for no other', () => {
  assert.equal(Object.keys(committed).filter((key) => key !== '$cldr').sort(), [...languages].sort());
});

test('what no number is shows as a missing value, not a throw', () => {
  showLanguage('en');
  for (const text of ['abc', 'NaN', 'Infinity', '-Infinity']) {
    assert.is(formatDecimal(text, 2), '—', text);
    assert.is(formatDecimal(text, 1, true), '—', text);
    assert.is(formatPercent(text), '—', text);
  }
});

// The file holds what one CLDR version writes (its `$cldr`); under another Node's, Intl itself may differ, so
// the comparisons below run on the version that wrote it (this machine's Node 20) and say so elsewhere.
const sameCldr = committed.$cldr === process.versions.cldr;
if (!sameCldr) console.log(`locale patterns: written from CLDR ${committed.$cldr}, this Node has ${process.versions.cldr}: not compared with its Intl`);

if (sameCldr) {
  test('the committed patterns are what this Node reads from Intl (node scripts/locale-formats.mjs writes them)', () => {
    assert.equal(committed, deriveAll());
  });

  for (const lang of languages) {
    test(`${lang}: decimals, compact figures, percentages and money as Intl.NumberFormat writes them`, () =>
      inLanguage(lang, () => {
        for (const text of decimals(400)) {
          const digits = (text.split('.')[1] ?? '').length;
          const n = Number(text);
          assert.is(formatDecimal(text), new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n), `${text}`);
          for (const max of [1, 2]) {
            assert.is(formatDecimal(text, max, true), compactAsHouse(lang, n, max), `compact ${text}, ${max} decimals`);
          }
          for (const min of [0, 2]) {
            assert.is(formatPercent(text, min), new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: min, maximumFractionDigits: 2 }).format(n / 100), `percent ${text}`);
          }
          const money = Number(text).toFixed(2);
          if (Math.abs(Number(money)) < 1e13) {
            const [whole, cents] = money.replace('-', '').split('.');
            const expected = new Intl.NumberFormat(lang, { minimumFractionDigits: 2 })
              .formatToParts(money.startsWith('-') ? -Number(whole) : Number(whole))
              .map((part) => (part.type === 'fraction' ? cents : part.value))
              .join('');
            // With the minus sign (U+2212) every negative figure of the app is written with, not Intl's hyphen.
            assert.is(formatMoney(money), expected.replace(/^-/, '\u2212'), `money ${money}`);
          }
        }
      }),
    );

    test(`${lang}: periods, chart spans and times ago as Intl writes them`, () =>
      inLanguage(lang, () => {
        const unit = (name: string, unitDisplay: 'short' | 'narrow', n: number) =>
          asHouse(lang, new Intl.NumberFormat(lang, { style: 'unit', unit: name, unitDisplay, maximumFractionDigits: 1 }).format(n));
        for (const seconds of [1, 5, 10, 30, 59]) assert.is(formatPeriod(seconds), unit('second', 'short', seconds));
        for (const seconds of [60, 90, 120, 300, 600, 1800, 3600, 7200, 86400]) assert.is(formatPeriod(seconds), unit('minute', 'short', seconds / 60));
        for (const minutes of [1, 2, 5, 15, 30]) assert.is(formatSpan(minutes * 60_000), unit('minute', 'narrow', minutes));
        for (const hours of [1, 2, 4, 24]) assert.is(formatSpan(hours * 3_600_000), unit('hour', 'narrow', hours));
        const now = Date.UTC(2026, 10, 27, 12);
        const ago = new Intl.RelativeTimeFormat(lang);
        for (let minutes = 16; minutes < 60; minutes++) assert.is(formatRelativeTime(new Date(now - minutes * 60_000).toISOString(), now), asHouse(lang, ago.format(-minutes, 'minute')));
        for (let hours = 1; hours < 24; hours++) assert.is(formatRelativeTime(new Date(now - hours * 3_600_000).toISOString(), now), asHouse(lang, ago.format(-hours, 'hour')));
      }),
    );

    test(`${lang}: clocks and dates in the device's zone as Intl.DateTimeFormat writes them`, () =>
      inLanguage(lang, () => {
        // Node's own CLDR words where the browsers write others (scripts/locale-formats.mjs).
        const words = Object.entries(browserWords[lang] ?? {});
        // And the house rules: Korean writes midnight 오전 0:00; Vietnamese writes the date before the time.
        const asBrowsers = (text: string) => {
          const worded = words.reduce((out, [node, browser]) => out.replace(node, browser), text);
          return lang === 'ko' ? worded.replace(/오전 12:/, '오전 0:') : worded;
        };
        const clock = new Intl.DateTimeFormat(lang, { timeStyle: 'short' });
        const dateAndTime = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
        const dateOnly = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });
        const dateTime = { format: (time: number) => (lang === 'vi' ? `${dateOnly.format(time)} ${clock.format(time)}` : dateAndTime.format(time)) };
        const times = [Date.UTC(2026, 0, 1), Date.UTC(2026, 11, 31, 23, 59)];
        for (let hour = 0; hour < 24; hour++) times.push(Date.UTC(2026, 5, 15, hour, hour * 2));
        while (times.length < 300) times.push(Math.floor(random() * 4e12));
        for (const time of times) {
          assert.is(formatClock(time), asBrowsers(clock.format(time)), new Date(time).toISOString());
          assert.is(formatDateTime(time), asBrowsers(dateTime.format(time)), new Date(time).toISOString());
        }
      }),
    );
  }
}

test.run();
