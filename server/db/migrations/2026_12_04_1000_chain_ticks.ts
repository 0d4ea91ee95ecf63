import { sql, SqliteAdapter, type Kysely } from 'kysely';

// Every tick stored from now on carries `hash`, SHA-256 over its canonical text and `prev_hash`, the hash of the
// tick before it of the same product (docs/api.md, "The price record"). Ticks stored before keep both null: their
// prices were never committed to, so hashing them now would vouch for rows nobody can tell were not changed;
// the chain of each product starts at its first tick stored after this, from 64 zeros. Nullable columns without
// a default add nothing to existing rows, on both databases.
// `tick_roots` keeps each product's day root (the hash of its last tick of the UTC day) for ever: it anchors
// the ticks left after pruning. The unique index on (symbol, prev_hash) refuses a fork: two writers appending to
// one product's chain at once, the second fails and its batch is retried on top of the first.
// Settled orders by (symbol, exit_time) let the prune job keep every day that settled an order.
export async function up(db: Kysely<any>): Promise<void> {
  if (await hasColumn(db, 'ticks', 'hash')) return;
  const work = async (db: Kysely<any>) => {
    await db.schema.alterTable('ticks').addColumn('hash', 'char(64)').execute();
    await db.schema.alterTable('ticks').addColumn('prev_hash', 'char(64)').execute();
    await db.schema.createIndex('ticks_chain').unique().on('ticks').columns(['symbol', 'prev_hash']).where(sql.ref('prev_hash'), 'is not', null).execute();
    await db.schema
      .createTable('tick_roots')
      .addColumn('symbol', 'varchar(20)', (c) => c.notNull())
      .addColumn('day', 'char(10)', (c) => c.notNull())
      .addColumn('hash', 'char(64)', (c) => c.notNull())
      .addColumn('time_ms', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('tick_roots_pk', ['symbol', 'day'])
      .execute();
    await db.schema.createIndex('orders_settled_symbol_exit').on('orders').columns(['symbol', 'exit_time']).where(sql.ref('status'), '=', sql.lit('settled')).execute();
  };
  await (isSqlite(db) ? db.transaction().execute(work) : work(db));
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(await hasColumn(db, 'ticks', 'hash'))) return;
  await db.schema.dropIndex('orders_settled_symbol_exit').execute();
  await db.schema.dropTable('tick_roots').execute();
  await db.schema.dropIndex('ticks_chain').execute();
  for (const column of ['prev_hash', 'hash']) await db.schema.alterTable('ticks').dropColumn(column).execute();
}

const isSqlite = (db: Kysely<any>) => db.getExecutor().adapter instanceof SqliteAdapter;

async function hasColumn(db: Kysely<any>, table: string, column: string): Promise<boolean> {
  const { rows } = isSqlite(db)
    ? await sql`select name from pragma_table_info(${table}) where name = ${column}`.execute(db)
    : await sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${table} and column_name = ${column}`.execute(db);
  return rows.length > 0;
}
