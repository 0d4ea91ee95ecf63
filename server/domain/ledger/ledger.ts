import type { Connection } from '../../db/connection.js';
import type { TransferCode } from '../../../src/core/ledger-codes.js';
import { DomainError } from '../domain-error.js';
import { accountOwner } from './account-ids.js';
import { accountExists, creditAccount, debitAccount } from './accounts-repository.js';
import { insertTransfer, insertTransfers } from './transfers-repository.js';

export interface TransferRequest {
  debitAccountId: string;
  creditAccountId: string;
  /** Minor units; a positive safe integer. */
  amountMinor: number;
  code: TransferCode;
  ref: string;
}

/**
 * Checks a transfer request and names the user it is filed under: transfers move money between one user's
 * accounts, or between a user and the platform, never between two users.
 */
function checkedOwner(request: TransferRequest, what: string): string | null {
  const { debitAccountId, creditAccountId, amountMinor } = request;
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) throw new Error(`${what}: amount ${amountMinor} must be a positive safe integer of minor units`);
  if (debitAccountId === creditAccountId) throw new Error(`${what}: debit and credit are both ${debitAccountId}`);
  const debitOwner = accountOwner(debitAccountId);
  const creditOwner = accountOwner(creditAccountId);
  if (debitOwner !== null && creditOwner !== null && debitOwner !== creditOwner) throw new Error(`${what}: ${debitAccountId} and ${creditAccountId} belong to two users`);
  return debitOwner ?? creditOwner;
}

/**
 * A transfer that names an account nobody opened is the caller's bug, not the user's shortfall: it fails
 * loudly, naming the account and where accounts come from.
 */
function noAccount(what: string, accountId: string): never {
  throw new Error(`${what}: no account ${accountId}; a user's accounts are opened with the user (insertUserAccounts), a platform account by a migration`);
}

/** The balance after crediting an account that must exist. */
async function credited(sql: Connection, what: string, accountId: string, amountMinor: number, nowMs: number): Promise<number> {
  return (await creditAccount(sql, accountId, amountMinor, nowMs)) ?? noAccount(what, accountId);
}

/** The balance after a debit; when no row was updated, a missing account is a bug, else the user's account is short. */
async function debited(sql: Connection, what: string, accountId: string, amountMinor: number, nowMs: number, shortfall: () => DomainError): Promise<number> {
  const after = await debitAccount(sql, accountId, amountMinor, nowMs);
  if (after !== undefined) return after;
  if (!(await accountExists(sql, accountId))) noAccount(what, accountId);
  // Throwing rolls back the caller's transaction, any balance already changed included.
  throw shortfall();
}

/**
 * The one function that moves money (TigerBeetle's model): both balances change and the transfer is
 * recorded in the caller's transaction, or nothing happens. A user account that would go below zero
 * refuses the debit with `insufficient_funds`; an account that does not exist is a bug and throws. Accounts
 * are updated in id order, so two transfers that touch the same pair of accounts lock them in the same order
 * and can't deadlock on PostgreSQL.
 */
export async function transfer(sql: Connection, request: TransferRequest, nowMs: number): Promise<{ debitBalanceAfter: number; creditBalanceAfter: number }> {
  const { debitAccountId, creditAccountId, amountMinor } = request;
  const userId = checkedOwner(request, 'transfer');

  const shortfall = () => new DomainError('insufficient_funds', 'The balance is not enough for this amount');
  const debit = () => debited(sql, 'transfer', debitAccountId, amountMinor, nowMs, shortfall);
  const credit = () => credited(sql, 'transfer', creditAccountId, amountMinor, nowMs);
  let debitBalanceAfter: number;
  let creditBalanceAfter: number;
  if (debitAccountId < creditAccountId) {
    debitBalanceAfter = await debit();
    creditBalanceAfter = await credit();
  } else {
    creditBalanceAfter = await credit();
    debitBalanceAfter = await debit();
  }
  await insertTransfer(sql, {
    debit_account_id: debitAccountId,
    credit_account_id: creditAccountId,
    amount: amountMinor,
    code: request.code,
    ref: request.ref,
    debit_balance_after: debitBalanceAfter,
    credit_balance_after: creditBalanceAfter,
    created_at: nowMs,
    user_id: userId,
  });
  return { debitBalanceAfter, creditBalanceAfter };
}

/**
 * Many transfers in one go (settling thousands of orders that expire together): each account's balance
 * changes once by its net amount, in account-id order; every transfer is still recorded one by one with
 * the balances right after it, in the order given. Same guarantees as `transfer`, with one balance update
 * per account touched, not per transfer: no transfer of the batch may take a user account below zero, even
 * where a later one would bring it back (the record would show a negative balance after it).
 */
export async function transferBatch(sql: Connection, requests: TransferRequest[], nowMs: number): Promise<void> {
  const owners = requests.map((r) => checkedOwner(r, 'transferBatch'));
  const net = new Map<string, number>();
  for (const r of requests) {
    net.set(r.debitAccountId, (net.get(r.debitAccountId) ?? 0) - r.amountMinor);
    net.set(r.creditAccountId, (net.get(r.creditAccountId) ?? 0) + r.amountMinor);
  }
  const running = new Map<string, number>();
  for (const accountId of [...net.keys()].sort()) {
    const delta = net.get(accountId)!;
    const shortfall = () => new DomainError('insufficient_funds', `Account ${accountId} can't take ${delta}`);
    const after = delta < 0 ? await debited(sql, 'transferBatch', accountId, -delta, nowMs, shortfall) : await credited(sql, 'transferBatch', accountId, delta, nowMs);
    running.set(accountId, after - delta);
  }
  const rows = requests.map((r, i) => {
    const debitAfter = running.get(r.debitAccountId)! - r.amountMinor;
    if (debitAfter < 0 && accountOwner(r.debitAccountId) !== null) {
      // Throwing rolls back the caller's transaction, the net balance updates above included.
      throw new DomainError('insufficient_funds', `Account ${r.debitAccountId} can't give ${r.amountMinor} at transfer ${i} of the batch`);
    }
    const creditAfter = running.get(r.creditAccountId)! + r.amountMinor;
    running.set(r.debitAccountId, debitAfter);
    running.set(r.creditAccountId, creditAfter);
    return {
      debit_account_id: r.debitAccountId,
      credit_account_id: r.creditAccountId,
      amount: r.amountMinor,
      code: r.code,
      ref: r.ref,
      debit_balance_after: debitAfter,
      credit_balance_after: creditAfter,
      created_at: nowMs,
      user_id: owners[i],
    };
  });
  await insertTransfers(sql, rows);
}
