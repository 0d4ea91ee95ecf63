import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { languages, defaultLanguage } from '../../src/core/languages.js';
import { errorStatus } from '../../src/core/errors.js';

const dir = path.resolve('locales');
const read = (lang: string) => JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8'));

/** Every leaf as `dotted.key → value`. */
function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.set(prefix, value);
  return out;
}
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
      assert.type(value, 'string', `${lang}:${key}`);
      assert.ok((value as string).trim().length > 0, `${lang}:${key} is empty`);
    }
  });

  test(`${lang} keeps every {{placeholder}} of en`, () => {
    const dict = flatten(read(lang));
    for (const [key, value] of reference) {
      assert.equal(placeholders(String(dict.get(key))), placeholders(String(value)), `${lang}:${key}`);
    }
  });
}

// Brand names stay as they are in every language.
const brands = new Set(['Uptick', "Yu'ebao"]);

test('every locale but en is translated, not an English copy', () => {
  for (const lang of languages.filter((l) => l !== 'en')) {
    const dict = flatten(read(lang));
    const copies = [...reference]
      .filter(([key, value]) => dict.get(key) === value && !brands.has(String(value)))
      .map(([key]) => key);
    assert.equal(copies, [], `${lang} has English copies`);
  }
});

test('every API error code has a message in the default locale', () => {
  const dict = flatten(read(defaultLanguage));
  const missing = Object.keys(errorStatus).filter((code) => !dict.has(`errors.${code}`));
  assert.equal(missing, []);
});

test.run();
