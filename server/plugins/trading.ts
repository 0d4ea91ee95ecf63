import fp from 'fastify-plugin';
import { Trading } from '../domain/trading/orders-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Orders and the risk notice; orders go through the group commit, which no route sees. */
    trading: Trading;
  }
}

export default fp(
  async (app) => {
    const commit = app.groupCommit;
    app.decorate(
      'trading',
      new Trading({
        conn: app.conn,
        hub: app.market,
        products: () => app.products(),
        commit: (work, accounts) => commit.run(work, accounts),
        orderNumbers: app.numbering.orders,
        clock: () => app.clock(),
      }),
    );
  },
  { name: 'trading', dependencies: ['database', 'market'] },
);
