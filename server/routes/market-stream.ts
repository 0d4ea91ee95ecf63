import { contract, route } from '../openapi/contract.js';
import { money, percent, price, time } from '../openapi/wire.js';
import { annotate, named, orNull } from '../openapi/json-schema.js';
import type { FastifyInstance } from 'fastify';
import { enums, object, optional, size, string } from 'superstruct';
import type { Tick } from '../market/tick.js';
import { toProductView } from '../domain/products/product-view.js';
import { formatPrice } from '../../src/core/price.js';
import { DomainError } from '../domain/domain-error.js';
import { eventStreams } from './event-streams.js';
import { PriceBroadcast } from '../domain/products/price-broadcast.js';

const StreamQuery = object({
  symbols: optional(size(string(), 1, 400)),
  lastEventId: optional(size(string(), 1, 20)),
  /** From `GET /api/market/stream-ticket`: the stream is a signed-in user's. A stale or unknown one counts as none. */
  ticket: optional(size(string(), 1, 200)),
});
annotate(StreamQuery, {
  properties: {
    symbols: { minLength: 1, maxLength: 400, description: 'comma-separated; default all' },
    lastEventId: {
      minLength: 1,
      maxLength: 20,
      description:
        'The `id` of the last `tick` received: the stream first replays the stored ticks after it. For clients that cannot set the `Last-Event-ID` header (which wins when both are sent)',
    },
    ticket: {
      minLength: 1,
      maxLength: 200,
      description:
        "From `GET /market/stream-ticket`: the stream counts as the signed-in user's (per user, and it may take the slots kept for users). An expired or unknown ticket counts as none",
    },
  },
});

const MarketTick = named('MarketTick', object({ symbol: string(), price, time }), 'The data of a `tick` event of the market stream');
const MarketStats = named(
  'MarketStats',
  object({
    symbol: string(),
    price: orNull(price),
    change24h: percent,
    high24h: orNull(price),
    low24h: orNull(price),
    volume24h: string(),
    amount24h: money,
    status: enums(['open', 'closed', 'maintenance']),
  }),
  'The data of a `stats` event of the market stream: the 24 h figures of one product',
);

const heartbeatMs = 15_000;
const statsEveryMs = 5_000;
/** A refused client may try again this soon; the widget's EventSource comes back after 3 s by itself. */
const refusedRetryAfterSeconds = 5;

type ProductRow = Awaited<ReturnType<FastifyInstance['products']>>[number];

export const streamMarket = contract({
  method: 'GET',
  path: '/market/stream',
  operationId: 'streamMarket',
  example: { query: { symbols: 'BTCUSDT', lastEventId: '1', ticket: 'x' } },
  summary: 'Live prices by Server-Sent Events',
  tag: 'market',
  query: StreamQuery,
  headers: [
    {
      name: 'Last-Event-ID',
      in: 'header',
      schema: { type: 'string' },
      description: 'Sent by EventSource on reconnection: the `id` of the last `tick` received; the stream resumes after it',
    },
  ],
  limited: true,
  ok: {
    200: {
      description:
        'An endless `text/event-stream`: first `retry: 2000`, then the ticks after `Last-Event-ID`/`lastEventId` if given, then a `stats` event per product. Then live: `event: tick` with `id: <tick time in ms>` and data `MarketTick`; `event: stats` every 5 s with data `MarketStats`; a `: ping` comment every 15 s. A client too slow to read is disconnected and resumes by reconnecting.',
      events: { tick: MarketTick, stats: MarketStats },
      content: {
        'text/event-stream': {
          example: 'retry: 2000\n\nid: 1795642800000\nevent: tick\ndata: {"symbol":"BTCUSDT","price":"67123.45","time":"2026-11-25T21:40:00.000Z"}\n\n',
        },
      },
    },
  },
});

/**
 * Live prices by Server-Sent Events: `tick` events (id = the tick time, so `Last-Event-ID` resumes
 * where a dropped connection stopped), `stats` every few seconds, a heartbeat comment, and a last `reconnect`
 * (with its `retry:`) when the server stops. Streams are
 * capped per client address (or, with a valid `ticket`, per user) and in all, with a share of the total kept for
 * signed-in users (`app.streamSlots`): beyond that, 429 before the stream starts.
 */
export default async function marketStreamRoutes(app: FastifyInstance) {
  const openStream = eventStreams(app);
  // The products as last read (app.products() keeps them a few seconds): ticks and stats are made from them.
  let known = new Map<string, ProductRow>();
  const reread = () =>
    app.products().then(
      (rows) => (known = new Map(rows.map((row) => [row.symbol, row]))),
      () => undefined,
    );
  const tickEvent = (tick: Tick) => {
    const row = known.get(tick.symbol);
    if (!row) return undefined;
    const data = { symbol: tick.symbol, price: formatPrice(tick.price, row.precision), time: new Date(tick.timeMs).toISOString() };
    return `id: ${tick.timeMs}\nevent: tick\ndata: ${JSON.stringify(data)}\n\n`;
  };
  // A product's figures, made at most once a second: thousands of streams opening together start with the same.
  const statsMade = new Map<string, { atMs: number; row: ProductRow; text: string }>();
  const statsEvent = (symbol: string) => {
    const row = known.get(symbol);
    if (!row) return '';
    const nowMs = app.clock();
    const made = statsMade.get(symbol);
    if (made && made.row === row && nowMs - made.atMs < 1_000) return made.text;
    const v = toProductView(row, app.market, nowMs);
    const data = { symbol: v.symbol, price: v.price, change24h: v.change24h, high24h: v.high24h, low24h: v.low24h, volume24h: v.volume24h, amount24h: v.amount24h, status: v.status };
    const text = `event: stats\ndata: ${JSON.stringify(data)}\n\n`;
    statsMade.set(symbol, { atMs: nowMs, row, text });
    return text;
  };
  const prices = new PriceBroadcast(
    {
      tickEvent,
      statsEvent: (symbol) => {
        // Operators change products (maintenance, a new one) from the CLI: the next stats see it.
        void reread();
        return statsEvent(symbol);
      },
    },
    statsEveryMs,
    heartbeatMs,
  );
  const onTick = (tick: Tick) => prices.tick(tick);
  app.market.on('tick', onTick);
  app.addHook('onClose', async () => {
    app.market.off('tick', onTick);
    prices.stop();
  });

  // A HEAD is a probe (a proxy's health check, a crawler): it answers at once and takes no slot. Served by the
  // GET, it never ended and held a slot, so sixteen of them locked an address out of live prices.
  app.head('/market/stream', async (_request, reply) => reply.type('text/event-stream; charset=utf-8').send());

  app.route(
    route(
      streamMarket,
      async (request, reply) => {
          const rows = await reread().then(() => [...known.values()]);
          const wanted = new Set((request.query.symbols ?? rows.map((r) => r.symbol).join(',')).split(',').map((s) => s.trim().toUpperCase()));
          const symbols = rows.filter((r) => wanted.has(r.symbol)).map((r) => r.symbol);
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
            let text = `retry: 2000\n\n`;
            if (Number.isFinite(resumeFrom)) {
              for (const symbol of symbols) for (const tick of app.market.ticksSince(symbol, resumeFrom)) text += tickEvent(tick) ?? '';
            }
            for (const symbol of symbols) text += statsEvent(symbol);
            send(text);
            const stop = prices.watch(symbols, send);
            return () => {
              stop();
              release();
            };
          });
      },
      { exposeHeadRoute: false },
    ),
  );
}
