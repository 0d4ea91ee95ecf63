import type { Kysely } from 'kysely';

// Wrong login passwords counted per account and client address (docs/security.md). Frozen in time, and safe to run
// again: SQLite's migrations run outside a transaction, so a crash can leave one applied but not recorded.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .ifNotExists()
    .addColumn('account', 'varchar(64)', (c) => c.notNull())
    .addColumn('address', 'varchar(64)', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_failures_pk', ['account', 'address'])
    .execute();
  await db.schema.createIndex('login_failures_updated_at').ifNotExists().on('login_failures').column('updated_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
}
