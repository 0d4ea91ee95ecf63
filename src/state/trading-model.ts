import { computed, createModel, effect, signal } from '@preact/signals';
import type { Api } from '../api/client.js';
import type { OrderBody, OrderView } from '../core/order-structs.js';
import type { Product } from '../core/product.js';
import { sendIntent } from './intent-key.js';
import { takePageData } from './page-data.js';
import type { Market } from './market-model.js';
import type { Session } from './session-model.js';
import type { KeyValueStore } from './storage.js';

/** One candle, prices as decimal strings (docs/api.md). */
export interface Candle {
  time: string;
  open: string;
  high: string;
  low: string;
  close: string;
}

// A sparkline's hourly candles change once an hour; the live price ends the line meanwhile.
const dayFreshMs = 600_000;

const path = (symbol: string): `/products/${string}` => `/products/${encodeURIComponent(symbol)}`;

/** The product list a page came with: as of `atMs`, each product named in the page's `language` only. */
export interface PageProducts {
  items: Product[];
  atMs?: number;
  language?: string;
}

// An expired position is asked about every second; one whose settlement is late (a stalled feed), every fifth.
const eagerTries = 8;

/**
 * Products and orders (docs/api.md). Lists and details stay with the screens that show them; an order, once
 * placed or settled, moves money, so the session's balance is fetched again. The user's open positions are
 * watched here, for every screen: each one this app has seen open is announced once when it settles
 * (docs/decisions.md, "Settlement announcements").
 */
export const TradingModel = createModel((api: Api, store: KeyValueStore, session: Session, market: Market) => {
  const order = (id: string) => api.get(`/orders/${encodeURIComponent(id)}`);
  const open = signal<OrderView[]>([]);
  const settled = signal<Record<string, OrderView>>({});
  const unannounced = signal<OrderView[]>([]);
  const tries = new Map<string, number>();
  const asking = new Set<string>();

  const follow = (orders: OrderView[]) => {
    const known = new Set(open.peek().map((o) => o.id));
    // A list read before a settlement may still call it open: a settled id never comes back.
    const fresh = orders.filter((o) => o.status === 'open' && !known.has(o.id) && !settled.peek()[o.id]);
    if (fresh.length) open.value = [...open.peek(), ...fresh];
  };

  const land = (o: OrderView) => {
    // Watched no more (landed already, or the user signed out while it was asked about): not news for anyone.
    if (!open.peek().some((x) => x.id === o.id)) return;
    tries.delete(o.id);
    open.value = open.peek().filter((x) => x.id !== o.id);
    settled.value = { ...settled.peek(), [o.id]: o };
    unannounced.value = [...unannounced.peek(), o];
    session.refresh().catch(() => {});
  };

  function check() {
    for (const o of open.peek()) {
      if (Date.parse(o.expiresAt) > market.now() || asking.has(o.id)) continue;
      const n = (tries.get(o.id) ?? 0) + 1;
      tries.set(o.id, n);
      if (n > eagerTries && n % 5) continue;
      asking.add(o.id);
      order(o.id)
        .then((now) => now.status === 'settled' && land(now), () => {})
        .finally(() => asking.delete(o.id));
    }
  }

  effect(() => {
    if (!open.value.length) return;
    const timer = setInterval(check, 1000);
    return () => clearInterval(timer);
  });
  // Signed in (now or later): the positions already open are watched too; signed out, none are, and the results
  // not yet announced go with the user.
  effect(() => {
    if (!session.token.value) return void (open.value = unannounced.value = []);
    api.get('/orders?status=open&limit=100').then((page) => follow(page.items), () => {});
  });

  // The products last listed, so a product's screen can show at once what the list showed while it asks for more.
  const known = new Map<string, Product>();
  const days = new Map<string, [atMs: number, day: Promise<{ items: Candle[] }>]>();
  const candles = (symbol: string, interval: string, limit: number) => api.get(`${path(symbol)}/candles?interval=${interval}&limit=${limit}`);
  // The whole list last read, and when: what a screen keeps showing, as of then, while it can't read it again.
  let lastList: { items: Product[]; atMs: number } | undefined;
  const remember = (list: { items: Product[] }, whole = true, atMs = Date.now()) => {
    for (const p of list.items) known.set(p.symbol, p);
    if (whole) lastList = { items: list.items, atMs };
    return list;
  };
  // The list the page came with (server/routes/web.ts), taken as the model is made: whichever screen mounts
  // first (home, the list, a product's detail) shows its prices at once. Its time is the server's when it made
  // the page, which a page the service worker kept shows as old.
  let fromPage = takePageData<PageProducts>('up-products');
  if (fromPage) remember(fromPage, true, fromPage.atMs);
  return {
    /** The open positions watched, in the order they were seen. */
    positions: computed(() => open.value),
    /** Orders seen open that have settled since, by id. */
    settled: computed(() => settled.value),
    /** Settled orders not yet announced (a sheet or a toast), oldest first. */
    results: computed(() => unannounced.value),
    /** The announcement of `id` was shown. */
    announced(id: string) {
      unannounced.value = unannounced.value.filter((o) => o.id !== id);
    },
    /** Watches the open ones among `orders` (a list on screen may hold positions placed elsewhere). */
    follow,
    products: (q: string) => api.get(q ? `/products?q=${encodeURIComponent(q)}` : '/products').then((list) => remember(list, !q)),
    /** The whole product list last read, and when. */
    lastProducts: () => lastList,
    /** The list the page came with, once; undefined after, or without one. */
    pageProducts: () => {
      const list = fromPage;
      fromPage = undefined;
      return list;
    },
    known: (symbol: string) => known.get(symbol),
    product: (symbol: string) => api.get(path(symbol)).then((p) => (known.set(symbol, p), p)),
    /** The latest `limit` candles of `interval` (1m, 5m, 15m, 1h), oldest first. */
    candles,
    /** A product's last day in hourly candles, for its sparkline: asked once per symbol every few minutes, a failure not kept. */
    day(symbol: string) {
      const [atMs, day] = days.get(symbol) ?? [0];
      if (day && Date.now() - atMs < dayFreshMs) return day;
      const asked = candles(symbol, '1h', 24);
      days.set(symbol, [Date.now(), asked]);
      asked.catch(() => days.delete(symbol));
      return asked;
    },
    /** All orders, or the open or settled ones. */
    orders: (status?: 'open' | 'settled') => api.pages(status ? `/orders?status=${status}` : '/orders'),
    /** An order settled, as the account stream said: announced at once if this app watches it. */
    orderSettled: land,
    order,
    /** One tap on Buy: sent under one idempotency key, reused on every retry of it. */
    async placeOrder(body: OrderBody) {
      const placed = await sendIntent(store, 'order', body, (key) => api.post('/orders', body, { 'Idempotency-Key': key }));
      follow([placed]);
      session.refresh().catch(() => {});
      return placed;
    },
  };
});
export type Trading = InstanceType<typeof TradingModel>;
