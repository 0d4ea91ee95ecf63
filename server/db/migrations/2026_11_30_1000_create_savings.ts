import type { Kysely } from 'kysely';

// Savings. The ledger holds the money (`savings_pending`, `savings_confirmed`); these tables hold
// what the ledger can't say: which money in is still pending and when it confirms, each day's earnings (one
// per user and day, by a unique key), the sub-cent remainder carried per user, the rate history and limits.
// Frozen in time, and safe to run again (SQLite's migrations run outside a transaction).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('savings_records')
    .ifNotExists()
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    // in | out | earning | confirm
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // "in": when it is confirmed and starts earning; null otherwise.
    .addColumn('confirms_at', 'bigint')
    // "in": the part still pending (transfers out take it first; confirmation moves the rest).
    .addColumn('pending_amount', 'bigint')
    // "earning": the platform day (YYYY-MM-DD) it was earned on, and the confirmed balance it was earned on.
    .addColumn('day', 'varchar(10)')
    .addColumn('base', 'bigint')
    .execute();
  await db.schema.createIndex('savings_records_user').ifNotExists().on('savings_records').columns(['user_id', 'id']).execute();
  // One earning per user and day: a second run of the same day can't pay twice. NULL days (in, out) don't collide.
  await db.schema.createIndex('savings_records_user_day').ifNotExists().unique().on('savings_records').columns(['user_id', 'kind', 'day']).execute();
  // The job's look for money due to confirm: only rows still pending (a few days' worth) have pending_amount > 0.
  await db.schema.createIndex('savings_records_due').ifNotExists().on('savings_records').columns(['pending_amount', 'confirms_at']).execute();
  await db.schema
    .createTable('savings_state')
    .ifNotExists()
    .addColumn('user_id', 'varchar(32)', (c) => c.primaryKey())
    // The last platform day whose earnings are paid (YYYY-MM-DD).
    .addColumn('earned_through', 'varchar(10)', (c) => c.notNull())
    // Sub-cent earnings not yet paid, in 1/3,650,000 of a cent (balance × basis points / 10,000 / 365 exactly).
    .addColumn('remainder', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('savings_state_earned_through').ifNotExists().on('savings_state').columns(['earned_through']).execute();
  await db.schema
    .createTable('savings_rates')
    .ifNotExists()
    // The first platform day (YYYY-MM-DD) the rate applies to.
    .addColumn('effective_day', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('annual_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('savings_settings')
    .ifNotExists()
    .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['savings_settings', 'savings_rates', 'savings_state', 'savings_records']) await db.schema.dropTable(table).ifExists().execute();
}
