/**
 * Why an operator rejected a deposit, as a code the app words in the user's language (locales:
 * `depositReason.<code>`). The operator picks one in the CLI (`deposits reject <no> --code …`, default
 * `payment_not_found`) and may add a note, shown below it as written.
 */
export const depositRejectReasons = [
  /** No payment matching the deposit arrived. */
  'payment_not_found',
  /** The payment came from an account or wallet not in the user's name. */
  'payer_mismatch',
  /** The payment was already credited to another of the user's deposits. */
  'duplicate_request',
  /** Anything else: the note says what. */
  'other',
] as const;
export type DepositRejectReason = (typeof depositRejectReasons)[number];

export function isDepositRejectReason(value: unknown): value is DepositRejectReason {
  return typeof value === 'string' && (depositRejectReasons as readonly string[]).includes(value);
}
