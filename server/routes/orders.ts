import type { FastifyInstance } from 'fastify';
import { assign, enums, object, optional } from 'superstruct';
import { OrderBody } from '../../src/core/order-structs.js';
import { getOrder, listOrders, placeOrder } from '../domain/trading/orders-service.js';
import { ListQuery, idempotent, pageRequest, sendStored } from './request-parts.js';

const OrdersQuery = assign(ListQuery, object({ status: optional(enums(['open', 'settled'])) }));

/** Up/down orders of the signed-in user. */
export default async function orderRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireUser);

  app.post<{ Body: OrderBody }>('/orders', { schema: { body: OrderBody } }, async (request, reply) => {
    const market = { hub: app.market, products: await app.products(), commit: app.groupCommit.run.bind(app.groupCommit), orderNumbers: app.numbering.orders };
    return sendStored(reply, await placeOrder(app.db, market, request.userId, request.body, idempotent(request, 201), app.clock()));
  });

  app.get<{ Querystring: { status?: 'open' | 'settled'; limit?: number; cursor?: string } }>(
    '/orders',
    { schema: { querystring: OrdersQuery } },
    async (request) => listOrders(app.db, await app.products(), app.numbering.orders, request.userId, request.query.status, pageRequest(request.query)),
  );

  app.get<{ Params: { id: string } }>('/orders/:id', async (request) =>
    getOrder(app.db, await app.products(), app.numbering.orders, request.userId, request.params.id),
  );
}
