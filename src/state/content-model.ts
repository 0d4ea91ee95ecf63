import { createModel } from '@preact/signals';
import type { Api } from '../api/client.js';
import { getPage } from '../api/pages-api.js';
import type { PageSlug, PageView } from '../core/pages.js';

/** The long texts of docs/api.md, Content pages: help, rules, risk notice, about, privacy policy, info, terms, highlights. */
export const ContentModel = createModel((api: Api) => ({
  /** A page in `lang`, asked for on every call, so a retry or a change of language asks again. */
  page: (slug: PageSlug, lang: string): Promise<PageView> => getPage(api, slug, lang),
}));
export type Content = InstanceType<typeof ContentModel>;
