import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { PasswordChangeBody } from '../../src/core/auth-structs.js';
import { changePassword } from '../domain/auth/auth-service.js';
import { getMe } from '../domain/users/me-service.js';
import { acknowledgeRisk } from '../domain/trading/orders-service.js';

/** The signed-in user's own profile and secrets. */
export default async function meRoutes(app: FastifyInstance, opts: { config: Config }) {
  app.addHook('onRequest', app.requireUser);

  app.get('/me', async (request) => getMe(app.db, request.userId, app.clock(), opts.config.timeZone));

  app.post('/me/risk-acknowledgement', async (request, reply) => {
    await acknowledgeRisk(app.db, request.userId, app.clock());
    return reply.status(204).send();
  });

  app.post<{ Body: PasswordChangeBody }>('/me/password', { schema: { body: PasswordChangeBody } }, async (request, reply) => {
    await changePassword(app.db, request.userId, request.token, request.body, Date.now());
    return reply.status(204).send();
  });
}
