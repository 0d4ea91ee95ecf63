import type { Kysely } from 'kysely';

// Frozen in time: this migration must keep producing the same tables whatever the app code becomes.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('invite_codes')
    .addColumn('code', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('owner_user_id', 'varchar(32)')
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('account', 'varchar(12)', (c) => c.notNull().unique())
    .addColumn('nickname', 'varchar(40)', (c) => c.notNull())
    .addColumn('phone', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('trade_password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('invite_code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('invited_by_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('credit_score', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('verification', 'varchar(16)', (c) => c.notNull().defaultTo('none'))
    .addColumn('risk_acknowledged_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('registration_tickets')
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('account', 'varchar(12)', (c) => c.notNull())
    .addColumn('phone', 'varchar(16)', (c) => c.notNull())
    .addColumn('invite_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('registration_tickets').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
  await db.schema.dropTable('invite_codes').execute();
}
