import type { FastifyInstance } from 'fastify';
import { assign, object, optional, refine, type Infer } from 'superstruct';
import { requiredString, plainText } from '../../src/core/fields.js';
import { PriceRecord } from '../domain/products/price-record.js';
import { ListQuery, pageRequest } from './request-parts.js';

/** Reads per minute per client address: a partner pages through a day in a few minutes, a scraper is slowed. */
const recordRateLimitPerMinute = 120;

const isoTime = refine(plainText, 'invalid', (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(v) && !Number.isNaN(Date.parse(v)));
const isoDay = refine(plainText, 'invalid', (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)));

const TicksQuery = assign(ListQuery, object({ symbol: requiredString, from: isoTime, to: optional(isoTime) }));
const RootsQuery = assign(ListQuery, object({ symbol: requiredString, from: optional(isoDay), to: optional(isoDay) }));

/** The public price record: chained ticks and day roots, which anyone can recompute (docs/api.md). */
export default async function priceRecordRoutes(app: FastifyInstance) {
  const record = new PriceRecord({ reads: app.reads, products: () => app.products() });
  const onRequest = app.limits.perAddress('price-record', recordRateLimitPerMinute);

  app.get<{ Querystring: Infer<typeof TicksQuery> }>('/market/ticks', { schema: { querystring: TicksQuery }, onRequest }, async (request) =>
    record.ticks(request.query, pageRequest(request.query)),
  );

  app.get<{ Querystring: Infer<typeof RootsQuery> }>('/market/roots', { schema: { querystring: RootsQuery }, onRequest }, async (request) =>
    record.roots(request.query, pageRequest(request.query)),
  );
}
