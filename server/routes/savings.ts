import type { FastifyInstance } from 'fastify';
import { enums, integer, object, string } from 'superstruct';
import type { Config } from '../config.js';
import { SavingsTransferBody } from '../../src/core/savings-api.js';
import { contract, route } from '../openapi/contract.js';
import { describe, named, orNull } from '../openapi/json-schema.js';
import { money, pageOf, percent, replayNote, time } from '../openapi/wire.js';
import { ListQuery, idempotent, pageRequest, sendStored } from './request-parts.js';

const SavingsOverview = named(
  'SavingsOverview',
  object({
    total: describe(money, 'confirmed + pending'),
    confirmed: describe(money, 'earning'),
    pending: describe(money, 'in, not yet confirmed (starts earning at its `confirmsAt`)'),
    earningsYesterday: money,
    earningsTotal: money,
    annualRate: describe(percent, { description: 'the annual rate in force today, percent', examples: ['2.50'] }),
    sevenDayYield: describe(percent, {
      description: "annualised from the last seven days' actual earnings, percent: Σ earnings / average confirmed balance × 365 / 7",
      examples: ['2.53'],
    }),
    remainingInToday: describe(integer(), { minimum: 0, description: 'transfers in left today (platform day)' }),
    remainingOutToday: describe(integer(), { minimum: 0, description: 'transfers out left today (platform day)' }),
  }),
);

const SavingsRecord = named(
  'SavingsRecord',
  object({
    id: string(),
    kind: enums(['in', 'out', 'earning', 'confirm']),
    amount: money,
    createdAt: time,
    confirmsAt: orNull(time, 'for "in": when it is confirmed and starts earning; null otherwise'),
  }),
);

export const getSavings = contract({
  method: 'GET',
  path: '/savings',
  operationId: 'getSavings',
  summary: 'My savings: balances, earnings, rates and the transfers left today',
  tag: 'savings',
  signedIn: true,
  ok: { 200: { description: 'Savings', body: SavingsOverview } },
});

/** A savings transfer, in or out: the same body, limits and refusals either way. */
const transfer = <const Path extends string, const Id extends string>(path: Path, operationId: Id, summary: string, record: string) =>
  contract({
    method: 'POST',
    path,
    operationId,
    summary,
    tag: 'savings',
    signedIn: true,
    idempotent: true,
    limited: true,
    body: SavingsTransferBody,
    refusals: ['insufficient_funds', 'savings_limit_reached', 'unavailable'],
    ok: { 201: { description: `${record} ${replayNote}`, body: SavingsRecord } },
  });

export const savingsTransferIn = transfer(
  '/savings/transfer-in',
  'savingsTransferIn',
  'Move available money into savings (pending until confirmed: the next day boundary, or the one after past the cut-off)',
  'The "in" record, with `confirmsAt`',
);
export const savingsTransferOut = transfer('/savings/transfer-out', 'savingsTransferOut', 'Move savings back to available, pending money first, then confirmed', 'The "out" record');

export const listSavingsRecords = contract({
  method: 'GET',
  path: '/savings/records',
  operationId: 'listSavingsRecords',
  summary: 'My savings records: in, out, confirmations and earnings',
  tag: 'savings',
  signedIn: true,
  query: ListQuery,
  ok: { 200: { description: 'A page, newest first', body: pageOf(SavingsRecord) } },
});

/** Savings of the signed-in user: the overview, transfers in and out, and the records. */
export default async function savingsRoutes(app: FastifyInstance, opts: { config: Config }) {
  app.addHook('onRequest', app.requireUser);
  // The daily counts bound the transfers that go through; this bounds the requests, refused ones too.
  const perAccount = { preHandler: app.limits.perKey('savings.account', opts.config.moneyRequestsPerMinute, (request) => request.userId) };

  app.route(route(getSavings, async (request) => app.savings.overview(request.userId)));
  app.route(
    route(savingsTransferIn, async (request, reply) => sendStored(reply, await app.savings.transferIn(request.userId, request.body, idempotent(request, 201))), perAccount),
  );
  app.route(
    route(savingsTransferOut, async (request, reply) => sendStored(reply, await app.savings.transferOut(request.userId, request.body, idempotent(request, 201))), perAccount),
  );
  app.route(route(listSavingsRecords, async (request) => app.savings.records(request.userId, pageRequest(request.query))));
}
