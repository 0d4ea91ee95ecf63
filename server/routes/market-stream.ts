import type { FastifyInstance } from 'fastify';
import { object, optional, size, string } from 'superstruct';
import type { Tick } from '../market/tick.js';
import { toProductView } from '../domain/products/product-view.js';
import { formatPrice } from '../../src/core/price.js';
import { DomainError } from '../domain/domain-error.js';
import { eventStreams } from './event-streams.js';

const StreamQuery = object({
  symbols: optional(size(string(), 1, 400)),
  lastEventId: optional(size(string(), 1, 20)),
  /** From `GET /api/market/stream-ticket`: the stream is a signed-in user's. A stale or unknown one counts as none. */
  ticket: optional(size(string(), 1, 200)),
});

const heartbeatMs = 15_000;
const statsEveryMs = 5_000;
/** A refused client may try again this soon; the widget's EventSource comes back after 3 s by itself. */
const refusedRetryAfterSeconds = 5;

/**
 * Live prices by Server-Sent Events: `tick` events (id = the tick time, so `Last-Event-ID` resumes
 * where a dropped connection stopped), `stats` every few seconds, a heartbeat comment, and a last `reconnect`
 * (with its `retry:`) when the server stops. Streams are
 * capped per client address (or, with a valid `ticket`, per user) and in all, with a share of the total kept for
 * signed-in users (`app.streamSlots`): beyond that, 429 before the stream starts.
 */
export default async function marketStreamRoutes(app: FastifyInstance) {
  const openStream = eventStreams(app);

  // A HEAD is a probe (a proxy's health check, a crawler): it answers at once and takes no slot. Served by the
  // GET, it never ended and held a slot, so sixteen of them locked an address out of live prices.
  app.head('/market/stream', async (_request, reply) => reply.type('text/event-stream; charset=utf-8').send());

  app.get<{ Querystring: { symbols?: string; lastEventId?: string; ticket?: string } }>(
    '/market/stream',
    { schema: { querystring: StreamQuery }, exposeHeadRoute: false },
    async (request, reply) => {
      const rows = await app.products();
      const wanted = new Set((request.query.symbols ?? rows.map((r) => r.symbol).join(',')).split(',').map((s) => s.trim().toUpperCase()));
      const products = rows.filter((r) => wanted.has(r.symbol));
      const precision = new Map(products.map((p) => [p.symbol, p.precision]));
      const resumeFrom = Number(request.headers['last-event-id'] ?? request.query.lastEventId ?? NaN);

      const userId = request.query.ticket === undefined ? undefined : app.streamTickets.userOf(request.query.ticket, Date.now());
      // Taken with no await before the stream is set up, so every slot taken is given back when it is over.
      const release = app.streamSlots.take(request.ip, userId);
      if (!release) {
        throw new DomainError('rate_limited', 'Too many live-price streams are open; please wait a moment', undefined, {
          retryAfterSeconds: refusedRetryAfterSeconds,
        });
      }
      openStream(reply, (send) => {
        const sendTick = (tick: Tick) => {
          const digits = precision.get(tick.symbol);
          if (digits === undefined) return;
          const data = { symbol: tick.symbol, price: formatPrice(tick.price, digits), time: new Date(tick.timeMs).toISOString() };
          send(`id: ${tick.timeMs}\nevent: tick\ndata: ${JSON.stringify(data)}\n\n`);
        };
        const sendStats = () => {
          const now = app.clock();
          for (const row of products) {
            const v = toProductView(row, app.market, now);
            const data = { symbol: v.symbol, price: v.price, change24h: v.change24h, high24h: v.high24h, low24h: v.low24h, volume24h: v.volume24h, amount24h: v.amount24h, status: v.status };
            send(`event: stats\ndata: ${JSON.stringify(data)}\n\n`);
          }
        };

        send(`retry: 2000\n\n`);
        if (Number.isFinite(resumeFrom)) {
          for (const p of products) for (const tick of app.market.ticksSince(p.symbol, resumeFrom)) sendTick(tick);
        }
        sendStats();
        app.market.on('tick', sendTick);
        const heartbeat = setInterval(() => send(`: ping\n\n`), heartbeatMs);
        const stats = setInterval(sendStats, statsEveryMs);
        return () => {
          clearInterval(heartbeat);
          clearInterval(stats);
          app.market.off('tick', sendTick);
          release();
        };
      });
    },
  );
}
