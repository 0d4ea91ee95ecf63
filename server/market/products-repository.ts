import type { Insertable, Selectable } from 'kysely';
import type { Connection } from '../db/connection.js';
import type { ProductsTable } from '../db/schema.js';

export type ProductRow = Selectable<ProductsTable>;

export function allProducts(db: Connection): Promise<ProductRow[]> {
  return db.kysely.selectFrom('products').selectAll().orderBy('sort_order').execute();
}

export function findProduct(db: Connection, symbol: string): Promise<ProductRow | undefined> {
  return db.kysely.selectFrom('products').selectAll().where('symbol', '=', symbol).executeTakeFirst();
}

export async function insertProductIfMissing(db: Connection, row: Insertable<ProductsTable>): Promise<void> {
  await db.kysely.insertInto('products').values(row).onConflict((oc) => oc.column('symbol').doNothing()).execute();
}

/** Returns false when there is no such product. */
export async function updateProduct(db: Connection, symbol: string, changes: Partial<Omit<ProductRow, 'symbol'>>): Promise<boolean> {
  const result = await db.kysely.updateTable('products').set(changes).where('symbol', '=', symbol).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
