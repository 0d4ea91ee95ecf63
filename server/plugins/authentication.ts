import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../domain/auth/auth-service.js';
import { DomainError } from '../domain/domain-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` on signed-in routes. */
    userId: string;
    token: string;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header);
  return match?.[1];
}

/** `requireUser` is added as an onRequest hook by each signed-in route family, for its whole prefix. */
export default fp(
  async (app) => {
    app.decorateRequest('userId', '');
    app.decorateRequest('token', '');
    app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
      // A signed-in answer is one person's: no shared or browser cache may keep it.
      reply.header('cache-control', 'no-store');
      const token = bearerToken(request);
      const userId = token ? await authenticate(app.reads, token, app.clock()) : undefined;
      if (!token || !userId) throw new DomainError('unauthenticated', 'Please sign in');
      request.userId = userId;
      request.token = token;
    });
  },
  { name: 'authentication', dependencies: ['database'] },
);
