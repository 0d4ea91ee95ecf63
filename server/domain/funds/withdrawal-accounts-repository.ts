import type { Insertable, Selectable } from 'kysely';
import type { Connection } from '../../db/connection.js';
import type { WithdrawalAccountsTable } from '../../db/schema.js';

export type WithdrawalAccountRow = Selectable<WithdrawalAccountsTable>;

export function findWithdrawalAccount(db: Connection, userId: string): Promise<WithdrawalAccountRow | undefined> {
  return db.kysely.selectFrom('withdrawal_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The primary key on user_id keeps it to one account per user, even for two first bindings at the same instant. */
export async function insertWithdrawalAccount(db: Connection, row: Insertable<WithdrawalAccountsTable>): Promise<void> {
  await db.kysely.insertInto('withdrawal_accounts').values(row).execute();
}

/** Replaces the bound account's fields (a change); false if none is bound. */
export async function replaceWithdrawalAccount(db: Connection, row: WithdrawalAccountRow): Promise<boolean> {
  const { user_id: userId, created_at: _created, ...fields } = row;
  const result = await db.kysely.updateTable('withdrawal_accounts').set(fields).where('user_id', '=', userId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteWithdrawalAccount(db: Connection, userId: string): Promise<boolean> {
  const result = await db.kysely.deleteFrom('withdrawal_accounts').where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
