// Plural forms and the fallback chain of `t` (src/i18n/i18n.ts), with the real locale files.
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { language, setLanguage, t, type Dictionary } from '../../src/i18n/i18n.js';

const fromDisk = async (lang: string) => JSON.parse(fs.readFileSync(path.resolve('locales', `${lang}.json`), 'utf8')) as Dictionary;
const wrong = (attemptsLeft: number) => t('errors.trade_password_wrong', { attemptsLeft, count: attemptsLeft });

test.after.each(() => {
  language.value = 'zh-TW';
});

test('"1 attempt left" but "4 attempts left": the form Intl.PluralRules picks for the count', async () => {
  await setLanguage('en', fromDisk);
  assert.is(wrong(1), 'Wrong transaction password. 1 attempt left.');
  assert.is(wrong(4), 'Wrong transaction password. 4 attempts left.');
  await setLanguage('de', fromDisk);
  assert.is(wrong(1), 'Falsches Transaktionspasswort. Noch 1 Versuch.');
  assert.is(wrong(2), 'Falsches Transaktionspasswort. Noch 2 Versuche.');
});

test('each language counts its own way: French 0 is singular, Japanese has one form', async () => {
  await setLanguage('fr', fromDisk);
  assert.is(wrong(0), 'Mot de passe de transaction incorrect. Encore 0 essai.');
  assert.is(wrong(3), 'Mot de passe de transaction incorrect. Encore 3 essais.');
  await setLanguage('ja', fromDisk);
  assert.is(wrong(1), '取引パスワードが正しくありません。残り1回です。');
});

test('a key the chosen language lacks shows in zh-TW, never blank', async () => {
  const zhTW = await fromDisk('zh-TW');
  // Korean keeps this gap for the rest of the process; no other component test uses Korean.
  await setLanguage('ko', async () => {
    const partial = await fromDisk('ko');
    delete (partial.home as Partial<Dictionary['home']>).recommendations;
    return partial;
  });
  assert.is(t('home.recommendations'), zhTW.home.recommendations);
  assert.is.not(t('home.tagline'), zhTW.home.tagline, 'keys it has are its own');
});

test.run();
