/**
 * Every account kind and transfer code of the ledger, in one place (DESIGN.md "Ledger"). A transfer moves a
 * positive amount from one account to another; its code says why.
 */

/** Kinds of a user's own accounts. None of them may go below zero. */
export const userAccountKinds = ['available', 'frozen', 'positions', 'savings_pending', 'savings_confirmed'] as const;
export type UserAccountKind = (typeof userAccountKinds)[number];

/** The platform's accounts. They may go negative: `external` is money that came in from outside. */
export const platformAccountKinds = ['house', 'fees', 'external', 'interest'] as const;
export type PlatformAccountKind = (typeof platformAccountKinds)[number];

export const transferCodes = [
  /** external → available: a deposit confirmed. */
  'deposit',
  /** available → frozen: amount + fee held for a withdrawal under review. */
  'withdraw_hold',
  /** frozen → external: a withdrawal paid out. */
  'withdraw_done',
  /** frozen → fees: the fee of a paid withdrawal. */
  'fee',
  /** frozen → available: a failed withdrawal handed back, fee included. */
  'withdraw_refund',
  /** available → positions: a trade's stake held. */
  'stake',
  /** positions → available (stake back) or house → available (winnings). */
  'payout',
  /** positions → house: a lost stake. */
  'stake_lost',
  /** available → savings_pending. */
  'savings_in',
  /** savings_pending or savings_confirmed → available. */
  'savings_out',
  /** savings_pending → savings_confirmed (T+1). */
  'savings_confirm',
  /** interest → savings_confirmed: daily earnings. */
  'interest',
  /** An operator's correcting transfer (records are never edited). */
  'correction',
] as const;
export type TransferCode = (typeof transferCodes)[number];
