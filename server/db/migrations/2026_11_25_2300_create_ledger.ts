import { sql, type Kysely } from 'kysely';

// Frozen in time: the account kinds are spelled out here rather than imported, so later code changes can't
// change what this migration did.
const userKinds = ['available', 'frozen', 'positions', 'savings_pending', 'savings_confirmed'];
const platformKinds = ['house', 'fees', 'external', 'interest'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.references('users.id'))
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('accounts_user_not_negative', sql`user_id is null or balance >= 0`)
    .execute();
  await db.schema.createIndex('accounts_user_id').on('accounts').column('user_id').execute();

  await db.schema
    .createTable('transfers')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('debit_account_id', 'varchar(64)', (c) => c.notNull().references('accounts.id'))
    .addColumn('credit_account_id', 'varchar(64)', (c) => c.notNull().references('accounts.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('code', 'varchar(24)', (c) => c.notNull())
    .addColumn('ref', 'varchar(80)', (c) => c.notNull())
    .addColumn('debit_balance_after', 'bigint', (c) => c.notNull())
    .addColumn('credit_balance_after', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('transfers_amount_positive', sql`amount > 0`)
    .addCheckConstraint('transfers_two_accounts', sql`debit_account_id <> credit_account_id`)
    .execute();
  await db.schema.createIndex('transfers_debit').on('transfers').columns(['debit_account_id', 'id']).execute();
  await db.schema.createIndex('transfers_credit').on('transfers').columns(['credit_account_id', 'id']).execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('key', 'varchar(64)', (c) => c.notNull())
    .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute();

  await db.schema
    .createTable('deposits')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('method', 'varchar(24)', (c) => c.notNull())
    .addColumn('reference', 'varchar(100)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addColumn('decided_by', 'varchar(64)')
    .addColumn('reason', 'varchar(200)')
    .execute();
  await db.schema.createIndex('deposits_user').on('deposits').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('deposits_status').on('deposits').columns(['status', 'id']).execute();

  await db.schema
    .createTable('withdrawal_accounts')
    .addColumn('user_id', 'varchar(32)', (c) => c.primaryKey().references('users.id'))
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('account_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('nationality', 'varchar(2)', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(80)', (c) => c.notNull())
    .addColumn('card_number', 'varchar(30)', (c) => c.notNull())
    .addColumn('bank_address', 'varchar(160)', (c) => c.notNull())
    .addColumn('currency_address', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('withdrawals')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('fee', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addColumn('decided_by', 'varchar(64)')
    .execute();
  await db.schema.createIndex('withdrawals_user').on('withdrawals').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('withdrawals_status').on('withdrawals').columns(['status', 'id']).execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('actor', 'varchar(64)', (c) => c.notNull())
    .addColumn('action', 'varchar(48)', (c) => c.notNull())
    .addColumn('target', 'varchar(80)', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('users').addColumn('trade_password_failures', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('trade_locked_until', 'bigint').execute();

  const now = Date.now();
  for (const kind of platformKinds) {
    await db.insertInto('accounts').values({ id: `p:${kind}`, user_id: null, kind, balance: 0, updated_at: now }).execute();
  }
  // Users who registered before the ledger existed get their accounts too.
  const users = await db.selectFrom('users').select('id').execute();
  for (const { id } of users) {
    for (const kind of userKinds) {
      await db.insertInto('accounts').values({ id: `u:${id}:${kind}`, user_id: id, kind, balance: 0, updated_at: now }).execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('trade_locked_until').execute();
  await db.schema.alterTable('users').dropColumn('trade_password_failures').execute();
  for (const table of ['audit_log', 'withdrawals', 'withdrawal_accounts', 'deposits', 'idempotency_keys', 'transfers', 'accounts']) {
    await db.schema.dropTable(table).execute();
  }
}
