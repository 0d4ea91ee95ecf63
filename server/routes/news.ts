import type { FastifyInstance } from 'fastify';
import { assign, object, string } from 'superstruct';
import { contract, route } from '../openapi/contract.js';
import { describe, named } from '../openapi/json-schema.js';
import { pageOf, servedLanguage, time } from '../openapi/wire.js';
import { ListQuery, langField, pageRequest } from './request-parts.js';

const NewsListQuery = assign(ListQuery, object({ lang: langField }));
const NewsItemQuery = object({ lang: langField });

/** A news item as a list shows it; the detail adds its body. */
const summaryFields = {
  id: string(),
  title: string(),
  summary: string(),
  publishedAt: time,
  lang: describe(servedLanguage, 'the language served (zh-TW when the item has no text in the one asked for)'),
};
const NewsSummary = named('NewsSummary', object(summaryFields));
const NewsItem = named(
  'NewsItem',
  object({ ...summaryFields, body: describe(string(), 'plain text or a Markdown subset (headings, lists, emphasis, links); render it as text, never as HTML') }),
);

export const listNews = contract({
  method: 'GET',
  path: '/news',
  operationId: 'listNews',
  summary: 'News, newest first, each in a language where it has a text in it, else in zh-TW',
  tag: 'public',
  query: NewsListQuery,
  ok: { 200: { description: 'A page of news, newest first (no body). Cache-Control: public, max-age=60', body: pageOf(NewsSummary) } },
});

export const getNews = contract({
  method: 'GET',
  path: '/news/:id',
  operationId: 'getNews',
  example: { params: { id: '0190a1b2c3d4e5f60718293a4b5c6d7e' } },
  summary: 'One news item with its body, in a language, else in zh-TW',
  tag: 'public',
  query: NewsItemQuery,
  refusals: ['not_found'],
  ok: { 200: { description: 'The item; a withdrawn one is 404. Cache-Control: public, max-age=60', body: NewsItem } },
});

/** The news, per language with the zh-TW fallback. Public. */
export default async function newsRoutes(app: FastifyInstance) {
  // The same for everyone; a minute, so that a withdrawn item is gone from caches soon after.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=60');
  });
  app.route(route(listNews, async (request) => app.news.list(request.query.lang, pageRequest(request.query))));
  app.route(route(getNews, async (request) => app.news.item(request.params.id, request.query.lang)));
}
