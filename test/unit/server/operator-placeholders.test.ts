import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fillOperatorDetails } from '../../../server/domain/content/operator-placeholders.js';

const operator = { name: 'Example Ltd', address: '1 Main St', email: 'dpo@example.test', jurisdiction: 'TW' };
const text = '{{operatorName}} ({{operatorAddress}}), {{operatorEmail}}: {{operatorJurisdiction}} {{other}}';

test('a jurisdiction given as a region code is named in the page’s language, not left in English', () => {
  const law = (lang: string) => fillOperatorDetails('{{operatorJurisdiction}}', operator, lang);
  assert.is(law('ja'), '台湾');
  assert.is(law('ko'), '대만');
  assert.is(law('vi'), 'Đài Loan');
  assert.is(law('fr'), 'Taïwan');
  assert.is(law('zh-CN'), '台湾');
  assert.is(law('id'), 'Taiwan');
});

test('the other details, a jurisdiction written out, and unknown braces are filled or kept as written', () => {
  assert.is(fillOperatorDetails(text, operator, 'en'), 'Example Ltd (1 Main St), dpo@example.test: Taiwan {{other}}');
  assert.is(fillOperatorDetails('{{operatorJurisdiction}}', { ...operator, jurisdiction: 'Luxembourg' }, 'ja'), 'Luxembourg');
});

test.run();
