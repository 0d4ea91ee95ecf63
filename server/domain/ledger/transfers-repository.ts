import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { TransfersTable } from '../../db/schema.js';
import { insertRow, type SqlRunner } from '../../db/statements.js';
import { accountOwner } from './account-ids.js';

export type TransferRow = Selectable<TransfersTable>;

const insert = insertRow('transfers', [
  'debit_account_id', 'credit_account_id', 'amount', 'code', 'ref', 'debit_balance_after', 'credit_balance_after', 'created_at', 'user_id',
]);

export async function insertTransfer(sql: SqlRunner, transfer: Insertable<TransfersTable>): Promise<void> {
  await sql.changes(insert, transfer);
}

/** Transfers that touched a user's account, newest first, starting below `beforeId`; found through their owner. */
export function transfersOfUserAccount(db: Db, accountId: string, limit: number, beforeId?: number): Promise<TransferRow[]> {
  const owner = accountOwner(accountId);
  if (owner === null) throw new Error(`transfersOfUserAccount: ${accountId} is a platform account`);
  let query = db
    .selectFrom('transfers')
    .selectAll()
    .where('user_id', '=', owner)
    .where((eb) => eb.or([eb('debit_account_id', '=', accountId), eb('credit_account_id', '=', accountId)]));
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  return query.orderBy('id', 'desc').limit(limit).execute();
}
