import type { Connection } from '../../db/connection.js';
import type { Config } from '../../config.js';
import type { PageView } from '../../../src/core/pages.js';
import { appInfoOf } from '../app-info/app-info.js';
import { readPage } from './pages-service.js';
import { fillOperatorDetails } from './operator-placeholders.js';

/** What the public reads need; one per app (the content plugin's). */
export interface ContentDeps {
  conn: Connection;
  config: Config;
  /** Where prices come from now: the market's feed. */
  feedSource: () => string;
}

/** What anyone reads, signed in or not: the app info and the long texts. */
export class Content {
  constructor(private readonly deps: ContentDeps) {}

  appInfo() {
    return appInfoOf(this.deps.config, this.deps.feedSource());
  }

  /** A page in `lang`, else in the platform's default language, naming this installation's operator. */
  async page(slug: string, lang: string | undefined): Promise<PageView> {
    const page = await readPage(this.deps.conn, slug, lang);
    const { operator } = this.deps.config;
    return { ...page, title: fillOperatorDetails(page.title, operator, page.lang), body: fillOperatorDetails(page.body, operator, page.lang) };
  }
}
