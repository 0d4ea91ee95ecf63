import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { Savings } from '../domain/savings/savings.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The savings overview, transfers in and out, and the records. */
    savings: Savings;
  }
}

export default fp(
  async (app, opts: { config: Config }) => {
    const options = { ...opts.config.savings, timeZone: opts.config.timeZone };
    app.decorate('savings', new Savings({ conn: app.conn, options, clock: () => app.clock() }));
  },
  { name: 'savings', dependencies: ['database'] },
);
