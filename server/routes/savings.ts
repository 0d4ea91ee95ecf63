import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { SavingsTransferBody } from '../../src/core/savings-api.js';
import { ListQuery, idempotent, pageRequest, sendStored } from './request-parts.js';

type List = { Querystring: { limit?: number; cursor?: string } };

/** Savings of the signed-in user: the overview, transfers in and out, and the records. */
export default async function savingsRoutes(app: FastifyInstance, opts: { config: Config }) {
  app.addHook('onRequest', app.requireUser);
  // The daily counts bound the transfers that go through; this bounds the requests, refused ones too.
  const perAccount = app.limits.perKey('savings.account', opts.config.moneyRequestsPerMinute, (request) => request.userId);

  app.get('/savings', async (request) => app.savings.overview(request.userId));
  app.post<{ Body: SavingsTransferBody }>('/savings/transfer-in', { schema: { body: SavingsTransferBody }, preHandler: perAccount }, async (request, reply) =>
    sendStored(reply, await app.savings.transferIn(request.userId, request.body, idempotent(request, 201))),
  );
  app.post<{ Body: SavingsTransferBody }>('/savings/transfer-out', { schema: { body: SavingsTransferBody }, preHandler: perAccount }, async (request, reply) =>
    sendStored(reply, await app.savings.transferOut(request.userId, request.body, idempotent(request, 201))),
  );
  app.get<List>('/savings/records', { schema: { querystring: ListQuery } }, async (request) =>
    app.savings.records(request.userId, pageRequest(request.query)),
  );
}
