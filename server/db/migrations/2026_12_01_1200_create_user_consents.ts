import type { Kysely } from 'kysely';

// What each user accepted and when: the terms and the privacy policy at registration, one row per document and
// version. A version is the time the document was last changed (its newest text in any language), so an edit by a
// migration or an operator makes a new one and the audit log holds the text it replaced. Accounts opened before
// this migration have no rows: nothing was recorded for them, and nothing is made up. Frozen in time, and safe to
// run again (SQLite's migrations run outside a transaction).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_consents')
    .ifNotExists()
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id'))
    .addColumn('document', 'varchar(16)', (c) => c.notNull())
    .addColumn('version', 'varchar(40)', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_consents_pkey', ['user_id', 'document', 'version'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_consents').ifExists().execute();
}
