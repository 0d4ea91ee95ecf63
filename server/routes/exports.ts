import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.js';
import { object, refine, string } from 'superstruct';
import { exportPeriodPattern } from '../../src/core/export-period.js';
import { contract, route } from '../openapi/contract.js';
import { annotate } from '../openapi/json-schema.js';
import { timeZoneField } from './request-parts.js';

/** `?period=2026-12|2026&tz=Asia/Bangkok`: a month or a year, and the zone of its calendar and local times. */
const ExportQuery = object({ period: refine(string(), 'invalid', (v) => exportPeriodPattern.test(v)), tz: timeZoneField });
annotate(ExportQuery, {
  properties: {
    period: { pattern: '^20[0-9]{2}(-(0[1-9]|1[0-2]))?$', description: 'a month (`2026-12`) or a year (`2026`): a file holds a year at most' },
    tz: {
      description: "the reader's IANA time zone (`Asia/Bangkok`): the period's calendar and the local times' zone; without it, the platform's. An unknown zone is 422",
    },
  },
});

/** A CSV export of a period (docs/api.md, "Exports"): `period` a month or a year, `tz` its calendar's zone. */
const csvExport = <const Path extends string, const Id extends string>(path: Path, operationId: Id, tag: string, summary: string, example: string) =>
  contract({
    method: 'GET',
    path,
    operationId,
    summary,
    tag,
    signedIn: true,
    limited: true,
    query: ExportQuery,
    example: { query: { period: '2026-12' } },
    ok: {
      200: {
        description:
          "UTF-8 CSV (RFC 4180, CRLF), streamed as it is read, `Content-Disposition: attachment`. Numbers with a dot and no grouping, signed where money left; times to the second in UTC and in `tz` (else the platform's zone) with its offset. The period is `tz`'s calendar month or year",
        content: { 'text/csv': { schema: { type: 'string' }, example } },
      },
    },
  });

export const exportCapitalRecord = csvExport(
  '/capital-record.csv',
  'exportCapitalRecord',
  'funds',
  'My capital record of a month or a year as CSV: one row per transfer that moved the available balance, so the amounts add up to its change',
  'time_utc,time_local,transfer,type,amount,balance_after,currency,reference\r\n2026-12-01T04:00:00Z,2026-12-01T12:00:00+08:00,7301946621820,deposit,1000.00,1000.00,USDT,deposit:4170263518249\r\n',
);
export const exportOrders = csvExport(
  '/orders.csv',
  'exportOrders',
  'orders',
  'My orders placed in a month or a year as CSV: stake, payout and P&L of each, blank while open',
  'opened_utc,opened_local,settled_utc,settled_local,order,symbol,direction,period_seconds,stake,payout_rate,entry_price,exit_price,result,payout,pnl,currency\r\n2026-12-01T04:00:00Z,2026-12-01T12:00:00+08:00,2026-12-01T04:01:00Z,2026-12-01T12:01:00+08:00,2010992598106,BTCUSDT,up,60,10.00,75.00,97012.50,97040.10,win,17.50,7.50,USDT\r\n',
);

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
  const perUser = { preHandler: app.limits.perKey('exports', opts.config.exportsPerMinute, (request) => request.userId) };
  app.route(
    route(
      exportCapitalRecord,
      async (request, reply) =>
        sendCsv(reply, `uptick-transactions-${request.query.period}.csv`, app.exports.capitalRecord(request.userId, request.query.period, request.query.tz)),
      perUser,
    ),
  );
  app.route(
    route(
      exportOrders,
      async (request, reply) => sendCsv(reply, `uptick-orders-${request.query.period}.csv`, await app.exports.orders(request.userId, request.query.period, request.query.tz)),
      perUser,
    ),
  );
}
