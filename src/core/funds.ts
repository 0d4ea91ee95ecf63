import type { TransferCode } from './ledger-codes.js';
import type { WithdrawalReasonCode } from './withdrawal-reasons.js';
import type { DepositRejectReason } from './deposit-reasons.js';

/** A page of a list endpoint: newest first; `nextCursor` is null on the last page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** What a user pays to (GET /api/deposit-methods): operator data; which fields are set depends on the kind. */
export interface DepositInstructions {
  bankName?: string;
  accountName?: string;
  accountNumber?: string;
  network?: string;
  address?: string;
  memo?: string;
}
export type DepositMethodKind = 'bank_transfer' | 'crypto';
export interface DepositMethod {
  id: string;
  kind: DepositMethodKind;
  name: string;
  currency: string;
  /** This method's limits, within the platform's range. */
  minAmount: string;
  maxAmount: string;
  instructions: DepositInstructions;
}

export type DepositStatus = 'pending' | 'confirmed' | 'rejected';
export interface DepositRecord {
  id: string;
  /** Declared; once confirmed, what was credited. */
  amount: string;
  /** When an operator credited another amount than the user declared (what arrived): what was declared; else null. */
  declaredAmount: string | null;
  /** A deposit method id. */
  method: string;
  /** What the payer quotes in the transfer's memo: made by the server, unique (docs/api.md, "Deposits"). */
  reference: string;
  /** The user's own note, as sent in the request's `reference`; null without one. */
  note: string | null;
  status: DepositStatus;
  /** Set when rejected: why, as a code the app words in the user's language (null for deposits rejected before codes). */
  rejectReason: DepositRejectReason | null;
  /** The operator's note to the user with a rejection, shown as written; null without one. */
  rejectNote: string | null;
  createdAt: string;
}

export type WithdrawalStatus = 'reviewing' | 'succeeded' | 'failed';
export interface WithdrawalRecord {
  id: string;
  amount: string;
  fee: string;
  status: WithdrawalStatus;
  /** Why an operator failed it, when it failed: a code the app words in the user's language (null before codes). */
  reasonCode: WithdrawalReasonCode | null;
  /** The operator's free text shown below the code, if any. */
  reason: string | null;
  createdAt: string;
}

/** What every withdrawal account has, whatever its kind. */
interface WithdrawalAccountCommon {
  /** What a withdrawal names it by (`accountId`). */
  id: string;
  /** The user's own name for it; null when they gave none. */
  label: string | null;
  accountName: string;
  createdAt: string;
  /** When it was added or last renamed. */
  updatedAt: string;
  /** A new account (not a user's first) is under a security hold: withdrawals to it are refused (`withdrawal_hold`) until then; null when none is waiting. */
  holdUntil: string | null;
  /** When a withdrawal last went to it; null if none has. */
  lastUsedAt: string | null;
}
export interface BankCardAccount extends WithdrawalAccountCommon {
  type: 'bank_card';
  nationality: string;
  bankName: string;
  /** Masked: only the last 4 digits show. */
  cardNumber: string;
  bankAddress: string;
}
export interface CryptoAccount extends WithdrawalAccountCommon {
  type: 'crypto';
  network: string;
  currencyAddress: string;
}
export type WithdrawalAccount = BankCardAccount | CryptoAccount;

/** One row of the capital record: a transfer seen from the user's available balance. */
export interface LedgerItem {
  id: string;
  code: TransferCode;
  /** Signed, for this user: negative when money left the available balance. */
  amount: string;
  balanceAfter: string;
  /** What caused it, e.g. `deposit:<id>`. */
  ref: string;
  createdAt: string;
}

/**
 * One row of the capital record screen (`GET /api/capital-record`): the transfers of one event, grouped for
 * reading. A withdrawal is one row from its hold on (its refund, if it failed, is a part of it; `withdrawal`
 * carries its status and reason); a settlement is one row of the stake back and the winnings. Anything else
 * is a row of its own transfer. The ledger's transfers stay as they are (`GET /api/ledger`).
 */
export interface CapitalRecordEntry {
  /** The first transfer's number: the row's reference and the page cursor. */
  id: string;
  kind: 'withdrawal' | 'settlement' | 'transfer';
  /** The first transfer's code. */
  code: TransferCode;
  /**
   * Signed, what the row shows: a withdrawal's amount and fee held (negative, whatever came of it), a
   * settlement's stake back plus its winnings (what came back to the available balance, so rows add up to the
   * balance; the net P&L is its `winnings` part), else the transfer's amount.
   */
  amount: string;
  /** The available balance after the row's latest part. */
  balanceAfter: string;
  ref: string;
  createdAt: string;
  /** The row's transfers, oldest first, each as in `GET /api/ledger`. */
  parts: LedgerItem[];
  /** A withdrawal row's withdrawal as `GET /api/withdrawals` gives it (null for other rows). */
  withdrawal: WithdrawalRecord | null;
}

/** What the money screens need to know before the user types: limits and the fee rule, as money strings. */
export interface FundsRules {
  currency: string;
  depositMin: string;
  depositMax: string;
  withdrawMin: string;
  withdrawMax: string;
  withdrawFeeRate: string;
  withdrawFeeMin: string;
  /** Withdrawals to a withdrawal account wait this many hours after it is added (not a user's first). */
  withdrawalAccountHoldHours: number;
}
