import type { Connection } from '../../db/connection.js';
import type { Page } from '../../../src/core/funds.js';
import type { NewsItem, NewsSummary } from '../../../src/core/news.js';
import type { PageRequest } from '../paging.js';
import { listNews, readNews } from './news-service.js';

/** The news anyone reads, signed in or not; one per app (the news plugin's). */
export class News {
  constructor(private readonly conn: Connection) {}

  list(lang: string | undefined, page: PageRequest): Promise<Page<NewsSummary>> {
    return listNews(this.conn, lang, page);
  }

  item(id: string, lang: string | undefined): Promise<NewsItem> {
    return readNews(this.conn, id, lang);
  }
}
