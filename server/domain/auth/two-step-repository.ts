import type { Connection } from '../../db/connection.js';
import type { TwoStepTable } from '../../db/schema.js';

export type TwoStepRow = Omit<TwoStepTable, 'last_step' | 'failures'> & { last_step: number; failures: number };

export function findTwoStep(db: Connection, userId: string): Promise<TwoStepRow | undefined> {
  return db.kysely.selectFrom('two_step').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Starts (or starts again) an enrolment: a new secret, not on yet. Refused (false) while two-step sign-in is on. */
export async function startTwoStep(db: Connection, userId: string, sealedSecret: string, nowMs: number): Promise<boolean> {
  const result = await db.kysely
    .insertInto('two_step')
    .values({ user_id: userId, secret: sealedSecret, enabled_at: null, last_step: 0, failures: 0, locked_until: null, created_at: nowMs })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret: sealedSecret, last_step: 0, created_at: nowMs }).where('two_step.enabled_at', 'is', null))
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/**
 * Turns an enrolment on, if its secret is still `sealedSecret` (the one a code was checked against): false if it
 * was on already, is gone, or was set up again meanwhile with another secret, which no code has proved.
 */
export async function enableTwoStep(db: Connection, userId: string, sealedSecret: string, nowMs: number): Promise<boolean> {
  const result = await db.kysely
    .updateTable('two_step')
    .set({ enabled_at: nowMs })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is', null)
    .where('secret', '=', sealedSecret)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Turns two-step sign-in off: the secret goes with its recovery codes. */
export async function deleteTwoStep(db: Connection, userId: string): Promise<boolean> {
  await db.kysely.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  const result = await db.kysely.deleteFrom('two_step').where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Takes time step `step` for the user: true once, for the first code of that step or a later one. Two requests
 * with the same code race to this write, and only one finds `last_step` still below it.
 */
export async function takeTimeStep(db: Connection, userId: string, step: number): Promise<boolean> {
  const result = await db.kysely.updateTable('two_step').set({ last_step: step }).where('user_id', '=', userId).where('last_step', '<', step).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Wrong codes in a row, and the lock the fifth starts (null: none). */
export async function setCodeFailures(db: Connection, userId: string, failures: number, lockedUntil: number | null): Promise<void> {
  await db.kysely.updateTable('two_step').set({ failures, locked_until: lockedUntil }).where('user_id', '=', userId).execute();
}

/**
 * One more wrong code, counted in one statement so that checks at once (in several processes) all count; returns
 * the wrong ones in a row so far (0 when the row is gone).
 */
export async function countCodeFailure(db: Connection, userId: string): Promise<number> {
  const row = await db.kysely
    .updateTable('two_step')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('user_id', '=', userId)
    .returning('failures')
    .executeTakeFirst();
  return Number(row?.failures ?? 0);
}

export async function replaceRecoveryCodes(db: Connection, userId: string, codeHashes: string[]): Promise<void> {
  await db.kysely.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db.kysely
    .insertInto('recovery_codes')
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
    .execute();
}

/** Uses one recovery code: true once, for the request that marked it used. */
export async function takeRecoveryCode(db: Connection, userId: string, codeHash: string, nowMs: number): Promise<boolean> {
  const result = await db.kysely
    .updateTable('recovery_codes')
    .set({ used_at: nowMs })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function recoveryCodesLeft(db: Connection, userId: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}
