import type { Connection } from '../../db/connection.js';
import type { SignInsTable } from '../../db/schema.js';

/** Sign-ins kept per account: the screen shows 20; a burst of a stranger's guesses can't grow the table. */
export const signInsKept = 50;

export async function insertSignIn(db: Connection, row: SignInsTable): Promise<void> {
  await db.kysely.insertInto('sign_ins').values(row).execute();
}

/** Forgets all but the user's `keep` newest sign-ins. */
export async function pruneSignIns(db: Connection, userId: string, keep: number): Promise<void> {
  const kept = db.kysely.selectFrom('sign_ins').select('id').where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(keep);
  await db.kysely.deleteFrom('sign_ins').where('user_id', '=', userId).where('id', 'not in', kept).execute();
}

/** The user's newest sign-ins, at most `limit`. */
export function userSignIns(db: Connection, userId: string, limit: number): Promise<SignInsTable[]> {
  return db.kysely.selectFrom('sign_ins').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** Whether the user has signed in successfully before (a first sign-in is no news to its owner). */
export async function hasSignedIn(db: Connection, userId: string): Promise<boolean> {
  const row = await db.kysely.selectFrom('sign_ins').select('id').where('user_id', '=', userId).where('outcome', '=', 'signed_in').limit(1).executeTakeFirst();
  return row !== undefined;
}
