import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { LoginBody, RegisterBody, RegisterCheckBody } from '../../src/core/auth-structs.js';

/**
 * Sign-up, sign-in and sign-out. Every step is rate-limited per client address (login also locks per
 * account and address after wrong passwords); answers carry tokens and tickets, so nothing caches them.
 */
export default async function authRoutes(app: FastifyInstance, opts: { config: Config }) {
  const max = opts.config.authRateLimitPerMinute;
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post<{ Body: RegisterCheckBody }>(
    '/register/check',
    { schema: { body: RegisterCheckBody }, onRequest: app.limits.perAddress(max) },
    async (request) => app.accounts.checkRegistration(request.body),
  );

  app.post<{ Body: RegisterBody }>(
    '/register',
    { schema: { body: RegisterBody }, onRequest: app.limits.perAddress(max) },
    async (request, reply) => {
      reply.status(201);
      return app.accounts.register(request.body, request.ip);
    },
  );

  app.post<{ Body: LoginBody }>('/login', { schema: { body: LoginBody }, onRequest: app.limits.perAddress(max) }, async (request) =>
    app.accounts.signIn(request.body, request.ip),
  );

  app.post('/logout', { onRequest: app.requireUser }, async (request, reply) => {
    await app.accounts.signOut(request.token);
    return reply.status(204).send();
  });
}
