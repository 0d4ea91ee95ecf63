import type { FastifyInstance } from 'fastify';
import { object, optional, size } from 'superstruct';
import { plainText } from '../../src/core/fields.js';

// A language tag is short (BCP 47 allows 35 characters in practice); an unknown one falls back, a long one is refused.
const PageQuery = object({ lang: optional(size(plainText, 0, 35)) });

/** The long texts (help, trading rules, risk notice, about, privacy, info), per language. Public. */
export default async function contentRoutes(app: FastifyInstance) {
  app.get<{ Params: { slug: string }; Querystring: { lang?: string } }>('/pages/:slug', { schema: { querystring: PageQuery } }, async (request, reply) => {
    const page = await app.content.page(request.params.slug, request.query.lang);
    // The same for everyone and rarely edited: caches and the browser may keep it five minutes.
    reply.header('cache-control', 'public, max-age=300');
    return page;
  });
}
