import type { FastifyInstance } from 'fastify';
import { object, optional, refine, size, string, coerce, integer } from 'superstruct';
import { DomainError } from '../domain/domain-error.js';
import { toProductView } from '../market/product-view.js';
import { listProducts } from '../market/product-list.js';
import { formatPrice } from '../../src/core/price.js';
import { formatMinor } from '../../src/core/money.js';
import { plainText } from '../../src/core/fields.js';

const ProductsQuery = object({ q: optional(size(plainText, 0, 40)) });
const CandlesQuery = object({
  interval: optional(size(plainText, 1, 4)),
  limit: optional(coerce(refine(integer(), 'invalid', (n) => n >= 1 && n <= 1440), string(), (text) => (/^\d+$/.test(text) ? Number(text) : NaN))),
});

/** Products with live figures, and their 1-minute candles. Public: prices are not secrets. */
export default async function marketRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { q?: string } }>('/products', { schema: { querystring: ProductsQuery } }, async (request) => {
    const q = request.query.q?.trim().toLowerCase() ?? '';
    const items = (await listProducts(app)).filter((p) => !q || [p.symbol, p.name, ...Object.values(p.names)].some((name) => name.toLowerCase().includes(q)));
    return { items };
  });

  app.get<{ Params: { symbol: string } }>('/products/:symbol', async (request) => {
    const row = (await app.products()).find((p) => p.symbol === request.params.symbol.toUpperCase());
    if (!row) throw new DomainError('not_found', `No product ${request.params.symbol}`);
    return toProductView(row, app.market, app.clock());
  });

  app.get<{ Params: { symbol: string }; Querystring: { interval?: string; limit?: number } }>(
    '/products/:symbol/candles',
    { schema: { querystring: CandlesQuery } },
    async (request) => {
      const row = (await app.products()).find((p) => p.symbol === request.params.symbol.toUpperCase());
      if (!row) throw new DomainError('not_found', `No product ${request.params.symbol}`);
      if ((request.query.interval ?? '1m') !== '1m') {
        throw new DomainError('validation_failed', 'Only 1-minute candles are kept', { interval: 'invalid' });
      }
      const candles = app.market.candlesOf(row.symbol).slice(-(request.query.limit ?? 120));
      const price = (scaled: number) => formatPrice(scaled, row.precision);
      return {
        items: candles.map((c) => ({
          time: new Date(c.timeMs).toISOString(),
          open: price(c.open),
          high: price(c.high),
          low: price(c.low),
          close: price(c.close),
          volume: formatMinor(Math.round(c.volume / 1_000_000)),
        })),
      };
    },
  );
}
