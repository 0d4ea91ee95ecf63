import { computed, createModel, effect, signal, type ReadonlySignal } from '@preact/signals';
import type { Product } from '../core/product.js';
import type { Api } from '../api/client.js';

/** What the stream has said about a product since its page loaded. */
export type Live = Partial<Product>;

/** One `tick` event of the market stream. */
export interface Tick {
  symbol: string;
  price: string;
  time: string;
}

/** Stats arrive every 5 s; this long without any message and the stream is taken for dead and reopened. */
const staleStreamMs = 15_000;

/**
 * Live prices for the whole app over one EventSource (`/market/stream`), subscribed to the symbols that
 * screens on show have asked for. EventSource reconnects by itself and resends Last-Event-ID, so the
 * server resumes; `down` says the prices are stale (stream error or the device offline) until data flows.
 * Disposing it closes the stream and removes its window listeners.
 */
export const MarketModel = createModel((api: Api) => {
  const apiBase = api.base;
  const live = signal<Record<string, Live>>({});
  const last = signal<Tick | undefined>(undefined);
  const down = signal(false);
  const watchers: Record<string, number> = {};
  let source: EventSource | undefined;
  let symbols = '';
  // Server clock minus ours, from tick times (the server stamps them); the largest seen, since resent ticks are older.
  let offsetMs: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let watchdog: ReturnType<typeof setInterval> | undefined;
  // When the stream last said anything; stats come every 5 s, so silence means a dead connection.
  let heardMs = 0;
  // The last tick's id: a stream we reopen ourselves resumes after it, as EventSource's own retries do.
  let lastId = '';
  // Cleared on dispose: a screen unwatching afterwards must not open a stream again.
  let open = true;
  // `&ticket=…` once a signed-in user's stream was refused: the server keeps slots for users (docs/api.md, "Live prices").
  let ticket = '';

  // What screens read of one product, made once per product and kept: see `quote` and `status`.
  const views = new Map<string, ReadonlySignal<unknown>>();
  const view = <T>(key: string, read: () => T) => {
    let made = views.get(key);
    if (!made) views.set(key, (made = computed(read)));
    return made as ReadonlySignal<T>;
  };
  const merge = (symbol: string, patch: Live) => {
    live.value = { ...live.value, [symbol]: { ...live.value[symbol], ...patch } };
    down.value = false;
    heardMs = Date.now();
  };

  function connect() {
    const wanted = Object.keys(watchers).filter((s) => watchers[s] > 0).sort().join();
    // readyState 2: the browser gave up (an HTTP error); anything else it is still trying.
    if (wanted === symbols && source?.readyState !== 2) return;
    source?.close();
    clearInterval(watchdog);
    source = undefined;
    symbols = wanted;
    // Nothing on screen streams prices: nothing can be stale. Otherwise the bar stays until data flows.
    if (!wanted || typeof EventSource !== 'function') return void (down.value = false);
    heardMs = Date.now();
    watchdog = setInterval(() => {
      if (Date.now() - heardMs > staleStreamMs) {
        down.value = true;
        reopen();
      }
    }, staleStreamMs / 3);
    const resume = lastId ? `&lastEventId=${lastId}` : '';
    const stream = (source = new EventSource(`${apiBase}/market/stream?symbols=${wanted}${resume}${ticket}`));
    stream.addEventListener('tick', (event) => {
      lastId = (event as MessageEvent).lastEventId;
      const tick = JSON.parse((event as MessageEvent).data) as Tick;
      const offset = Date.parse(tick.time) - Date.now();
      offsetMs = offsetMs === undefined ? offset : Math.max(offsetMs, offset);
      merge(tick.symbol, { price: tick.price });
      last.value = tick;
    });
    stream.addEventListener('stats', (event) => {
      const stats = JSON.parse((event as MessageEvent).data) as Live & { symbol: string };
      merge(stats.symbol, stats);
    });
    stream.onerror = () => {
      down.value = true;
      if (stream.readyState === 2) {
        schedule(3000);
        // Refused (strangers may hold every open slot) or a ticket gone stale: a signed-in user comes back with a fresh one.
        if (api.token()) api.get('/market/stream-ticket').then((r) => (ticket = `&ticket=${r.ticket}`), () => {});
      }
    };
  }

  function schedule(delayMs = 0) {
    clearTimeout(timer);
    if (open) timer = setTimeout(connect, delayMs);
  }

  // A fresh stream, for when the old one may be stuck on a dead socket (back online, or silent too long).
  const reopen = () => {
    symbols = '';
    schedule();
  };
  const offline = () => (down.value = !!symbols);
  // Reads no signal, so it runs once; the model owns it, and its cleanup is what dispose does.
  effect(() => {
    const windowed = typeof addEventListener === 'function';
    if (windowed) {
      addEventListener('offline', offline);
      addEventListener('online', reopen);
    }
    return () => {
      open = false;
      clearTimeout(timer);
      clearInterval(watchdog);
      source?.close();
      if (windowed) {
        removeEventListener('offline', offline);
        removeEventListener('online', reopen);
      }
    };
  });

  return {
    // Views: only the stream writes these.
    live: computed(() => live.value),
    /**
     * One product's live part, which changes only when that product's own tick or stats come (merge keeps the
     * others' objects): a list row or a quote redraws alone, not its whole screen for every product's tick.
     */
    quote: (symbol: string) => view<Live | undefined>(symbol, () => live.value[symbol]),
    /** One product's trading status: a screen that shows only it redraws when the market opens or closes, not on every tick. */
    status: (symbol: string) => view<Product['status'] | undefined>(`${symbol} status`, () => live.value[symbol]?.status),
    /** Whether the stream has said anything yet: true once, not on every tick. */
    heard: computed(() => Object.keys(live.value).length > 0),
    /** The latest tick of any watched symbol (the chart appends it). */
    last: computed(() => last.value),
    down: computed(() => down.value),
    /** Now on the server's clock, in epoch ms: from ticks, before the first one from HTTP Date headers. */
    now: () => Date.now() + (offsetMs ?? api.dateOffset() ?? 0),
    /** Streams `list` until the returned function is called; screens changing together share one reconnect. */
    watch(list: string[]): () => void {
      for (const s of list) watchers[s] = (watchers[s] ?? 0) + 1;
      schedule();
      return () => {
        for (const s of list) watchers[s]--;
        schedule();
      };
    },
  };
});
export type Market = InstanceType<typeof MarketModel>;
