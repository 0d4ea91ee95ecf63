import type { FastifyInstance } from 'fastify';
import { assign, object, optional, refine, string } from 'superstruct';
import { requiredString, plainText } from '../../src/core/fields.js';
import { PriceRecord } from '../domain/products/price-record.js';
import { contract, route } from '../openapi/contract.js';
import { annotate, describe, named, orNull } from '../openapi/json-schema.js';
import { pageOf, price, sha256Hex, tickSource, time } from '../openapi/wire.js';
import { ListQuery, pageRequest } from './request-parts.js';

/** Reads per minute per client address: a partner pages through a day in a few minutes, a scraper is slowed. */
const recordRateLimitPerMinute = 120;

const isoTime = refine(plainText, 'invalid', (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(v) && !Number.isNaN(Date.parse(v)));
const isoDay = refine(plainText, 'invalid', (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)));

const TicksQuery = assign(ListQuery, object({ symbol: requiredString, from: isoTime, to: optional(isoTime) }));
annotate(TicksQuery, {
  properties: {
    from: { format: 'date-time', description: 'ISO 8601 UTC, inclusive' },
    to: { format: 'date-time', description: 'ISO 8601 UTC, exclusive; default a day after `from`' },
  },
});
const RootsQuery = assign(ListQuery, object({ symbol: requiredString, from: optional(isoDay), to: optional(isoDay) }));
annotate(RootsQuery, { properties: { from: { format: 'date', description: 'YYYY-MM-DD, inclusive' }, to: { format: 'date', description: 'YYYY-MM-DD, exclusive' } } });

const RecordTick = named(
  'RecordTick',
  object({ time, price, source: tickSource, hash: orNull(sha256Hex), prevHash: orNull(sha256Hex) }),
  'A tick of the price record; `hash` and `prevHash` are null for ticks stored before the chain began',
);
const TickRoot = named(
  'TickRoot',
  object({ day: describe(string(), { format: 'date', description: 'UTC' }), hash: sha256Hex, lastTickAt: time }),
  "A product's day root: the hash of its last tick of the day",
);

export const listRecordTicks = contract({
  method: 'GET',
  path: '/market/ticks',
  operationId: 'listRecordTicks',
  example: { query: { symbol: 'BTCUSDT', from: '2026-11-25T00:00:00.000Z', to: '2026-11-26T00:00:00.000Z' } },
  summary: "The price record: a product's stored ticks with their hashes, oldest first (each is checked from the one before it)",
  tag: 'market',
  limited: true,
  query: TicksQuery,
  refusals: ['not_found'],
  ok: { 200: { description: 'A page, oldest first', body: pageOf(RecordTick) } },
});

export const listTickRoots = contract({
  method: 'GET',
  path: '/market/roots',
  operationId: 'listTickRoots',
  example: { query: { symbol: 'BTCUSDT', from: '2026-11-25', to: '2026-11-26' } },
  summary: "A product's day roots: the hash of its last tick of each closed UTC day, oldest first",
  tag: 'market',
  limited: true,
  query: RootsQuery,
  refusals: ['not_found'],
  ok: { 200: { description: 'A page, oldest first', body: pageOf(TickRoot) } },
});

/** The public price record: chained ticks and day roots, which anyone can recompute (docs/api.md). */
export default async function priceRecordRoutes(app: FastifyInstance) {
  const record = new PriceRecord({ reads: app.reads, products: () => app.products() });
  const onRequest = app.limits.perAddress('price-record', recordRateLimitPerMinute);

  app.route(route(listRecordTicks, async (request) => record.ticks(request.query, pageRequest(request.query)), { onRequest }));
  app.route(route(listTickRoots, async (request) => record.roots(request.query, pageRequest(request.query)), { onRequest }));
}
