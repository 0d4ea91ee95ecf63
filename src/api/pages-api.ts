import type { Api } from './client.js';
import type { PageSlug } from '../core/pages.js';

/** A long text in `lang`; the server answers in zh-TW when it has none in `lang`, and says so in `lang`. */
export const getPage = (api: Api, slug: PageSlug, lang: string) => api.get(`/pages/${slug}?lang=${lang}`);
