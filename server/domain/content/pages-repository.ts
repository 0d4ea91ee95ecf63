import type { Connection } from '../../db/connection.js';

/** The texts of one page in any of `langs` (one row per language that has it). */
export async function pageRows(db: Connection, slug: string, langs: readonly string[]) {
  return db.kysely.selectFrom('content_pages').select(['lang', 'title', 'body']).where('slug', '=', slug).where('lang', 'in', langs).execute();
}

/** When a page last changed in any language (epoch ms), or undefined if it has no text at all. */
export async function pageChangedAt(db: Connection, slug: string): Promise<number | undefined> {
  const row = await db.kysely.selectFrom('content_pages').select((eb) => eb.fn.max('updated_at').as('changed')).where('slug', '=', slug).executeTakeFirst();
  return row?.changed === null || row?.changed === undefined ? undefined : Number(row.changed);
}
