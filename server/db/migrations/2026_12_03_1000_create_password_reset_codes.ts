import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

// Frozen in time, and safe to run again (SQLite's migrations run outside a transaction). One row per request
// for a reset code, matching or not, so that both answers cost the same writes; the key that hashes the codes
// is the installation's, made here once per database.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('password_reset_codes')
    .ifNotExists()
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('account_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_reset_codes_account').ifNotExists().on('password_reset_codes').columns(['account_key', 'created_at']).execute();
  await db.schema.createIndex('password_reset_codes_user').ifNotExists().on('password_reset_codes').column('user_id').execute();
  await db
    .insertInto('platform_secrets')
    .values({ name: 'reset_codes_key', value: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('platform_secrets').where('name', '=', 'reset_codes_key').execute();
  await db.schema.dropTable('password_reset_codes').ifExists().execute();
}
