import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { DepositBody } from '../../src/core/deposit-structs.js';
import { WithdrawalAccountBody, WithdrawalAccountLabelBody, WithdrawalBody } from '../../src/core/funds-structs.js';
import { addressKey, subscriberPrefixBits } from '../client-address.js';
import { array, enums, literal, object, string } from 'superstruct';
import { depositRejectReasons } from '../../src/core/deposit-reasons.js';
import { transferRoutes, type TransferCode } from '../../src/core/ledger-codes.js';
import { withdrawalReasonCodes } from '../../src/core/withdrawal-reasons.js';
import { taggedUnion } from '../../src/core/tagged-union.js';
import { contract, route } from '../openapi/contract.js';
import { annotate, describe, named, orNull } from '../openapi/json-schema.js';
import { itemsOf, money, pageOf, replayNote, time } from '../openapi/wire.js';
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

/** A withdrawal account of one `type`: what every kind has, and the kind's own fields. */
const withdrawalAccount = <T extends string, F extends object>(type: T, fields: F) =>
  object({
    id: describe(string(), 'what a withdrawal names it by (`accountId`)'),
    type: literal(type),
    label: orNull(string(), "the user's own name for it; null when they gave none"),
    accountName: string(),
    ...fields,
    createdAt: time,
    updatedAt: describe(time, 'when it was added or last renamed'),
    holdUntil: orNull(
      time,
      "a new account (not the user's first) is under a security hold: withdrawals to it are refused (`withdrawal_hold`) until then; null when none is waiting",
    ),
    lastUsedAt: orNull(time, 'when a withdrawal last went to it; null if none has'),
  });
const nationality = describe(string(), { pattern: '^[A-Z]{2}$' });
const network = describe(string(), 'e.g. `TRC20`');

const WithdrawalAccount = named(
  'WithdrawalAccount',
  taggedUnion(
    'type',
    {
      bank_card: named(
        'BankCardAccount',
        withdrawalAccount('bank_card', { nationality, bankName: string(), cardNumber: describe(string(), 'masked but for the last 4 digits'), bankAddress: string() }),
      ),
      crypto: named('CryptoAccount', withdrawalAccount('crypto', { network, currencyAddress: describe(string(), 'the wallet address on that network') })),
    },
    'bank_card',
  ),
  'One of my withdrawal accounts; `type` says which fields it has',
);

// The kinds' fields check their bounds in code (src/core/funds-structs.ts): what each says is written here.
const accountLabel = { minLength: 1, maxLength: 30, description: "the user's own name for the account (1–30 characters; control and format characters are refused)" };
// `optional()` hides what src/core/fields.ts says of the code: a body that takes one says it again.
const otp = {
  pattern: '^\\s*([0-9]{6}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}-?[A-Za-z0-9]{4})\\s*$',
  description: 'while two-step sign-in is on: the 6-digit code of the authenticator app, or an unused recovery code (`xxxx-xxxx-xxxx`). Each works once',
};
const holderName = { minLength: 1, maxLength: 60, description: "the holder's name, without digits (`name_has_digits`)" };
named('NewBankCardAccount', WithdrawalAccountBody.schema.bank_card, 'A bank card to add');
named('NewCryptoAccount', WithdrawalAccountBody.schema.crypto, 'A crypto wallet to add');
annotate(WithdrawalAccountBody.schema.bank_card, {
  properties: {
    accountName: holderName,
    nationality: { description: 'ISO 3166 alpha-2' },
    bankName: { minLength: 1, maxLength: 80, description: 'at most 3 digits (`name_has_digits`)' },
    cardNumber: { description: '8–30 digits; spaces are ignored' },
    bankAddress: { minLength: 1, maxLength: 160 },
    label: accountLabel,
    otp,
  },
});
annotate(WithdrawalAccountBody.schema.crypto, {
  properties: {
    accountName: holderName,
    network: { pattern: '^[A-Za-z0-9][A-Za-z0-9.-]{1,19}$', description: 'e.g. `TRC20`, `ERC20`' },
    currencyAddress: { pattern: '^[\\x21-\\x7e]{10,128}$', description: 'the wallet address on that network' },
    label: accountLabel,
    otp,
  },
});
annotate(WithdrawalAccountBody, {
  description: 'One kind of account, by `type`, an optional label, and the transaction password (wrong ones count toward the withdrawal lock)',
});
annotate(WithdrawalAccountLabelBody, { properties: { label: accountLabel } });

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
    otp,
  },
});

const funds = { tag: 'funds', signedIn: true } as const;
const moneyAction = { ...funds, idempotent: true, limited: true } as const;

export const createDeposit = contract({
  ...moneyAction,
  method: 'POST',
  path: '/deposits',
  operationId: 'createDeposit',
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

const accountPath = { id: { type: 'string', description: "a withdrawal account id; another user's is not found" } };

export const listWithdrawalAccounts = contract({
  ...funds,
  method: 'GET',
  path: '/withdrawal-accounts',
  operationId: 'listWithdrawalAccounts',
  summary: 'My withdrawal accounts (at most 5), the last used first, then in the order added; none is an empty list',
  ok: { 200: { description: 'My live accounts', body: itemsOf(WithdrawalAccount) } },
});
export const addWithdrawalAccount = contract({
  ...funds,
  method: 'POST',
  path: '/withdrawal-accounts',
  operationId: 'addWithdrawalAccount',
  summary:
    "Add a withdrawal account. My first is ready at once; any later one holds withdrawals to it for WITHDRAWAL_ACCOUNT_HOLD_HOURS and sends me a notice. Removing accounts doesn't make the next one a first",
  limited: true,
  body: WithdrawalAccountBody,
  refusals: ['withdrawal_accounts_full', 'trade_password_wrong', 'locked', 'otp_required', 'otp_invalid', 'otp_locked', 'unavailable'],
  ok: {
    200: { description: 'One of my accounts has these fields already: that one, unchanged (a retry adds nothing)', body: WithdrawalAccount },
    201: { description: 'Added; `holdUntil` says until when withdrawals to it wait', body: WithdrawalAccount },
  },
});
export const renameWithdrawalAccount = contract({
  ...funds,
  method: 'PUT',
  path: '/withdrawal-accounts/:id/label',
  operationId: 'renameWithdrawalAccount',
  summary: 'Name one of my withdrawal accounts (no password: it moves no money)',
  limited: true,
  params: accountPath,
  body: WithdrawalAccountLabelBody,
  refusals: ['not_found', 'unavailable'],
  ok: { 200: { description: 'The account, renamed', body: WithdrawalAccount } },
});
export const removeWithdrawalAccount = contract({
  ...funds,
  method: 'POST',
  path: '/withdrawal-accounts/:id/remove',
  operationId: 'removeWithdrawalAccount',
  summary: 'Remove one of my withdrawal accounts, freeing its place; refused while a withdrawal to it is under review',
  limited: true,
  params: accountPath,
  refusals: ['not_found', 'withdrawal_account_in_use', 'unavailable'],
  ok: { 204: { description: 'Removed' } },
});

/** Deposits, the withdrawal accounts, withdrawals and the capital record of the signed-in user. */
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

  const max = opts.config.authRateLimitPerMinute;
  app.route(route(listWithdrawalAccounts, async (request) => app.funds.withdrawalAccounts(request.userId)));
  // Adding one checks the transaction password: limited per address and per account like a withdrawal.
  app.route(
    route(
      addWithdrawalAccount,
      async (request, reply) => {
        const { account, created } = await app.funds.addWithdrawalAccount(request.userId, request.body);
        reply.status(created ? 201 : 200);
        return account;
      },
      app.limits.signedInPasswordCheck('withdrawal-account', max),
    ),
  );
  // Renaming and removing move no money and check no password: bounded per account like other writes. PUT and
  // POST, as every route of the API (the app's client and partners' CORS know no other methods).
  const writes = app.limits.perKey('withdrawal-account-writes', max, (request) => request.userId);
  app.route(
    route(renameWithdrawalAccount, async (request) => app.funds.renameWithdrawalAccount(request.userId, request.params.id, request.body.label), {
      preHandler: writes,
    }),
  );
  app.route(
    route(
      removeWithdrawalAccount,
      async (request, reply) => {
        await app.funds.removeWithdrawalAccount(request.userId, request.params.id);
        return reply.status(204).send();
      },
      { bodyLimit: 1024, preHandler: writes },
    ),
  );

  // A withdrawal hashes the transaction password: limited per address and per account like sign-in.
  app.route(
    route(
      createWithdrawal,
      async (request, reply) => sendStored(reply, await app.funds.requestWithdrawal(request.userId, request.body, idempotent(request, 201))),
      app.limits.signedInPasswordCheck('withdrawal', max),
    ),
  );
  app.route(route(listWithdrawals, async (request) => app.funds.listWithdrawals(request.userId, pageRequest(request.query))));

  app.route(route(listLedger, async (request) => app.funds.capitalRecord(request.userId, pageRequest(request.query))));
  // The capital record screen's rows: the same transfers grouped by event (docs/decisions.md, "Capital record rows").
  app.route(route(listCapitalRecord, async (request) => app.funds.capitalRecordEntries(request.userId, pageRequest(request.query))));
}
