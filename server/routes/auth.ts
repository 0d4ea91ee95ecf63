import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { LoginBody, RegisterBody, RegisterCheckBody } from '../../src/core/auth-structs.js';
import { PasswordResetBody, ResetCodeRequestBody } from '../../src/core/password-reset-structs.js';
import { addressKey, subscriberPrefixBits } from '../client-address.js';

/**
 * Sign-up, sign-in, sign-out and the forgotten password. Every step is rate-limited per client address (login also locks per
 * account and address after wrong passwords); answers carry tokens and tickets, so nothing caches them.
 */
export default async function authRoutes(app: FastifyInstance, opts: { config: Config }) {
  const max = opts.config.authRateLimitPerMinute;
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post<{ Body: RegisterCheckBody }>(
    '/register/check',
    { schema: { body: RegisterCheckBody }, onRequest: app.limits.perAddress('register-check', max) },
    async (request) => app.accounts.checkRegistration(request.body),
  );

  app.post<{ Body: RegisterBody }>(
    '/register',
    { schema: { body: RegisterBody }, onRequest: app.limits.perAddress('register', max) },
    async (request, reply) => {
      reply.status(201);
      return app.accounts.register(request.body, request.ip);
    },
  );

  app.post<{ Body: LoginBody }>('/login', { schema: { body: LoginBody }, onRequest: app.limits.perAddress('login', max) }, async (request) =>
    app.accounts.signIn(request.body, request.ip, request.headers['user-agent']),
  );

  // A handful of short fields; the hourly and daily limits of codes (per account and per address) and of tries
  // are the domain's (password-reset-service.ts). Both steps count an IPv6 client by its /56, as deposits and
  // streams do: a subscriber's line holds 256 /64s. A reset's tries count against the request it names and its
  // address, never the account: a stranger's wrong codes must not keep the owner's right one out.
  const resetBodyLimit = 1024;
  app.post<{ Body: ResetCodeRequestBody }>(
    '/reset/code',
    { schema: { body: ResetCodeRequestBody }, bodyLimit: resetBodyLimit, onRequest: app.limits.perAddress('reset-code', max, subscriberPrefixBits) },
    async (request, reply) => {
      reply.status(202);
      return app.passwordResets.requestCode(request.body, addressKey(request.ip, subscriberPrefixBits));
    },
  );

  app.post<{ Body: PasswordResetBody }>(
    '/reset',
    {
      schema: { body: PasswordResetBody },
      bodyLimit: resetBodyLimit,
      onRequest: app.limits.perAddress('password-reset.address', max, subscriberPrefixBits),
    },
    async (request, reply) => {
      await app.passwordResets.reset(request.body);
      return reply.status(204).send();
    },
  );

  app.post('/logout', { onRequest: app.requireUser }, async (request, reply) => {
    await app.accounts.signOut(request.token);
    return reply.status(204).send();
  });
}
