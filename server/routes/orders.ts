import type { FastifyInstance } from 'fastify';
import { assign, enums, object, optional } from 'superstruct';
import { OrderBody } from '../../src/core/order-structs.js';
import { ListQuery, idempotent, pageRequest, sendStored } from './request-parts.js';

const OrdersQuery = assign(ListQuery, object({ status: optional(enums(['open', 'settled'])) }));

/** Up/down orders of the signed-in user. */
export default async function orderRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireUser);

  app.post<{ Body: OrderBody }>('/orders', { schema: { body: OrderBody } }, async (request, reply) =>
    sendStored(reply, await app.trading.placeOrder(request.userId, request.body, idempotent(request, 201))),
  );

  app.get<{ Querystring: { status?: 'open' | 'settled'; limit?: number; cursor?: string } }>(
    '/orders',
    { schema: { querystring: OrdersQuery } },
    async (request) => app.trading.listOrders(request.userId, request.query.status, pageRequest(request.query)),
  );

  app.get<{ Params: { id: string } }>('/orders/:id', async (request) => app.trading.getOrder(request.userId, request.params.id));
}
