import type { FastifyInstance } from 'fastify';
import { insertProductIfMissing } from '../../server/market/products-repository.js';
import { demoProducts } from '../../server/market/demo-products.js';
import type { TickSource } from '../../server/market/tick.js';

/** A clock the test moves by hand, starting on a whole second. */
export function scriptedClock(startMs = Date.parse('2026-11-25T12:00:00Z')) {
  let now = startMs;
  return {
    now: () => now,
    set(ms: number) {
      now = ms;
    },
    advance(ms: number) {
      now += ms;
    },
  };
}

/** The demo products, in a test app's database, known to its market from now on. */
export async function seedProducts(app: FastifyInstance, nowMs: number): Promise<void> {
  for (const product of demoProducts(nowMs)) await insertProductIfMissing(app.conn, product);
  await app.products(true);
}

/**
 * Feeds one tick through the real hub and waits until it is stored, as the settlement engine reads it; as a feed's
 * (`source`) when the test keeps a feed's promise of at most one tick a second.
 */
export async function tick(app: FastifyInstance, symbol: string, price: number, timeMs: number, source: TickSource = 'script'): Promise<void> {
  app.market.ingest({ symbol, price, timeMs, volume: 1_000_000 }, source);
  await app.market.flush();
}
