import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { seedDemo } from '../../server/cli/seed-demo.js';

/**
 * The demo as a visitor finds it, for the browser benches: the built page (`dist/`, `npm run build`), seeded demo
 * data and the simulator's live prices, on a fresh database of its own. Resolves once every product has a price.
 */
export async function startDemoServer(): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-bench-'));
  const config = loadConfig({}, { dataDir, demoMode: true, feed: 'sim', logLevel: 'warn', distDir: path.resolve('dist') });
  const app = await buildApp({ config, logger: false });
  await seedDemo(app.conn, Date.now());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the bench server has no TCP address');
  // Let the simulator put a price on every product, as a visitor of a running server would find it.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  return {
    baseUrl: `http://127.0.0.1:${address.port}/`,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
