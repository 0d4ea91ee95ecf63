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
  // @ts-expect-error: no route declares this path
  await api.get('/no-such-route');
  // @ts-expect-error: nor a POST to a path only read
  await api.post('/deposit-methods');
  // @ts-expect-error: the answer's type is the contract's, never the caller's
  await api.get<{ items: string[] }>('/withdrawal-accounts');
  // @ts-expect-error: a withdrawal account's body is one kind's fields
  await api.post('/withdrawal-accounts', { type: 'crypto', accountName: 'A', tradePassword: '123456' });
  const [account] = (await api.get('/withdrawal-accounts')).items;
  // Each kind has its own fields: a bank card's number only once `type` says so.
  const cardNumber: string | undefined = account?.type === 'bank_card' ? account.cardNumber : undefined;
  return [available, close, products, token, wrong, cardNumber];
}
