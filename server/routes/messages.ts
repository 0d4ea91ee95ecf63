import type { FastifyInstance } from 'fastify';
import { assign, object } from 'superstruct';
import { ListQuery, langField, pageRequest, timeZoneField } from './request-parts.js';

const MessagesQuery = assign(ListQuery, object({ lang: langField, tz: timeZoneField }));

// Far above what a person reading their inbox sends; a read mark is a row.
const readsPerMinute = 120;

/** The signed-in user's inbox: system notices (worded in `lang`) and operators' messages. */
export default async function messageRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireUser);

  app.get<{ Querystring: { lang?: string; tz?: string; limit?: number; cursor?: string } }>('/messages', { schema: { querystring: MessagesQuery } }, async (request) =>
    app.messages.list(request.userId, request.query.lang, pageRequest(request.query), request.query.tz),
  );
  app.get('/messages/unread-count', async (request) => app.messages.unread(request.userId));
  app.post<{ Params: { id: string } }>(
    '/messages/:id/read',
    { preHandler: app.limits.perKey('messages-read', readsPerMinute, (request) => request.userId) },
    async (request, reply) => {
      await app.messages.read(request.userId, request.params.id);
      return reply.status(204).send();
    },
  );
}
