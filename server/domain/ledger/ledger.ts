import type { Insertable } from 'kysely';
import type { Connection } from '../../db/connection.js';
import type { TransfersTable } from '../../db/schema.js';
import type { TransferCode } from '../../../src/core/ledger-codes.js';
import { DomainError } from '../domain-error.js';
import { accountOwner } from './account-ids.js';
import { accountExists, creditAccount, debitAccount, lockAccountsInIdOrder, lockFreeAccountsInIdOrder, setLockedBalances, type LockedAccount } from './accounts-repository.js';
import { insertTransfer, insertTransfers, insertTransfersAtOnce } from './transfers-repository.js';

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

const shortfall = () => new DomainError('insufficient_funds', 'The balance is not enough for this amount');

/** The record of one transfer, with both balances right after it. */
function transferRow(request: TransferRequest, userId: string | null, debitBalanceAfter: number, creditBalanceAfter: number, nowMs: number): Insertable<TransfersTable> {
  return {
    debit_account_id: request.debitAccountId,
    credit_account_id: request.creditAccountId,
    amount: request.amountMinor,
    code: request.code,
    ref: request.ref,
    debit_balance_after: debitBalanceAfter,
    credit_balance_after: creditBalanceAfter,
    created_at: nowMs,
    user_id: userId,
  };
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
  await insertTransfer(sql, transferRow(request, userId, debitBalanceAfter, creditBalanceAfter, nowMs));
  return { debitBalanceAfter, creditBalanceAfter };
}

/**
 * `transfer` for a whole group commit on PostgreSQL, where each statement is a round trip: the accounts of
 * the batch are locked in id order and read at once, each transfer is checked against the balances so far
 * in memory — the same rules and refusals as `transfer`, each transfer standing or falling alone, nothing
 * changed by a refused one — and `write` then sets every balance touched and appends every transfer in two
 * statements. Only accounts locked by `lock` can move.
 */
export class LockedLedger {
  private readonly balances = new Map<string, number>();
  private readonly rows: Insertable<TransfersTable>[] = [];
  private lastMs = 0;

  private constructor(private readonly accounts: Map<string, LockedAccount>) {}

  static async lock(sql: Connection, accountIds: string[]): Promise<LockedLedger> {
    const locked = await lockAccountsInIdOrder(sql, accountIds);
    return new LockedLedger(new Map(locked.map((account) => [account.id, account])));
  }

  /**
   * Settlement's lock: `house`, the house shard it holds already (`lockFirstFreeAccount`: waited for only while
   * every shard is held), and of the users' accounts only those no other transaction holds (`holds` tells which),
   * so it never queues behind an order batch. It waits for nothing once it holds the shard, so it can't be part of
   * a cycle of waits with order placement, another settlement or anything else that moves money.
   */
  static async lockFree(sql: Connection, house: LockedAccount, accountIds: string[]): Promise<LockedLedger> {
    const users = [...new Set(accountIds)].filter((id) => id !== house.id);
    const platform = users.find((id) => accountOwner(id) === null);
    if (platform) throw new Error(`LockedLedger.lockFree: ${platform} is a platform account; settlement moves money between the house and users only`);
    const locked = await lockFreeAccountsInIdOrder(sql, users);
    return new LockedLedger(new Map([house, ...locked].map((account) => [account.id, account])));
  }

  /** Whether this transaction holds the account: only those can move. */
  holds(accountId: string): boolean {
    return this.accounts.has(accountId);
  }

  private balanceOf(accountId: string): number {
    const account = this.accounts.get(accountId) ?? noAccount('transfer', accountId);
    return this.balances.get(accountId) ?? account.balance;
  }

  transfer(request: TransferRequest, nowMs: number): { debitBalanceAfter: number; creditBalanceAfter: number } {
    const { debitAccountId, creditAccountId, amountMinor } = request;
    const userId = checkedOwner(request, 'transfer');
    const debitBefore = this.balanceOf(debitAccountId);
    const creditBefore = this.balanceOf(creditAccountId);
    // The rule of the debit's UPDATE (accounts-repository.ts): a user account never goes below zero.
    if (debitBefore < amountMinor && this.accounts.get(debitAccountId)!.user_id !== null) throw shortfall();
    const debitBalanceAfter = debitBefore - amountMinor;
    const creditBalanceAfter = creditBefore + amountMinor;
    this.balances.set(debitAccountId, debitBalanceAfter);
    this.balances.set(creditAccountId, creditBalanceAfter);
    this.rows.push(transferRow(request, userId, debitBalanceAfter, creditBalanceAfter, nowMs));
    this.lastMs = Math.max(this.lastMs, nowMs);
    return { debitBalanceAfter, creditBalanceAfter };
  }

  /** Writes the balances and transfers of every transfer that passed. */
  async write(sql: Connection): Promise<void> {
    await setLockedBalances(sql, this.balances, this.lastMs);
    await insertTransfersAtOnce(sql, this.rows);
  }
}

/**
 * Many transfers in one go (settling thousands of orders that expire together): each account's balance
 * changes once by its net amount, in account-id order; every transfer is still recorded one by one with
 * the balances right after it, in the order given. Same guarantees as `transfer`, with one balance update
 * per account touched, not per transfer: no transfer of the batch may take a user account below zero, even
 * where a later one would bring it back (the record would show a negative balance after it).
 */
export async function transferBatch(sql: Connection, requests: TransferRequest[], nowMs: number): Promise<void> {
  if (sql.kind === 'postgres') return transferBatchAtOnce(sql, requests, nowMs);
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

/**
 * `transferBatch` on PostgreSQL, where each statement is a round trip: one lock of every account in id order
 * (reading the balances), the checks in memory, then every balance in one statement and every transfer in
 * another: three statements however many transfers (a settlement batch's 7,500 transfers took ~2,200).
 */
async function transferBatchAtOnce(sql: Connection, requests: TransferRequest[], nowMs: number): Promise<void> {
  const ledger = await LockedLedger.lock(sql, requests.flatMap((r) => [r.debitAccountId, r.creditAccountId]));
  for (const request of requests) ledger.transfer(request, nowMs);
  await ledger.write(sql);
}
