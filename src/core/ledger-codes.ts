/**
 * Every account kind and transfer code of the ledger, in one place (docs/design.md, Ledger). A transfer moves a
 * positive amount from one account to another; its code says why.
 */

/** Kinds of a user's own accounts. None of them may go below zero. */
export const userAccountKinds = ['available', 'frozen', 'positions', 'savings_pending', 'savings_confirmed'] as const;
export type UserAccountKind = (typeof userAccountKinds)[number];

/** The platform's accounts. They may go negative: `external` is money that came in from outside. */
export type PlatformAccountKind = 'house' | 'fees' | 'external' | 'interest';

export type AccountKind = UserAccountKind | PlatformAccountKind;

/** [debit kind, credit kind]: where a transfer's money comes from and where it goes. */
type Route = readonly [AccountKind, AccountKind];

/**
 * Each transfer code with the only accounts it may move money between, so that a code always says what
 * moved: `npm run audit` names any transfer that moved money another way. A correction may move any.
 */
export const transferRoutes = {
  /** external → available: a deposit confirmed. */
  deposit: [['external', 'available']],
  /** available → frozen: amount + fee held for a withdrawal under review. */
  withdraw_hold: [['available', 'frozen']],
  /** frozen → external: a withdrawal paid out. */
  withdraw_done: [['frozen', 'external']],
  /** frozen → fees: the fee of a paid withdrawal. */
  fee: [['frozen', 'fees']],
  /** frozen → available: a failed withdrawal handed back, fee included. */
  withdraw_refund: [['frozen', 'available']],
  /** available → positions: a trade's stake held. */
  stake: [['available', 'positions']],
  /** positions → available: the stake of a won, drawn or void trade handed back. */
  stake_return: [['positions', 'available']],
  /** house → available: what a won trade earns beyond its stake (stake × rate, rounded down to the cent). */
  winnings: [['house', 'available']],
  /** positions → house: a lost stake. */
  stake_lost: [['positions', 'house']],
  /** available → savings_pending. */
  savings_in: [['available', 'savings_pending']],
  /** savings_pending or savings_confirmed → available. */
  savings_out: [
    ['savings_pending', 'available'],
    ['savings_confirmed', 'available'],
  ],
  /** savings_pending → savings_confirmed (T+1). */
  savings_confirm: [['savings_pending', 'savings_confirmed']],
  /** interest → savings_confirmed: daily earnings. */
  interest: [['interest', 'savings_confirmed']],
  /** An operator's correcting transfer (records are never edited), between whichever accounts it corrects. */
  correction: 'any',
} as const satisfies Record<string, readonly Route[] | 'any'>;
export type TransferCode = keyof typeof transferRoutes;
