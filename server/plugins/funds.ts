import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { Funds } from '../domain/funds/funds.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deposits, deposit methods, the withdrawal account, withdrawals and the capital record. */
    funds: Funds;
  }
}

export default fp(
  async (app, opts: { config: Config }) => {
    app.decorate(
      'funds',
      new Funds({
        conn: app.conn,
        funds: opts.config.funds,
        demoMode: opts.config.demoMode,
        checks: app.oneAtATime,
        notices: app.notices,
        numbering: app.numbering,
        clock: () => app.clock(),
      }),
    );
  },
  { name: 'funds', dependencies: ['database', 'one-at-a-time', 'notices'] },
);
