import type { Kysely } from 'kysely';
import { pages as de } from './2026_11_27_1300_content_pages/de.js';
import { pages as en } from './2026_11_27_1300_content_pages/en.js';
import { pages as fr } from './2026_11_27_1300_content_pages/fr.js';
import { pages as id } from './2026_11_27_1300_content_pages/id.js';
import { pages as ja } from './2026_11_27_1300_content_pages/ja.js';
import { pages as ko } from './2026_11_27_1300_content_pages/ko.js';
import { pages as th } from './2026_11_27_1300_content_pages/th.js';
import { pages as vi } from './2026_11_27_1300_content_pages/vi.js';
import { pages as zhCN } from './2026_11_27_1300_content_pages/zh-CN.js';
import { pages as zhTW } from './2026_11_27_1300_content_pages/zh-TW.js';

type Pages = Record<string, { title: string; paragraphs: string[] }>;

// The texts are seeded by the migration, not only in demo mode: every installation starts with the rules and the
// risk notice in all ten languages. Frozen in time with its texts beside it; later wording is a new migration or an
// operator's edit. Safe to run again (SQLite runs migrations outside a transaction).
const seeded: Record<string, Pages> = { 'zh-TW': zhTW, 'zh-CN': zhCN, en, ja, th, vi, id, ko, fr, de };

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_pages')
    .ifNotExists()
    .addColumn('slug', 'varchar(32)', (c) => c.notNull())
    .addColumn('lang', 'varchar(8)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_pages_pkey', ['slug', 'lang'])
    .execute();
  const now = Date.now();
  const rows = Object.entries(seeded).flatMap(([lang, pages]) =>
    Object.entries(pages).map(([slug, page]) => ({ slug, lang, title: page.title, body: page.paragraphs.join('\n\n'), updated_at: now })),
  );
  await db
    .insertInto('content_pages')
    .values(rows)
    .onConflict((oc) => oc.columns(['slug', 'lang']).doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_pages').ifExists().execute();
}
