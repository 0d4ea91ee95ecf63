import type { Connection } from '../../db/connection.js';
import { defaultLanguage, isLanguage } from '../../../src/core/languages.js';
import type { Page } from '../../../src/core/funds.js';
import type { NewsItem, NewsSummary } from '../../../src/core/news.js';
import { DomainError } from '../domain-error.js';
import { textBefore, toPage, type PageRequest } from '../paging.js';
import { liveNews, liveNewsItem, type LiveNewsRow } from './news-repository.js';

// Ids are newId()s: 32 hex digits. Anything else names no item, and is answered before any query.
const isNewsId = (id: string) => /^[0-9a-f]{32}$/.test(id);

const summaryOf = (row: LiveNewsRow): NewsSummary => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  publishedAt: new Date(Number(row.published_at)).toISOString(),
  lang: row.lang,
});

/** A language we speak, else the platform's default: an unknown one is not an error, as for the content pages. */
const languageOf = (lang: string | undefined) => (isLanguage(lang) ? lang : defaultLanguage);

/** Live news, newest first, each in `lang` where it has a text in it, else in zh-TW. */
export async function listNews(db: Connection, lang: string | undefined, page: PageRequest): Promise<Page<NewsSummary>> {
  const rows = await liveNews(db, languageOf(lang), defaultLanguage, page.limit + 1, textBefore(page));
  return toPage(rows, page.limit, summaryOf);
}

/** One live item with its body; a withdrawn or unknown one is `not_found`. */
export async function readNews(db: Connection, id: string, lang: string | undefined): Promise<NewsItem> {
  const row = isNewsId(id) ? await liveNewsItem(db, id, languageOf(lang), defaultLanguage) : undefined;
  if (!row) throw new DomainError('not_found', `No news item ${id}`);
  return { ...summaryOf(row), body: row.body };
}
