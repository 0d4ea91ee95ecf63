import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';

export type UserRow = Selectable<UsersTable>;

export function findUserByAccount(db: Db, account: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('account', '=', account).executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function isPhoneTaken(db: Db, phone: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(db: Db, user: Insertable<UsersTable>): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

/** Returns false when no user has that id. */
export async function updateUserSecret(
  db: Db,
  userId: string,
  column: 'password_hash' | 'trade_password_hash',
  hash: string,
  nowMs: number,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ [column]: hash, updated_at: nowMs })
    .where('id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Whether the user's login password is still `passwordHash`; if so, the row stays held (a no-op write) until
 * the transaction ends, so no reset or change can slip in before it commits.
 */
export async function holdUserWithPassword(db: Db, userId: string, passwordHash: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', userId)
    .where('password_hash', '=', passwordHash)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
