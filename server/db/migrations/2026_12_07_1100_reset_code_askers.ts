import { sql, SqliteAdapter, type Kysely } from 'kysely';

// A request for a reset code whose phone does not match the account's counts against whoever asked (their
// address block), not the account: each request keeps the asker's key. Codes sent are counted per hour against
// the installation's SMS budget, one row an hour. Frozen in time, and safe to run again.
export async function up(db: Kysely<any>): Promise<void> {
  const work = async (db: Kysely<any>) => {
    if (!(await resetCodeColumns(db)).includes('asker_key')) await db.schema.alterTable('password_reset_codes').addColumn('asker_key', 'varchar(64)').execute();
    await db.schema.createIndex('password_reset_codes_asker').ifNotExists().on('password_reset_codes').columns(['asker_key', 'created_at']).execute();
    await db.schema
      .createTable('sms_hours')
      .ifNotExists()
      .addColumn('hour_start', 'bigint', (c) => c.primaryKey())
      .addColumn('sent', 'integer', (c) => c.notNull())
      .execute();
  };
  await (isSqlite(db) ? db.transaction().execute(work) : work(db));
}

export async function down(db: Kysely<any>): Promise<void> {
  const work = async (db: Kysely<any>) => {
    await db.schema.dropTable('sms_hours').ifExists().execute();
    await db.schema.dropIndex('password_reset_codes_asker').ifExists().execute();
    if ((await resetCodeColumns(db)).includes('asker_key')) await db.schema.alterTable('password_reset_codes').dropColumn('asker_key').execute();
  };
  await (isSqlite(db) ? db.transaction().execute(work) : work(db));
}

const isSqlite = (db: Kysely<any>) => db.getExecutor().adapter instanceof SqliteAdapter;

async function resetCodeColumns(db: Kysely<any>): Promise<string[]> {
  const { rows } = isSqlite(db)
    ? await sql<{ name: string }>`select name from pragma_table_info('password_reset_codes')`.execute(db)
    : await sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = 'password_reset_codes'`.execute(db);
  return rows.map((row) => row.name);
}
