/**
 * Why an operator failed a withdrawal, as a code the app words in the user's language (locales:
 * `withdrawReason.<code>`). The operator picks one in the CLI (`withdrawals fail <id> --code …`) and may add
 * free text, shown below it as written.
 */
export const withdrawalReasonCodes = [
  /** The name on the bank account is not the verified account holder's. */
  'name_mismatch',
  /** The bank account number or bank details are wrong. */
  'account_invalid',
  /** The bank returned the payment (account closed, frozen, …). */
  'bank_returned',
  /** Held for a security check that the user can clear with customer service. */
  'security_review',
  /** Turnover or promotion terms not yet met. */
  'terms_not_met',
  /** Anything else: the free text says what. */
  'other',
] as const;
export type WithdrawalReasonCode = (typeof withdrawalReasonCodes)[number];

export function isWithdrawalReasonCode(value: unknown): value is WithdrawalReasonCode {
  return typeof value === 'string' && (withdrawalReasonCodes as readonly string[]).includes(value);
}
