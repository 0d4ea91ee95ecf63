import { demoOperator, type OperatorDetails } from '../../config.js';
import { regionNamer } from '../../../src/i18n/region-names.js';

/**
 * A demo's stand-in operator, named in each page's language so no page shows English in the middle of its text. The
 * Chinese, Japanese and Korean pages put the address in brackets after the name, so their names say "demo" without.
 */
const demoNames: Record<string, string> = {
  'zh-TW': 'Uptick 示範營運公司',
  'zh-CN': 'Uptick 演示运营公司',
  en: demoOperator.name,
  ja: 'Uptick デモ運営会社',
  ko: 'Uptick 데모 운영사',
  th: 'บริษัท Uptick Demo (สำหรับสาธิตเท่านั้น)',
  vi: 'Uptick Demo Ltd. (chỉ dùng để minh họa)',
  id: 'Uptick Demo Ltd. (hanya untuk demonstrasi)',
  fr: 'Uptick Demo Ltd. (démonstration uniquement)',
  de: 'Uptick Demo Ltd. (nur zur Demonstration)',
};

const placeholders: Record<string, keyof OperatorDetails> = {
  operatorName: 'name',
  operatorAddress: 'address',
  operatorEmail: 'email',
  operatorJurisdiction: 'jurisdiction',
};

/**
 * A stored text in `lang` with `{{operatorName}}`, `{{operatorAddress}}`, `{{operatorEmail}}` and
 * `{{operatorJurisdiction}}` replaced by this installation's OPERATOR_* values: the texts are seeded once for every
 * installation, while who runs one, and under whose law, is each deployment's own. A jurisdiction given as a region
 * code (TW, LU) is named in the text's language (台湾, 대만, Đài Loan, Taïwan); any other is shown as written. A demo's
 * stand-in operator is named in the text's language too. Any other braces are left as written.
 */
export function fillOperatorDetails(text: string, operator: OperatorDetails, lang: string): string {
  const value = (key: keyof OperatorDetails) => {
    if (key === 'jurisdiction' && /^[A-Z]{2}$/.test(operator.jurisdiction)) return regionNamer(lang)(operator.jurisdiction);
    if (key === 'name' && operator.name === demoOperator.name) return demoNames[lang] ?? operator.name;
    return operator[key];
  };
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.hasOwn(placeholders, name) ? value(placeholders[name]) : whole));
}
