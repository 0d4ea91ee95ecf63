import type { Connection } from '../../db/connection.js';

/** The texts of one page in any of `langs` (one row per language that has it). */
export async function pageRows(db: Connection, slug: string, langs: readonly string[]) {
  return db.kysely.selectFrom('content_pages').select(['lang', 'title', 'body']).where('slug', '=', slug).where('lang', 'in', langs).execute();
}
