import { sql, type Kysely } from 'kysely';

// Identity photos nobody uses are replaced by the next upload of their side and deleted by a job after a day, which
// asks, photo by photo, whether a submission or a support message uses it: those columns get indexes of their own,
// as do the photos' upload times the job walks. A user's bytes stored per UTC day are counted against
// PHOTO_BYTES_PER_DAY. Frozen in time, and safe to run again (SQLite's migrations run outside a transaction).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('photo_upload_days')
    .ifNotExists()
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id'))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('photo_upload_days_pk', ['user_id', 'day'])
    .execute();
  await db.schema.createIndex('verification_photos_created').ifNotExists().on('verification_photos').column('created_at').execute();
  await db.schema.createIndex('verifications_front_photo').ifNotExists().on('verifications').column('front_photo_id').execute();
  await db.schema.createIndex('verifications_back_photo').ifNotExists().on('verifications').column('back_photo_id').execute();
  await db.schema
    .createIndex('support_messages_photo')
    .ifNotExists()
    .on('support_messages')
    .column('photo_id')
    .where(sql.ref('photo_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['support_messages_photo', 'verifications_back_photo', 'verifications_front_photo', 'verification_photos_created']) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  await db.schema.dropTable('photo_upload_days').ifExists().execute();
}
