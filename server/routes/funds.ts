import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { DepositBody, WithdrawalAccountBody, WithdrawalAccountLabelBody, WithdrawalBody } from '../../src/core/funds-structs.js';
import { addressKey, subscriberPrefixBits } from '../client-address.js';
import { ListQuery, idempotent, pageRequest, sendStored } from './request-parts.js';

type List = { Querystring: { limit?: number; cursor?: string } };

/** Deposits, the withdrawal accounts, withdrawals and the capital record of the signed-in user. */
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
  type OneAccount = { Params: { id: string } };
  app.get('/withdrawal-accounts', async (request) => app.funds.withdrawalAccounts(request.userId));
  // Adding one checks the transaction password: limited per address and per account like a withdrawal.
  app.post<{ Body: WithdrawalAccountBody }>(
    '/withdrawal-accounts',
    { schema: { body: WithdrawalAccountBody }, ...app.limits.signedInPasswordCheck('withdrawal-account', max) },
    async (request, reply) => {
      const { account, created } = await app.funds.addWithdrawalAccount(request.userId, request.body);
      reply.status(created ? 201 : 200);
      return account;
    },
  );
  // Renaming and removing move no money and check no password: bounded per account like other writes. PUT and
  // POST, as every route of the API (the app's client and partners' CORS know no other methods).
  const writes = app.limits.perKey('withdrawal-account-writes', max, (request) => request.userId);
  app.put<OneAccount & { Body: WithdrawalAccountLabelBody }>(
    '/withdrawal-accounts/:id/label',
    { schema: { body: WithdrawalAccountLabelBody }, preHandler: writes },
    async (request) => app.funds.renameWithdrawalAccount(request.userId, request.params.id, request.body.label),
  );
  app.post<OneAccount>('/withdrawal-accounts/:id/remove', { bodyLimit: 1024, preHandler: writes }, async (request, reply) => {
    await app.funds.removeWithdrawalAccount(request.userId, request.params.id);
    return reply.status(204).send();
  });

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
