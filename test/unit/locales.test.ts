import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { languages, defaultLanguage } from '../../src/core/languages.js';
import { errorStatus } from '../../src/core/errors.js';
import { withdrawalReasonCodes } from '../../src/core/withdrawal-reasons.js';

const dir = path.resolve('locales');
const read = (lang: string) => JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8'));

const pluralCategories = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);
/** A message with plural forms: an object whose keys are all CLDR plural categories, `other` among them. */
const isPlural = (value: object) => 'other' in value && Object.keys(value).every((k) => pluralCategories.has(k));

/** Every message as `dotted.key → value`; a plural message is one message (its object of forms). */
function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value && typeof value === 'object' && !isPlural(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.set(prefix, value);
  return out;
}

/** The texts of a message: itself, or each of its plural forms. */
const textsOf = (value: unknown): string[] => (value && typeof value === 'object' ? Object.values(value) : [value]) as string[];
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const reference = flatten(read('en'));

test('there is exactly one locale file per interface language', () => {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')).sort();
  assert.equal(files, [...languages].sort());
});

for (const lang of languages) {
  test(`${lang} has every key of en, no extra key, and no empty value`, () => {
    const dict = flatten(read(lang));
    const missing = [...reference.keys()].filter((k) => !dict.has(k));
    const extra = [...dict.keys()].filter((k) => !reference.has(k));
    assert.equal(missing, [], `${lang} is missing keys`);
    assert.equal(extra, [], `${lang} has keys en does not`);
    for (const [key, value] of dict) {
      for (const text of textsOf(value)) {
        assert.type(text, 'string', `${lang}:${key}`);
        assert.ok(text.trim().length > 0, `${lang}:${key} is empty`);
      }
    }
  });

  // `other` always, `one` where the language has it; rarer forms (French `many`, for millions) fall back to `other`.
  test(`${lang}'s plural messages have the forms ${lang} uses (Intl.PluralRules), and no other`, () => {
    const forms: string[] = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    for (const [key, value] of flatten(read(lang))) {
      if (!value || typeof value !== 'object') continue;
      const given = Object.keys(value);
      assert.equal(given.filter((form) => !forms.includes(form)), [], `${lang}:${key} has forms ${lang} does not use`);
      for (const needed of ['one', 'other'].filter((form) => forms.includes(form))) assert.ok(given.includes(needed), `${lang}:${key} lacks ${needed}`);
    }
  });

  test(`${lang} keeps every {{placeholder}} of en`, () => {
    const dict = flatten(read(lang));
    for (const [key, value] of reference) {
      const wanted = placeholders(textsOf(value)[0]);
      for (const text of textsOf(dict.get(key))) assert.equal(placeholders(text), wanted, `${lang}:${key}`);
    }
  });
}

// Brand names stay as they are in every language.
const brands = new Set(['Uptick', "Yu'ebao"]);

test('every locale but en is translated, not an English copy', () => {
  for (const lang of languages.filter((l) => l !== 'en')) {
    const dict = flatten(read(lang));
    const copies = [...reference]
      .filter(([key, value]) => JSON.stringify(dict.get(key)) === JSON.stringify(value) && !brands.has(String(value)))
      .map(([key]) => key);
    assert.equal(copies, [], `${lang} has English copies`);
  }
});

test('every API error code has a message in the default locale', () => {
  const dict = flatten(read(defaultLanguage));
  const missing = Object.keys(errorStatus).filter((code) => !dict.has(`errors.${code}`));
  assert.equal(missing, []);
});

test('every withdrawal reason code an operator can pick is worded in every language', () => {
  for (const lang of languages) {
    const dict = flatten(read(lang));
    assert.equal(withdrawalReasonCodes.filter((code) => !dict.get(`withdrawReason.${code}`)), [], lang);
    assert.equal([...dict.keys()].filter((key) => key.startsWith('withdrawReason.') && !(withdrawalReasonCodes as readonly string[]).includes(key.slice(15))), [], `${lang}: no wording for a code that is not on the list`);
  }
});

test.run();
