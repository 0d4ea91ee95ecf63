import type { Connection } from '../../db/connection.js';
import { defaultLanguage, isLanguage } from '../../../src/core/languages.js';
import { isPageSlug, type PageView } from '../../../src/core/pages.js';
import { DomainError } from '../domain-error.js';
import { pageRows } from './pages-repository.js';

/**
 * A page in the language asked for, else in the platform's default (zh-TW, seeded for every page). An unknown
 * or missing language is not an error: it gets the default. Only an unknown slug (or a page with no text at
 * all) is `not_found`. Neither value reaches the database unless it is one of the known ones.
 */
export async function readPage(db: Connection, slug: string, lang: string | undefined): Promise<PageView> {
  if (!isPageSlug(slug)) throw new DomainError('not_found', `No page ${slug}`);
  const wanted = isLanguage(lang) ? lang : defaultLanguage;
  const rows = await pageRows(db, slug, [...new Set([wanted, defaultLanguage])]);
  const row = rows.find((r) => r.lang === wanted) ?? rows.find((r) => r.lang === defaultLanguage);
  if (!row) throw new DomainError('not_found', `Page ${slug} has no text`);
  return { slug, title: row.title, body: row.body, lang: row.lang };
}
