import type { Kysely } from 'kysely';

// News that operators publish and withdraw (`npm run admin -- news …`). An item is one story; its texts are one
// row per language, and every item has a zh-TW text, which a reader of a language it lacks gets. Ids sort by the
// time of publication, so "newest first" and the list cursor need no other column. A withdrawn item keeps its rows
// (the audit log names it) but no reader sees it. Frozen in time, and safe to run again (SQLite's migrations run
// outside a transaction).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('news')
    .ifNotExists()
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('published_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('withdrawn_at', 'bigint')
    .execute();
  await db.schema
    .createTable('news_texts')
    .ifNotExists()
    .addColumn('news_id', 'varchar(32)', (c) => c.notNull().references('news.id'))
    .addColumn('lang', 'varchar(8)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('summary', 'varchar(500)', (c) => c.notNull())
    // Plain text or a small Markdown subset; clients render it as text, never as HTML.
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('news_texts_pkey', ['news_id', 'lang'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('news_texts').ifExists().execute();
  await db.schema.dropTable('news').ifExists().execute();
}
