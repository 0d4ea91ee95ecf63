import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { LoginBody, RegisterBody, RegisterCheckBody } from '../../src/core/auth-structs.js';
import { checkRegistration, login, logout, register } from '../domain/auth/auth-service.js';
import { getMe } from '../domain/users/me-service.js';

/** Sign-up, sign-in and sign-out. Login and registration step 1 are rate-limited per client address. */
export default async function authRoutes(app: FastifyInstance, opts: { config: Config }) {
  const rateLimit = { max: opts.config.authRateLimitPerMinute, timeWindow: '1 minute' };

  app.post<{ Body: RegisterCheckBody }>(
    '/register/check',
    { schema: { body: RegisterCheckBody }, config: { rateLimit } },
    async (request) => checkRegistration(app.db, request.body, Date.now()),
  );

  app.post<{ Body: RegisterBody }>('/register', { schema: { body: RegisterBody } }, async (request, reply) => {
    reply.status(201);
    return register(app.db, request.body, Date.now());
  });

  app.post<{ Body: LoginBody }>('/login', { schema: { body: LoginBody }, config: { rateLimit } }, async (request) => {
    const { token, userId } = await login(app.db, request.body, Date.now());
    return { token, user: await getMe(app.db, userId, app.clock(), opts.config.timeZone) };
  });

  app.post('/logout', { onRequest: app.requireUser }, async (request, reply) => {
    await logout(app.db, request.token);
    return reply.status(204).send();
  });
}
