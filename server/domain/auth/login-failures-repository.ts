import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LoginFailuresTable } from '../../db/schema.js';

export type LoginFailureRow = Selectable<LoginFailuresTable>;

export function findLoginFailure(db: Db, account: string, address: string): Promise<LoginFailureRow | undefined> {
  return db.selectFrom('login_failures').selectAll().where('account', '=', account).where('address', '=', address).executeTakeFirst();
}

export async function saveLoginFailure(db: Db, row: LoginFailureRow): Promise<void> {
  await db
    .insertInto('login_failures')
    .values(row)
    .onConflict((oc) => oc.columns(['account', 'address']).doUpdateSet({ failures: row.failures, locked_until: row.locked_until, updated_at: row.updated_at }))
    .execute();
}

export async function clearLoginFailures(db: Db, account: string, address: string): Promise<void> {
  await db.deleteFrom('login_failures').where('account', '=', account).where('address', '=', address).execute();
}

/** Forgets counts untouched since `beforeMs` (a lock never outlives a day's quiet). */
export async function pruneLoginFailures(db: Db, beforeMs: number): Promise<void> {
  await db.deleteFrom('login_failures').where('updated_at', '<', beforeMs).execute();
}
