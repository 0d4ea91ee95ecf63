import { sql, SqliteAdapter, type Kysely } from 'kysely';

// A reset names the request it answers: each request for a code keeps the sha256 of an id the client is handed
// (unique), so a wrong code counts against that request alone, never another asker's code. Each hour's SMS count
// keeps, beside all messages, those sent to accounts less than a day old, which may spend only a share of the
// budget. Rows from before have no request id (no reset can name them) and no young messages. Frozen in time, and
// safe to run again.
export async function up(db: Kysely<any>): Promise<void> {
  const work = async (db: Kysely<any>) => {
    if (!(await columns(db, 'password_reset_codes')).includes('request_hash')) {
      await db.schema.alterTable('password_reset_codes').addColumn('request_hash', 'varchar(64)').execute();
    }
    await db.schema.createIndex('password_reset_codes_request').ifNotExists().unique().on('password_reset_codes').column('request_hash').execute();
    if (!(await columns(db, 'sms_hours')).includes('young_sent')) {
      await db.schema.alterTable('sms_hours').addColumn('young_sent', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    }
  };
  await (isSqlite(db) ? db.transaction().execute(work) : work(db));
}

export async function down(db: Kysely<any>): Promise<void> {
  const work = async (db: Kysely<any>) => {
    if ((await columns(db, 'sms_hours')).includes('young_sent')) await db.schema.alterTable('sms_hours').dropColumn('young_sent').execute();
    await db.schema.dropIndex('password_reset_codes_request').ifExists().execute();
    if ((await columns(db, 'password_reset_codes')).includes('request_hash')) await db.schema.alterTable('password_reset_codes').dropColumn('request_hash').execute();
  };
  await (isSqlite(db) ? db.transaction().execute(work) : work(db));
}

const isSqlite = (db: Kysely<any>) => db.getExecutor().adapter instanceof SqliteAdapter;

async function columns(db: Kysely<any>, table: string): Promise<string[]> {
  const { rows } = isSqlite(db)
    ? await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)
    : await sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(db);
  return rows.map((row) => row.name);
}
