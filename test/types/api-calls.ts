// Compiled by `npm run typecheck`, never run: the client's calls take their types from the routes' contracts
// (src/api/operations.ts), and each `@ts-expect-error` proves a mistake is caught.
import type { Api } from '../../src/api/client.js';

declare const api: Api;
declare const symbol: string;

export async function calls() {
  const me = await api.get('/me');
  const available: string = me.balances.available;
  const product = await api.get(`/products/${encodeURIComponent(symbol)}`);
  const precision: number = product.precision;
  // A parameter is one segment: the candles' path is not the product's.
  const { items } = await api.get(`/products/${symbol}/candles?interval=1m&limit=${precision}`);
  const close: string = items[0]!.close;
  const { items: products } = await api.get(`/products?q=${symbol}`);
  await api.post('/me/password', { kind: 'login', oldPassword: 'a', newPassword: 'b', confirmPassword: 'b' });

  // @ts-expect-error: `/me` answers no `token`
  const token: string = me.token;
  // @ts-expect-error: a product list is not a product
  const wrong: number = (await api.get('/products')).precision;
  return [available, close, products, token, wrong];
}
