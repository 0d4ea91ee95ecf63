import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fillOperatorDetails } from '../../../server/domain/content/operator-placeholders.js';
import { demoOperator } from '../../../server/config.js';

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

test('zh-TW and th name Taiwan in their own script; a demo\'s stand-in operator is named in the page\'s language', () => {
  assert.is(fillOperatorDetails('{{operatorJurisdiction}}', operator, 'zh-TW'), '台灣');
  assert.is(fillOperatorDetails('{{operatorJurisdiction}}', operator, 'th'), 'ไต้หวัน');
  // Broke before: zh-TW and th terms read "Uptick Demo Ltd. (demonstration only)" in the middle of their own text.
  assert.is(fillOperatorDetails('{{operatorName}}', demoOperator, 'zh-TW'), 'Uptick 示範營運公司', 'no brackets before the address\'s');
  assert.not.match(fillOperatorDetails('{{operatorName}}', demoOperator, 'th'), /demonstration/);
  assert.is(fillOperatorDetails('{{operatorName}}', demoOperator, 'en'), 'Uptick Demo Ltd. (demonstration only)');
  assert.is(fillOperatorDetails('{{operatorName}}', { ...demoOperator, name: 'Real Operator AG' }, 'de'), 'Real Operator AG', 'a real operator as written');
});

test.run();
