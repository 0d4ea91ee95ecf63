import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { DomainError } from '../domain/domain-error.js';
import { eventStreams } from './event-streams.js';

/** The stream takes no query: anything sent is refused before a slot is taken. */
const NoQuery = object({});
const heartbeatMs = 15_000;
/** A refused client may try again this soon. */
const refusedRetryAfterSeconds = 5;

/**
 * The signed-in user's events by Server-Sent Events (docs/api.md, "Account events"): `balance`, `order`,
 * `withdrawal` and `deposit`, with a heartbeat comment, and a last `reconnect` (with its `retry:`) when the server
 * stops. Capped per user and in all (`app.accountStreamSlots`):
 * beyond that, 429 before the stream starts. HEAD answers at once, without a slot.
 */
export default async function accountStreamRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireUser);
  const openStream = eventStreams(app);

  app.head('/me/stream', async (_request, reply) => reply.type('text/event-stream; charset=utf-8').send());

  app.get('/me/stream', { schema: { querystring: NoQuery }, exposeHeadRoute: false }, async (request, reply) => {
    const { userId } = request;
    // Taken with no await before the stream is set up, so every slot taken is given back when it is over.
    const release = app.accountStreamSlots.take(userId);
    if (!release) {
      throw new DomainError('rate_limited', 'Too many account streams are open; please wait a moment', undefined, { retryAfterSeconds: refusedRetryAfterSeconds });
    }
    openStream(reply, (send) => {
      let over = false;
      let unsubscribe: (() => void) | undefined;
      // A comment first, so the client knows the stream is open before any event.
      send(': open\n\n');
      const heartbeat = setInterval(() => send(': ping\n\n'), heartbeatMs);
      app.accountEvents
        .subscribe(userId, (kind, data) => send(`event: ${kind}\ndata: ${JSON.stringify(data)}\n\n`))
        .then(
          (stop) => (over ? stop() : (unsubscribe = stop)),
          (err: unknown) => {
            // The client reconnects and tries again.
            app.log.error({ err }, 'account events: a stream could not start');
            reply.raw.destroy();
          },
        );
      return () => {
        over = true;
        clearInterval(heartbeat);
        unsubscribe?.();
        release();
      };
    });
  });
}
