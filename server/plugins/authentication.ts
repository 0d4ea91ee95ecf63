import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { authenticate } from '../domain/auth/auth-service.js';
import { SessionCache } from '../domain/auth/session-cache.js';
import { SessionActivity } from '../domain/auth/session-activity.js';
import { touchSession } from '../domain/auth/sessions-repository.js';
import { DomainError } from '../domain/domain-error.js';
import { listen } from '../db/notifications.js';
import { sessionsEndedChannel } from '../db/migrations/2026_12_04_1100_notify_ended_sessions.js';

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

/** Sessions one process remembers on PostgreSQL; ~100 bytes each. */
const cachedSessions = 50_000;

/**
 * On PostgreSQL, sessions a process has seen are kept in memory, every ended one dropped as the database
 * announces it (session-cache.ts): the round trip each signed-in request made cost more server time than an
 * order's share of its batch. SQLite reads a session from its read-only connection without a system call.
 */
function sessionCache(app: FastifyInstance, config: Pick<Config, 'databaseUrl' | 'databaseSchema'>): SessionCache | undefined {
  if (app.dbKind !== 'postgres') return undefined;
  const cache = new SessionCache(cachedSessions);
  const prefix = `${config.databaseSchema} `;
  const listening = listen(config.databaseUrl, sessionsEndedChannel, {
    payload: (text) => {
      if (!text.startsWith(prefix)) return;
      const tokenHash = text.slice(prefix.length);
      if (tokenHash === '*') cache.forgetAll();
      else cache.forget(tokenHash);
    },
    gap: (on) => cache.listen(on),
    error: (err) => app.log.warn({ err }, 'sessions: not hearing of ended sessions; reading each from the database until heard again'),
  });
  app.addHook('onClose', async () => {
    cache.close();
    await listening.close();
  });
  return cache;
}

/** `requireUser` is added as an onRequest hook by each signed-in route family, for its whole prefix. */
export default fp(
  async (app, opts: { config: Pick<Config, 'databaseUrl' | 'databaseSchema'> }) => {
    const cache = sessionCache(app, opts.config);
    const activity = new SessionActivity((tokenHash, nowMs) => touchSession(app.conn, tokenHash, nowMs));
    app.decorateRequest('userId', '');
    app.decorateRequest('token', '');
    app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
      // A signed-in answer is one person's: no shared or browser cache may keep it.
      reply.header('cache-control', 'no-store');
      const token = bearerToken(request);
      const userId = token ? await authenticate(app.reads, token, app.clock(), cache) : undefined;
      if (!token || !userId) throw new DomainError('unauthenticated', 'Please sign in');
      request.userId = userId;
      request.token = token;
      // The security screen's "last seen": written now and then, never waited for.
      activity.seen(token, app.clock())?.catch((err: unknown) => request.log.warn({ err }, 'sessions: last seen not written'));
    });
  },
  { name: 'authentication', dependencies: ['database'] },
);
