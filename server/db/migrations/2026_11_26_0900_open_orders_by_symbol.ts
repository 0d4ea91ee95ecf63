import { sql, type Kysely } from 'kysely';

// The settlement queue by product, then expiry. An order is final once its product has a tick after its
// expiry, so settlement reads, per product, only the open orders that expired before that product's latest
// tick: a burst that waits for its next tick is not read again and again while it waits, and a stalled
// feed's backlog is not read at all. Created before the old index is dropped, both only if needed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('orders_open_symbol_expiry').ifNotExists().on('orders').columns(['symbol', 'expires_at']).where(sql.ref('status'), '=', sql.lit('open')).execute();
  await db.schema.dropIndex('orders_open_expiry').ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('orders_open_expiry').ifNotExists().on('orders').column('expires_at').where(sql.ref('status'), '=', sql.lit('open')).execute();
  await db.schema.dropIndex('orders_open_symbol_expiry').ifExists().execute();
}
