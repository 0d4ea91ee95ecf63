import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

// Frozen in time: this migration must keep producing the same tables whatever the app code becomes.
// The installation's secrets live in its database, so every server process on it (PostgreSQL scale-out)
// reads the same ones, and they survive restarts. The key of the public order and transfer numbers is made
// here, once per database, from the OS's randomness.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('platform_secrets')
    .ifNotExists()
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'varchar(200)', (c) => c.notNull())
    .execute();
  await db
    .insertInto('platform_secrets')
    .values({ name: 'public_numbers_key', value: randomBytes(16).toString('hex') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('platform_secrets').ifExists().execute();
}
