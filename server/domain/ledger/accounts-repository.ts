import { sql } from 'kysely';
import type { Connection } from '../../db/connection.js';
import { userAccountKinds } from '../../../src/core/ledger-codes.js';
import { userAccountId } from './account-ids.js';
import { rawStatement, statement } from '../../db/statements.js';

/** Opens a new user's accounts, all at zero, in the transaction that creates the user. */
export async function insertUserAccounts(db: Connection, userId: string, nowMs: number): Promise<void> {
  await db.kysely
    .insertInto('accounts')
    .values(userAccountKinds.map((kind) => ({ id: userAccountId(userId, kind), user_id: userId, kind, balance: 0, updated_at: nowMs })))
    .execute();
}

interface BalanceChange {
  id: string;
  amount: number;
  now: number;
}

const debit = statement((db, p: BalanceChange) =>
  db
    .updateTable('accounts')
    .set((eb) => ({ balance: eb('balance', '-', p.amount), updated_at: p.now }))
    .where('id', '=', p.id)
    .where((eb) => eb.or([eb('balance', '>=', p.amount), eb('user_id', 'is', null)]))
    .returning('balance'),
);

const credit = statement((db, p: BalanceChange) =>
  db
    .updateTable('accounts')
    .set((eb) => ({ balance: eb('balance', '+', p.amount), updated_at: p.now }))
    .where('id', '=', p.id)
    .returning('balance'),
);

/** Takes `amountMinor` from an account. Undefined when a user account would go below zero (or doesn't exist). */
export async function debitAccount(sql: Connection, accountId: string, amountMinor: number, nowMs: number): Promise<number | undefined> {
  const [row] = await sql.statements.rows<{ balance: number }, BalanceChange>(debit, { id: accountId, amount: amountMinor, now: nowMs });
  return row?.balance;
}

/** Whether an account exists: asked only after a balance update found no row, to tell why. */
export async function accountExists(sql: Connection, accountId: string): Promise<boolean> {
  return (await sql.kysely.selectFrom('accounts').select('id').where('id', '=', accountId).executeTakeFirst()) !== undefined;
}

/** Adds `amountMinor` to an account; undefined when it doesn't exist. */
export async function creditAccount(sql: Connection, accountId: string, amountMinor: number, nowMs: number): Promise<number | undefined> {
  const [row] = await sql.statements.rows<{ balance: number }, BalanceChange>(credit, { id: accountId, amount: amountMinor, now: nowMs });
  return row?.balance;
}

// "C": the byte order of the ids, which is the order `<` and `sort()` give them in JavaScript.
const lockInIdOrder = statement((db, p: { ids: string[] }) =>
  db
    .selectFrom('accounts')
    .select(['id', 'balance', 'user_id'])
    .where(sql<boolean>`id = any(${p.ids})`)
    .orderBy(sql`id collate "C"`)
    .forNoKeyUpdate(),
);

/**
 * Locks accounts in ascending id order, the one order in which every transaction that moves money takes
 * them (`transfer`, `transferBatch`), so two transactions can't each hold an account the other waits for.
 * The lock is the one a balance update takes; the balances read are the ones no other transaction can change
 * until this one ends. PostgreSQL only: SQLite has one writer and no row locks.
 */
export async function lockAccountsInIdOrder(sql: Connection, accountIds: string[]): Promise<LockedAccount[]> {
  if (accountIds.length === 0) return [];
  return sql.statements.rows<LockedAccount, { ids: string[] }>(lockInIdOrder, { ids: [...new Set(accountIds)] });
}

const lockFreeInIdOrder = statement((db, p: { ids: string[] }) =>
  db
    .selectFrom('accounts')
    .select(['id', 'balance', 'user_id'])
    .where(sql<boolean>`id = any(${p.ids})`)
    .orderBy(sql`id collate "C"`)
    .forNoKeyUpdate()
    .skipLocked(),
);

/**
 * `lockAccountsInIdOrder` for the accounts no other transaction holds right now; the held ones are left out,
 * not waited for. Settlement takes its users' accounts so: an order batch holding a user's accounts for a few
 * milliseconds costs that user's payouts a pass, not every order batch behind the settlement a wait. PostgreSQL only.
 */
export async function lockFreeAccountsInIdOrder(sql: Connection, accountIds: string[]): Promise<LockedAccount[]> {
  if (accountIds.length === 0) return [];
  return sql.statements.rows<LockedAccount, { ids: string[] }>(lockFreeInIdOrder, { ids: [...new Set(accountIds)] });
}

const lockFirstFree = statement((db, p: { ids: string[] }) =>
  db
    .selectFrom('accounts')
    .select(['id', 'balance', 'user_id'])
    .where(sql<boolean>`id = any(${p.ids})`)
    .orderBy(sql`id collate "C"`)
    .limit(1)
    .forNoKeyUpdate()
    .skipLocked(),
);

/**
 * One of `accountIds` locked: the first in id order that no other transaction holds; when all are held, the first
 * is waited for. Settlement takes a house shard so (`houseAccountIds`), before any other account. PostgreSQL only.
 */
export async function lockFirstFreeAccount(sql: Connection, accountIds: readonly string[]): Promise<LockedAccount> {
  const [free] = await sql.statements.rows<LockedAccount, { ids: string[] }>(lockFirstFree, { ids: [...accountIds] });
  if (free) return free;
  const [waited] = await lockAccountsInIdOrder(sql, [accountIds[0]]);
  if (!waited) throw new Error(`lockFirstFreeAccount: no account ${accountIds[0]}`);
  return waited;
}

export interface LockedAccount {
  id: string;
  balance: number;
  user_id: string | null;
}

const setBalances = rawStatement(
  (p: { ids: string[]; balances: number[]; now: number }) => sql`
    update accounts set balance = v.balance, updated_at = ${p.now}
    from unnest(${p.ids}::text[], ${p.balances}::bigint[]) as v(id, balance)
    where accounts.id = v.id`,
);

/** Sets the balances of accounts this transaction locked (`lockAccountsInIdOrder`), all in one statement. PostgreSQL only. */
export async function setLockedBalances(sql: Connection, balances: Map<string, number>, nowMs: number): Promise<void> {
  if (balances.size > 0) await sql.statements.changes(setBalances, { ids: [...balances.keys()], balances: [...balances.values()], now: nowMs });
}

export function userBalances(db: Connection, userId: string) {
  return db.kysely.selectFrom('accounts').select(['kind', 'balance']).where('user_id', '=', userId).execute();
}
