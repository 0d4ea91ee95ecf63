import { sanitizeAmountInput } from '../core/amount-input.js';
import { Field } from './field.js';

/**
 * An amount typed on the decimal keypad, cleaned on every keystroke by the spec's rule. A `,` with at most two
 * digits after it is the decimal point (the only one on some FR, DE, VN and ID keypads); other commas go.
 */
export function AmountField({ max, onValue, ...field }: Parameters<typeof Field>[0] & { max?: number }) {
  return (
    <Field
      {...field}
      inputMode="decimal"
      autoComplete="off"
      onValue={(raw) => onValue(sanitizeAmountInput(raw.replace(/,(?=[0-9]{0,2}$)/, '.'), max))}
    />
  );
}
