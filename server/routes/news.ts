import type { FastifyInstance } from 'fastify';
import { assign, object } from 'superstruct';
import { ListQuery, langField, pageRequest } from './request-parts.js';

const NewsListQuery = assign(ListQuery, object({ lang: langField }));
const NewsItemQuery = object({ lang: langField });

/** The news, per language with the zh-TW fallback. Public. */
export default async function newsRoutes(app: FastifyInstance) {
  // The same for everyone; a minute, so that a withdrawn item is gone from caches soon after.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=60');
  });
  app.get<{ Querystring: { lang?: string; limit?: number; cursor?: string } }>('/news', { schema: { querystring: NewsListQuery } }, async (request) =>
    app.news.list(request.query.lang, pageRequest(request.query)),
  );
  app.get<{ Params: { id: string }; Querystring: { lang?: string } }>('/news/:id', { schema: { querystring: NewsItemQuery } }, async (request) =>
    app.news.item(request.params.id, request.query.lang),
  );
}
