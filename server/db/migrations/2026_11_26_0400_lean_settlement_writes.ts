import { sql, SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Settling 100,000 positions in one burst (the budget, docs/design.md) is bound by how many B-tree pages it dirties.
// Three changes cut them:
// - Orders settled on the same ticks share one proof row instead of each carrying a ~700-byte copy.
// - A transfer is filed under the one user whose accounts it moves (none moves two users' money), so one
//   index (user_id, id) serves the capital record where two indexes, by debit and by credit account, did.
//   Its foreign keys to accounts go: each cost a lookup per insert (5 µs of 12 here), and the ledger already
//   refuses an unknown account (it updates both balances before recording) and the audit reports any.
//   On SQLite the table is clustered on its id (WITHOUT ROWID): one B-tree instead of a table and its key.
// - A user's P&L is summed from their orders through orders_user, so settling no longer moves each order
//   into a second per-user index.
export async function up(db: Kysely<any>): Promise<void> {
  await atomically(db, async (db) => {
    // Done already, if a crash came between this body's commit and the migrator recording it.
    if (await tableExists(db, 'order_proofs')) return;
    await upSteps(db);
  });
}

async function upSteps(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_proofs')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  // No foreign key: SQLite can't drop a column that has one, which down() needs; settlement writes both in one transaction.
  await db.schema.alterTable('orders').addColumn('proof_id', 'varchar(32)').execute();
  await sql`insert into order_proofs (id, body) select min(id), proof from orders where proof is not null group by proof`.execute(db);
  // A join, not a subquery per order: order_proofs.body has no index (PostgreSQL would scan it for each order).
  await sql`update orders set proof_id = p.id from order_proofs p where p.body = orders.proof`.execute(db);
  await db.schema.alterTable('orders').dropColumn('proof').execute();
  await db.schema.dropIndex('orders_settled_user').execute();

  await createTransfers(db, 'transfers_lean', 'lean');
  await sql`insert into transfers_lean (id, debit_account_id, credit_account_id, amount, code, ref, debit_balance_after, credit_balance_after, created_at, user_id)
    select t.id, t.debit_account_id, t.credit_account_id, t.amount, t.code, t.ref, t.debit_balance_after, t.credit_balance_after, t.created_at,
      coalesce((select a.user_id from accounts a where a.id = t.debit_account_id), (select a.user_id from accounts a where a.id = t.credit_account_id))
    from transfers t`.execute(db);
  await db.schema.dropTable('transfers').execute();
  await db.schema.alterTable('transfers_lean').renameTo('transfers').execute();
  await db.schema.createIndex('transfers_user').on('transfers').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await atomically(db, async (db) => {
    if (!(await tableExists(db, 'order_proofs'))) return;
    await downSteps(db);
  });
}

async function downSteps(db: Kysely<any>): Promise<void> {
  await createTransfers(db, 'transfers_by_account', 'by account');
  await sql`insert into transfers_by_account (id, debit_account_id, credit_account_id, amount, code, ref, debit_balance_after, credit_balance_after, created_at)
    select id, debit_account_id, credit_account_id, amount, code, ref, debit_balance_after, credit_balance_after, created_at from transfers`.execute(db);
  await db.schema.dropTable('transfers').execute();
  await db.schema.alterTable('transfers_by_account').renameTo('transfers').execute();
  await db.schema.createIndex('transfers_debit').on('transfers').columns(['debit_account_id', 'id']).execute();
  await db.schema.createIndex('transfers_credit').on('transfers').columns(['credit_account_id', 'id']).execute();

  await db.schema.createIndex('orders_settled_user').on('orders').columns(['user_id', 'settled_at']).where(sql.ref('status'), '=', sql.lit('settled')).execute();
  await db.schema.alterTable('orders').addColumn('proof', 'text').execute();
  await sql`update orders set proof = (select p.body from order_proofs p where p.id = orders.proof_id) where proof_id is not null`.execute(db);
  await db.schema.alterTable('orders').dropColumn('proof_id').execute();
  await db.schema.dropTable('order_proofs').execute();
}

const isSqlite = (db: Kysely<any>) => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * Kysely's migrator runs a PostgreSQL migration in a transaction, but not a SQLite one (its adapter says
 * SQLite has no transactional DDL, yet it does): a crash halfway through rebuilding `transfers` would leave
 * the ledger in a table of another name. So on SQLite the steps run in a transaction of their own.
 */
function atomically(db: Kysely<any>, work: (db: Kysely<any>) => Promise<void>): Promise<void> {
  return isSqlite(db) ? db.transaction().execute(work) : work(db);
}

/** In this schema only (PostgreSQL's search_path), not in another one of the same database. */
async function tableExists(db: Kysely<any>, name: string): Promise<boolean> {
  const found = isSqlite(db)
    ? await sql`select 1 from sqlite_master where type = 'table' and name = ${name}`.execute(db)
    : await sql`select 1 where to_regclass(${name}) is not null`.execute(db);
  return found.rows.length > 0;
}

/** The transfers table as this migration leaves it ('lean') or as it found it ('by account'). */
async function createTransfers(db: Kysely<any>, name: string, shape: 'lean' | 'by account'): Promise<void> {
  const account = shape === 'lean' ? (c: ColumnDefinitionBuilder) => c.notNull() : (c: ColumnDefinitionBuilder) => c.notNull().references('accounts.id');
  let table = db.schema
    .createTable(name)
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('debit_account_id', 'varchar(64)', account)
    .addColumn('credit_account_id', 'varchar(64)', account)
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('code', 'varchar(24)', (c) => c.notNull())
    .addColumn('ref', 'varchar(80)', (c) => c.notNull())
    .addColumn('debit_balance_after', 'bigint', (c) => c.notNull())
    .addColumn('credit_balance_after', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint(`${name}_amount_positive`, sql`amount > 0`)
    .addCheckConstraint(`${name}_two_accounts`, sql`debit_account_id <> credit_account_id`);
  if (shape === 'lean') {
    table = table.addColumn('user_id', 'varchar(32)');
    if (isSqlite(db)) table = table.modifyEnd(sql`without rowid`);
  }
  await table.execute();
}
