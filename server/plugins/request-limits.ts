import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../domain/domain-error.js';

type LimitHook = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Hooks that refuse with 429 `rate_limited` (and Retry-After) past `maxPerMinute` requests of one key. */
    limits: {
      /** Keyed by the client address (an IPv6 client by its /64): use as an onRequest hook, before the body is read. */
      perAddress(maxPerMinute: number): LimitHook;
      /** Keyed by an account: use as a preHandler, once the session or the body names it. */
      perAccount(maxPerMinute: number, accountOf: (request: FastifyRequest) => string): LimitHook;
    };
  }
}

// Rotating through more keys than this evicts the oldest counts; 50,000 is a few MiB.
const keysKept = 50_000;

/**
 * Rate limits for the endpoints that hash, send or move money, as errors of the API's own shape. Built on
 * @fastify/rate-limit's `createRateLimit`, because its route option allows one limit per request and these
 * endpoints need two (per address and per account). Counts live in this process.
 */
export default fp(
  async (app) => {
    const limit = (maxPerMinute: number, keyGenerator?: (request: FastifyRequest) => string): LimitHook => {
      const options = { max: maxPerMinute, timeWindow: 60_000, cache: keysKept, ...(keyGenerator ? { keyGenerator } : {}) };
      const check = app.createRateLimit(options);
      return async (request) => {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          throw new DomainError('rate_limited', 'Too many requests; please wait a moment', undefined, {
            retryAfterSeconds: Math.max(1, result.ttlInSeconds),
          });
        }
      };
    };
    app.decorate('limits', {
      perAddress: (maxPerMinute: number) => limit(maxPerMinute),
      perAccount: (maxPerMinute: number, accountOf: (request: FastifyRequest) => string) => limit(maxPerMinute, accountOf),
    });
  },
  { name: 'request-limits' },
);
