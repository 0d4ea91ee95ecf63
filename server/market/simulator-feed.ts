import type { Feed, Tick } from './tick.js';
import { hashSeed, normal, seededRandom } from './seeded-random.js';

export interface SimulatedProduct {
  symbol: string;
  /** Scaled price to start from (the last stored tick when there is one, for continuity). */
  startPrice: number;
  volatilityPpm: number;
  volumePerSecond: number;
}

/**
 * The embedded market: a seeded geometric random walk per product, one tick a second on the second,
 * with volume drawn around the product's mean. Clearly labelled "simulated" in the UI. Prices are
 * simulated numbers, but everything after them (storage, candles, settlement) is the real machinery.
 */
export class SimulatorFeed implements Feed {
  readonly source = 'sim' as const;
  private timer: NodeJS.Timeout | undefined;
  private readonly walkers: { product: SimulatedProduct; price: number; random: () => number }[];

  constructor(
    products: SimulatedProduct[],
    private readonly seed: number,
    private readonly clock: () => number = Date.now,
  ) {
    this.walkers = [];
    this.include(products);
  }

  /** Starts simulating products it doesn't know yet (an operator added one while the server runs). */
  include(products: SimulatedProduct[]): void {
    for (const product of products) {
      if (this.walkers.some((w) => w.product.symbol === product.symbol)) continue;
      this.walkers.push({ product, price: product.startPrice, random: seededRandom(hashSeed(product.symbol, this.seed)) });
    }
  }

  /** The next tick of each product at `timeMs` (exposed for tests and benchmarks). */
  step(timeMs: number): Tick[] {
    return this.walkers.map((w) => {
      const shock = normal(w.random) * (w.product.volatilityPpm / 1e6);
      w.price = Math.max(1, Math.round(w.price * Math.exp(shock)));
      const volume = Math.max(0, Math.round(w.product.volumePerSecond * (0.5 + w.random())));
      return { symbol: w.product.symbol, timeMs, price: w.price, volume };
    });
  }

  start(emit: (tick: Tick) => void): void {
    const schedule = () => {
      const now = this.clock();
      // Aligned to whole seconds, so every product's tick shares the instant and no two collide.
      this.timer = setTimeout(() => {
        for (const tick of this.step(Math.floor(this.clock() / 1000) * 1000)) emit(tick);
        schedule();
      }, 1000 - (now % 1000));
    };
    schedule();
  }

  stop(): void {
    clearTimeout(this.timer);
  }
}
