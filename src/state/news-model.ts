import { createModel } from '@preact/signals';
import type { Api } from '../api/client.js';
import type { NewsItem, NewsSummary } from '../core/news.js';

/** The news of docs/api.md, News: read in the user's language, zh-TW where an item has no text in it. */
export const NewsModel = createModel((api: Api) => ({
  /** Live news, newest first, `limit` a page. */
  list: (lang: string, limit = 20) => api.pages<NewsSummary>(`/news?lang=${lang}&limit=${limit}`),
  item: (id: string, lang: string) => api.get<NewsItem>(`/news/${encodeURIComponent(id)}?lang=${lang}`),
}));
export type News = InstanceType<typeof NewsModel>;
