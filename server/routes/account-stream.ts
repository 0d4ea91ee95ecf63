import { contract, route } from '../openapi/contract.js';
import { Balances } from '../openapi/wire.js';
import { DepositRecord, WithdrawalRecord } from './funds.js';
import { UnreadCount } from './messages.js';
import { Order } from './orders.js';
import { VerificationState } from './verification.js';
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

export const streamAccountEvents = contract({
  method: 'GET',
  path: '/me/stream',
  operationId: 'streamAccountEvents',
  summary: "My account's events by Server-Sent Events: balances, settled orders, withdrawals, deposits and the inbox's unread count as they change",
  tag: 'me',
  signedIn: true,
  limited: true,
  // It takes no query: any parameter is 400 before the stream starts.
  query: NoQuery,
  refusals: ['invalid_body'],
  ok: {
    200: {
      description:
        "An endless `text/event-stream` (send the token as `Authorization: Bearer`; a browser's EventSource can't, so read it with fetch). First a `: open` comment, a `balance` event with the balances now and a `message` event with the unread count; then, within about a second of any change to them, whichever process made it: `event: balance` (data `Balances`); `event: order` when one of my orders settled (data `Order`, as `GET /api/orders/{id}` answers it; at most 20 a second, the rest are in `GET /api/orders`); `event: withdrawal` when one was held, paid or failed (data `WithdrawalRecord`); `event: deposit` when one was credited or rejected (data `DepositRecord`); `event: verification` when an operator approved or rejected my real-name verification (data `VerificationState`); `event: message` with my inbox's unread count (data `UnreadCount`), sent once after the first balance and again whenever it changes (a new message to me or to everyone, a read mark). A `: ping` comment every 15 s. No event ids and no replay: after reconnecting, read what the screen shows again. A client too slow to read is disconnected; a stream ends within a few seconds of its session (signed out, here or elsewhere, a reset, an expiry), and the next try is 401. Capped per user and per server (429 before the stream starts). HEAD answers at once and takes no slot.",
      events: { balance: Balances, order: Order, withdrawal: WithdrawalRecord, deposit: DepositRecord, verification: VerificationState, message: UnreadCount },
      content: {
        'text/event-stream': {
          example:
            ': open\n\nevent: balance\ndata: {"total":"1075.00","available":"1024.00","frozen":"51.00","positions":"0.00","savings":"0.00"}\n\nevent: withdrawal\ndata: {"id":"01a218a27dc6c39252244c9cf9aebe75","amount":"50.00","fee":"1.00","status":"succeeded","reasonCode":null,"reason":null,"createdAt":"2026-11-25T11:59:00.000Z"}\n\nevent: balance\ndata: {"total":"1024.00","available":"1024.00","frozen":"0.00","positions":"0.00","savings":"0.00"}\n\n',
        },
      },
    },
  },
});

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

  app.route(
    route(
      streamAccountEvents,
      async (request, reply) => {
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
      },
      { exposeHeadRoute: false },
    ),
  );
}
