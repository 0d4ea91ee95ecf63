import type { Db } from '../../db/database.js';
import { userAccountKinds } from '../../../src/core/ledger-codes.js';
import { userAccountId } from './account-ids.js';

/** Opens a new user's accounts, all at zero, in the transaction that creates the user. */
export async function insertUserAccounts(db: Db, userId: string, nowMs: number): Promise<void> {
  await db
    .insertInto('accounts')
    .values(userAccountKinds.map((kind) => ({ id: userAccountId(userId, kind), user_id: userId, kind, balance: 0, updated_at: nowMs })))
    .execute();
}

/** Takes `amountMinor` from an account. Undefined when a user account would go below zero (or doesn't exist). */
export async function debitAccount(db: Db, accountId: string, amountMinor: number, nowMs: number): Promise<number | undefined> {
  const row = await db
    .updateTable('accounts')
    .set((eb) => ({ balance: eb('balance', '-', amountMinor), updated_at: nowMs }))
    .where('id', '=', accountId)
    .where((eb) => eb.or([eb('balance', '>=', amountMinor), eb('user_id', 'is', null)]))
    .returning('balance')
    .executeTakeFirst();
  return row?.balance;
}

/** Adds `amountMinor` to an account; undefined when it doesn't exist. */
export async function creditAccount(db: Db, accountId: string, amountMinor: number, nowMs: number): Promise<number | undefined> {
  const row = await db
    .updateTable('accounts')
    .set((eb) => ({ balance: eb('balance', '+', amountMinor), updated_at: nowMs }))
    .where('id', '=', accountId)
    .returning('balance')
    .executeTakeFirst();
  return row?.balance;
}

export function userBalances(db: Db, userId: string) {
  return db.selectFrom('accounts').select(['kind', 'balance']).where('user_id', '=', userId).execute();
}
