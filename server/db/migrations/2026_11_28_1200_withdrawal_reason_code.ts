import type { Kysely } from 'kysely';

// A failed withdrawal carries the operator's reason as a code (src/core/withdrawal-reasons.ts) the app words in
// the user's language; `reason` keeps the optional free text shown below it. Withdrawals failed before this have
// no code (null) and keep their text. Nullable, so adding it rewrites no table on either database.
export async function up(db: Kysely<any>): Promise<void> {
  try {
    await db.schema.alterTable('withdrawals').addColumn('reason_code', 'varchar(32)').execute();
  } catch (error) {
    // SQLite migrations run outside a transaction: a re-run after a crash finds the column there already.
    if (!/duplicate column|already exists/i.test(String(error))) throw error;
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('withdrawals').dropColumn('reason_code').execute();
}
