import type { Insertable, Selectable } from 'kysely';
import type { Connection } from '../../db/connection.js';
import type { WithdrawalAccountsTable } from '../../db/schema.js';

export type WithdrawalAccountRow = Selectable<WithdrawalAccountsTable>;

export function findWithdrawalAccount(db: Connection, userId: string): Promise<WithdrawalAccountRow | undefined> {
  return db.kysely.selectFrom('withdrawal_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The primary key on user_id makes "bound once" hold even for two requests at the same instant. */
export async function insertWithdrawalAccount(db: Connection, row: Insertable<WithdrawalAccountsTable>): Promise<void> {
  await db.kysely.insertInto('withdrawal_accounts').values(row).execute();
}

export async function deleteWithdrawalAccount(db: Connection, userId: string): Promise<boolean> {
  const result = await db.kysely.deleteFrom('withdrawal_accounts').where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
