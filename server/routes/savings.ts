import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { SavingsTransferBody } from '../../src/core/savings-api.js';
import { listSavingsRecords, savingsOverview, transferIn, transferOut } from '../domain/savings/savings-service.js';
import { ListQuery, idempotent, pageRequest, sendStored } from './request-parts.js';

type List = { Querystring: { limit?: number; cursor?: string } };

/** Savings of the signed-in user: the overview, transfers in and out, and the records. */
export default async function savingsRoutes(app: FastifyInstance, opts: { config: Config }) {
  app.addHook('onRequest', app.requireUser);
  const options = { ...opts.config.savings, timeZone: opts.config.timeZone };
  // The daily counts bound the transfers that go through; this bounds the requests, refused ones too.
  const perAccount = app.limits.perKey(opts.config.moneyRequestsPerMinute, (request) => request.userId);

  app.get('/savings', async (request) => savingsOverview(app.conn, request.userId, options, app.clock()));
  app.post<{ Body: SavingsTransferBody }>('/savings/transfer-in', { schema: { body: SavingsTransferBody }, preHandler: perAccount }, async (request, reply) =>
    sendStored(reply, await transferIn(app.conn, request.userId, request.body, idempotent(request, 201), options, app.clock())),
  );
  app.post<{ Body: SavingsTransferBody }>('/savings/transfer-out', { schema: { body: SavingsTransferBody }, preHandler: perAccount }, async (request, reply) =>
    sendStored(reply, await transferOut(app.conn, request.userId, request.body, idempotent(request, 201), options, app.clock())),
  );
  app.get<List>('/savings/records', { schema: { querystring: ListQuery } }, async (request) =>
    listSavingsRecords(app.conn, request.userId, pageRequest(request.query)),
  );
}
