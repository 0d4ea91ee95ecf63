import type { FastifyInstance } from 'fastify';
import type { Product } from '../../src/core/product.js';
import { toProductView } from './product-view.js';

/** Every product with its live figures now: the API's list and the page's snapshot are the same list. */
export async function listProducts(app: FastifyInstance): Promise<Product[]> {
  const nowMs = app.clock();
  return (await app.products()).map((row) => toProductView(row, app.market, nowMs));
}
