import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { SupportMessageBody } from '../../src/core/support-structs.js';
import { ListQuery, pageRequest } from './request-parts.js';

/** The signed-in user's conversation with customer service. */
export default async function supportRoutes(app: FastifyInstance, opts: { config: Config }) {
  app.addHook('onRequest', app.requireUser);

  app.get<{ Querystring: { limit?: number; cursor?: string } }>('/support/messages', { schema: { querystring: ListQuery } }, async (request) =>
    app.support.list(request.userId, pageRequest(request.query)),
  );
  // Each message is a row an operator reads: bounded per user here, and by the unanswered cap in the service (the
  // app's 64 KB body limit bounds each request).
  app.post<{ Body: SupportMessageBody }>(
    '/support/messages',
    { schema: { body: SupportMessageBody }, preHandler: app.limits.perKey('support-message', opts.config.supportMessagesPerMinute, (request) => request.userId) },
    async (request, reply) => {
      reply.status(201);
      return app.support.post(request.userId, request.body);
    },
  );
}
