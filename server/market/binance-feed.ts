import WebSocket from 'ws';
import type { Feed, Tick } from './tick.js';
import { parsePrice } from '../../src/core/price.js';

export interface BinanceProduct {
  symbol: string;
  precision: number;
}

export interface BinanceFeedOptions {
  /** Base of the combined-stream endpoint, e.g. `wss://stream.binance.com:9443` (tests: a local replay server). */
  baseUrl: string;
  /** No message for this long means the connection is dead even if TCP says otherwise: reconnect. */
  staleAfterMs?: number;
  reconnectMinMs?: number;
  reconnectMaxMs?: number;
  log?: (message: string) => void;
}

/** A trade of Binance's `<symbol>@trade` stream, the fields we use. */
interface TradeMessage {
  stream: string;
  data: { e: 'trade'; s: string; p: string; q: string; T: number };
}

/**
 * Binance's public trade stream as a feed: trades are folded into at most one tick per symbol per
 * second (the second's last trade, at its own time, with the second's summed quantity). Reconnects with
 * backoff when the socket closes or goes quiet, and resumes from the next trade (trades missed while
 * disconnected are gone: the hub's stale check covers the gap).
 */
export class BinanceFeed implements Feed {
  readonly source = 'binance' as const;
  private socket: WebSocket | undefined;
  private stopped = false;
  private attempt = 0;
  private watchdog: NodeJS.Timeout | undefined;
  private flusher: NodeJS.Timeout | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private readonly buckets = new Map<string, { second: number; tick: Tick }>();
  private readonly bySymbol: Map<string, BinanceProduct>;
  private emit: (tick: Tick) => void = () => {};
  /** Connections opened so far (for tests and logs). */
  connections = 0;

  constructor(products: BinanceProduct[], private readonly options: BinanceFeedOptions) {
    this.bySymbol = new Map(products.map((p) => [p.symbol, p]));
  }

  url(): string {
    const streams = [...this.bySymbol.keys()].map((s) => `${s.toLowerCase()}@trade`).join('/');
    return `${this.options.baseUrl.replace(/\/$/, '')}/stream?streams=${streams}`;
  }

  start(emit: (tick: Tick) => void): void {
    this.emit = emit;
    if (this.bySymbol.size === 0) return;
    this.connect();
    // Quiet markets still get their tick once the second is over.
    this.flusher = setInterval(() => this.flushBuckets(Date.now()), 250);
    this.flusher.unref();
  }

  private connect(): void {
    if (this.stopped) return;
    this.connections++;
    const socket = new WebSocket(this.url());
    this.socket = socket;
    socket.on('open', () => {
      this.attempt = 0;
      this.options.log?.(`binance feed connected (${this.connections})`);
    });
    socket.on('message', (raw) => {
      this.armWatchdog();
      this.onMessage(String(raw));
    });
    socket.on('ping', () => this.armWatchdog());
    socket.on('close', () => this.scheduleReconnect());
    socket.on('error', (err) => this.options.log?.(`binance feed error: ${err.message}`));
    this.armWatchdog();
  }

  private armWatchdog(): void {
    clearTimeout(this.watchdog);
    this.watchdog = setTimeout(() => {
      this.options.log?.('binance feed went quiet; reconnecting');
      this.socket?.terminate();
    }, this.options.staleAfterMs ?? 10_000);
    this.watchdog.unref();
  }

  private scheduleReconnect(): void {
    clearTimeout(this.watchdog);
    if (this.stopped) return;
    const min = this.options.reconnectMinMs ?? 1_000;
    const max = this.options.reconnectMaxMs ?? 30_000;
    // Exponential backoff with jitter, so many servers don't reconnect in lockstep.
    const delay = Math.min(max, min * 2 ** this.attempt++) * (0.5 + Math.random() / 2);
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  private onMessage(text: string): void {
    let message: TradeMessage;
    try {
      message = JSON.parse(text) as TradeMessage;
    } catch {
      return;
    }
    const data = message?.data;
    if (!data || data.e !== 'trade') return;
    const product = this.bySymbol.get(data.s);
    const price = product && parsePrice(data.p, product.precision);
    const quantity = parsePrice(data.q, 8);
    if (!product || price == null || quantity == null || !Number.isSafeInteger(data.T)) return;
    const second = Math.floor(data.T / 1000);
    const bucket = this.buckets.get(data.s);
    if (bucket && bucket.second !== second) this.emitBucket(data.s);
    const current = this.buckets.get(data.s);
    this.buckets.set(data.s, {
      second,
      tick: { symbol: data.s, timeMs: data.T, price, volume: (current?.tick.volume ?? 0) + quantity },
    });
  }

  private emitBucket(symbol: string): void {
    const bucket = this.buckets.get(symbol);
    if (!bucket) return;
    this.buckets.delete(symbol);
    this.emit(bucket.tick);
  }

  /** Emits every bucket whose second has ended. */
  flushBuckets(nowMs: number): void {
    const currentSecond = Math.floor(nowMs / 1000);
    for (const [symbol, bucket] of this.buckets) if (bucket.second < currentSecond) this.emitBucket(symbol);
  }

  /**
   * Adds products an operator created while running: the stream list is part of the URL, so a new symbol
   * means a new connection (trades of the others resume on it at once).
   */
  include(products: BinanceProduct[]): void {
    const fresh = products.filter((p) => !this.bySymbol.has(p.symbol));
    if (fresh.length === 0 || this.stopped) return;
    for (const p of fresh) this.bySymbol.set(p.symbol, p);
    if (this.socket) {
      this.attempt = 0;
      this.socket.terminate();
    } else {
      this.start(this.emit);
    }
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.watchdog);
    clearTimeout(this.reconnectTimer);
    clearInterval(this.flusher);
    for (const symbol of [...this.buckets.keys()]) this.emitBucket(symbol);
    this.socket?.terminate();
  }
}
