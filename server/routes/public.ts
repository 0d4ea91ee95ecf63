import type { FastifyInstance } from 'fastify';

/** Health and app-info: what any client, signed in or not, reads first. */
export default async function publicRoutes(app: FastifyInstance) {
  app.get('/health', async (_request, reply) => {
    const health = await app.catalogue.health();
    return reply.status(health.db === 'ok' ? 200 : 503).send(health);
  });

  app.get('/app-info', async () => app.content.appInfo());
}
