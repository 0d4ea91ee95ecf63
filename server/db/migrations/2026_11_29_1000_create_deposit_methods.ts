import type { Kysely } from 'kysely';

// Operator-managed deposit methods. A deposit's `method` was one of two fixed names; those names
// become the ids of two methods, enabled as before, so stored deposits keep their method and a client that
// sends them keeps working. They start without instructions: an operator fills them in
// (`npm run admin -- deposit-methods edit …`) or disables them; demo mode fills in demo ones.
// Frozen in time, and safe to run again (SQLite's migrations run outside a transaction).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('deposit_methods')
    .ifNotExists()
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('currency', 'varchar(12)', (c) => c.notNull())
    // Minor units; null: the platform's own bound (DEPOSIT_MIN / DEPOSIT_MAX).
    .addColumn('min_amount', 'bigint')
    .addColumn('max_amount', 'bigint')
    .addColumn('bank_name', 'varchar(80)')
    .addColumn('account_name', 'varchar(80)')
    .addColumn('account_number', 'varchar(64)')
    .addColumn('network', 'varchar(32)')
    .addColumn('address', 'varchar(128)')
    .addColumn('memo', 'varchar(64)')
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  const now = Date.now();
  const legacy = [
    { id: 'bank_transfer', kind: 'bank_transfer', name: 'Bank transfer', currency: 'USD', network: null },
    { id: 'usdt_trc20', kind: 'crypto', name: 'USDT (TRC20)', currency: 'USDT', network: 'TRC20' },
  ];
  for (const method of legacy) {
    const there = await db.selectFrom('deposit_methods').select('id').where('id', '=', method.id).executeTakeFirst();
    if (!there) await db.insertInto('deposit_methods').values({ ...method, enabled: 1, created_at: now, updated_at: now }).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('deposit_methods').execute();
}
