import { EventEmitter } from 'node:events';
import type { Connection } from '../db/connection.js';
import { isFeedSource, type Feed, type Tick, type TickSource } from './tick.js';
import { dayStats, foldTick, minuteMs, type Candle, type DayStats } from './candles.js';
import { appendTicks } from './ticks-repository.js';

/** A tick waiting to be stored, with where it came from. */
type SourcedTick = Tick & { source: TickSource };

/** How many recent ticks per product stay in memory, for clients that reconnect and resume. */
const recentTicksMax = 300;
/** Without a tick for this long, the feed is stale and health says so; orders have a tighter limit (PRICE_MAX_AGE_MS). */
export const staleAfterMs = 5_000;

/**
 * The market's state in this process: latest and recent ticks, the 1-minute candles of the last day, and
 * the events SSE clients listen to. Every tick is written to the database (ticks + candles) in one
 * transaction per batch, because settlement and proofs read the stored ticks.
 */
export class MarketHub extends EventEmitter {
  private readonly latestTicks = new Map<string, Tick>();
  private readonly recentTicks = new Map<string, Tick[]>();
  private readonly candles = new Map<string, Candle[]>();
  private pendingTicks: SourcedTick[] = [];
  private dirtyCandles = new Map<string, Candle>();
  private flushing: Promise<void> | undefined;
  /** The last flush's write: the next one starts after it. */
  private written: Promise<void> = Promise.resolve();
  private feed: Feed | undefined;
  /** The source of ticks another process's feed sends here (`relay`), while this one runs none. */
  private relayedSource: string | undefined;

  constructor(
    private readonly db: Connection,
    private readonly precisionOf: (symbol: string) => number | undefined,
  ) {
    super();
    // One listener per SSE client: hundreds are normal.
    this.setMaxListeners(0);
  }

  get source(): string {
    return this.feed?.source ?? this.relayedSource ?? 'none';
  }

  /** Ticks of `source` are to come by `relay`: health counts them as this process's feed. */
  expectRelayed(source: string): void {
    this.relayedSource = source;
  }

  /** Loads the last day of candles and the latest tick of each product, so a restart continues smoothly. */
  async load(symbols: string[], nowMs: number): Promise<void> {
    for (const symbol of symbols) {
      const rows = await this.db.kysely
        .selectFrom('candles_1m')
        .selectAll()
        .where('symbol', '=', symbol)
        .where('time_ms', '>', nowMs - 24 * 60 * minuteMs)
        .orderBy('time_ms')
        .execute();
      this.candles.set(symbol, rows.map((r) => ({ symbol, timeMs: r.time_ms, open: r.open, high: r.high, low: r.low, close: r.close, volume: r.volume, amount: r.amount })));
      const last = await this.db.kysely.selectFrom('ticks').selectAll().where('symbol', '=', symbol).orderBy('time_ms', 'desc').limit(recentTicksMax).execute();
      const ticks = last.reverse().map((r) => ({ symbol, timeMs: r.time_ms, price: r.price, volume: r.volume }));
      this.recentTicks.set(symbol, ticks);
      if (ticks.length > 0) this.latestTicks.set(symbol, ticks[ticks.length - 1]);
    }
  }

  /**
   * History before the first candle this process holds (a simulated day, or an exchange's klines): only
   * minutes earlier than that candle join, in memory and in storage, and a stored candle is never overwritten,
   * so a live minute that arrived meanwhile wins.
   */
  async backfill(symbol: string, history: readonly Candle[]): Promise<void> {
    const held = this.candles.get(symbol) ?? [];
    const before = history.filter((c) => c.symbol === symbol && c.timeMs < (held[0]?.timeMs ?? Infinity));
    if (before.length === 0) return;
    await this.db.transaction(async (trx) => {
      // Bounded by the parameters a statement may carry (8 a row): a day is 1,440 rows.
      for (let i = 0; i < before.length; i += 1_000) {
        await trx.kysely
          .insertInto('candles_1m')
          .values(before.slice(i, i + 1_000).map((c) => ({ symbol, time_ms: c.timeMs, open: c.open, high: c.high, low: c.low, close: c.close, volume: c.volume, amount: c.amount })))
          .onConflict((oc) => oc.columns(['symbol', 'time_ms']).doNothing())
          .execute();
      }
    });
    // Live ticks may have started a candle while this was written: it stays, and history ends before it.
    const live = this.candles.get(symbol) ?? [];
    this.candles.set(symbol, [...before.filter((c) => c.timeMs < (live[0]?.timeMs ?? Infinity)), ...live]);
  }

  start(feed: Feed): void {
    this.feed = feed;
    feed.start((tick) => this.ingest(tick, feed.source));
  }

  /** Stops the feed (another `start` may follow) and stores what it sent. */
  async stop(): Promise<void> {
    const feed = this.feed;
    this.feed = undefined;
    await feed?.stop();
    await this.flush();
  }

  /** Takes one tick; `source` is stored with it (a feed's ticks come through `start`, others are scripted). */
  ingest(tick: Tick, source: TickSource = 'script'): void {
    // A feed's second tick of a second (an exchange's trade that came after its second was emitted) would change
    // exits already settled as final (`isFeedSource`).
    const previous = this.latestTicks.get(tick.symbol);
    if (isFeedSource(source) && previous && Math.floor(previous.timeMs / 1000) === Math.floor(tick.timeMs / 1000)) return;
    const candle = this.hold(tick);
    if (!candle) return;
    this.pendingTicks.push({ ...tick, source });
    this.dirtyCandles.set(`${candle.symbol}:${candle.timeMs}`, candle);
    this.scheduleFlush();
    this.emit('tick', tick);
  }

  /**
   * Ticks another process's feed stored: held and streamed as this process's own, never stored again. Emits
   * `relayed` with those that were new here (settlement runs on it, as on `flushed`).
   */
  relay(ticks: readonly Tick[]): void {
    const held = ticks.filter((tick) => this.hold(tick));
    for (const tick of held) this.emit('tick', tick);
    if (held.length > 0) this.emit('relayed', held);
  }

  /** Keeps a tick in memory (latest, recent, candles); the candle it changed, or undefined if it was dropped. */
  private hold(tick: Tick): Candle | undefined {
    const precision = this.precisionOf(tick.symbol);
    const previous = this.latestTicks.get(tick.symbol);
    // Unknown products and out-of-order or duplicate ticks are dropped: time only moves forward.
    if (precision === undefined || (previous && tick.timeMs <= previous.timeMs)) return undefined;
    this.latestTicks.set(tick.symbol, tick);
    const recent = this.recentTicks.get(tick.symbol) ?? [];
    recent.push(tick);
    if (recent.length > recentTicksMax) recent.shift();
    this.recentTicks.set(tick.symbol, recent);

    const history = this.candles.get(tick.symbol) ?? [];
    const last = history[history.length - 1];
    const candle = foldTick(last, tick, precision);
    if (last && last.timeMs === candle.timeMs) history[history.length - 1] = candle;
    else history.push(candle);
    while (history.length > 0 && history[0].timeMs <= tick.timeMs - 24 * 60 * minuteMs) history.shift();
    this.candles.set(tick.symbol, history);
    return candle;
  }

  private scheduleFlush(delayMs = 0): void {
    if (this.flushing) return;
    // The feed emits every product's tick in one go: one transaction stores them all.
    const wait = new Promise<void>((resolve) => (delayMs > 0 ? setTimeout(resolve, delayMs) : setImmediate(resolve)));
    this.flushing = wait
      .then(() => this.flush())
      .catch((error: unknown) => {
        // The ticks went back to the front of the queue (see `storePending`): retry them in a second.
        this.emit('flushFailed', error);
        this.scheduleFlush(1_000);
      });
  }

  /** Writes pending ticks and candles; resolves once they are durable, or rejects if the write failed. */
  async flush(): Promise<void> {
    this.flushing = undefined;
    // Flushes write one after another, each taking what is pending when its turn comes. On PostgreSQL two
    // could otherwise run at once on the pool: a later tick committed before an earlier one would make an
    // exit look final before the exit tick is stored (settlement reads finality from the latest stored
    // tick), and an older candle could overwrite a newer one.
    const write = this.written.then(() => this.storePending());
    this.written = write.catch(() => undefined);
    await write;
  }

  /** Stores what is pending; on failure puts it back in front, so no later tick is stored before it. */
  private async storePending(): Promise<void> {
    const ticks = this.pendingTicks;
    const candles = this.dirtyCandles;
    if (ticks.length === 0 && candles.size === 0) return;
    this.pendingTicks = [];
    this.dirtyCandles = new Map();
    try {
      await this.store(ticks, [...candles.values()]);
    } catch (error) {
      this.pendingTicks = [...ticks, ...this.pendingTicks];
      // A candle updated since is newer than the one that failed.
      for (const [key, candle] of candles) if (!this.dirtyCandles.has(key)) this.dirtyCandles.set(key, candle);
      throw error;
    }
    this.emit('flushed', ticks);
  }

  private async store(ticks: SourcedTick[], candles: Candle[]): Promise<void> {
    const closed = await this.db.transaction(async (trx) => {
      const roots = await appendTicks(trx, ticks);
      for (const c of candles) {
        const row = { symbol: c.symbol, time_ms: c.timeMs, open: c.open, high: c.high, low: c.low, close: c.close, volume: c.volume, amount: c.amount };
        await trx.kysely
          .insertInto('candles_1m')
          .values(row)
          .onConflict((oc) => oc.columns(['symbol', 'time_ms']).doUpdateSet({ high: c.high, low: c.low, close: c.close, volume: c.volume, amount: c.amount }))
          .execute();
      }
      return roots;
    });
    for (const root of closed) this.emit('dayClosed', root);
  }

  latest(symbol: string): Tick | undefined {
    return this.latestTicks.get(symbol);
  }

  /** Ticks after `afterMs`, from memory, for a client resuming its stream. */
  ticksSince(symbol: string, afterMs: number): Tick[] {
    return (this.recentTicks.get(symbol) ?? []).filter((t) => t.timeMs > afterMs);
  }

  candlesOf(symbol: string): readonly Candle[] {
    return this.candles.get(symbol) ?? [];
  }

  stats(symbol: string, nowMs: number): DayStats | undefined {
    return dayStats(this.candlesOf(symbol), nowMs);
  }

  /** The newest tick of any product, for /api/health. */
  lastTickAt(): number | undefined {
    let newest: number | undefined;
    for (const t of this.latestTicks.values()) newest = Math.max(newest ?? 0, t.timeMs);
    return newest;
  }

  isStale(symbol: string, nowMs: number): boolean {
    const tick = this.latestTicks.get(symbol);
    return !tick || nowMs - tick.timeMs > staleAfterMs;
  }
}
