import type { FastifyInstance } from 'fastify';
import { healthRetryAfterSeconds } from '../domain/products/catalogue.js';

/** Health and app-info: what any client, signed in or not, reads first. */
export default async function publicRoutes(app: FastifyInstance) {
  app.get('/health', async (_request, reply) => {
    const health = await app.catalogue.health();
    if (health.db === 'ok') return reply.send(health);
    return reply.status(503).header('retry-after', String(healthRetryAfterSeconds)).send(health);
  });

  app.get('/app-info', async () => app.content.appInfo());
}
