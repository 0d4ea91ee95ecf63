import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { PasswordChangeBody } from '../../src/core/auth-structs.js';
import { addressKey } from '../client-address.js';

/** The signed-in user's own profile and secrets. */
export default async function meRoutes(app: FastifyInstance, opts: { config: Config }) {
  app.addHook('onRequest', app.requireUser);

  app.get('/me', async (request) => app.accounts.me(request.userId));

  app.post('/me/risk-acknowledgement', async (request, reply) => {
    await app.trading.acknowledgeRisk(request.userId);
    return reply.status(204).send();
  });

  const max = opts.config.authRateLimitPerMinute;
  // Each change hashes twice, and the old secret is a guess: limited per address and per account.
  app.post<{ Body: PasswordChangeBody }>(
    '/me/password',
    {
      schema: { body: PasswordChangeBody },
      ...app.limits.signedInPasswordCheck('password-change', max),
    },
    async (request, reply) => {
      await app.accounts.changePassword(request.userId, request.token, request.body, addressKey(request.ip));
      return reply.status(204).send();
    },
  );
}
