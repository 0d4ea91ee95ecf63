import type { FastifyInstance } from 'fastify';
import { assign, object, optional, size } from 'superstruct';
import { plainText } from '../../src/core/fields.js';
import { ListQuery, pageRequest } from './request-parts.js';

// As for the content pages: an unknown language falls back, a long one is refused.
const lang = optional(size(plainText, 0, 35));
const NewsListQuery = assign(ListQuery, object({ lang }));
const NewsItemQuery = object({ lang });

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
