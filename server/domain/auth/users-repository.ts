import { sql, type Insertable, type Selectable } from 'kysely';
import type { Connection } from '../../db/connection.js';
import type { UsersTable } from '../../db/schema.js';
import { rawStatement, statement } from '../../db/statements.js';

export type UserRow = Selectable<UsersTable>;

export function findUserByAccount(db: Connection, account: string): Promise<UserRow | undefined> {
  return db.kysely.selectFrom('users').selectAll().where('account', '=', account).executeTakeFirst();
}

export function findUserById(db: Connection, id: string): Promise<UserRow | undefined> {
  return db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function isPhoneTaken(db: Connection, phone: string): Promise<boolean> {
  const row = await db.kysely.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(db: Connection, user: Insertable<UsersTable>): Promise<void> {
  await db.kysely.insertInto('users').values(user).execute();
}

/** Returns false when no user has that id. */
export async function updateUserSecret(
  db: Connection,
  userId: string,
  column: 'password_hash' | 'trade_password_hash',
  hash: string,
  nowMs: number,
): Promise<boolean> {
  const result = await db.kysely
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
export async function holdUserWithPassword(db: Connection, userId: string, passwordHash: string): Promise<boolean> {
  const result = await db.kysely
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', userId)
    .where('password_hash', '=', passwordHash)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// Read in the savepoint of a user's first order in this process: a compiled statement.
const riskAcknowledged = statement((db, p: { userId: string }) => db.selectFrom('users').select('risk_acknowledged_at').where('id', '=', p.userId));

/** When the user accepted the risk notice; null before, undefined for no such user. */
export async function riskAcknowledgedAt(c: Connection, userId: string): Promise<number | null | undefined> {
  const [user] = await c.statements.rows<{ risk_acknowledged_at: number | null }, { userId: string }>(riskAcknowledged, { userId });
  return user?.risk_acknowledged_at;
}

const riskAcknowledgedMany = rawStatement((p: { ids: string[] }) => sql`select id, risk_acknowledged_at from users where id = any(${p.ids}::text[])`);

/** The users among `userIds` who accepted the risk notice, in one statement (PostgreSQL only). */
export async function usersWhoAcknowledgedRisk(c: Connection, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await c.statements.rows<{ id: string; risk_acknowledged_at: number | null }, { ids: string[] }>(riskAcknowledgedMany, { ids: userIds });
  return new Set(rows.filter((row) => row.risk_acknowledged_at !== null).map((row) => row.id));
}

/** Records the first acceptance only. */
export async function markRiskAcknowledged(c: Connection, userId: string, nowMs: number): Promise<void> {
  await c.kysely.updateTable('users').set({ risk_acknowledged_at: nowMs }).where('id', '=', userId).where('risk_acknowledged_at', 'is', null).execute();
}

/**
 * One more wrong transaction password, counted in one statement so that checks at once (in several processes) all
 * count; returns the wrong ones in a row so far.
 */
export async function countTradePasswordFailure(c: Connection, userId: string): Promise<number> {
  const row = await c.kysely
    .updateTable('users')
    .set((eb) => ({ trade_password_failures: eb('trade_password_failures', '+', 1) }))
    .where('id', '=', userId)
    .returning('trade_password_failures')
    .executeTakeFirstOrThrow();
  return Number(row.trade_password_failures);
}

/** Starts the count afresh, and locks transaction-password checks until `untilMs` (null: unlocked). */
export async function setTradePasswordLock(c: Connection, userId: string, untilMs: number | null): Promise<void> {
  await c.kysely.updateTable('users').set({ trade_password_failures: 0, trade_locked_until: untilMs }).where('id', '=', userId).execute();
}

/** An operator's reset of the transaction password, which lifts its lock too. */
export async function resetTradePassword(c: Connection, userId: string, hash: string, nowMs: number): Promise<void> {
  await c.kysely
    .updateTable('users')
    .set({ trade_password_hash: hash, trade_password_failures: 0, trade_locked_until: null, updated_at: nowMs })
    .where('id', '=', userId)
    .execute();
}

export async function updateCreditScore(c: Connection, userId: string, score: number, nowMs: number): Promise<void> {
  await c.kysely.updateTable('users').set({ credit_score: score, updated_at: nowMs }).where('id', '=', userId).execute();
}
