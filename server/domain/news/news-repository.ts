import type { Insertable, Selectable } from 'kysely';
import type { Connection } from '../../db/connection.js';
import type { NewsTable, NewsTextsTable } from '../../db/schema.js';

export type NewsRow = Selectable<NewsTable>;
export type NewsTextRow = Selectable<NewsTextsTable>;

/** A live item in `lang` where it has a text there, else in `fallback` (every item has one in it). */
export interface LiveNewsRow {
  id: string;
  published_at: number;
  lang: string;
  title: string;
  summary: string;
}

/** Live items (not withdrawn), each joined to its text in `lang` and in `fallback` (every item has one in it). */
function liveNewsQuery(db: Connection, lang: string, fallback: string) {
  return db.kysely
    .selectFrom('news as n')
    .innerJoin('news_texts as d', (join) => join.onRef('d.news_id', '=', 'n.id').on('d.lang', '=', fallback))
    .leftJoin('news_texts as w', (join) => join.onRef('w.news_id', '=', 'n.id').on('w.lang', '=', lang))
    .select((eb) => [
      'n.id',
      'n.published_at',
      eb.fn.coalesce('w.lang', 'd.lang').as('lang'),
      eb.fn.coalesce('w.title', 'd.title').as('title'),
      eb.fn.coalesce('w.summary', 'd.summary').as('summary'),
    ])
    .where('n.withdrawn_at', 'is', null);
}

/** Live items below `beforeId`, newest first, each in `lang` or else `fallback`. */
export function liveNews(db: Connection, lang: string, fallback: string, limit: number, beforeId?: string): Promise<LiveNewsRow[]> {
  let query = liveNewsQuery(db, lang, fallback);
  if (beforeId) query = query.where('n.id', '<', beforeId);
  return query.orderBy('n.id', 'desc').limit(limit).execute();
}

/** One live item with its body, in `lang` or else `fallback`; undefined if there is none or it was withdrawn. */
export function liveNewsItem(db: Connection, id: string, lang: string, fallback: string): Promise<(LiveNewsRow & { body: string }) | undefined> {
  return liveNewsQuery(db, lang, fallback)
    .select((eb) => eb.fn.coalesce('w.body', 'd.body').as('body'))
    .where('n.id', '=', id)
    .executeTakeFirst();
}

export function findNews(db: Connection, id: string): Promise<NewsRow | undefined> {
  return db.kysely.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertNews(db: Connection, row: Insertable<NewsTable>): Promise<void> {
  await db.kysely.insertInto('news').values(row).execute();
}

export function findNewsText(db: Connection, id: string, lang: string): Promise<NewsTextRow | undefined> {
  return db.kysely.selectFrom('news_texts').selectAll().where('news_id', '=', id).where('lang', '=', lang).executeTakeFirst();
}

/** Writes an item's text in one language, replacing the one it had. */
export async function saveNewsText(db: Connection, row: NewsTextRow): Promise<void> {
  const { news_id: _id, lang: _lang, ...text } = row;
  await db.kysely
    .insertInto('news_texts')
    .values(row)
    .onConflict((oc) => oc.columns(['news_id', 'lang']).doUpdateSet(text))
    .execute();
}

/** Withdraws a live item; false if it was already withdrawn (or is not there). */
export async function markNewsWithdrawn(db: Connection, id: string, nowMs: number): Promise<boolean> {
  const result = await db.kysely.updateTable('news').set({ withdrawn_at: nowMs }).where('id', '=', id).where('withdrawn_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The newest items, withdrawn ones too, for operators. */
export function newestNews(db: Connection, limit: number): Promise<NewsRow[]> {
  return db.kysely.selectFrom('news').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

/** Every text of the items `ids`, for operators' list. */
export function textsOfNews(db: Connection, ids: string[]): Promise<NewsTextRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.kysely.selectFrom('news_texts').selectAll().where('news_id', 'in', ids).orderBy('lang').execute();
}
