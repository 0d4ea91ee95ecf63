import { sql, type Kysely } from 'kysely';

// Put the user in the settlement queue's key, so a burst's batches could be read user by user. That only
// held for orders expiring in the same millisecond; real expiries spread over the second and each batch
// touched every user again. Settlement orders what it reads by user itself, and
// 2026_11_26_0800_open_orders_by_expiry takes this back.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('orders_open_due').ifNotExists().on('orders').columns(['expires_at', 'user_id']).where(sql.ref('status'), '=', sql.lit('open')).execute();
  await db.schema.dropIndex('orders_open_expiry').ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('orders_open_expiry').ifNotExists().on('orders').column('expires_at').where(sql.ref('status'), '=', sql.lit('open')).execute();
  await db.schema.dropIndex('orders_open_due').ifExists().execute();
}
