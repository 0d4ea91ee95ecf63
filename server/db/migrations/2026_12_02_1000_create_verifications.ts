import { sql, type Kysely } from 'kysely';

// Real-name verification: the identity photos users upload (the bytes live in the photo store, under
// `storage_key`; the row says whose they are) and every submission, kept after a decision so an operator
// can see what was rejected before. `users.verification` stays the state GET /api/me shows, written in the
// same transaction as the submission or decision. Frozen in time, and safe to run again (SQLite's
// migrations run outside a transaction).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('verification_photos')
    .ifNotExists()
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id'))
    .addColumn('side', 'varchar(8)', (c) => c.notNull())
    // Random, and unrelated to the id: the name the bytes are stored under.
    .addColumn('storage_key', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('content_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('verification_photos_user').ifNotExists().on('verification_photos').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('verifications')
    .ifNotExists()
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('id_number', 'varchar(40)', (c) => c.notNull())
    .addColumn('nationality', 'varchar(2)', (c) => c.notNull())
    .addColumn('front_photo_id', 'varchar(32)', (c) => c.notNull().references('verification_photos.id'))
    .addColumn('back_photo_id', 'varchar(32)', (c) => c.notNull().references('verification_photos.id'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason_code', 'varchar(32)')
    .addColumn('reason_note', 'varchar(200)')
    .addColumn('submitted_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addColumn('decided_by', 'varchar(64)')
    .execute();
  await db.schema.createIndex('verifications_user').ifNotExists().on('verifications').columns(['user_id', 'id']).execute();
  // The operators' queue, oldest first.
  await db.schema.createIndex('verifications_status').ifNotExists().on('verifications').columns(['status', 'id']).execute();
  // One submission under review per user, even for two requests at the same instant.
  await db.schema
    .createIndex('verifications_one_pending')
    .ifNotExists()
    .on('verifications')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', sql.lit('pending'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('verifications').ifExists().execute();
  await db.schema.dropTable('verification_photos').ifExists().execute();
}
