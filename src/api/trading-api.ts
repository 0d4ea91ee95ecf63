import type { Api } from './client.js';
import type { PageLoader } from './funds-api.js';
import type { OrderBody, OrderView } from '../core/order-structs.js';
import type { Product } from '../core/product.js';

export type { Product };

/** One 1-minute candle; the chart uses only its time and close. */
export interface Candle {
  time: string;
  close: string;
}

/** The market and order calls of API.md, typed. The order POST carries the intent's idempotency key. */
export function tradingApi(api: Api) {
  return {
    products: (q: string) => api.get<{ items: Product[] }>(q ? `/products?q=${encodeURIComponent(q)}` : '/products'),
    product: (symbol: string) => api.get<Product>(`/products/${encodeURIComponent(symbol)}`),
    /** The last hour of 1-minute candles, oldest first. */
    candles: (symbol: string) => api.get<{ items: Candle[] }>(`/products/${encodeURIComponent(symbol)}/candles?limit=60`),
    order: (body: OrderBody, key: string) => api.post<OrderView>('/orders', body, { 'Idempotency-Key': key }),
    orders:
      (status: 'open' | 'settled'): PageLoader<OrderView> =>
      (cursor) =>
        api.get(`/orders?status=${status}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`),
    get: (id: string) => api.get<OrderView>(`/orders/${encodeURIComponent(id)}`),
  };
}

/**
 * Polls an expired order about once a second until it is settled (the server settles within a second of
 * expiry, once a later tick arrives); gives up quietly after `tries`, the caller reloads either way.
 */
export async function waitSettled(get: (id: string) => Promise<OrderView>, id: string, tries = 8): Promise<void> {
  for (let i = 0; i < tries; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if ((await get(id).catch(() => undefined))?.status === 'settled') return;
  }
}
