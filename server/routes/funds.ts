import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { DepositBody, WithdrawalAccountBody, WithdrawalBody } from '../../src/core/funds-structs.js';
import { addressKey, subscriberPrefixBits } from '../client-address.js';
import { ListQuery, idempotent, pageRequest, sendStored } from './request-parts.js';

type List = { Querystring: { limit?: number; cursor?: string } };

/** Deposits, the withdrawal account, withdrawals and the capital record of the signed-in user. */
export default async function fundsRoutes(app: FastifyInstance, opts: { config: Config }) {
  app.addHook('onRequest', app.requireUser);

  // Each deposit request leaves a row an operator must look at: bounded per account, and per address (by the
  // subscriber's /56) so that fresh accounts from one network can't flood the queue either.
  const perAccount = app.limits.perKey('funds.account', opts.config.moneyRequestsPerMinute, (request) => request.userId);
  const perAddress = app.limits.perAddress('deposits.address', opts.config.funds.depositsPerAddressPerMinute, subscriberPrefixBits);
  app.post<{ Body: DepositBody }>('/deposits', { schema: { body: DepositBody }, onRequest: perAddress, preHandler: perAccount }, async (request, reply) =>
    sendStored(reply, await app.funds.requestDeposit(request.userId, request.body, idempotent(request, 201), addressKey(request.ip, subscriberPrefixBits))),
  );
  app.get<List>('/deposits', { schema: { querystring: ListQuery } }, async (request) =>
    app.funds.listDeposits(request.userId, pageRequest(request.query)),
  );

  const max = opts.config.authRateLimitPerMinute;
  app.get('/withdrawal-account', async (request) => app.funds.withdrawalAccount(request.userId));
  // Binding or changing checks the transaction password: limited per address and per account like a withdrawal.
  app.put<{ Body: WithdrawalAccountBody }>(
    '/withdrawal-account',
    { schema: { body: WithdrawalAccountBody }, ...app.limits.signedInPasswordCheck('withdrawal-account', max) },
    async (request, reply) => {
      reply.status(201);
      return app.funds.saveWithdrawalAccount(request.userId, request.body);
    },
  );

  // A withdrawal hashes the transaction password: limited per address and per account like sign-in.
  app.post<{ Body: WithdrawalBody }>(
    '/withdrawals',
    {
      schema: { body: WithdrawalBody },
      ...app.limits.signedInPasswordCheck('withdrawal', max),
    },
    async (request, reply) => sendStored(reply, await app.funds.requestWithdrawal(request.userId, request.body, idempotent(request, 201))),
  );
  app.get<List>('/withdrawals', { schema: { querystring: ListQuery } }, async (request) =>
    app.funds.listWithdrawals(request.userId, pageRequest(request.query)),
  );

  app.get<List>('/ledger', { schema: { querystring: ListQuery } }, async (request) =>
    app.funds.capitalRecord(request.userId, pageRequest(request.query)),
  );
  // The capital record screen's rows: the same transfers grouped by event (docs/decisions.md, "Capital record rows").
  app.get<List>('/capital-record', { schema: { querystring: ListQuery } }, async (request) =>
    app.funds.capitalRecordEntries(request.userId, pageRequest(request.query)),
  );
}
