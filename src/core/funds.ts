import type { TransferCode } from './ledger-codes.js';

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
  amount: string;
  /** A deposit method id. */
  method: string;
  reference: string;
  status: DepositStatus;
  createdAt: string;
}

export type WithdrawalStatus = 'reviewing' | 'succeeded' | 'failed';
export interface WithdrawalRecord {
  id: string;
  amount: string;
  fee: string;
  status: WithdrawalStatus;
  /** Why an operator failed it, when it failed. */
  reason: string | null;
  createdAt: string;
}

export interface WithdrawalAccount {
  type: 'bank_card';
  accountName: string;
  nationality: string;
  bankName: string;
  /** Masked: only the last 4 digits show. */
  cardNumber: string;
  bankAddress: string;
  currencyAddress: string;
  createdAt: string;
}

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

/** What the money screens need to know before the user types: limits and the fee rule, as money strings. */
export interface FundsRules {
  currency: string;
  depositMin: string;
  depositMax: string;
  withdrawMin: string;
  withdrawMax: string;
  withdrawFeeRate: string;
  withdrawFeeMin: string;
}
