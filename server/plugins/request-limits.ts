import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../domain/domain-error.js';
import { addressKey } from '../client-address.js';

type LimitHook = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Hooks that refuse with 429 `rate_limited` (and Retry-After) past `maxPerMinute` requests of one key. Each
     * limit has a `name` of its own, unique in the app: its counts are kept under it (in Redis, shared by every
     * process, whatever order each version of the code creates its limits in).
     */
    limits: {
      /** Keyed by the client address (`addressKey`, IPv6 by `prefixBits`): use as an onRequest hook, before the body is read. */
      perAddress(name: string, maxPerMinute: number, prefixBits?: number): LimitHook;
      /** Keyed by what `keyOf` names (an account, an invite code): use as a preHandler, once the session or body has it. */
      perKey(name: string, maxPerMinute: number, keyOf: (request: FastifyRequest) => string): LimitHook;
      /** Both, for an endpoint where a signed-in user checks a password: per address, then per account. */
      signedInPasswordCheck(name: string, maxPerMinute: number): { onRequest: LimitHook; preHandler: LimitHook };
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
    // other's keys: each limit's keys start with its name. Names, not creation order: during a rolling deploy the
    // old and the new code count in the same Redis, and a limit added in between must not shift the others.
    const names = new Set<string>();
    const limit = (name: string, maxPerMinute: number, keyOf: (request: FastifyRequest) => string): LimitHook => {
      if (names.has(name) || name.includes(':')) throw new Error(`rate limit ${name}: a name must be unique and without ':'`);
      names.add(name);
      const prefix = `${name}:`;
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
    const perAddress = (name: string, maxPerMinute: number, prefixBits?: number) => limit(name, maxPerMinute, (request) => addressKey(request.ip, prefixBits));
    app.decorate('limits', {
      perAddress,
      perKey: limit,
      signedInPasswordCheck: (name: string, maxPerMinute: number) => ({
        onRequest: perAddress(`${name}.address`, maxPerMinute),
        preHandler: limit(`${name}.account`, maxPerMinute, (request) => request.userId),
      }),
    });
  },
  { name: 'request-limits' },
);
