import type { Feed, Tick } from './tick.js';
import { hashSeed, normal, seededRandom } from './seeded-random.js';
import { osRandom } from './os-random.js';
import { firstDueMs, tickFiring } from './tick-schedule.js';

export interface SimulatedProduct {
  symbol: string;
  /** Scaled price to start from (the last stored tick when there is one, for continuity). */
  startPrice: number;
  volatilityPpm: number;
  volumePerSecond: number;
}

/**
 * The embedded market: a geometric random walk per product, one tick a second on the second, with volume
 * drawn around the product's mean. Clearly labelled "simulated" in the UI. Prices are simulated numbers,
 * but everything after them (storage, candles, settlement) is the real machinery. Without a seed every
 * step draws from the OS's randomness, so no run can be predicted or replayed; with one (tests,
 * reproducible demos) the same seed replays the same market.
 */
export class SimulatorFeed implements Feed {
  readonly source = 'sim' as const;
  private timer: NodeJS.Timeout | undefined;
  private readonly walkers: { product: SimulatedProduct; price: number; random: () => number }[];

  /** Shared by every product when there is no seed. */
  private readonly unseeded = osRandom();

  constructor(
    products: SimulatedProduct[],
    /** Replays the same market for the same seed; undefined draws from the OS's randomness. */
    private readonly seed: number | undefined,
    private readonly clock: () => number = Date.now,
  ) {
    this.walkers = [];
    this.include(products);
  }

  /** Starts simulating products it doesn't know yet (an operator added one while the server runs). */
  include(products: SimulatedProduct[]): void {
    for (const product of products) {
      if (this.walkers.some((w) => w.product.symbol === product.symbol)) continue;
      const random = this.seed === undefined ? this.unseeded : seededRandom(hashSeed(product.symbol, this.seed));
      this.walkers.push({ product, price: product.startPrice, random });
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

  /**
   * Emits every product's tick once a second, stamped with that whole second, so every product's tick
   * shares the instant and no second is stamped twice (`tickFiring` says which second, and when to fire next).
   */
  start(emit: (tick: Tick) => void): void {
    let dueMs = firstDueMs(this.clock());
    const fire = () => {
      const firing = tickFiring(this.clock(), dueMs);
      if (firing.stampMs !== undefined) for (const tick of this.step(firing.stampMs)) emit(tick);
      dueMs = firing.dueMs;
      this.timer = setTimeout(fire, firing.waitMs);
    };
    this.timer = setTimeout(fire, dueMs - this.clock());
  }

  stop(): void {
    clearTimeout(this.timer);
  }
}
