import type { OperatorDetails } from '../../config.js';

const placeholders: Record<string, keyof OperatorDetails> = {
  operatorName: 'name',
  operatorAddress: 'address',
  operatorEmail: 'email',
  operatorJurisdiction: 'jurisdiction',
};

/**
 * A stored text with `{{operatorName}}`, `{{operatorAddress}}`, `{{operatorEmail}}` and `{{operatorJurisdiction}}`
 * replaced by this installation's OPERATOR_* values: the texts are seeded once for every installation, while who
 * runs one, and under whose law, is each deployment's own. Any other braces are left as written.
 */
export function fillOperatorDetails(text: string, operator: OperatorDetails): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.hasOwn(placeholders, name) ? operator[placeholders[name]] : whole));
}
