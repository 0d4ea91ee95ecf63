import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import type { TransferCode } from '../../../src/core/ledger-codes.js';
import { DomainError } from '../domain-error.js';
import { creditAccount, debitAccount } from './accounts-repository.js';
import { insertTransfer } from './transfers-repository.js';

export interface TransferRequest {
  debitAccountId: string;
  creditAccountId: string;
  /** Minor units; a positive safe integer. */
  amountMinor: number;
  code: TransferCode;
  ref: string;
}

/**
 * The one function that moves money (TigerBeetle's model): both balances change and the transfer is
 * recorded in the caller's transaction, or nothing happens. A user account that would go below zero
 * refuses the debit with `insufficient_funds`. Accounts are updated in id order, so two transfers that
 * touch the same pair of accounts lock them in the same order and can't deadlock on PostgreSQL.
 */
export async function transfer(trx: Db, request: TransferRequest, nowMs: number): Promise<{ id: string; debitBalanceAfter: number; creditBalanceAfter: number }> {
  const { debitAccountId, creditAccountId, amountMinor } = request;
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new Error(`transfer: amount ${amountMinor} must be a positive safe integer of minor units`);
  }
  if (debitAccountId === creditAccountId) throw new Error(`transfer: debit and credit are both ${debitAccountId}`);

  const debit = () => debitAccount(trx, debitAccountId, amountMinor, nowMs);
  const credit = () => creditAccount(trx, creditAccountId, amountMinor, nowMs);
  let debitBalanceAfter: number | undefined;
  let creditBalanceAfter: number | undefined;
  if (debitAccountId < creditAccountId) {
    debitBalanceAfter = await debit();
    if (debitBalanceAfter !== undefined) creditBalanceAfter = await credit();
  } else {
    creditBalanceAfter = await credit();
    debitBalanceAfter = await debit();
  }
  if (creditBalanceAfter === undefined && debitBalanceAfter !== undefined) {
    throw new Error(`transfer: no account ${creditAccountId}`);
  }
  if (debitBalanceAfter === undefined) {
    // Throwing rolls back the caller's transaction, the credit above included.
    throw new DomainError('insufficient_funds', 'The balance is not enough for this amount');
  }
  const id = newId(nowMs);
  await insertTransfer(trx, {
    id,
    debit_account_id: debitAccountId,
    credit_account_id: creditAccountId,
    amount: amountMinor,
    code: request.code,
    ref: request.ref,
    debit_balance_after: debitBalanceAfter,
    credit_balance_after: creditBalanceAfter!,
    created_at: nowMs,
  });
  return { id, debitBalanceAfter, creditBalanceAfter: creditBalanceAfter! };
}
