import type { Kysely } from 'kysely';

// A rejected deposit tells the user why: a code (src/core/deposit-reasons.ts) the app words in their language and
// the operator's optional note shown below it. `reason` stays the operator's reason for the audit log. Deposits
// rejected before this have neither (null). Nullable, so adding them rewrites no table on either database.
export async function up(db: Kysely<any>): Promise<void> {
  for (const [column, type] of [['reject_code', 'varchar(32)'], ['reject_note', 'text']] as const) {
    try {
      await db.schema.alterTable('deposits').addColumn(column, type).execute();
    } catch (error) {
      // SQLite migrations run outside a transaction: a re-run after a crash finds the column there already.
      if (!/duplicate column|already exists/i.test(String(error))) throw error;
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('deposits').dropColumn('reject_note').execute();
  await db.schema.alterTable('deposits').dropColumn('reject_code').execute();
}
