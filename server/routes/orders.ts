import type { FastifyInstance } from 'fastify';
import { array, assign, enums, integer, object, optional, string } from 'superstruct';
import { OrderBody } from '../../src/core/order-structs.js';
import { contract, route } from '../openapi/contract.js';
import { annotate, describe, named, orNull } from '../openapi/json-schema.js';
import { money, pageOf, percent, price, sha256Hex, tickSource, time } from '../openapi/wire.js';
import { ListQuery, idempotent, pageRequest, sendStored } from './request-parts.js';

const OrdersQuery = assign(ListQuery, object({ status: optional(enums(['open', 'settled'])) }));


export const PricePoint = named('PricePoint', object({ price, time }));
const ProofTick = named(
  'ProofTick',
  object({ price, time, source: optional(tickSource), hash: optional(sha256Hex), prevHash: optional(sha256Hex) }),
  'A proof tick; `source`, `hash` and `prevHash` when the tick is in the price record (GET /market/ticks)',
);
const Proof = named(
  'Proof',
  object({
    entryTicks: describe(array(ProofTick), 'the entry tick with up to 3 ticks either side'),
    exitTicks: describe(array(ProofTick), 'the exit tick with up to 3 ticks before it, and the first tick after expiry (the one that made the exit final)'),
    source: describe(string(), 'where the ticks came from: `sim`, `binance`, `script`, several joined by `+`, or `unknown`'),
  }),
  'The recorded ticks the order settled by, so anyone can check the result',
);

/** An order as the API sends it: its answer, and the data of the account stream's `order` event. */
export const Order = named(
  'Order',
  object({
    id: describe(string(), 'The order number users see: 13 digits, a keyed permutation of the row number, so it says nothing of how many orders there are'),
    symbol: string(),
    direction: enums(['up', 'down']),
    amount: describe(money, 'the stake'),
    period: describe(integer(), 'seconds'),
    payoutRate: percent,
    status: enums(['open', 'settled']),
    openedAt: time,
    expiresAt: time,
    entry: PricePoint,
    exit: orNull(PricePoint, 'null until settled'),
    result: orNull(enums(['win', 'loss', 'draw', 'void']), 'null until settled; `void`: no tick within 5 s before expiry, stake back'),
    pnl: orNull(money, 'signed; null until settled'),
    proof: orNull(Proof, 'GET /orders/{id} of a settled order only; null elsewhere'),
  }),
);

annotate(OrderBody, { properties: { period: { description: "seconds: one of the product's `periods`" } } });

export const placeOrder = contract({
  method: 'POST',
  path: '/orders',
  operationId: 'placeOrder',
  example: { body: { symbol: 'BTCUSDT', period: 60 } },
  summary: 'Buy up or down for a period at the latest tick; the stake is held until settlement',
  tag: 'orders',
  signedIn: true,
  idempotent: true,
  body: OrderBody,
  refusals: ['risk_not_acknowledged', 'market_closed', 'market_maintenance', 'amount_out_of_range', 'insufficient_funds', 'price_unavailable', 'unavailable'],
  ok: { 201: { description: 'Order, open', body: Order } },
});

export const listOrders = contract({
  method: 'GET',
  path: '/orders',
  operationId: 'listOrders',
  summary: 'My orders (`proof` is null here: read one order for it)',
  tag: 'orders',
  signedIn: true,
  query: OrdersQuery,
  ok: { 200: { description: 'A page, newest first', body: pageOf(Order) } },
});

export const getOrder = contract({
  method: 'GET',
  path: '/orders/:id',
  operationId: 'getOrder',
  example: { params: { id: '1234567890123' } },
  summary: 'One of my orders, with its proof once settled',
  tag: 'orders',
  signedIn: true,
  params: { id: { type: 'string', description: "the order's number as the API gives it (13 digits)" } },
  refusals: ['not_found'],
  ok: { 200: { description: 'Order (404 for another user’s order)', body: Order } },
});

/** Up/down orders of the signed-in user. */
export default async function orderRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireUser);

  app.route(route(placeOrder, async (request, reply) => sendStored(reply, await app.trading.placeOrder(request.userId, request.body, idempotent(request, 201)))));
  app.route(route(listOrders, async (request) => app.trading.listOrders(request.userId, request.query.status, pageRequest(request.query))));
  app.route(route(getOrder, async (request) => app.trading.getOrder(request.userId, request.params.id)));
}
