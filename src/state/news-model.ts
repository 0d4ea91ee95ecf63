import { createModel } from '@preact/signals';
import type { Api } from '../api/client.js';
import type { Services } from './services.js';

/**
 * The news of docs/api.md, News: read in the user's language, zh-TW where an item has no text in it. Only the news
 * area reads it, so the area builds it through `services.areaModel` (`newsOf`) and its code travels in that chunk.
 */
export const NewsModel = createModel((api: Api) => ({
  /** Live news, newest first, `limit` a page. */
  list: (lang: string, limit = 20) => api.pages(`/news?lang=${lang}&limit=${limit}`),
  item: (id: string, lang: string) => api.get(`/news/${encodeURIComponent(id)}?lang=${lang}`),
}));
export type News = InstanceType<typeof NewsModel>;

/** The app's one news model, built on first use. */
export const newsOf = (services: Services): News => services.areaModel('news', () => new NewsModel(services.api));
