import { sql, SqliteAdapter, type Kysely } from 'kysely';

// A deposit's reference, what the payer quotes, is made by the server from now on and is unique; what a user
// typed goes in `note`. A reference typed before (not the server's `UP` + last 10 id digits form, or shared by
// two deposits, or holding anything but A–Z, 0–9 and -) moves to the note and the row gets the server's form,
// so the unique index can hold. `received_amount` keeps what an operator saw arrive as they confirmed (what was
// credited, which may differ from the declared amount); `client_address` is the requesting address's key (an IPv6 /56), which the cap on pending
// deposits per address counts. Frozen in time; on SQLite it runs in a transaction of its own and a second run
// finds it done.
export async function up(db: Kysely<any>): Promise<void> {
  if (await hasColumn(db, 'deposits', 'note')) return;
  const work = async (db: Kysely<any>) => {
    await db.schema.alterTable('deposits').addColumn('note', 'varchar(100)').execute();
    await db.schema.alterTable('deposits').addColumn('received_amount', 'bigint').execute();
    await db.schema.alterTable('deposits').addColumn('client_address', 'varchar(64)').execute();
    const rows: { id: string; reference: string }[] = await db.selectFrom('deposits').select(['id', 'reference']).execute();
    const uses = new Map<string, number>();
    for (const row of rows) uses.set(row.reference, (uses.get(row.reference) ?? 0) + 1);
    for (const row of rows) {
      const made = `UP${row.id.slice(-10).toUpperCase()}`;
      if (row.reference === made || (uses.get(row.reference) === 1 && /^[A-Z0-9-]{1,40}$/.test(row.reference))) continue;
      await db.updateTable('deposits').set({ reference: made, note: row.reference.slice(0, 100) }).where('id', '=', row.id).execute();
    }
    await db.schema.createIndex('deposits_reference').unique().on('deposits').column('reference').execute();
    await db.schema.createIndex('deposits_client_address_status').on('deposits').columns(['client_address', 'status']).execute();
  };
  await (isSqlite(db) ? db.transaction().execute(work) : work(db));
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(await hasColumn(db, 'deposits', 'note'))) return;
  await db.schema.dropIndex('deposits_client_address_status').execute();
  await db.schema.dropIndex('deposits_reference').execute();
  // Before, a user's text was the reference itself.
  await sql`update deposits set reference = note where note is not null`.execute(db);
  for (const column of ['client_address', 'received_amount', 'note']) await db.schema.alterTable('deposits').dropColumn(column).execute();
}

const isSqlite = (db: Kysely<any>) => db.getExecutor().adapter instanceof SqliteAdapter;

async function hasColumn(db: Kysely<any>, table: string, column: string): Promise<boolean> {
  const { rows } = isSqlite(db)
    ? await sql`select name from pragma_table_info(${table}) where name = ${column}`.execute(db)
    : await sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${table} and column_name = ${column}`.execute(db);
  return rows.length > 0;
}
