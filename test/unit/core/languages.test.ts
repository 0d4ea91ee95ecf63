import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bestLanguage } from '../../../src/core/languages.js';

test('a first visit takes the first device language Uptick speaks, by primary language', () => {
  assert.is(bestLanguage(['de-DE', 'en-US']), 'de');
  assert.is(bestLanguage(['pt-BR', 'fr-CA', 'en']), 'fr', 'a language we lack is skipped');
  assert.is(bestLanguage(['EN-gb']), 'en', 'tags are case-insensitive');
  assert.is(bestLanguage(['th']), 'th');
  assert.is(bestLanguage(['id-ID']), 'id');
});

test('Chinese goes by script, then region; a bare zh gets the default, Traditional', () => {
  for (const tag of ['zh-TW', 'zh-Hant', 'zh-Hant-TW', 'zh-HK', 'zh-MO', 'zh-Hant-CN', 'zh']) assert.is(bestLanguage([tag]), 'zh-TW', tag);
  for (const tag of ['zh-CN', 'zh-Hans', 'zh-Hans-CN', 'zh-SG', 'zh-MY', 'zh-Hans-HK']) assert.is(bestLanguage([tag]), 'zh-CN', tag);
});

test('no language Uptick speaks, or none given, is undefined (the caller falls back to zh-TW)', () => {
  assert.is(bestLanguage(['pt-BR', 'es']), undefined);
  assert.is(bestLanguage([]), undefined);
});

test.run();
