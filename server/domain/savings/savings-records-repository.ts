import { sql, type Insertable, type Selectable } from 'kysely';
import type { Connection } from '../../db/connection.js';
import type { SavingsRecordsTable, SavingsStateTable } from '../../db/schema.js';

export type SavingsRecordRow = Selectable<SavingsRecordsTable>;
export type SavingsStateRow = Selectable<SavingsStateTable>;

export async function insertSavingsRecord(db: Connection, row: Insertable<SavingsRecordsTable>): Promise<void> {
  await db.kysely.insertInto('savings_records').values(row).execute();
}

export function userSavingsRecords(db: Connection, userId: string, limit: number, beforeId?: string): Promise<SavingsRecordRow[]> {
  let query = db.kysely.selectFrom('savings_records').selectAll().where('user_id', '=', userId);
  if (beforeId) query = query.where('id', '<', beforeId);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/** Transfers in (or out) a user made since `sinceMs` (the start of the platform day). */
export async function countTransfersSince(db: Connection, userId: string, kind: 'in' | 'out', sinceMs: number): Promise<number> {
  const row = await db.kysely
    .selectFrom('savings_records')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('created_at', '>=', sinceMs)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A user's transfers in with money still pending: all, newest first (a transfer out takes from these first), or
 * those whose confirmation time came by `dueBy`, oldest first.
 */
export function pendingIns(db: Connection, userId: string, dueBy?: number): Promise<SavingsRecordRow[]> {
  let query = db.kysely.selectFrom('savings_records').selectAll().where('user_id', '=', userId).where('kind', '=', 'in').where('pending_amount', '>', 0);
  if (dueBy !== undefined) query = query.where('confirms_at', '<=', dueBy);
  return query.orderBy('id', dueBy === undefined ? 'desc' : 'asc').execute();
}

/** Users with money in due for confirmation by `uptoMs`, by id from after `after`. */
export async function usersWithDueIns(db: Connection, uptoMs: number, after: string, limit: number): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('savings_records')
    .select('user_id')
    .distinct()
    .where('kind', '=', 'in')
    .where('confirms_at', '<=', uptoMs)
    .where('pending_amount', '>', 0)
    .where('user_id', '>', after)
    .orderBy('user_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.user_id);
}

/** Sets an "in" record's pending part from `from` to `to`; false if another transaction changed it first. */
export async function setPendingAmount(db: Connection, id: string, from: number, to: number): Promise<boolean> {
  const result = await db.kysely.updateTable('savings_records').set({ pending_amount: to }).where('id', '=', id).where('pending_amount', '=', from).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Earning records of a user from `fromDay` to `toDay` (inclusive). */
export function earningsBetween(db: Connection, userId: string, fromDay: string, toDay: string): Promise<Pick<SavingsRecordRow, 'day' | 'amount' | 'base'>[]> {
  return db.kysely
    .selectFrom('savings_records')
    .select(['day', 'amount', 'base'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'earning')
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .execute();
}

export async function totalEarnings(db: Connection, userId: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('savings_records')
    .select((eb) => eb.fn.sum<string | number | null>('amount').as('total'))
    .where('user_id', '=', userId)
    .where('kind', '=', 'earning')
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * Takes a user's savings for this transaction (PostgreSQL: their state row `FOR UPDATE`). By default SKIP
 * LOCKED: false when another process's job holds them. With `waitMs`, waits that long for the holder to let
 * go, then fails with lock_not_available (55P03), which aborts the transaction; the rest of the transaction
 * waits on its locks as before. SQLite: always true.
 */
export async function claimSavingsState(trx: Connection, userId: string, waitMs?: number): Promise<boolean> {
  if (trx.kind !== 'postgres') return true;
  const query = trx.kysely.selectFrom('savings_state').select('user_id').where('user_id', '=', userId).forUpdate();
  if (waitMs === undefined) return (await query.skipLocked().executeTakeFirst()) !== undefined;
  const before = (await sql<{ value: string }>`select current_setting('lock_timeout') as value`.execute(trx.kysely)).rows[0].value;
  await sql`select set_config('lock_timeout', ${`${Math.ceil(waitMs)}ms`}, true)`.execute(trx.kysely);
  const row = await query.executeTakeFirst();
  await sql`select set_config('lock_timeout', ${before}, true)`.execute(trx.kysely);
  return row !== undefined;
}

/** PostgreSQL's lock_not_available: a claim's wait ran out. */
export const isClaimTimeout = (error: unknown) => (error as { code?: unknown } | null)?.code === '55P03';

export function findSavingsState(db: Connection, userId: string): Promise<SavingsStateRow | undefined> {
  return db.kysely.selectFrom('savings_state').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** A user's state from their first transfer in: earnings are paid from `earnedThrough`'s next day on. */
export async function insertSavingsStateIfMissing(db: Connection, userId: string, earnedThrough: string): Promise<void> {
  await db.kysely
    .insertInto('savings_state')
    .values({ user_id: userId, earned_through: earnedThrough, remainder: 0 })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Moves a user's accrual on by one day; false if that day was already done (by another run). */
export async function advanceSavingsState(db: Connection, userId: string, fromDay: string, toDay: string, remainder: number): Promise<boolean> {
  const result = await db.kysely
    .updateTable('savings_state')
    .set({ earned_through: toDay, remainder })
    .where('user_id', '=', userId)
    .where('earned_through', '=', fromDay)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Users whose earnings are paid only up to a day before `day`, by id from after `after`. */
export async function usersBehind(db: Connection, day: string, after: string, limit: number): Promise<string[]> {
  const rows = await db.kysely.selectFrom('savings_state').select('user_id').where('earned_through', '<', day).where('user_id', '>', after).orderBy('user_id').limit(limit).execute();
  return rows.map((r) => r.user_id);
}
