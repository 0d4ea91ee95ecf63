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
 * endpoints need two (per address and per account). Counts live in this process, or in Redis (REDIS_URL) for
 * all processes together.
 */
export default fp(
  async (app) => {
    // The plugin's Redis store gives every `createRateLimit` one key space, so two limits would count into each
    // other's keys: each limit's keys start with its number. Every process creates them in the same order.
    let limits = 0;
    const limit = (maxPerMinute: number, keyOf: (request: FastifyRequest) => string): LimitHook => {
      const prefix = `${++limits}:`;
      const options = { max: maxPerMinute, timeWindow: 60_000, cache: keysKept, keyGenerator: (request: FastifyRequest) => prefix + keyOf(request) };
      const check = app.createRateLimit(options);
      return async (request) => {
        let result: Awaited<ReturnType<typeof check>>;
        try {
          result = await check(request);
        } catch (err) {
          // Redis unreachable: refusing for a moment is safer than letting password guesses through uncounted.
          request.log.error({ err }, 'rate limit could not be counted');
          throw new DomainError('unavailable', 'The server is busy; please try again in a moment', undefined, { retryAfterSeconds: 2 });
        }
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
