import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { ProductsTable } from '../db/schema.js';

export type ProductRow = Selectable<ProductsTable>;

export function allProducts(db: Db): Promise<ProductRow[]> {
  return db.selectFrom('products').selectAll().orderBy('sort_order').execute();
}

export function findProduct(db: Db, symbol: string): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('symbol', '=', symbol).executeTakeFirst();
}

export async function insertProductIfMissing(db: Db, row: Insertable<ProductsTable>): Promise<void> {
  await db.insertInto('products').values(row).onConflict((oc) => oc.column('symbol').doNothing()).execute();
}

/** Sets a product's per-language names, only while they are still one of `earlier` (JSON as stored). */
export async function renameProductIfNamed(db: Db, symbol: string, names: string, earlier: readonly string[]): Promise<void> {
  if (earlier.length) await db.updateTable('products').set({ names }).where('symbol', '=', symbol).where('names', 'in', earlier).execute();
}

/** Returns false when there is no such product. */
export async function updateProduct(db: Db, symbol: string, changes: Partial<Omit<ProductRow, 'symbol'>>): Promise<boolean> {
  const result = await db.updateTable('products').set(changes).where('symbol', '=', symbol).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
