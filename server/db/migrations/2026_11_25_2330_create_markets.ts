import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('symbol', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('names', 'text', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('precision', 'integer', (c) => c.notNull())
    .addColumn('periods', 'text', (c) => c.notNull())
    .addColumn('min_stake', 'bigint', (c) => c.notNull())
    .addColumn('max_stake', 'bigint', (c) => c.notNull())
    .addColumn('schedule', 'text', (c) => c.notNull())
    .addColumn('maintenance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sim_start_price', 'bigint', (c) => c.notNull())
    .addColumn('sim_volatility_ppm', 'integer', (c) => c.notNull())
    .addColumn('sim_volume_per_second', 'bigint', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ticks')
    .addColumn('symbol', 'varchar(20)', (c) => c.notNull())
    .addColumn('time_ms', 'bigint', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('volume', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('ticks_pk', ['symbol', 'time_ms'])
    .execute();

  await db.schema
    .createTable('candles_1m')
    .addColumn('symbol', 'varchar(20)', (c) => c.notNull())
    .addColumn('time_ms', 'bigint', (c) => c.notNull())
    .addColumn('open', 'bigint', (c) => c.notNull())
    .addColumn('high', 'bigint', (c) => c.notNull())
    .addColumn('low', 'bigint', (c) => c.notNull())
    .addColumn('close', 'bigint', (c) => c.notNull())
    .addColumn('volume', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('candles_1m_pk', ['symbol', 'time_ms'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id'))
    .addColumn('symbol', 'varchar(20)', (c) => c.notNull())
    .addColumn('direction', 'varchar(4)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('payout_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    .addColumn('opened_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('entry_price', 'bigint', (c) => c.notNull())
    .addColumn('entry_time', 'bigint', (c) => c.notNull())
    .addColumn('exit_price', 'bigint')
    .addColumn('exit_time', 'bigint')
    .addColumn('result', 'varchar(8)')
    .addColumn('pnl', 'bigint')
    .addColumn('proof', 'text')
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('orders_due').on('orders').columns(['status', 'expires_at']).execute();
  await db.schema.createIndex('orders_user_settled').on('orders').columns(['user_id', 'status', 'settled_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['orders', 'candles_1m', 'ticks', 'products']) await db.schema.dropTable(table).execute();
}
