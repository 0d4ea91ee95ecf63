import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { addressKey } from '../client-address.js';
import { LoginBody, RegisterBody, RegisterCheckBody } from '../../src/core/auth-structs.js';
import { checkRegistration, login, logout, register } from '../domain/auth/auth-service.js';
import { getMe } from '../domain/users/me-service.js';

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
    async (request) => checkRegistration(app.conn, request.body, app.clock()),
  );

  app.post<{ Body: RegisterBody }>(
    '/register',
    { schema: { body: RegisterBody }, onRequest: app.limits.perAddress(max) },
    async (request, reply) => {
      reply.status(201);
      return register(app.conn, request.body, app.clock());
    },
  );

  app.post<{ Body: LoginBody }>('/login', { schema: { body: LoginBody }, onRequest: app.limits.perAddress(max) }, async (request) => {
    const { token, userId, device } = await login(app.conn, app.oneAtATime, request.body, addressKey(request.ip), app.clock());
    return { token, device, user: await getMe(app.conn, userId, app.clock(), opts.config.timeZone) };
  });

  app.post('/logout', { onRequest: app.requireUser }, async (request, reply) => {
    await logout(app.conn, request.token);
    return reply.status(204).send();
  });
}
