import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';

/** The route takes no query: anything sent is refused. */
const NoQuery = object({});

/**
 * A ticket for the market stream (docs/api.md, "Live prices"): a browser's EventSource can't send the token, so a
 * signed-in client adds `ticket=` to the stream's URL and may take the slots kept for users.
 */
export default async function streamTicketRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireUser);
  app.get('/market/stream-ticket', { schema: { querystring: NoQuery } }, async (request) => app.streamTickets.issue(request.userId, Date.now()));
}
