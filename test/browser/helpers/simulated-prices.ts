import type { TestApp } from '../../helpers/test-app.js';
import { SimulatorFeed } from '../../../server/market/simulator-feed.js';

/**
 * Live prices as a visitor finds them. The server starts its feed when it is ready, before a test can seed
 * products; so the simulator (FEED=sim) is started here, over the seeded products, as server/plugins/market.ts does.
 */
export async function startSimulatedPrices(server: TestApp): Promise<void> {
  const rows = await server.app.products(true);
  server.app.market.start(
    new SimulatorFeed(
      rows.map((r) => ({ symbol: r.symbol, startPrice: r.sim_start_price, volatilityPpm: r.sim_volatility_ppm, volumePerSecond: r.sim_volume_per_second })),
      server.config.feedSeed,
    ),
  );
}
