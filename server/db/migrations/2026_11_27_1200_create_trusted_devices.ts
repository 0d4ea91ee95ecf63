import type { Kysely } from 'kysely';

// Devices a user has signed in on, which pass the account-wide login lock (docs/security.md). Frozen in time, and safe
// to run again: SQLite's migrations run outside a transaction, so a crash can leave one applied but not recorded.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('trusted_devices')
    .ifNotExists()
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('trusted_devices_user_id').ifNotExists().on('trusted_devices').columns(['user_id', 'last_used_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('trusted_devices').execute();
}
