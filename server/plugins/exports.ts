import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { Exports } from '../domain/exports/exports.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The capital record and the orders of a period as CSV. */
    exports: Exports;
  }
}

export default fp(
  async (app, opts: { config: Config }) => {
    const { config } = opts;
    app.decorate('exports', new Exports({ conn: app.conn, numbering: app.numbering, products: () => app.products(), currency: config.funds.currency, timeZone: config.timeZone }));
  },
  { name: 'exports', dependencies: ['database', 'market'] },
);
