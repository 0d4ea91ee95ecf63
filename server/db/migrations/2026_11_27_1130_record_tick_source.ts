import type { Kysely } from 'kysely';

// Every tick records where its price came from (`sim`, `binance`, or `script` for ticks a test or tool fed
// in), so a settled order's proof can say whether it was decided on simulated or real prices. Ticks stored
// before were not labelled and the feed that made them is not knowable from the row (a server may have
// changed FEED between restarts), so they say `unknown` rather than a guess. A constant default adds the
// column without rewriting the table, on both databases.
export async function up(db: Kysely<any>): Promise<void> {
  try {
    await db.schema.alterTable('ticks').addColumn('source', 'varchar(16)', (c) => c.notNull().defaultTo('unknown')).execute();
  } catch (error) {
    // Kysely's migrator runs SQLite migrations outside a transaction: after a crash between this and its
    // record of it, the re-run finds the column there already.
    if (!/duplicate column|already exists/i.test(String(error))) throw error;
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ticks').dropColumn('source').execute();
}
