import { object, optional, refine, type Infer } from 'superstruct';
import { moneyField, requiredString, visibleText } from './fields.js';

// A deposit's body, apart from the withdrawals' (funds-structs.ts): the funds area uses this one and the withdraw area
// those, so neither module is shared by two areas, which would bring it into the core (build.mjs).

/** A deposit method's id: operators choose it (`deposit-methods add <id>`); `bank_transfer` and `usdt_trc20` came first. */
export const depositMethodIdPattern = /^[a-z0-9][a-z0-9_-]{1,23}$/;

/** A deposit note's length at most, in UTF-16 units, as the field counts them. */
export const depositNoteMaxLength = 100;

export const DepositBody = object({
  amount: moneyField,
  /** A deposit method id (GET /api/deposit-methods); an unknown or disabled one is 422 `deposit_method_unavailable`. */
  method: refine(requiredString, 'too_long', (v) => v.length <= 24),
  /**
   * The user's own note (a transaction hash, the payer's name), kept beside the deposit; not what they quote: the
   * server makes that (`reference` in the answer). Named `reference` in the request since the API began so.
   */
  reference: optional(refine(visibleText, 'too_long', (v) => v.length <= depositNoteMaxLength)),
});
export type DepositBody = Infer<typeof DepositBody>;
