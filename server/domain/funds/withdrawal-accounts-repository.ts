import type { Insertable, Selectable } from 'kysely';
import type { Connection } from '../../db/connection.js';
import type { WithdrawalAccountsTable } from '../../db/schema.js';

export type WithdrawalAccountRow = Selectable<WithdrawalAccountsTable>;

/** Every account the user has had that an operator has not unbound: the removed ones too. */
export function userWithdrawalAccounts(db: Connection, userId: string): Promise<WithdrawalAccountRow[]> {
  return db.kysely.selectFrom('withdrawal_accounts').selectAll().where('user_id', '=', userId).execute();
}

/** The user's account `id`, unless removed (another user's is not found either). */
export function findLiveWithdrawalAccount(db: Connection, userId: string, id: string): Promise<WithdrawalAccountRow | undefined> {
  return db.kysely
    .selectFrom('withdrawal_accounts')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/** The unique (user_id, slot) index refuses a second account in a place taken meanwhile (a concurrent add). */
export async function insertWithdrawalAccount(db: Connection, row: Insertable<WithdrawalAccountsTable>): Promise<void> {
  await db.kysely.insertInto('withdrawal_accounts').values(row).execute();
}

/** Renames a live account of the user; false if there is none by that id. */
export async function relabelWithdrawalAccount(db: Connection, userId: string, id: string, label: string, nowMs: number): Promise<boolean> {
  const result = await db.kysely
    .updateTable('withdrawal_accounts')
    .set({ label, updated_at: nowMs })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Marks a live account of the user removed, freeing its place; false if there is none by that id. On PostgreSQL
 * the row stays locked to the end of the transaction, so a withdrawal to it (which marks it used first) waits.
 */
export async function markWithdrawalAccountRemoved(db: Connection, userId: string, id: string, nowMs: number): Promise<boolean> {
  const result = await db.kysely
    .updateTable('withdrawal_accounts')
    .set({ removed_at: nowMs, slot: null })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A withdrawal goes to the account: false if it was removed meanwhile. Locks its row until the withdrawal commits. */
export async function markWithdrawalAccountUsed(db: Connection, id: string, nowMs: number): Promise<boolean> {
  const result = await db.kysely.updateTable('withdrawal_accounts').set({ last_used_at: nowMs }).where('id', '=', id).where('removed_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes every account of the user, removed ones too (an operator's unbind); answers the rows it deleted. */
export async function deleteUserWithdrawalAccounts(db: Connection, userId: string): Promise<WithdrawalAccountRow[]> {
  return db.kysely.deleteFrom('withdrawal_accounts').where('user_id', '=', userId).returningAll().execute();
}
