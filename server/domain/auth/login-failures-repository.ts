import { sql, type Selectable } from 'kysely';
import type { Connection } from '../../db/connection.js';
import type { LoginFailuresTable } from '../../db/schema.js';

export type LoginFailureRow = Selectable<LoginFailuresTable>;

export function findLoginFailure(db: Connection, account: string, address: string): Promise<LoginFailureRow | undefined> {
  return db.kysely.selectFrom('login_failures').selectAll().where('account', '=', account).where('address', '=', address).executeTakeFirst();
}

/** One more wrong password, counted in one statement so that guesses judged at once all count; returns the new count. */
export async function countLoginFailure(db: Connection, account: string, address: string, nowMs: number): Promise<number> {
  const row = await db.kysely
    .insertInto('login_failures')
    .values({ account, address, failures: 1, locked_until: null, updated_at: nowMs })
    .onConflict((oc) => oc.columns(['account', 'address']).doUpdateSet({ failures: sql`login_failures.failures + 1`, updated_at: nowMs }))
    .returning('failures')
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

export async function lockLogin(db: Connection, account: string, address: string, untilMs: number): Promise<void> {
  await db.kysely.updateTable('login_failures').set({ locked_until: untilMs }).where('account', '=', account).where('address', '=', address).execute();
}

export async function clearLoginFailures(db: Connection, account: string, address: string): Promise<void> {
  await db.kysely.deleteFrom('login_failures').where('account', '=', account).where('address', '=', address).execute();
}

/** Every count and lock of one account, from every address (an operator's reset lifts them). */
export async function clearAccountFailures(db: Connection, account: string): Promise<void> {
  await db.kysely.deleteFrom('login_failures').where('account', '=', account).execute();
}

/** Forgets counts untouched since `beforeMs` (a lock never outlives a day's quiet). */
export async function pruneLoginFailures(db: Connection, beforeMs: number): Promise<void> {
  await db.kysely.deleteFrom('login_failures').where('updated_at', '<', beforeMs).execute();
}
