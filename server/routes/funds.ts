import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { DepositBody, WithdrawalAccountBody, WithdrawalBody } from '../../src/core/funds-structs.js';
import { listDeposits, requestDeposit } from '../domain/funds/deposits-service.js';
import { bindWithdrawalAccount, getWithdrawalAccount } from '../domain/funds/withdrawal-accounts-service.js';
import { listWithdrawals, requestWithdrawal } from '../domain/funds/withdrawals-service.js';
import { capitalRecord, capitalRecordEntries } from '../domain/ledger/capital-record.js';
import { ListQuery, idempotent, pageRequest, sendStored } from './request-parts.js';

type List = { Querystring: { limit?: number; cursor?: string } };

/** Deposits, the withdrawal account, withdrawals and the capital record of the signed-in user. */
export default async function fundsRoutes(app: FastifyInstance, opts: { config: Config }) {
  app.addHook('onRequest', app.requireUser);
  const { funds, demoMode } = opts.config;

  // Each deposit request leaves a row an operator must look at: bounded per account.
  const perAccount = app.limits.perKey(opts.config.moneyRequestsPerMinute, (request) => request.userId);
  app.post<{ Body: DepositBody }>('/deposits', { schema: { body: DepositBody }, preHandler: perAccount }, async (request, reply) => {
    return sendStored(reply, await requestDeposit(app.conn, request.userId, request.body, idempotent(request, 201), { funds, demoMode }, app.clock()));
  });
  app.get<List>('/deposits', { schema: { querystring: ListQuery } }, async (request) =>
    listDeposits(app.conn, request.userId, pageRequest(request.query)),
  );

  app.get('/withdrawal-account', async (request) => getWithdrawalAccount(app.conn, request.userId));
  app.put<{ Body: WithdrawalAccountBody }>('/withdrawal-account', { schema: { body: WithdrawalAccountBody } }, async (request, reply) => {
    reply.status(201);
    return bindWithdrawalAccount(app.conn, request.userId, request.body, app.clock());
  });

  const max = opts.config.authRateLimitPerMinute;
  // A withdrawal hashes the transaction password: limited per address and per account like sign-in.
  app.post<{ Body: WithdrawalBody }>(
    '/withdrawals',
    {
      schema: { body: WithdrawalBody },
      ...app.limits.signedInPasswordCheck(max),
    },
    async (request, reply) => {
      return sendStored(reply, await requestWithdrawal(app.conn, app.oneAtATime, request.userId, request.body, idempotent(request, 201), funds, app.clock(), app.notices));
    },
  );
  app.get<List>('/withdrawals', { schema: { querystring: ListQuery } }, async (request) =>
    listWithdrawals(app.conn, request.userId, pageRequest(request.query)),
  );

  app.get<List>('/ledger', { schema: { querystring: ListQuery } }, async (request) =>
    capitalRecord(app.conn, app.numbering, request.userId, pageRequest(request.query)),
  );
  // The capital record screen's rows: the same transfers grouped by event (docs/decisions.md, "Capital record rows").
  app.get<List>('/capital-record', { schema: { querystring: ListQuery } }, async (request) =>
    capitalRecordEntries(app.conn, app.numbering, request.userId, pageRequest(request.query)),
  );
}
