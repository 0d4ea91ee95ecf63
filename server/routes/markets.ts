import type { FastifyInstance } from 'fastify';
import { array, enums, integer, object, optional, record, refine, size, string, coerce } from 'superstruct';
import { plainText } from '../../src/core/fields.js';
import { candleIntervals } from '../../src/core/candle-intervals.js';
import { contract, route } from '../openapi/contract.js';
import { describe, named, orNull } from '../openapi/json-schema.js';
import { itemsOf, language, money, percent, price, quantity, time } from '../openapi/wire.js';

const ProductsQuery = object({ q: optional(describe(size(plainText, 0, 40), { maxLength: 40 })) });
const CandlesQuery = object({
  interval: optional(describe(size(plainText, 1, 4), { enum: candleIntervals, default: '1m' })),
  limit: optional(
    describe(
      coerce(refine(integer(), 'invalid', (n) => n >= 1 && n <= 1440), string(), (text) => (/^\d+$/.test(text) ? Number(text) : NaN)),
      { minimum: 1, maximum: 1440, default: 120 },
    ),
  ),
});

const marketStatus = enums(['open', 'closed', 'maintenance']);

export const ProductView = named(
  'Product',
  object({
    symbol: describe(string(), { examples: ['BTCUSDT'] }),
    name: string(),
    names: describe(record(string(), string()), {
      type: 'object',
      propertyNames: { type: 'string', enum: language.schema && Object.values(language.schema) },
      additionalProperties: { type: 'string' },
      description: 'the name per language, where one exists',
    }),
    price: orNull(price),
    change24h: percent,
    high24h: orNull(price),
    low24h: orNull(price),
    volume24h: quantity,
    amount24h: money,
    precision: describe(integer(), { minimum: 0, description: 'decimals of every price of this product' }),
    periods: array(object({ seconds: describe(integer(), { minimum: 1 }), payoutRate: percent })),
    minStake: money,
    maxStake: money,
    status: marketStatus,
    opensAt: orNull(time, 'when a closed market opens next; null while open or in maintenance'),
    lastTickAt: orNull(time),
  }),
);

export const Candle = named(
  'Candle',
  object({ time: describe(time, 'the start of the minute'), open: price, high: price, low: price, close: price, volume: quantity }),
);

const symbolParam = { type: 'string', examples: ['BTCUSDT'] };

export const listProducts = contract({
  method: 'GET',
  path: '/products',
  operationId: 'listProducts',
  example: { query: { q: 'btc' } },
  summary: 'Products with live price and 24 h figures; `q` searches symbol and names in every language',
  tag: 'market',
  query: ProductsQuery,
  ok: { 200: { description: 'Products', body: itemsOf(ProductView) } },
});

export const getProduct = contract({
  method: 'GET',
  path: '/products/:symbol',
  operationId: 'getProduct',
  summary: 'One product',
  tag: 'market',
  params: { symbol: symbolParam },
  refusals: ['not_found'],
  ok: { 200: { description: 'Product', body: ProductView } },
});

export const listCandles = contract({
  method: 'GET',
  path: '/products/:symbol/candles',
  operationId: 'listCandles',
  summary: 'Candles of an interval, oldest first, from the last day',
  tag: 'market',
  params: { symbol: symbolParam },
  query: CandlesQuery,
  refusals: ['not_found'],
  ok: { 200: { description: 'Candles', body: itemsOf(Candle) } },
});

/** Products with live figures, and their candles. Public: prices are not secrets. */
export default async function marketRoutes(app: FastifyInstance) {
  app.route(route(listProducts, async (request) => ({ items: await app.catalogue.list(request.query.q) })));

  app.route(route(getProduct, async (request) => app.catalogue.product(request.params.symbol)));

  app.route(
    route(listCandles, async (request) => ({
      items: await app.catalogue.candles(request.params.symbol, request.query.interval ?? '1m', request.query.limit ?? 120),
    })),
  );
}
