import { sql, SqliteAdapter, type Kysely } from 'kysely';

// A user keeps several withdrawal accounts and picks one per withdrawal. An account gets an id of its own (the
// user's was its key), the user's `label` for it, `last_used_at` (the withdrawal screen offers the last used
// first) and `removed_at` (a removed account stays, so that removing every account and adding one again still
// meets the security hold). `slot` (1, 2 … while live, null once removed) is unique per user, so two accounts
// added at the same instant can't both take the last place: the limit holds on PostgreSQL without row locks.
// Each account bound now becomes its user's first, in slot 1, its hold kept; its id is made here (its creation
// time in 12 hex digits, then 20 random ones, as the server's ids are). A withdrawal names the account it goes
// to (`account_id`): those under review now name their user's account, which they were almost all requested
// for (an older, changed one is still in `payee`); decided ones name none.
// Frozen in time; on SQLite the rebuild runs in one transaction of its own and a second run finds it done.
const kindFields = sql`(type = 'bank_card' and nationality is not null and bank_name is not null and card_number is not null and bank_address is not null and network is null and currency_address is null)
  or (type = 'crypto' and network is not null and currency_address is not null and nationality is null and bank_name is null and card_number is null and bank_address is null)`;
const slotRule = sql`(removed_at is null and slot is not null and slot >= 1) or (removed_at is not null and slot is null)`;
const lastWithdrawal = sql`(select max(w.created_at) from withdrawals w where w.user_id = withdrawal_accounts.user_id)`;
const reviewingAccount = sql`update withdrawals set account_id = (select a.id from withdrawal_accounts a where a.user_id = withdrawals.user_id) where status = 'reviewing'`;

export async function up(db: Kysely<any>): Promise<void> {
  if (await hasColumn(db, 'withdrawal_accounts', 'slot')) return;
  if (!isSqlite(db)) {
    for (const [column, type] of [['id', 'varchar(32)'], ['slot', 'integer'], ['label', 'varchar(30)'], ['last_used_at', 'bigint'], ['removed_at', 'bigint']] as const) {
      await db.schema.alterTable('withdrawal_accounts').addColumn(column, type).execute();
    }
    await sql`update withdrawal_accounts set id = lpad(to_hex(created_at), 12, '0') || substr(md5(random()::text || user_id), 1, 20), slot = 1, last_used_at = ${lastWithdrawal}`.execute(db);
    await db.schema.alterTable('withdrawal_accounts').alterColumn('id', (c) => c.setNotNull()).execute();
    await sql`alter table withdrawal_accounts drop constraint withdrawal_accounts_pkey`.execute(db);
    await sql`alter table withdrawal_accounts add constraint withdrawal_accounts_pkey primary key (id)`.execute(db);
    await sql`alter table withdrawal_accounts add constraint withdrawal_accounts_slot check (${slotRule})`.execute(db);
    await db.schema.createIndex('withdrawal_accounts_user_slot').unique().on('withdrawal_accounts').columns(['user_id', 'slot']).execute();
    await db.schema.alterTable('withdrawals').addColumn('account_id', 'varchar(32)').execute();
    await reviewingAccount.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    await trx.schema.alterTable('withdrawal_accounts').renameTo('withdrawal_accounts_old').execute();
    await trx.schema
      .createTable('withdrawal_accounts')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id'))
      .addColumn('slot', 'integer')
      .addColumn('label', 'varchar(30)')
      .addColumn('type', 'varchar(16)', (c) => c.notNull())
      .addColumn('account_name', 'varchar(60)', (c) => c.notNull())
      .addColumn('nationality', 'varchar(2)')
      .addColumn('bank_name', 'varchar(80)')
      .addColumn('card_number', 'varchar(30)')
      .addColumn('bank_address', 'varchar(160)')
      .addColumn('currency_address', 'varchar(128)')
      .addColumn('network', 'varchar(20)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('hold_until', 'bigint')
      .addColumn('last_used_at', 'bigint')
      .addColumn('removed_at', 'bigint')
      .addCheckConstraint('withdrawal_accounts_kind_fields', kindFields)
      .addCheckConstraint('withdrawal_accounts_slot', slotRule)
      .execute();
    await sql`insert into withdrawal_accounts (id, user_id, slot, type, account_name, nationality, bank_name, card_number, bank_address, currency_address, network, created_at, updated_at, hold_until)
      select printf('%012x', created_at) || lower(hex(randomblob(10))), user_id, 1, type, account_name, nationality, bank_name, card_number, bank_address, currency_address, network, created_at, updated_at, hold_until
      from withdrawal_accounts_old`.execute(trx);
    await sql`update withdrawal_accounts set last_used_at = ${lastWithdrawal}`.execute(trx);
    await trx.schema.dropTable('withdrawal_accounts_old').execute();
    await trx.schema.createIndex('withdrawal_accounts_user_slot').unique().on('withdrawal_accounts').columns(['user_id', 'slot']).execute();
    await trx.schema.alterTable('withdrawals').addColumn('account_id', 'varchar(32)').execute();
    await reviewingAccount.execute(trx);
  });
}

/**
 * Back to one account per user: each keeps the live account it used last (else its first), the others and the
 * removed ones go; withdrawals forget which account they named (their `payee` still says whom to pay).
 */
export async function down(db: Kysely<any>): Promise<void> {
  if (!(await hasColumn(db, 'withdrawal_accounts', 'slot'))) return;
  // The kept account of each user: live, the latest used (never used counts as oldest), then the lowest slot.
  const kept = sql`select k.id from withdrawal_accounts k where k.user_id = withdrawal_accounts.user_id and k.removed_at is null
    order by coalesce(k.last_used_at, 0) desc, k.slot limit 1`;
  const keepOne = sql`delete from withdrawal_accounts where removed_at is not null or id <> (${kept})`;
  if (!isSqlite(db)) {
    await keepOne.execute(db);
    await db.schema.alterTable('withdrawals').dropColumn('account_id').execute();
    await db.schema.dropIndex('withdrawal_accounts_user_slot').execute();
    await sql`alter table withdrawal_accounts drop constraint withdrawal_accounts_slot`.execute(db);
    await sql`alter table withdrawal_accounts drop constraint withdrawal_accounts_pkey`.execute(db);
    for (const column of ['id', 'slot', 'label', 'last_used_at', 'removed_at']) await db.schema.alterTable('withdrawal_accounts').dropColumn(column).execute();
    await sql`alter table withdrawal_accounts add constraint withdrawal_accounts_pkey primary key (user_id)`.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    await keepOne.execute(trx);
    await trx.schema.alterTable('withdrawals').dropColumn('account_id').execute();
    await trx.schema.dropIndex('withdrawal_accounts_user_slot').execute();
    await trx.schema.alterTable('withdrawal_accounts').renameTo('withdrawal_accounts_old').execute();
    await trx.schema
      .createTable('withdrawal_accounts')
      .addColumn('user_id', 'varchar(32)', (c) => c.primaryKey().references('users.id'))
      .addColumn('type', 'varchar(16)', (c) => c.notNull())
      .addColumn('account_name', 'varchar(60)', (c) => c.notNull())
      .addColumn('nationality', 'varchar(2)')
      .addColumn('bank_name', 'varchar(80)')
      .addColumn('card_number', 'varchar(30)')
      .addColumn('bank_address', 'varchar(160)')
      .addColumn('currency_address', 'varchar(128)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('network', 'varchar(20)')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('hold_until', 'bigint')
      .addCheckConstraint('withdrawal_accounts_kind_fields', kindFields)
      .execute();
    await sql`insert into withdrawal_accounts (user_id, type, account_name, nationality, bank_name, card_number, bank_address, currency_address, created_at, network, updated_at, hold_until)
      select user_id, type, account_name, nationality, bank_name, card_number, bank_address, currency_address, created_at, network, updated_at, hold_until from withdrawal_accounts_old`.execute(trx);
    await trx.schema.dropTable('withdrawal_accounts_old').execute();
  });
}

const isSqlite = (db: Kysely<any>) => db.getExecutor().adapter instanceof SqliteAdapter;

async function hasColumn(db: Kysely<any>, table: string, column: string): Promise<boolean> {
  const { rows } = isSqlite(db)
    ? await sql`select name from pragma_table_info(${table}) where name = ${column}`.execute(db)
    : await sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${table} and column_name = ${column}`.execute(db);
  return rows.length > 0;
}
