import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Connection } from '../../db/connection.js';
import type { DepositMethodsTable } from '../../db/schema.js';

export type DepositMethodRow = Selectable<DepositMethodsTable>;

export function findDepositMethod(db: Connection, id: string): Promise<DepositMethodRow | undefined> {
  return db.kysely.selectFrom('deposit_methods').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every method, enabled ones first, then by id (the operator's list). */
export function allDepositMethods(db: Connection): Promise<DepositMethodRow[]> {
  return db.kysely.selectFrom('deposit_methods').selectAll().orderBy('enabled', 'desc').orderBy('id').execute();
}

/** The methods users are offered, in a stable order: bank transfers first, then by id. */
export function enabledDepositMethods(db: Connection): Promise<DepositMethodRow[]> {
  return db.kysely.selectFrom('deposit_methods').selectAll().where('enabled', '=', 1).orderBy('kind').orderBy('id').execute();
}

export async function insertDepositMethod(db: Connection, row: Insertable<DepositMethodsTable>): Promise<void> {
  await db.kysely.insertInto('deposit_methods').values(row).execute();
}

export async function updateDepositMethod(db: Connection, id: string, changes: Updateable<DepositMethodsTable>): Promise<void> {
  await db.kysely.updateTable('deposit_methods').set(changes).where('id', '=', id).execute();
}
