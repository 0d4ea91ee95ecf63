import type { FastifyInstance } from 'fastify';
import { enums, object, string } from 'superstruct';
import { pageSlugs } from '../../src/core/pages.js';
import { contract, route } from '../openapi/contract.js';
import { describe, named } from '../openapi/json-schema.js';
import { servedLanguage } from '../openapi/wire.js';
import { langField } from './request-parts.js';

// A language tag is short (BCP 47 allows 35 characters in practice); an unknown one falls back, a long one is refused.
const PageQuery = object({ lang: langField });

const Page = named(
  'Page',
  object({
    slug: enums(pageSlugs),
    title: string(),
    body: describe(string(), 'plain text (never markup); paragraphs separated by a blank line'),
    lang: describe(servedLanguage, 'the language served (the default when the one asked for has no text)'),
  }),
);

export const getPage = contract({
  method: 'GET',
  path: '/pages/:slug',
  operationId: 'getPage',
  summary: 'A long text (help, trading rules, risk notice, about, privacy policy, info, terms, highlights) in a language, else in zh-TW',
  tag: 'public',
  params: { slug: { type: 'string', enum: [...pageSlugs] } },
  query: PageQuery,
  refusals: ['not_found'],
  ok: { 200: { description: 'The page; `lang` is the language served. Cache-Control: public, max-age=300', body: Page } },
});

/** The long texts (help, trading rules, risk notice, about, privacy, info), per language. Public. */
export default async function contentRoutes(app: FastifyInstance) {
  app.route(
    route(getPage, async (request, reply) => {
      const page = await app.content.page(request.params.slug, request.query.lang);
      // The same for everyone and rarely edited: caches and the browser may keep it five minutes.
      reply.header('cache-control', 'public, max-age=300');
      return page;
    }),
  );
}
