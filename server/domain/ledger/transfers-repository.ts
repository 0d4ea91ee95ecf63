import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { TransfersTable } from '../../db/schema.js';
import { statement, type SqlRunner } from '../../db/statements.js';

export type TransferRow = Selectable<TransfersTable>;

type TransferInsert = Insertable<TransfersTable> & Record<string, unknown>;

const insert = statement((db, p: TransferInsert) =>
  db.insertInto('transfers').values({
    id: p.id,
    debit_account_id: p.debit_account_id,
    credit_account_id: p.credit_account_id,
    amount: p.amount,
    code: p.code,
    ref: p.ref,
    debit_balance_after: p.debit_balance_after,
    credit_balance_after: p.credit_balance_after,
    created_at: p.created_at,
  }),
);

export async function insertTransfer(sql: SqlRunner, transfer: Insertable<TransfersTable>): Promise<void> {
  await sql.changes(insert, transfer as TransferInsert);
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
