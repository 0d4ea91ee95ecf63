import { sql, SqliteAdapter, type Kysely } from 'kysely';

// Pruning keeps every day of ticks that settled an order, and asked the orders, through an index on (symbol,
// exit_time) of every settled order: one more index entry written per order settled, ~12 % of a 100,000-order
// burst's time on SQLite. Orders settled on the same ticks share one proof row, which now carries that product
// and exit time instead: one index entry per proof. Existing proofs take them from their orders. Frozen in time.
export async function up(db: Kysely<any>): Promise<void> {
  const work = async (db: Kysely<any>) => {
    const columns = await proofColumns(db);
    if (!columns.includes('symbol')) await db.schema.alterTable('order_proofs').addColumn('symbol', 'varchar(20)').execute();
    if (!columns.includes('exit_time')) await db.schema.alterTable('order_proofs').addColumn('exit_time', 'bigint').execute();
    await sql`update order_proofs set symbol = settled.symbol, exit_time = settled.exit_time
      from (select proof_id, min(symbol) as symbol, max(exit_time) as exit_time from orders
            where status = 'settled' and proof_id is not null and exit_time is not null group by proof_id) as settled
      where order_proofs.id = settled.proof_id and order_proofs.exit_time is null`.execute(db);
    await db.schema.createIndex('order_proofs_symbol_exit').ifNotExists().on('order_proofs').columns(['symbol', 'exit_time']).where(sql.ref('exit_time'), 'is not', null).execute();
    await db.schema.dropIndex('orders_settled_symbol_exit').ifExists().execute();
  };
  await (isSqlite(db) ? db.transaction().execute(work) : work(db));
}

export async function down(db: Kysely<any>): Promise<void> {
  const work = async (db: Kysely<any>) => {
    await db.schema.createIndex('orders_settled_symbol_exit').ifNotExists().on('orders').columns(['symbol', 'exit_time']).where(sql.ref('status'), '=', sql.lit('settled')).execute();
    await db.schema.dropIndex('order_proofs_symbol_exit').ifExists().execute();
    const columns = await proofColumns(db);
    for (const column of ['exit_time', 'symbol']) if (columns.includes(column)) await db.schema.alterTable('order_proofs').dropColumn(column).execute();
  };
  await (isSqlite(db) ? db.transaction().execute(work) : work(db));
}

const isSqlite = (db: Kysely<any>) => db.getExecutor().adapter instanceof SqliteAdapter;

async function proofColumns(db: Kysely<any>): Promise<string[]> {
  const { rows } = isSqlite(db)
    ? await sql<{ name: string }>`select name from pragma_table_info('order_proofs')`.execute(db)
    : await sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = 'order_proofs'`.execute(db);
  return rows.map((row) => row.name);
}
