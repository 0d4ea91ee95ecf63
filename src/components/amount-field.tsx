import { sanitizeAmountInput } from '../core/amount-input.js';
import { Field } from './field.js';

/**
 * An amount typed on the decimal keypad, cleaned on every keystroke by the spec's rule and shown as cleaned. A
 * `,` with at most two digits after it is the decimal point (the only one on some FR, DE, VN and ID keypads);
 * other commas go.
 */
export function AmountField({ max, ...field }: Parameters<typeof Field>[0] & { max?: number }) {
  return (
    <Field
      {...field}
      inputMode="decimal"
      autoComplete="off"
      clean={(typed) => sanitizeAmountInput(typed.replace(/,(?=[0-9]{0,2}$)/, '.'), max)}
    />
  );
}
