import type { FastifyInstance } from 'fastify';
import { object, string } from 'superstruct';
import { contract, route } from '../openapi/contract.js';
import { describe, named } from '../openapi/json-schema.js';
import { time } from '../openapi/wire.js';

/** The route takes no query: anything sent is refused. */
const NoQuery = object({});

const StreamTicket = named(
  'StreamTicket',
  object({
    ticket: describe(string(), "opaque; add it to the market stream's URL as `ticket`"),
    expiresAt: describe(time, 'after this the ticket counts as none: fetch another before reconnecting'),
  }),
);

export const getStreamTicket = contract({
  method: 'GET',
  path: '/market/stream-ticket',
  operationId: 'getStreamTicket',
  summary: 'A ticket that opens the market stream as me (an EventSource sends no Authorization header)',
  tag: 'market',
  signedIn: true,
  query: NoQuery,
  refusals: ['invalid_body'],
  ok: { 200: { description: 'Ticket, valid 10 minutes; pass it as `ticket` to `GET /market/stream`', body: StreamTicket } },
});

/**
 * A ticket for the market stream (docs/api.md, "Live prices"): a browser's EventSource can't send the token, so a
 * signed-in client adds `ticket=` to the stream's URL and may take the slots kept for users.
 */
export default async function streamTicketRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireUser);
  app.route(route(getStreamTicket, async (request) => app.streamTickets.issue(request.userId, Date.now())));
}
