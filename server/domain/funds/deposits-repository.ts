import type { Insertable, Selectable } from 'kysely';
import { nextRowNumber } from '../../db/row-numbers.js';
import type { Connection } from '../../db/connection.js';
import type { DepositsTable } from '../../db/schema.js';

export type DepositRow = Selectable<DepositsTable>;

/** Inserts a deposit and answers its row number (`nextRowNumber`). */
export async function insertDeposit(db: Connection, row: Omit<Insertable<DepositsTable>, 'number'>): Promise<number> {
  const inserted = await db.kysely.insertInto('deposits').values({ ...row, ...nextRowNumber(db, 'deposits') }).returning('number').executeTakeFirstOrThrow();
  return inserted.number;
}

/** The deposit with row number `number` (a public number decoded). */
export function findDepositByNumber(db: Connection, number: number): Promise<DepositRow | undefined> {
  return db.kysely.selectFrom('deposits').selectAll().where('number', '=', number).executeTakeFirst();
}

/** A user's deposits by id (the capital record names deposits by their public numbers). */
export function depositsByIds(db: Connection, userId: string, ids: string[]): Promise<DepositRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.kysely.selectFrom('deposits').selectAll().where('user_id', '=', userId).where('id', 'in', ids).execute();
}

export function findDeposit(db: Connection, id: string): Promise<DepositRow | undefined> {
  return db.kysely.selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Moves a pending deposit to its decision; false if it was no longer pending (decided once only). */
/** What deciding a deposit writes: who, why (for the audit log), what arrived, or why it was rejected. */
export interface DepositDecision {
  status: 'confirmed' | 'rejected';
  decidedBy: string;
  reason: string | null;
  receivedMinor?: number;
  rejectCode?: string;
  rejectNote?: string | null;
}

/** Decides a pending deposit; false if it was decided already. */
export async function decideDeposit(db: Connection, id: string, decision: DepositDecision, nowMs: number): Promise<boolean> {
  const result = await db.kysely
    .updateTable('deposits')
    .set({
      status: decision.status,
      decided_by: decision.decidedBy,
      decided_at: nowMs,
      reason: decision.reason,
      received_amount: decision.receivedMinor ?? null,
      reject_code: decision.rejectCode ?? null,
      reject_note: decision.rejectNote ?? null,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function userDeposits(db: Connection, userId: string, limit: number, beforeId?: string): Promise<DepositRow[]> {
  let query = db.kysely.selectFrom('deposits').selectAll().where('user_id', '=', userId);
  if (beforeId) query = query.where('id', '<', beforeId);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/** A user's deposit quoting `reference`, if any (the demo funding is known by its own). */
export function findUserDepositByReference(db: Connection, userId: string, reference: string): Promise<DepositRow | undefined> {
  return db.kysely.selectFrom('deposits').selectAll().where('user_id', '=', userId).where('reference', '=', reference).executeTakeFirst();
}

/** The deposit under `reference` (references are unique), if any. */
/** Whether the user has had a deposit credited (any, ever): money in makes an account more than self-made. */
export async function hasConfirmedDeposit(db: Connection, userId: string): Promise<boolean> {
  const row = await db.kysely.selectFrom('deposits').select('id').where('user_id', '=', userId).where('status', '=', 'confirmed').limit(1).executeTakeFirst();
  return row !== undefined;
}

export function findDepositByReference(db: Connection, reference: string): Promise<DepositRow | undefined> {
  return db.kysely.selectFrom('deposits').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** How many deposits requested from `clientAddress` (an `addressKey`) wait for an operator. */
export async function countPendingDepositsFrom(db: Connection, clientAddress: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('deposits')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('client_address', '=', clientAddress)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
