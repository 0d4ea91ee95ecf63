import { sql } from 'kysely';
import type { Connection } from '../../db/connection.js';
import { transferRoutes } from '../../../src/core/ledger-codes.js';
import { accountOwner } from './account-ids.js';
import { heldDrifts, type HeldDrift } from './held-balances.js';
import { settlementQueueFaults, type QueueProblem } from '../trading/orders-repository.js';

export interface AuditReport {
  accounts: number;
  transfers: number;
  /** Accounts whose stored balance differs from the sum of their transfers. */
  drifts: { accountId: string; storedMinor: number; computedMinor: number }[];
  /** User accounts below zero (the write and a CHECK constraint forbid it; the audit checks anyway). */
  negatives: { accountId: string; balanceMinor: number }[];
  /** User accounts with transfers filed under another user (the capital record would show them to the wrong person). */
  misfiled: { accountId: string; userId: string | null }[];
  /**
   * Transfers whose code is unknown or moved money between accounts other than the code's route
   * (`transferRoutes`), by code and the kinds of account they moved between (null: no such account).
   */
  miscoded: { code: string; debitKind: string | null; creditKind: string | null; transfers: number }[];
  /** Users whose positions differ from their open orders' stakes, or frozen from their withdrawals under review. */
  holds: HeldDrift[];
  /** Orders and settlement-queue rows that disagree: an open order the queue lacks would never settle. */
  queue: { orderId: number; problem: QueueProblem }[];
  /** Sum of every balance: money is only ever moved, so it must be exactly 0. */
  platformSumMinor: number;
  ok: boolean;
}

/**
 * Recomputes every balance from the transfers and checks the ledger's invariants, that positions and frozen hold
 * what the open orders and the withdrawals under review say they should, and that the settlement queue holds
 * exactly the open orders, as they are. Reads only.
 */
export async function auditLedger(db: Connection): Promise<AuditReport> {
  const accounts = await db.kysely.selectFrom('accounts').select(['id', 'user_id', 'balance']).execute();
  // Grouped by owner too, so one pass also shows which user each account's transfers are filed under.
  const credits = await db.kysely
    .selectFrom('transfers')
    .select(['credit_account_id as id', 'user_id', sql<string>`sum(amount)`.as('total')])
    .groupBy(['credit_account_id', 'user_id'])
    .execute();
  const debits = await db.kysely
    .selectFrom('transfers')
    .select(['debit_account_id as id', 'user_id', sql<string>`sum(amount)`.as('total')])
    .groupBy(['debit_account_id', 'user_id'])
    .execute();
  const { count } = await db.kysely.selectFrom('transfers').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();

  const computed = new Map<string, number>();
  // Sums come back as text or numbers depending on the driver; all are whole numbers below 2^53.
  for (const row of credits) computed.set(row.id, (computed.get(row.id) ?? 0) + Number(row.total));
  for (const row of debits) computed.set(row.id, (computed.get(row.id) ?? 0) - Number(row.total));
  const misfiled = [...credits, ...debits]
    .filter((row) => accountOwner(row.id) !== null && row.user_id !== accountOwner(row.id))
    .map((row) => ({ accountId: row.id, userId: row.user_id }));

  const drifts: AuditReport['drifts'] = [];
  const negatives: AuditReport['negatives'] = [];
  let platformSumMinor = 0;
  for (const account of accounts) {
    const computedMinor = computed.get(account.id) ?? 0;
    if (computedMinor !== account.balance) drifts.push({ accountId: account.id, storedMinor: account.balance, computedMinor });
    if (account.user_id !== null && account.balance < 0) negatives.push({ accountId: account.id, balanceMinor: account.balance });
    platformSumMinor += account.balance;
  }
  const known = new Set(accounts.map((a) => a.id));
  for (const [id, computedMinor] of computed) {
    if (!known.has(id)) drifts.push({ accountId: id, storedMinor: 0, computedMinor });
  }
  const miscoded = await miscodedTransfers(db);
  const holds = await heldDrifts(db);
  const queue = await settlementQueueFaults(db);
  return {
    accounts: accounts.length,
    transfers: Number(count),
    drifts,
    negatives,
    misfiled,
    miscoded,
    holds,
    queue,
    platformSumMinor,
    ok:
      drifts.length === 0 && negatives.length === 0 && misfiled.length === 0 && miscoded.length === 0 && holds.length === 0 && queue.length === 0 && platformSumMinor === 0,
  };
}

/** Whether `code` may move money from an account of `debitKind` to one of `creditKind`. */
function routeAllowed(code: string, debitKind: string | null, creditKind: string | null): boolean {
  if (!Object.hasOwn(transferRoutes, code)) return false;
  const routes = transferRoutes[code as keyof typeof transferRoutes];
  return routes === 'any' || routes.some(([debit, credit]) => debit === debitKind && credit === creditKind);
}

/** One grouped pass over the transfers by code and the kinds of the accounts they moved between. */
async function miscodedTransfers(db: Connection): Promise<AuditReport['miscoded']> {
  const routes = await db.kysely
    .selectFrom('transfers as t')
    .leftJoin('accounts as d', 'd.id', 't.debit_account_id')
    .leftJoin('accounts as c', 'c.id', 't.credit_account_id')
    .select(['t.code', 'd.kind as debitKind', 'c.kind as creditKind', sql<string>`count(*)`.as('transfers')])
    .groupBy(['t.code', 'd.kind', 'c.kind'])
    .execute();
  return routes
    .filter((route) => !routeAllowed(route.code, route.debitKind, route.creditKind))
    .map((route) => ({ code: route.code, debitKind: route.debitKind, creditKind: route.creditKind, transfers: Number(route.transfers) }));
}
