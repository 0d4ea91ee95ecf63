import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { DomainError } from '../domain/domain-error.js';
import { watchSessions } from '../domain/auth/session-watch.js';
import { hashToken } from '../domain/auth/tokens.js';
import { eventStreams } from './event-streams.js';

/** The stream takes no query: anything sent is refused before a slot is taken. */
const NoQuery = object({});
const heartbeatMs = 15_000;
/** A refused client may try again this soon. */
const refusedRetryAfterSeconds = 5;
/** How often the sessions of open streams are read again: a stream outlives its session by at most about this. */
const sessionCheckMs = 2_000;

/**
 * The signed-in user's events by Server-Sent Events (docs/api.md, "Account events"): `balance`, `order`,
 * `withdrawal` and `deposit`, with a heartbeat comment, and a last `reconnect` (with its `retry:`) when the server
 * stops. Capped per user and in all (`app.accountStreamSlots`):
 * beyond that, 429 before the stream starts. HEAD answers at once, without a slot. A stream ends within a few
 * seconds of its session, however it ended and in whichever process (`SessionWatch`): the client's next try is 401.
 */
export default async function accountStreamRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireUser);
  const openStream = eventStreams(app);
  const sessions = watchSessions(app.reads, () => app.clock(), {
    everyMs: sessionCheckMs,
    onError: (err) => app.log.warn({ err }, 'account events: the sessions of open streams could not be read; the next check tries again'),
  });
  app.addHook('onClose', async () => sessions.stop());

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
      // Its session ended: the stream ends, and the client's next try is told to sign in.
      const unwatch = sessions.watch(hashToken(request.token), () => reply.raw.end());
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
        unwatch();
        unsubscribe?.();
        release();
      };
    });
  });
}
