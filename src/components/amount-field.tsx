import { sanitizeAmountInput } from '../core/amount-input.js';
import { parseMoney } from '../core/money.js';
import { t } from '../i18n/i18n.js';
import { formatMoney } from '../i18n/format.js';
import { Field } from './field.js';

/**
 * An amount typed on the decimal keypad, cleaned on every keystroke by the spec's rule and shown as cleaned. A
 * `,` with at most two digits after it is the decimal point (the only one on some FR, DE, VN and ID keypads);
 * other commas go. Above `max` (what the user has, a method's limit), what was typed stays and the field says the
 * limit: a typed 800 silently becoming 700 moved money the user never asked to move.
 */
export function AmountField({ max, errorText, ...field }: Parameters<typeof Field>[0] & { max?: string }) {
  const over = max !== undefined && isOverMax(field.value, max);
  return (
    <Field
      {...field}
      errorText={errorText ?? (over ? t('fields.amount_over', { max: formatMoney(max) }) : undefined)}
      inputMode="decimal"
      autoComplete="off"
      clean={(typed) => sanitizeAmountInput(typed.replace(/,(?=[0-9]{0,2}$)/, '.'))}
    />
  );
}

/** Whether `amount` is above `max`, as AmountField judges it, so a form can refuse to send it. */
export const isOverMax = (amount: string, max: string): boolean => (parseMoney(amount) ?? 0) > (parseMoney(max) ?? Number.MAX_SAFE_INTEGER);
