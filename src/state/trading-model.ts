import { createModel } from '@preact/signals';
import type { Api } from '../api/client.js';
import type { OrderBody, OrderView } from '../core/order-structs.js';
import type { Product } from '../core/product.js';
import { sendIntent } from './intent-key.js';
import { takePageData } from './page-data.js';
import type { Session } from './session-model.js';
import type { KeyValueStore } from './storage.js';

/** One 1-minute candle; the chart uses only its time and close. */
export interface Candle {
  time: string;
  close: string;
}

const path = (symbol: string) => `/products/${encodeURIComponent(symbol)}`;

/**
 * Products and orders (API.md). Lists and details stay with the screens that show them; an order, once
 * placed or settled, moves money, so the session's balance is fetched again.
 */
export const TradingModel = createModel((api: Api, store: KeyValueStore, session: Session) => {
  const order = (id: string) => api.get<OrderView>(`/orders/${encodeURIComponent(id)}`);
  // The products last listed, so a product's screen can show at once what the list showed while it asks for more.
  const known = new Map<string, Product>();
  const remember = (list: { items: Product[] }) => {
    for (const p of list.items) known.set(p.symbol, p);
    return list;
  };
  return {
    products: (q: string) => api.get<{ items: Product[] }>(q ? `/products?q=${encodeURIComponent(q)}` : '/products').then(remember),
    /** The list the page came with (server/routes/web.ts), once; undefined after, or without one. */
    pageProducts: () => {
      const list = takePageData<{ items: Product[] }>('up-products');
      return list && remember(list);
    },
    known: (symbol: string) => known.get(symbol),
    product: (symbol: string) => api.get<Product>(path(symbol)),
    /** The last hour of 1-minute candles, oldest first. */
    candles: (symbol: string) => api.get<{ items: Candle[] }>(`${path(symbol)}/candles?limit=60`),
    orders: (status: 'open' | 'settled') => api.pages<OrderView>(`/orders?status=${status}`),
    order,
    /** One tap on Buy: sent under one idempotency key, reused on every retry of it. */
    async placeOrder(body: OrderBody) {
      const placed = await sendIntent(store, 'order', body, (key) => api.post<OrderView>('/orders', body, { 'Idempotency-Key': key }));
      session.refresh().catch(() => {});
      return placed;
    },
    /**
     * Polls an expired order about once a second until it is settled (the server settles within a second of
     * expiry, once a later tick arrives); gives up quietly after `tries`, the caller reloads either way.
     */
    async waitSettled(id: string, tries = 8) {
      for (let i = 0; i < tries; i++) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        if ((await order(id).catch(() => undefined))?.status === 'settled') break;
      }
      session.refresh().catch(() => {});
    },
  };
});
export type Trading = InstanceType<typeof TradingModel>;
