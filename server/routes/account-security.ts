import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { TwoStepConfirmBody } from '../../src/core/security-structs.js';

// Far above what a person on the security screen sends: each list is one indexed read of a bounded number of rows.
const readsPerMinute = 60;
// A handful of short fields; codes and passwords are small.
const bodyLimit = 1024;

/**
 * The account security screen: the sessions signed in now (sign one or all others out), the last sign-ins, and
 * two-step sign-in by an authenticator app (set up, turn on, turn off). Every route is limited per account; the
 * ones that check a transaction password or a code also per address, like a withdrawal.
 */
export default async function accountSecurityRoutes(app: FastifyInstance, opts: { config: Config }) {
  app.addHook('onRequest', app.requireUser);
  const reads = app.limits.perKey('security-reads', readsPerMinute, (request) => request.userId);
  const writes = app.limits.perKey('security-writes', opts.config.authRateLimitPerMinute, (request) => request.userId);
  const checked = app.limits.signedInPasswordCheck('two-step', opts.config.authRateLimitPerMinute);

  app.get('/me/sessions', { preHandler: reads }, async (request) => app.accountSecurity.sessions(request.userId, request.token));
  app.post<{ Params: { id: string } }>(
    '/me/sessions/:id/sign-out',
    { bodyLimit, preHandler: writes },
    async (request, reply) => {
      await app.accountSecurity.signOut(request.userId, request.token, request.params.id);
      return reply.status(204).send();
    },
  );
  app.post('/me/sessions/sign-out-others', { bodyLimit, preHandler: writes }, async (request, reply) => {
    await app.accountSecurity.signOutOthers(request.userId, request.token);
    return reply.status(204).send();
  });
  app.get('/me/sign-ins', { preHandler: reads }, async (request) => app.accountSecurity.signIns(request.userId));

  app.get('/me/two-step', { preHandler: reads }, async (request) => app.accountSecurity.twoStep(request.userId));
  app.post('/me/two-step/setup', { bodyLimit, preHandler: writes }, async (request) => app.accountSecurity.setupTwoStep(request.userId));
  app.post<{ Body: TwoStepConfirmBody }>('/me/two-step/on', { schema: { body: TwoStepConfirmBody }, bodyLimit, ...checked }, async (request) =>
    app.accountSecurity.enableTwoStep(request.userId, request.body),
  );
  app.post<{ Body: TwoStepConfirmBody }>('/me/two-step/off', { schema: { body: TwoStepConfirmBody }, bodyLimit, ...checked }, async (request, reply) => {
    await app.accountSecurity.disableTwoStep(request.userId, request.body);
    return reply.status(204).send();
  });
}
