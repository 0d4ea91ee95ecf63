import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.js';
import { object, refine, string } from 'superstruct';
import { exportPeriodPattern } from '../../src/core/export-period.js';
import { timeZoneField } from './request-parts.js';

/** `?period=2026-12|2026&tz=Asia/Bangkok`: a month or a year, and the zone of its calendar and local times. */
const ExportQuery = object({ period: refine(string(), 'invalid', (v) => exportPeriodPattern.test(v)), tz: timeZoneField });
type Export = { Querystring: { period: string; tz?: string } };

/** Streams CSV as it is read: a year of a busy account never sits whole in memory, and the first bytes go at once. */
function sendCsv(reply: FastifyReply, name: string, csv: AsyncIterable<string>): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(Readable.from(csv));
}

/** The signed-in user's capital record and orders of a period, as CSV (docs/api.md, "Exports"). */
export default async function exportRoutes(app: FastifyInstance, opts: { config: Config }) {
  app.addHook('onRequest', app.requireUser);
  // A file a month or a year long is asked for now and then, not in a loop: a handful a minute per account.
  const perUser = app.limits.perKey('exports', opts.config.exportsPerMinute, (request) => request.userId);
  app.get<Export>('/capital-record.csv', { schema: { querystring: ExportQuery }, preHandler: perUser }, async (request, reply) =>
    sendCsv(reply, `uptick-transactions-${request.query.period}.csv`, app.exports.capitalRecord(request.userId, request.query.period, request.query.tz)),
  );
  app.get<Export>('/orders.csv', { schema: { querystring: ExportQuery }, preHandler: perUser }, async (request, reply) =>
    sendCsv(reply, `uptick-orders-${request.query.period}.csv`, await app.exports.orders(request.userId, request.query.period, request.query.tz)),
  );
}
