import type { OperatorDetails } from '../../config.js';
import { regionNamer } from '../../../src/i18n/region-names.js';

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
 * code (TW, LU) is named in the text's language (台湾, 대만, Đài Loan, Taïwan); any other is shown as written. Any
 * other braces are left as written.
 */
export function fillOperatorDetails(text: string, operator: OperatorDetails, lang: string): string {
  const value = (key: keyof OperatorDetails) =>
    key === 'jurisdiction' && /^[A-Z]{2}$/.test(operator.jurisdiction) ? regionNamer(lang)(operator.jurisdiction) : operator[key];
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.hasOwn(placeholders, name) ? value(placeholders[name]) : whole));
}
