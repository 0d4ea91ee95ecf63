import fp from 'fastify-plugin';
import { feedRefusal, type Config } from '../config.js';
import { MarketHub } from '../market/market-hub.js';
import { SimulatorFeed } from '../market/simulator-feed.js';
import { BinanceFeed } from '../market/binance-feed.js';
import { allProducts, type ProductRow } from '../market/products-repository.js';
import { StreamSlots } from '../market/stream-slots.js';
import type { DayRoot } from '../market/ticks-repository.js';
import { loadStreamTickets, type StreamTickets } from '../domain/auth/stream-tickets.js';
import { minuteMs } from '../market/candles.js';
import { historyGap } from '../market/history-gap.js';
import { simulatedHistory } from '../market/simulated-history.js';
import { fetchKlines } from '../market/binance-klines.js';
import type { Tick } from '../market/tick.js';
import { FeedOwner } from '../market/feed-owner.js';
import { TickFanout } from '../market/tick-fanout.js';
import { connect, openSidePool } from '../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    market: MarketHub;
    /** Products, re-read at most every few seconds (operators change them from the CLI, another process); `fresh` forces a read. */
    products(fresh?: boolean): Promise<ProductRow[]>;
    /** The caps on live-price streams (per client address or signed-in user, and in all, with a share kept for users). */
    streamSlots: StreamSlots;
    /** Tickets that open the market stream as a signed-in user (`GET /api/market/stream-ticket`). */
    streamTickets: StreamTickets;
  }
}

const productsCacheMs = 2_000;
/** How often the feed looks for products an operator added, so they get prices without a restart. */
const productsRefreshMs = 5_000;

/**
 * The market hub, its feed (FEED=sim by default, in demo mode only; `none` leaves ticks to tests), the
 * product cache, and the stream caps.
 */
export default fp(
  async (app, opts: { config: Config }) => {
    // Where the feed is chosen, so no way of starting the server runs the simulator outside a demo.
    const refusal = feedRefusal(opts.config);
    if (refusal) throw new Error(refusal);
    let cached: { rows: ProductRow[]; atMs: number } | undefined;
    let simulator: SimulatorFeed | undefined;
    let binance: BinanceFeed | undefined;
    let refresher: NodeJS.Timeout | undefined;
    let owner: FeedOwner | undefined;
    let fanout: TickFanout | undefined;
    let announced: Promise<void> = Promise.resolve();
    const precision = new Map<string, number>();
    // On PostgreSQL the feed stores and announces its ticks through a pool of its own: behind the requests' pool
    // on a busy host, every other process's prices went stale and their orders were refused.
    const feedDb = app.dbKind === 'postgres' ? openSidePool(opts.config, 'feed', 2, app.log) : undefined;
    const hub = new MarketHub(feedDb ? connect(feedDb, 'postgres').connection : app.conn, (symbol) => precision.get(symbol));
    const simulated = (rows: ProductRow[]) =>
      rows.map((r) => ({
        symbol: r.symbol,
        startPrice: hub.latest(r.symbol)?.price ?? r.sim_start_price,
        volatilityPpm: r.sim_volatility_ppm,
        volumePerSecond: r.sim_volume_per_second,
      }));
    // Binance lists crypto only; other products stay without a price (and refuse orders) on that feed.
    const crypto = (rows: ProductRow[]) => rows.filter((r) => r.kind === 'crypto').map((r) => ({ symbol: r.symbol, precision: r.precision }));
    const products = async (fresh = false) => {
      // The cache's age is wall time whatever the trading clock says: operators' changes land within seconds.
      const now = Date.now();
      if (fresh || !cached || now - cached.atMs > productsCacheMs) {
        cached = { rows: await allProducts(app.conn), atMs: now };
        for (const row of cached.rows) precision.set(row.symbol, row.precision);
        simulator?.include(simulated(cached.rows));
        binance?.include(crypto(cached.rows));
      }
      return cached.rows;
    };
    app.decorate('products', products);
    app.decorate('market', hub);
    const { streamMaxPerAddress, streamMaxTotal, streamReservedForUsers } = opts.config;
    if (streamReservedForUsers >= streamMaxTotal) {
      throw new Error(`STREAM_RESERVED_FOR_USERS (${streamReservedForUsers}) must be below STREAM_MAX_TOTAL (${streamMaxTotal}), or signed-out visitors get no live prices`);
    }
    app.decorate('streamSlots', new StreamSlots(streamMaxPerAddress, streamMaxTotal, undefined, streamReservedForUsers));
    app.decorate('streamTickets', await loadStreamTickets(app.conn));
    /** Runs the configured feed in this process. */
    const startFeed = (rows: ProductRow[]) => {
      if (opts.config.feed === 'sim') {
        simulator = new SimulatorFeed(simulated(rows), opts.config.feedSeed);
        hub.start(simulator);
      } else if (opts.config.feed === 'binance') {
        binance = new BinanceFeed(crypto(rows), { baseUrl: opts.config.binanceUrl, log: (m) => app.log.info(m) });
        hub.start(binance);
      }
    };
    hub.on('flushFailed', (err) => app.log.error({ err }, 'storing ticks failed; they are kept and retried in a second'));
    // The published record of each closed day (GET /api/market/roots), also in the log: a copy held elsewhere.
    hub.on('dayClosed', (root: DayRoot) => app.log.info({ tickRoot: root }, `tick root ${root.symbol} ${root.day} ${root.hash}`));

    app.addHook('onReady', async () => {
      const rows = await products(true);
      await hub.load(rows.map((r) => r.symbol), app.clock());
      // Charts, sparklines and 24 h figures are full from the first minute: the day before the first candle
      // held is filled in, simulated for the simulator, the exchange's own klines for Binance.
      const gaps = rows.map((row) => ({ row, ...historyGap(hub.candlesOf(row.symbol), app.clock()) })).filter((g) => g.minutes > 0);
      if (opts.config.feed === 'sim') {
        for (const { row, endMs, minutes } of gaps) {
          const endPrice = hub.candlesOf(row.symbol)[0]?.open ?? hub.latest(row.symbol)?.price ?? row.sim_start_price;
          const product = { symbol: row.symbol, precision: row.precision, volatilityPpm: row.sim_volatility_ppm, volumePerSecond: row.sim_volume_per_second };
          await hub.backfill(row.symbol, simulatedHistory(product, endPrice, endMs, minutes));
        }
        if (opts.config.feedSeed !== undefined) app.log.warn('FEED_SEED is set: simulated prices are reproducible by anyone who knows the seed (for tests and reproducible demos only)');
      } else if (opts.config.feed === 'binance') {
        // Not awaited: the live stream must not wait on a slow REST answer, and history never overwrites a live minute.
        for (const { row, endMs, minutes } of gaps.filter((g) => g.row.kind === 'crypto')) {
          fetchKlines(opts.config.binanceRestUrl, row, endMs - minutes * minuteMs, endMs)
            .then((candles) => hub.backfill(row.symbol, candles))
            .catch((err: unknown) => app.log.warn({ err }, `binance history for ${row.symbol} not loaded; charts fill as ticks arrive`));
        }
      }
      if (opts.config.feed === 'none') return;
      // Every process, running the feed or taking its ticks, learns of new products within seconds.
      refresher = setInterval(() => void products(true).catch((err) => app.log.error({ err }, 'reading products failed')), productsRefreshMs);
      refresher.unref();
      if (app.dbKind !== 'postgres') {
        startFeed(rows);
        return;
      }
      // Several processes may share this database: the one holding the feed lock runs the feed and announces
      // every batch it stores; all of them (itself too) take those ticks (docs/decisions.md, "One feed for all processes").
      const { databaseUrl, databaseSchema: schema } = opts.config;
      fanout = new TickFanout({ databaseUrl, schema, db: feedDb ?? app.db, onTicks: (ticks) => hub.relay(ticks), log: app.log });
      await fanout.listen();
      hub.expectRelayed(opts.config.feed);
      // One announcement after another: on the pool two could overtake, and a follower drops a tick older than its latest.
      hub.on('flushed', (ticks: Tick[]) => {
        announced = announced.then(() => fanout?.publish(ticks)).catch((err: unknown) => app.log.error({ err }, 'announcing stored ticks failed'));
      });
      owner = new FeedOwner({
        databaseUrl,
        schema,
        onAcquired: async () => startFeed(await products(true)),
        onLost: async () => {
          simulator = undefined;
          binance = undefined;
          await hub.stop();
        },
        log: app.log,
        takeoverGraceMs: opts.config.feedTakeoverGraceMs,
      });
      owner.start();
    });
    app.addHook('onClose', async () => {
      // The feed stops and its ticks are stored before the lock goes, so the next owner's ticks come after them.
      await owner?.stop();
      await announced;
      await fanout?.stop();
      clearInterval(refresher);
      await hub.stop();
      await feedDb?.destroy();
    });
  },
  { name: 'market', dependencies: ['database', 'clock'] },
);
