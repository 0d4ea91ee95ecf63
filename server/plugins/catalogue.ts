import fp from 'fastify-plugin';
import { Catalogue } from '../domain/products/catalogue.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Products with live figures, candles and health. */
    catalogue: Catalogue;
  }
}

export default fp(
  async (app) => {
    app.decorate('catalogue', new Catalogue({ conn: app.conn, probe: app.healthProbe, hub: app.market, products: () => app.products(), diskProblems: () => app.disk.reasons(), clock: () => app.clock() }));
  },
  { name: 'catalogue', dependencies: ['database', 'market', 'disk-space'] },
);
