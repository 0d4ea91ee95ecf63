import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { BatchCommit } from '../db/group-commit.js';
import { Trading } from '../domain/trading/orders-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Orders and the risk notice; orders go through the group commit, which no route sees. */
    trading: Trading;
  }
}

/**
 * PostgreSQL: lanes of order batches committing at once, each on a connection of the pool (10), a user's
 * orders always in one lane, so batches of two lanes lock no common account and never wait for each other.
 */
const orderLanes = 4;

export default fp(
  async (app, opts: { config: Pick<Config, 'priceMaxAgeMs'> }) => {
    const commit = app.groupCommit;
    // The batch's work is the trading service's own, which needs the service: built right after it.
    let trading: Trading | undefined;
    const batches =
      app.dbKind === 'postgres' ? new BatchCommit(app.transactions, (trx, _exec, orders: Parameters<Trading['recordOrders']>[1]) => trading!.recordOrders(trx, orders), { lanes: orderLanes, laneKey: (order) => order.scope.userId }) : undefined;
    trading = new Trading({
      conn: app.conn,
      hub: app.market,
      products: () => app.products(),
      commit: (work, accounts) => commit.run(work, accounts),
      placeBatched: batches && ((order) => batches.run(order)),
      orderNumbers: app.numbering.orders,
      clock: () => app.clock(),
      priceMaxAgeMs: opts.config.priceMaxAgeMs,
    });
    app.decorate('trading', trading);
  },
  { name: 'trading', dependencies: ['database', 'market'] },
);
