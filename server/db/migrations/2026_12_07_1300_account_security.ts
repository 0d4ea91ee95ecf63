import { randomBytes } from 'node:crypto';
import { sql, SqliteAdapter, type Kysely } from 'kysely';

// The account security screen (docs/security.md): each session says where and on what it was signed in and when it
// was last used; the last sign-ins are kept with their outcome; two-step sign-in keeps its secret (sealed under the
// installation's `two_step_key`, made here), the last time step used and its recovery codes (hashed). Sessions from
// before keep their rows: a public id from their hash, last seen when signed in, no device or address. On
// PostgreSQL the trigger that announces ended sessions (notify_ended_sessions) now ignores updates of the new
// columns, so marking a session seen doesn't make every process read it again. Frozen in time, and safe to run
// again: on SQLite the work runs in one transaction and each step checks what is there.
export async function up(db: Kysely<any>): Promise<void> {
  const work = async (db: Kysely<any>) => {
    const columns = await sessionColumns(db);
    for (const [name, type] of sessionAdditions) if (!columns.includes(name)) await db.schema.alterTable('sessions').addColumn(name, type).execute();
    await sql`update sessions set id = substr(token_hash, 1, 32), last_seen_at = created_at where id is null`.execute(db);
    await db.schema.createIndex('sessions_public_id').ifNotExists().unique().on('sessions').column('id').execute();
    await db.schema
      .createTable('sign_ins')
      .ifNotExists()
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('outcome', 'varchar(16)', (c) => c.notNull())
      .addColumn('new_device', 'integer', (c) => c.notNull())
      .addColumn('user_agent', 'varchar(256)')
      .addColumn('address', 'varchar(64)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sign_ins_user').ifNotExists().on('sign_ins').columns(['user_id', 'created_at']).execute();
    await db.schema
      .createTable('two_step')
      .ifNotExists()
      .addColumn('user_id', 'varchar(32)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('secret', 'varchar(200)', (c) => c.notNull())
      .addColumn('enabled_at', 'bigint')
      .addColumn('last_step', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('recovery_codes')
      .ifNotExists()
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .addPrimaryKeyConstraint('recovery_codes_pkey', ['user_id', 'code_hash'])
      .execute();
    await db
      .insertInto('platform_secrets')
      .values({ name: 'two_step_key', value: randomBytes(32).toString('hex') })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    if (!isSqlite(db)) await announceOn(db, sql`after delete or update of token_hash, user_id, expires_at on sessions`);
  };
  await (isSqlite(db) ? db.transaction().execute(work) : work(db));
}

export async function down(db: Kysely<any>): Promise<void> {
  const work = async (db: Kysely<any>) => {
    if (!isSqlite(db)) await announceOn(db, sql`after delete or update on sessions`);
    await db.deleteFrom('platform_secrets').where('name', '=', 'two_step_key').execute();
    await db.schema.dropTable('recovery_codes').ifExists().execute();
    await db.schema.dropTable('two_step').ifExists().execute();
    await db.schema.dropTable('sign_ins').ifExists().execute();
    await db.schema.dropIndex('sessions_public_id').ifExists().execute();
    const columns = await sessionColumns(db);
    for (const [name] of [...sessionAdditions].reverse()) if (columns.includes(name)) await db.schema.alterTable('sessions').dropColumn(name).execute();
  };
  await (isSqlite(db) ? db.transaction().execute(work) : work(db));
}

const sessionAdditions = [
  ['id', 'varchar(32)'],
  ['device_hash', 'varchar(64)'],
  ['user_agent', 'varchar(256)'],
  ['address', 'varchar(64)'],
  ['first_seen_at', 'bigint'],
  ['last_seen_at', 'bigint'],
] as const;

const isSqlite = (db: Kysely<any>) => db.getExecutor().adapter instanceof SqliteAdapter;

/** The row trigger of notify_ended_sessions, made again to fire on `when` (its function stays). */
async function announceOn(db: Kysely<any>, when: ReturnType<typeof sql>): Promise<void> {
  await sql`drop trigger if exists sessions_ended_row on sessions`.execute(db);
  await sql`create trigger sessions_ended_row ${when} for each row execute function sessions_ended()`.execute(db);
}

async function sessionColumns(db: Kysely<any>): Promise<string[]> {
  const { rows } = isSqlite(db)
    ? await sql<{ name: string }>`select name from pragma_table_info('sessions')`.execute(db)
    : await sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = 'sessions'`.execute(db);
  return rows.map((row) => row.name);
}
