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

/** Sets a product's per-language names, only while they are still one of `earlier` (JSON as stored). */
export async function renameProductIfNamed(db: Connection, symbol: string, names: string, earlier: readonly string[]): Promise<void> {
  if (earlier.length) await db.kysely.updateTable('products').set({ names }).where('symbol', '=', symbol).where('names', 'in', earlier).execute();
}

/** Returns false when there is no such product. */
export async function updateProduct(db: Connection, symbol: string, changes: Partial<Omit<ProductRow, 'symbol'>>): Promise<boolean> {
  const result = await db.kysely.updateTable('products').set(changes).where('symbol', '=', symbol).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
