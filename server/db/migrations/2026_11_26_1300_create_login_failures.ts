import type { Kysely } from 'kysely';

// Frozen in time: wrong login passwords counted per account and client address (issue 11).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('account', 'varchar(64)', (c) => c.notNull())
    .addColumn('address', 'varchar(64)', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_failures_pk', ['account', 'address'])
    .execute();
  await db.schema.createIndex('login_failures_updated_at').on('login_failures').column('updated_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
}
