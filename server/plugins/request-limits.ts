import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../domain/domain-error.js';
import { addressKey } from '../client-address.js';

type LimitHook = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Hooks that refuse with 429 `rate_limited` (and Retry-After) past `maxPerMinute` requests of one key. */
    limits: {
      /** Keyed by the client address (`addressKey`, IPv6 by `prefixBits`): use as an onRequest hook, before the body is read. */
      perAddress(maxPerMinute: number, prefixBits?: number): LimitHook;
      /** Keyed by what `keyOf` names (an account, an invite code): use as a preHandler, once the session or body has it. */
      perKey(maxPerMinute: number, keyOf: (request: FastifyRequest) => string): LimitHook;
      /** Both, for an endpoint where a signed-in user checks a password: per address, then per account. */
      signedInPasswordCheck(maxPerMinute: number): { onRequest: LimitHook; preHandler: LimitHook };
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
    const limit = (maxPerMinute: number, keyGenerator: (request: FastifyRequest) => string): LimitHook => {
      const options = { max: maxPerMinute, timeWindow: 60_000, cache: keysKept, keyGenerator };
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
    const perAddress = (maxPerMinute: number, prefixBits?: number) => limit(maxPerMinute, (request) => addressKey(request.ip, prefixBits));
    app.decorate('limits', {
      perAddress,
      perKey: limit,
      signedInPasswordCheck: (maxPerMinute: number) => ({
        onRequest: perAddress(maxPerMinute),
        preHandler: limit(maxPerMinute, (request) => request.userId),
      }),
    });
  },
  { name: 'request-limits' },
);
