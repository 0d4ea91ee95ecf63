import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { DepositBody } from '../../src/core/deposit-structs.js';
import { WithdrawalBody } from '../../src/core/funds-structs.js';
import { addressKey, subscriberPrefixBits } from '../client-address.js';
import { array, enums, object, string } from 'superstruct';
import { depositRejectReasons } from '../../src/core/deposit-reasons.js';
import { transferRoutes, type TransferCode } from '../../src/core/ledger-codes.js';
import { withdrawalReasonCodes } from '../../src/core/withdrawal-reasons.js';
import { contract, route } from '../openapi/contract.js';
import { annotate, describe, named, orNull } from '../openapi/json-schema.js';
import { money, pageOf, replayNote, time } from '../openapi/wire.js';
import { otpSchema } from '../openapi/fields.js';
import { ListQuery, idempotent, pageRequest, sendStored } from './request-parts.js';

/** A record's number as users see it: 13 digits, a keyed permutation of its row number (as orders have). */
const publicNumber = (what: string) =>
  describe(string(), {
    pattern: '^[0-9]{13}$',
    description: `the ${what} number users see and quote: 13 digits, a keyed permutation of the row number, so it says nothing of how many there are`,
  });
const transferCode = (description: string) => describe(enums(Object.keys(transferRoutes) as TransferCode[]), description);

export const DepositRecord = named(
  'DepositRecord',
  object({
    id: publicNumber('deposit'),
    method: describe(string(), 'the deposit method id (`DepositMethod.id`)'),
    amount: describe(money, 'declared; once confirmed, what was credited (an operator may credit what arrived instead)'),
    declaredAmount: orNull(money, 'when an operator credited another amount than was declared (what arrived): what was declared; else null'),
    reference: describe(
      string(),
      "what the payer quotes in the transfer's memo, made by the server and unique: 8 of Crockford's base32 (`7KQ2M9XD`; deposits from before may have `UP` and 10)",
    ),
    note: orNull(string(), "the user's own note, as sent in the request's `reference`"),
    status: enums(['pending', 'confirmed', 'rejected']),
    rejectReason: orNull(
      enums(depositRejectReasons),
      "why an operator rejected it, as a code to word in the reader's language (src/core/deposit-reasons.ts); null unless rejected, and for deposits rejected before codes",
    ),
    rejectNote: orNull(string(), "the operator's note shown below the code, if any"),
    createdAt: time,
  }),
);

/** A withdrawal: its answer, and the data of the account stream's `withdrawal` event. */
export const WithdrawalRecord = named(
  'WithdrawalRecord',
  object({
    id: publicNumber('withdrawal'),
    amount: money,
    fee: money,
    status: enums(['reviewing', 'succeeded', 'failed']),
    reasonCode: orNull(
      enums(withdrawalReasonCodes),
      "why an operator failed it, as a code to word in the reader's language (src/core/withdrawal-reasons.ts); null unless failed, and for withdrawals failed before codes",
    ),
    reason: orNull(string(), "the operator's free text shown below the code, if any"),
    createdAt: time,
  }),
);

const LedgerItem = named(
  'LedgerItem',
  object({
    id: string(),
    code: transferCode('why the money moved (src/core/ledger-codes.ts)'),
    amount: describe(money, 'signed: negative when money left the available balance'),
    balanceAfter: money,
    ref: describe(string(), 'what caused it, e.g. `deposit:<id>` or `order:<order id>`'),
    createdAt: time,
  }),
);

const CapitalRecordEntry = named(
  'CapitalRecordEntry',
  object({
    id: describe(string(), "the row's first transfer: its reference and the page cursor"),
    kind: enums(['withdrawal', 'settlement', 'transfer']),
    code: transferCode("the first transfer's code"),
    amount: describe(
      money,
      "signed: a withdrawal's amount and fee held, a settlement's stake back plus winnings (what came back to the available balance; the net P&L is its `winnings` part), else the transfer's amount",
    ),
    balanceAfter: describe(money, "the available balance after the row's latest part"),
    ref: describe(string(), 'what caused it, as in LedgerItem'),
    createdAt: time,
    parts: describe(array(LedgerItem), "the row's transfers, oldest first"),
    withdrawal: orNull(WithdrawalRecord, "a withdrawal row's withdrawal, with its status now"),
  }),
  'One row of the capital record screen: the transfers of one event (a withdrawal from hold to refund, a settlement) grouped',
);

annotate(DepositBody, {
  properties: {
    method: { minLength: 1, maxLength: 24, description: 'a deposit method id from `GET /deposit-methods`' },
    reference: {
      maxLength: 100,
      description:
        "the user's own note (a transaction hash, the payer's name), kept as the record's `note`; not the reference to quote, which the server makes. " +
        'Control and format characters (bidi overrides, zero-width characters) and line separators are refused (`invalid_characters`)',
    },
  },
});
annotate(WithdrawalBody, {
  properties: {
    accountId: {
      pattern: '^[0-9a-f]{32}$',
      description:
        'one of my withdrawal accounts (`GET /withdrawal-accounts`); may be left out while I have exactly one. Unknown, removed or not mine: 422 with `fields.accountId` `account_unknown`',
    },
    otp: otpSchema,
  },
});

const funds = { tag: 'funds', signedIn: true } as const;
const moneyAction = { ...funds, idempotent: true, limited: true } as const;

export const createDeposit = contract({
  ...moneyAction,
  method: 'POST',
  path: '/deposits',
  operationId: 'createDeposit',
  example: { body: { method: 'bank_transfer', reference: 'TX-1234' } },
  summary: 'Request a deposit (confirmed at once in demo mode, else by an operator)',
  body: DepositBody,
  refusals: ['deposit_method_unavailable', 'amount_out_of_range', 'too_many_pending_deposits', 'unavailable'],
  ok: { 201: { description: `Deposit ${replayNote}`, body: DepositRecord } },
});
export const listDeposits = contract({
  ...funds,
  method: 'GET',
  path: '/deposits',
  operationId: 'listDeposits',
  summary: 'My deposits',
  query: ListQuery,
  ok: { 200: { description: 'A page, newest first', body: pageOf(DepositRecord) } },
});
export const createWithdrawal = contract({
  ...moneyAction,
  method: 'POST',
  path: '/withdrawals',
  operationId: 'createWithdrawal',
  example: { body: { accountId: '0190a1b2c3d4e5f60718293a4b5c6d7e' } },
  summary: 'Withdraw: amount + fee are held until an operator pays out or fails it',
  body: WithdrawalBody,
  refusals: ['not_bound', 'withdrawal_hold', 'amount_out_of_range', 'insufficient_funds', 'trade_password_wrong', 'locked', 'otp_required', 'otp_invalid', 'otp_locked', 'unavailable'],
  ok: { 201: { description: 'Withdrawal under review', body: WithdrawalRecord } },
});
export const listWithdrawals = contract({
  ...funds,
  method: 'GET',
  path: '/withdrawals',
  operationId: 'listWithdrawals',
  summary: 'My withdrawals',
  query: ListQuery,
  ok: { 200: { description: 'A page, newest first', body: pageOf(WithdrawalRecord) } },
});
export const listLedger = contract({
  ...funds,
  method: 'GET',
  path: '/ledger',
  operationId: 'listLedger',
  summary: 'Capital record: transfers that moved my available balance',
  query: ListQuery,
  ok: { 200: { description: 'A page, newest first', body: pageOf(LedgerItem) } },
});
export const listCapitalRecord = contract({
  ...funds,
  method: 'GET',
  path: '/capital-record',
  operationId: 'listCapitalRecord',
  summary: 'Capital record as the app shows it: one row per withdrawal (status followed) and per settlement, transfers as parts',
  query: ListQuery,
  ok: { 200: { description: 'A page, newest first', body: pageOf(CapitalRecordEntry) } },
});

/** Deposits, withdrawals and the capital record of the signed-in user. */
export default async function fundsRoutes(app: FastifyInstance, opts: { config: Config }) {
  app.addHook('onRequest', app.requireUser);

  // Each deposit request leaves a row an operator must look at: bounded per account, and per address (by the
  // subscriber's /56) so that fresh accounts from one network can't flood the queue either.
  const perAccount = app.limits.perKey('funds.account', opts.config.moneyRequestsPerMinute, (request) => request.userId);
  const perAddress = app.limits.perAddress('deposits.address', opts.config.funds.depositsPerAddressPerMinute, subscriberPrefixBits);
  app.route(
    route(
      createDeposit,
      async (request, reply) =>
        sendStored(reply, await app.funds.requestDeposit(request.userId, request.body, idempotent(request, 201), addressKey(request.ip, subscriberPrefixBits))),
      { onRequest: perAddress, preHandler: perAccount },
    ),
  );
  app.route(route(listDeposits, async (request) => app.funds.listDeposits(request.userId, pageRequest(request.query))));

  // A withdrawal hashes the transaction password: limited per address and per account like sign-in.
  app.route(
    route(
      createWithdrawal,
      async (request, reply) => sendStored(reply, await app.funds.requestWithdrawal(request.userId, request.body, idempotent(request, 201))),
      app.limits.signedInPasswordCheck('withdrawal', opts.config.authRateLimitPerMinute),
    ),
  );
  app.route(route(listWithdrawals, async (request) => app.funds.listWithdrawals(request.userId, pageRequest(request.query))));

  app.route(route(listLedger, async (request) => app.funds.capitalRecord(request.userId, pageRequest(request.query))));
  // The capital record screen's rows: the same transfers grouped by event (docs/decisions.md, "Capital record rows").
  app.route(route(listCapitalRecord, async (request) => app.funds.capitalRecordEntries(request.userId, pageRequest(request.query))));
}
