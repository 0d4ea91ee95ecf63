import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { conventionalRiseColour } from '../../../src/core/rise-colour.js';
import { languages } from '../../../src/core/languages.js';

test('a rise is red where the market shows it so (Chinese, Japanese, Korean) and green in every other language', () => {
  const red = languages.filter((lang) => conventionalRiseColour(lang) === 'red');
  assert.equal(red, ['zh-TW', 'zh-CN', 'ja', 'ko']);
  for (const lang of languages) if (!red.includes(lang)) assert.is(conventionalRiseColour(lang), 'green', lang);
});

test('a language the app does not speak gets green', () => {
  assert.is(conventionalRiseColour('pt-BR'), 'green');
  assert.is(conventionalRiseColour(''), 'green');
});

test.run();
