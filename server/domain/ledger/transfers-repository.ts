import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { TransfersTable } from '../../db/schema.js';

export type TransferRow = Selectable<TransfersTable>;

export async function insertTransfer(db: Db, transfer: Insertable<TransfersTable>): Promise<void> {
  await db.insertInto('transfers').values(transfer).execute();
}

/** Transfers that touched `accountId`, newest first, starting below `beforeId`. */
export function transfersOfAccount(db: Db, accountId: string, limit: number, beforeId?: string): Promise<TransferRow[]> {
  let query = db
    .selectFrom('transfers')
    .selectAll()
    .where((eb) => eb.or([eb('debit_account_id', '=', accountId), eb('credit_account_id', '=', accountId)]));
  if (beforeId) query = query.where('id', '<', beforeId);
  return query.orderBy('id', 'desc').limit(limit).execute();
}
