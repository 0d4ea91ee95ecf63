import type { FastifyInstance } from 'fastify';
import { object, optional, refine, size, string, coerce, integer } from 'superstruct';
import { plainText } from '../../src/core/fields.js';

const ProductsQuery = object({ q: optional(size(plainText, 0, 40)) });
const CandlesQuery = object({
  interval: optional(size(plainText, 1, 4)),
  limit: optional(coerce(refine(integer(), 'invalid', (n) => n >= 1 && n <= 1440), string(), (text) => (/^\d+$/.test(text) ? Number(text) : NaN))),
});

/** Products with live figures, and their candles. Public: prices are not secrets. */
export default async function marketRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { q?: string } }>('/products', { schema: { querystring: ProductsQuery } }, async (request) => ({
    items: await app.catalogue.list(request.query.q),
  }));

  app.get<{ Params: { symbol: string } }>('/products/:symbol', async (request) => app.catalogue.product(request.params.symbol));

  app.get<{ Params: { symbol: string }; Querystring: { interval?: string; limit?: number } }>(
    '/products/:symbol/candles',
    { schema: { querystring: CandlesQuery } },
    async (request) => ({
      items: await app.catalogue.candles(request.params.symbol, request.query.interval ?? '1m', request.query.limit ?? 120),
    }),
  );
}
