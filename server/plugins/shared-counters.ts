import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Redis (REDIS_URL), where the processes of one installation keep counts together; undefined without it. */
    redis: Redis | undefined;
  }
}

/**
 * The Redis connection, when REDIS_URL names one: connected before the server starts, so a wrong address stops
 * the start rather than every limited request. After that a lost connection is retried by ioredis; a command
 * fails after one retry rather than waiting for it, or after 2 s without a reply (request-limits answers 503 meanwhile).
 */
export default fp(
  async (app, opts: { config: Config }) => {
    if (!opts.config.redisUrl) {
      app.decorate('redis', undefined);
      return;
    }
    // A count takes well under a millisecond: one that has not come back in 2 s is a Redis that went silent
    // (a partition dropping packets, a stuck server), and waiting on it would hold every limited request.
    const redis = new Redis(opts.config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 5_000, commandTimeout: 2_000 });
    redis.on('error', (err) => app.log.error({ err }, 'redis: connection failed; retrying'));
    await redis.connect();
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'shared-counters' },
);
