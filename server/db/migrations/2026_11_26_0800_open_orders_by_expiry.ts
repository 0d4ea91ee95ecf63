import { sql, type Kysely } from 'kysely';

// The settlement queue goes back to open orders by expiry alone (see 2026_11_26_0700): settlement orders
// what it reads by user itself, and each open order's entry is a 32-character user id shorter. Created
// before the old one is dropped, and both only if needed, so the queue always has an index and a second
// run changes nothing.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('orders_open_expiry').ifNotExists().on('orders').column('expires_at').where(sql.ref('status'), '=', sql.lit('open')).execute();
  await db.schema.dropIndex('orders_open_due').ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('orders_open_due').ifNotExists().on('orders').columns(['expires_at', 'user_id']).where(sql.ref('status'), '=', sql.lit('open')).execute();
  await db.schema.dropIndex('orders_open_expiry').ifExists().execute();
}
