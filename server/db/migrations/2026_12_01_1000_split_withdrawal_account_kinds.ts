import { sql, SqliteAdapter, type CreateTableBuilder, type Kysely, type RawBuilder } from 'kysely';

// A withdrawal account is a bank card or a crypto address, each with its own fields: the bank form no longer asks
// for a wallet address, and a crypto account has a network and an address and no bank. Existing rows are bank
// cards; the wallet address the bank form demanded is dropped from them (withdrawals to a bank card were paid to
// the card, and no screen or queue showed it). The user may now change the account: `updated_at` says when, and
// `hold_until` until when withdrawals wait after a change. A CHECK keeps each kind to its own fields.
// Frozen in time; on SQLite the rebuild runs in a transaction of its own and a second run finds it done.
const kindFields = sql`(type = 'bank_card' and nationality is not null and bank_name is not null and card_number is not null and bank_address is not null and network is null and currency_address is null)
  or (type = 'crypto' and network is not null and currency_address is not null and nationality is null and bank_name is null and card_number is null and bank_address is null)`;

export async function up(db: Kysely<any>): Promise<void> {
  if (await hasColumn(db, 'hold_until')) return;
  if (!isSqlite(db)) {
    for (const column of ['nationality', 'bank_name', 'card_number', 'bank_address', 'currency_address']) {
      await db.schema.alterTable('withdrawal_accounts').alterColumn(column, (c) => c.dropNotNull()).execute();
    }
    await db.schema.alterTable('withdrawal_accounts').addColumn('network', 'varchar(20)').execute();
    await db.schema.alterTable('withdrawal_accounts').addColumn('updated_at', 'bigint').execute();
    await db.schema.alterTable('withdrawal_accounts').addColumn('hold_until', 'bigint').execute();
    await sql`update withdrawal_accounts set currency_address = null, updated_at = created_at`.execute(db);
    await db.schema.alterTable('withdrawal_accounts').alterColumn('updated_at', (c) => c.setNotNull()).execute();
    await sql`alter table withdrawal_accounts add constraint withdrawal_accounts_kind_fields check (${kindFields})`.execute(db);
    return;
  }
  await rebuildOnSqlite(
    db,
    (table) =>
      table
        .addColumn('nationality', 'varchar(2)')
        .addColumn('bank_name', 'varchar(80)')
        .addColumn('card_number', 'varchar(30)')
        .addColumn('bank_address', 'varchar(160)')
        .addColumn('currency_address', 'varchar(128)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('network', 'varchar(20)')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('hold_until', 'bigint')
        .addCheckConstraint('withdrawal_accounts_kind_fields', kindFields),
    sql`insert into withdrawal_accounts (user_id, type, account_name, nationality, bank_name, card_number, bank_address, created_at, updated_at)
      select user_id, type, account_name, nationality, bank_name, card_number, bank_address, created_at, created_at from withdrawal_accounts_old`,
  );
}

/**
 * Back to bank cards only, every field required: a crypto account has no place there and is removed (its user
 * binds again), and a bank card's wallet address is empty.
 */
export async function down(db: Kysely<any>): Promise<void> {
  if (!(await hasColumn(db, 'hold_until'))) return;
  await sql`delete from withdrawal_accounts where type <> 'bank_card'`.execute(db);
  if (!isSqlite(db)) {
    await sql`alter table withdrawal_accounts drop constraint withdrawal_accounts_kind_fields`.execute(db);
    await sql`update withdrawal_accounts set currency_address = ''`.execute(db);
    for (const column of ['network', 'updated_at', 'hold_until']) await db.schema.alterTable('withdrawal_accounts').dropColumn(column).execute();
    for (const column of ['nationality', 'bank_name', 'card_number', 'bank_address', 'currency_address']) {
      await db.schema.alterTable('withdrawal_accounts').alterColumn(column, (c) => c.setNotNull()).execute();
    }
    return;
  }
  await rebuildOnSqlite(
    db,
    (table) =>
      table
        .addColumn('nationality', 'varchar(2)', (c) => c.notNull())
        .addColumn('bank_name', 'varchar(80)', (c) => c.notNull())
        .addColumn('card_number', 'varchar(30)', (c) => c.notNull())
        .addColumn('bank_address', 'varchar(160)', (c) => c.notNull())
        .addColumn('currency_address', 'varchar(128)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull()),
    sql`insert into withdrawal_accounts (user_id, type, account_name, nationality, bank_name, card_number, bank_address, currency_address, created_at)
      select user_id, type, account_name, nationality, bank_name, card_number, bank_address, '', created_at from withdrawal_accounts_old`,
  );
}

/**
 * SQLite can't drop NOT NULL or add a CHECK in place: the table is set aside, made again with its first three
 * columns and then `columns`, filled by `copy` (from `withdrawal_accounts_old`) and the old one dropped, in one
 * transaction of its own.
 */
async function rebuildOnSqlite(db: Kysely<any>, columns: (table: CreateTableBuilder<'withdrawal_accounts'>) => CreateTableBuilder<'withdrawal_accounts'>, copy: RawBuilder<unknown>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.schema.alterTable('withdrawal_accounts').renameTo('withdrawal_accounts_old').execute();
    const table = trx.schema
      .createTable('withdrawal_accounts')
      .addColumn('user_id', 'varchar(32)', (c) => c.primaryKey().references('users.id'))
      .addColumn('type', 'varchar(16)', (c) => c.notNull())
      .addColumn('account_name', 'varchar(60)', (c) => c.notNull());
    await columns(table).execute();
    await copy.execute(trx);
    await trx.schema.dropTable('withdrawal_accounts_old').execute();
  });
}

const isSqlite = (db: Kysely<any>) => db.getExecutor().adapter instanceof SqliteAdapter;

async function hasColumn(db: Kysely<any>, column: string): Promise<boolean> {
  const { rows } = isSqlite(db)
    ? await sql`select name from pragma_table_info('withdrawal_accounts') where name = ${column}`.execute(db)
    : await sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'withdrawal_accounts' and column_name = ${column}`.execute(db);
  return rows.length > 0;
}
