import { sql, SqliteAdapter, type Kysely } from 'kysely';

// Settlement found due orders through the partial index orders_open_symbol_expiry (symbol, expires_at) where
// status = 'open'. Settling an order changes `status`, that index's condition, so PostgreSQL could never update
// the row in place: each settled order took a new version on another page and new entries in every index of
// orders (the burst's orders update was its slowest step). Open orders now have a queue of their own, keyed by
// (symbol, expires_at, id): one index serves settlement's read of a product's due orders in expiry order and
// its claim of each (deleting the row). Each row carries the order's fields that read needs, so it reads the
// queue alone (joined to orders, a burst's read took 2-6 times as long). Placement inserts the row with its
// order. On SQLite the queue is clustered on its key (WITHOUT ROWID): one B-tree. The queue starts with every
// open order. Frozen in time.
const queued = ['symbol', 'expires_at', 'id', 'user_id', 'direction', 'amount', 'payout_rate_bp', 'entry_price', 'entry_time'];
const columns = sql.join(queued.map((column) => sql.ref(column)));

export async function up(db: Kysely<any>): Promise<void> {
  const work = async (db: Kysely<any>) => {
    let table = db.schema
      .createTable('open_orders')
      .ifNotExists()
      .addColumn('symbol', 'varchar(20)', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('id', 'bigint', (c) => c.notNull())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('direction', 'varchar(4)', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('payout_rate_bp', 'integer', (c) => c.notNull())
      .addColumn('entry_price', 'bigint', (c) => c.notNull())
      .addColumn('entry_time', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('open_orders_pkey', ['symbol', 'expires_at', 'id']);
    if (isSqlite(db)) table = table.modifyEnd(sql`without rowid`);
    await table.execute();
    // Orders a process of the build before is writing now must be in the copy: taken after they commit, and none
    // written until this does (on SQLite the migration's transaction holds the one writer already).
    if (!isSqlite(db)) await sql`lock table orders in share row exclusive mode`.execute(db);
    await sql`insert into open_orders (${columns})
      select ${sql.join(queued.map((column) => sql.ref(`o.${column}`)))} from orders o where o.status = 'open'
        and not exists (select 1 from open_orders q where q.symbol = o.symbol and q.expires_at = o.expires_at and q.id = o.id)`.execute(db);
    await db.schema.dropIndex('orders_open_symbol_expiry').ifExists().execute();
    // An order is written twice: placed, then settled. With 60 % of each page left free, the settled version fits
    // on the page of the open one and, no index's columns or condition changing, the update is HOT: no new index
    // entries, no other page written. Pages written from now on keep the room; those full already stay so.
    if (!isSqlite(db)) await sql`alter table orders set (fillfactor = 40)`.execute(db);
  };
  // PostgreSQL's migrations run in the migrator's transaction; run on its own (or on SQLite), it takes one.
  await (db.isTransaction ? work(db) : db.transaction().execute(work));
}

export async function down(db: Kysely<any>): Promise<void> {
  const work = async (db: Kysely<any>) => {
    if (!isSqlite(db)) await sql`alter table orders reset (fillfactor)`.execute(db);
    await db.schema.createIndex('orders_open_symbol_expiry').ifNotExists().on('orders').columns(['symbol', 'expires_at']).where(sql.ref('status'), '=', sql.lit('open')).execute();
    await db.schema.dropTable('open_orders').ifExists().execute();
  };
  await (isSqlite(db) ? db.transaction().execute(work) : work(db));
}

const isSqlite = (db: Kysely<any>) => db.getExecutor().adapter instanceof SqliteAdapter;
