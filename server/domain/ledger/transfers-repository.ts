import type { Insertable, Selectable } from 'kysely';
import type { Connection } from '../../db/connection.js';
import type { TransfersTable } from '../../db/schema.js';
import { insertRow, insertRows, insertUnnested } from '../../db/statements.js';
import { accountOwner } from './account-ids.js';

export type TransferRow = Selectable<TransfersTable>;

const columns = [
  'debit_account_id', 'credit_account_id', 'amount', 'code', 'ref', 'debit_balance_after', 'credit_balance_after', 'created_at', 'user_id',
] as const;
const insert = insertRow('transfers', columns);
/** Rows per many-row INSERT: 32 × 9 parameters, far below either database's limit. */
const chunk = 32;
const insertChunk = insertRows('transfers', columns, chunk);

/**
 * Appends transfers in the order given, all in one statement (PostgreSQL only): a group commit's hundreds of
 * stakes in one round trip.
 */
export const insertTransfersAtOnce = insertUnnested('transfers', {
  debit_account_id: 'text', credit_account_id: 'text', amount: 'bigint', code: 'text', ref: 'text',
  debit_balance_after: 'bigint', credit_balance_after: 'bigint', created_at: 'bigint', user_id: 'text',
});

export async function insertTransfer(sql: Connection, transfer: Insertable<TransfersTable>): Promise<void> {
  await sql.statements.changes(insert, transfer);
}

/** Appends transfers in the order given (so they are numbered in it), 32 to a statement. */
export async function insertTransfers(sql: Connection, transfers: Insertable<TransfersTable>[]): Promise<void> {
  let i = 0;
  for (; i + chunk <= transfers.length; i += chunk) await sql.statements.changes(insertChunk, transfers.slice(i, i + chunk));
  for (; i < transfers.length; i++) await sql.statements.changes(insert, transfers[i]);
}

/** Transfers that touched a user's account, newest first, starting below `beforeId`; found through their owner. */
export function transfersOfUserAccount(db: Connection, accountId: string, limit: number, beforeId?: number): Promise<TransferRow[]> {
  return transfersOfUserAccountExcept(db, accountId, [], limit, beforeId);
}

/**
 * Like `transfersOfUserAccount` without the transfers of `leaving` codes: the capital record's rows, whose
 * later parts (a refund, winnings) join the row of the transfer that began them instead of making their own.
 */
export function transfersOfUserAccountExcept(
  db: Connection,
  accountId: string,
  leaving: readonly string[],
  limit: number,
  beforeId?: number,
): Promise<TransferRow[]> {
  const owner = accountOwner(accountId);
  if (owner === null) throw new Error(`transfersOfUserAccount: ${accountId} is a platform account`);
  let query = db.kysely
    .selectFrom('transfers')
    .selectAll()
    .where('user_id', '=', owner)
    .where((eb) => eb.or([eb('debit_account_id', '=', accountId), eb('credit_account_id', '=', accountId)]));
  if (leaving.length > 0) query = query.where('code', 'not in', leaving);
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/**
 * Transfers that touched a user's account, oldest first: those after transfer `afterId` made at `fromMs` or later,
 * `limit` of them (an export reads a period this way, a page at a time; ids follow the account's order of balances).
 */
export function transfersOfUserAccountAfter(db: Connection, accountId: string, afterId: number, fromMs: number, limit: number): Promise<TransferRow[]> {
  const owner = accountOwner(accountId);
  if (owner === null) throw new Error(`transfersOfUserAccountAfter: ${accountId} is a platform account`);
  return db.kysely
    .selectFrom('transfers')
    .selectAll()
    .where('user_id', '=', owner)
    .where((eb) => eb.or([eb('debit_account_id', '=', accountId), eb('credit_account_id', '=', accountId)]))
    .where('id', '>', afterId)
    .where('created_at', '>=', fromMs)
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

/** The transfers of `codes` into a user's account with one of `refs`, oldest first. */
export function transfersIntoByRefs(db: Connection, accountId: string, codes: readonly string[], refs: string[]): Promise<TransferRow[]> {
  const owner = accountOwner(accountId);
  if (owner === null) throw new Error(`transfersIntoByRefs: ${accountId} is a platform account`);
  if (refs.length === 0) return Promise.resolve([]);
  return db.kysely
    .selectFrom('transfers')
    .selectAll()
    .where('user_id', '=', owner)
    .where('credit_account_id', '=', accountId)
    .where('code', 'in', codes)
    .where('ref', 'in', refs)
    .orderBy('id', 'asc')
    .execute();
}
