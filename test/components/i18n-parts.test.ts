// Strings arrive per part (core, each area) and per language (src/i18n/i18n.ts): a switch of language
// must reach a part that was still loading, and of two switches the later pick wins, whichever loads last.
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { language, loadStrings, setLanguage, setStringsSource, t, type Dictionary, type MessageKey } from '../../src/i18n/i18n.js';

// A part of our own, and languages no other component test uses (th, zh-CN): strings stay loaded for the
// whole process, and this source gives the other parts nothing.
const part = 'parts-test';
const slow: Record<string, number> = { 'zh-TW': 100, 'zh-CN': 150 };

test.before.each(() => {
  // Set per test: every file is imported before any runs, and mounts set sources of their own.
  setStringsSource(async (lang, asked) => {
    await sleep(slow[lang] ?? 0);
    return (asked === part ? { partsTest: { hello: `hello in ${lang}` } } : {}) as unknown as Dictionary;
  });
});

test.after.each(() => {
  language.value = 'zh-TW';
});

test('a language switch while a part is loading switches that part too', async () => {
  const loading = loadStrings(part, 'zh-TW');
  const switched = setLanguage('th');
  await Promise.all([loading, switched]);
  assert.is(language.value, 'th');
  // This test's own namespace, which the dictionary does not have.
  assert.is(t('partsTest.hello' as MessageKey), 'hello in th', 'the part that was loading is in the new language');
});

test('of two switches, the later one wins even when the earlier one finishes last', async () => {
  const results = await Promise.all([setLanguage('zh-CN'), setLanguage('th')]);
  assert.equal(results, [false, true], 'the earlier switch says it did not take effect');
  assert.is(language.value, 'th');
});

test('two parts carrying one namespace (the core few refusals, all of them in `refusals`) keep every key, whichever lands last', async () => {
  const few = { refusalsTest: { network: 'few: network' } };
  const all = { refusalsTest: { network: 'all: network', locked: 'all: locked' } };
  for (const [first, second] of [['few', 'all'], ['all', 'few']]) {
    const lang = first === 'few' ? 'ko' : 'vi';
    setStringsSource(async (_, asked) => ((asked === `${first}-test` ? (first === 'few' ? few : all) : second === 'few' ? few : all) as unknown as Dictionary));
    await loadStrings(`${first}-test`, lang);
    await loadStrings(`${second}-test`, lang);
    language.value = lang;
    assert.is(t('refusalsTest.locked' as MessageKey), 'all: locked', `${first} then ${second}: the wider set survives`);
    assert.match(t('refusalsTest.network' as MessageKey), /network/);
  }
});

test.run();
