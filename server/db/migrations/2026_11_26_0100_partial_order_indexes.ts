import { sql, type Kysely } from 'kysely';

// Orders are written 5,000 times a second and settled 100,000 at a time (the budgets, docs/design.md). Partial
// indexes hold each order only while a query needs it: an open order in the settlement queue, a settled
// one in its owner's P&L; placing an order then maintains one index fewer, and settling it moves it
// from one to the other instead of rewriting two entries. Queries must name the status as a literal
// (not a parameter) for the planner to pick these.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_due').execute();
  await db.schema.dropIndex('orders_user_settled').execute();
  await db.schema.createIndex('orders_open_expiry').on('orders').column('expires_at').where(sql.ref('status'), '=', sql.lit('open')).execute();
  await db.schema.createIndex('orders_settled_user').on('orders').columns(['user_id', 'settled_at']).where(sql.ref('status'), '=', sql.lit('settled')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_open_expiry').execute();
  await db.schema.dropIndex('orders_settled_user').execute();
  await db.schema.createIndex('orders_due').on('orders').columns(['status', 'expires_at']).execute();
  await db.schema.createIndex('orders_user_settled').on('orders').columns(['user_id', 'status', 'settled_at']).execute();
}
