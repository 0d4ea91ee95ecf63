import type { Tick } from '../../market/tick.js';

/** Writes one chunk to a watcher's stream; does nothing once the watcher is gone. */
export type WatcherSend = (chunk: string | Uint8Array) => void;

export interface PriceBroadcastSource {
  /** A tick's `tick` event, or undefined for a product no watcher may see (unknown, no precision). */
  tickEvent(tick: Tick): string | undefined;
  /** The `stats` event of a product now ('' for one no watcher may see). */
  statsEvent(symbol: string): string;
}

/** Watchers of the same products: each chunk is made and encoded once for all of them. */
interface Audience {
  symbols: readonly string[];
  watchers: Set<WatcherSend>;
  statsSentMs: number;
}

/**
 * Live prices to every watcher of this process, made once per audience instead of once per stream. Ticks that
 * arrive in one turn of the event loop (a feed's second: every product at once; a relayed batch) go out as one
 * chunk per audience, so a watcher costs one write per second whatever the number of products; every
 * `statsEveryMs` the products' 24 h figures ride along in the same write. With 20,000 watchers the per-stream
 * listeners, timers and JSON of each tick were what a second of the server's time went on (docs/performance.md,
 * "Watching prices").
 */
export class PriceBroadcast {
  private readonly audiences = new Map<string, Audience>();
  private pending: Tick[] = [];
  private readonly timers: NodeJS.Timeout[];

  constructor(
    private readonly source: PriceBroadcastSource,
    private readonly statsEveryMs: number,
    heartbeatMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.timers = [
      // A comment now and then keeps proxies from closing a stream whose products have no ticks (a stalled feed).
      setInterval(() => this.toAll(': ping\n\n'), heartbeatMs),
      // Products without ticks (closed, in maintenance) still change status: their figures go out on their own.
      setInterval(() => this.send(new Map(), (audience) => this.now() - audience.statsSentMs >= statsEveryMs), statsEveryMs),
    ];
    for (const timer of this.timers) timer.unref();
  }

  /** Watchers now, in all. */
  get size(): number {
    let n = 0;
    for (const audience of this.audiences.values()) n += audience.watchers.size;
    return n;
  }

  /** Sends `send` every tick of `symbols` from now on (and the stats with them); returns how to stop. */
  watch(symbols: readonly string[], send: WatcherSend): () => void {
    const sorted = [...new Set(symbols)].sort();
    const key = sorted.join(',');
    let audience = this.audiences.get(key);
    if (!audience) {
      audience = { symbols: sorted, watchers: new Set(), statsSentMs: this.now() };
      this.audiences.set(key, audience);
    }
    audience.watchers.add(send);
    const joined = audience;
    return () => {
      joined.watchers.delete(send);
      if (joined.watchers.size === 0 && this.audiences.get(key) === joined) this.audiences.delete(key);
    };
  }

  /** Takes a tick; it goes out with the others of this turn once the turn's synchronous work is done. */
  tick(tick: Tick): void {
    if (this.pending.length === 0) queueMicrotask(() => this.flush());
    this.pending.push(tick);
  }

  stop(): void {
    for (const timer of this.timers) clearInterval(timer);
  }

  private flush(): void {
    const ticks = this.pending;
    this.pending = [];
    const events = new Map<string, string>();
    for (const tick of ticks) {
      const event = this.source.tickEvent(tick);
      if (event !== undefined) events.set(tick.symbol, (events.get(tick.symbol) ?? '') + event);
    }
    this.send(events, (audience) => audience.symbols.some((symbol) => events.has(symbol)));
  }

  /**
   * One chunk to each audience `chosen`: its products' `events`, and their stats when the audience's are due
   * (each product's made once for every audience).
   */
  private send(events: ReadonlyMap<string, string>, chosen: (audience: Audience) => boolean): void {
    const nowMs = this.now();
    const stats = new Map<string, string>();
    const statsOf = (symbol: string) => {
      let event = stats.get(symbol);
      if (event === undefined) stats.set(symbol, (event = this.source.statsEvent(symbol)));
      return event;
    };
    for (const audience of this.audiences.values()) {
      if (audience.watchers.size === 0 || !chosen(audience)) continue;
      let text = '';
      for (const symbol of audience.symbols) text += events.get(symbol) ?? '';
      if (nowMs - audience.statsSentMs >= this.statsEveryMs) {
        audience.statsSentMs = nowMs;
        for (const symbol of audience.symbols) text += statsOf(symbol);
      }
      if (text === '') continue;
      const chunk = Buffer.from(text);
      for (const send of audience.watchers) send(chunk);
    }
  }

  private toAll(text: string): void {
    const chunk = Buffer.from(text);
    for (const audience of this.audiences.values()) for (const send of audience.watchers) send(chunk);
  }
}
