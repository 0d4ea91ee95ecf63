import type { FastifyInstance } from 'fastify';
import { literal, object, optional, string, type Struct } from 'superstruct';
import { depositMethodIdPattern } from '../../src/core/deposit-structs.js';
import { taggedUnion } from '../../src/core/tagged-union.js';
import { DomainError } from '../domain/domain-error.js';
import { contract, route } from '../openapi/contract.js';
import { annotate, describe, named } from '../openapi/json-schema.js';
import { itemsOf, money } from '../openapi/wire.js';

/** A deposit method of one `kind`: the same fields, with the instructions that kind carries. */
const depositMethod = <K extends string, I extends Struct<any, any>>(kind: K, instructions: I) =>
  object({
    id: describe(string(), { pattern: '^[a-z0-9][a-z0-9_-]{1,23}$' }),
    kind: literal(kind),
    name: describe(string(), "the operator's name for it, e.g. `USDT (TRC20)`"),
    currency: describe(string(), 'what is paid, e.g. `USD`, `USDT`'),
    minAmount: describe(money, "this method's lowest deposit, within the platform's range"),
    maxAmount: describe(money, "this method's highest deposit, within the platform's range"),
    instructions,
  });

const BankAccount = object({ bankName: string(), accountName: string(), accountNumber: string() });
annotate(BankAccount, { description: 'The bank account to pay to' });
const CryptoAddress = object({
  network: describe(string(), 'e.g. `TRC20`'),
  address: string(),
  memo: optional(describe(string(), 'a memo or tag the payment must carry, when the network needs one')),
});
annotate(CryptoAddress, { description: 'The address to pay to' });

const DepositMethod = named(
  'DepositMethod',
  taggedUnion(
    'kind',
    {
      bank_transfer: named('BankTransferDepositMethod', depositMethod('bank_transfer', BankAccount)),
      crypto: named('CryptoDepositMethod', depositMethod('crypto', CryptoAddress)),
    },
    'bank_transfer',
  ),
  'A way to pay in that operators manage; `kind` says which instructions it carries. Exception: the two methods a database migrated from ' +
    'fixed method names starts with (`bank_transfer`, `usdt_trc20`) are not listed until an operator gives them a payee',
);

export const listDepositMethods = contract({
  method: 'GET',
  path: '/deposit-methods',
  operationId: 'listDepositMethods',
  summary: 'The deposit methods on offer (operators add, edit and disable them), with what to pay to and their limits',
  tag: 'funds',
  signedIn: true,
  ok: { 200: { description: 'The enabled methods, bank transfers first', body: itemsOf(DepositMethod) } },
});
export const getDepositMethodQr = contract({
  method: 'GET',
  path: '/deposit-methods/:id/qr.svg',
  operationId: 'getDepositMethodQr',
  summary: "A QR code of a crypto method's address, for an <img> (public: it shows only the address)",
  tag: 'funds',
  params: { id: { type: 'string', examples: ['usdt_trc20'] } },
  refusals: ['not_found'],
  ok: {
    200: {
      description: 'The QR code; `not_found` for a bank transfer or a method that is unknown or disabled',
      headers: { 'Cache-Control': { description: '`public, max-age=300`', schema: { type: 'string' } } },
      content: { 'image/svg+xml': { schema: { type: 'string' } } },
    },
  },
});

/**
 * The deposit methods operators manage. The list is for signed-in users; a crypto address's QR code is an
 * <img> the client can't send a bearer token with, and shows nothing the address itself doesn't, so it is public.
 */
export default async function depositMethodRoutes(app: FastifyInstance) {
  app.route(route(listDepositMethods, async () => app.funds.depositMethods(), { onRequest: app.requireUser }));

  app.route(
    route(getDepositMethodQr, async (request, reply) => {
      const { id } = request.params;
      if (!depositMethodIdPattern.test(id)) throw new DomainError('not_found', `No crypto deposit method ${id}`);
      const svg = await app.funds.depositMethodQr(id);
      // Short-lived: an operator may change the address; the memo spares the work, not the request.
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=300').send(svg);
    }),
  );
}
