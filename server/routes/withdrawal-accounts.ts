import type { FastifyInstance } from 'fastify';
import { literal, object, string } from 'superstruct';
import type { Config } from '../config.js';
import { WithdrawalAccountBody, WithdrawalAccountLabelBody } from '../../src/core/funds-structs.js';
import { taggedUnion } from '../../src/core/tagged-union.js';
import { contract, route } from '../openapi/contract.js';
import { otpSchema } from '../openapi/fields.js';
import { annotate, describe, named, orNull } from '../openapi/json-schema.js';
import { itemsOf, time } from '../openapi/wire.js';

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
    otp: otpSchema,
  },
});
annotate(WithdrawalAccountBody.schema.crypto, {
  properties: {
    accountName: holderName,
    network: { pattern: '^[A-Za-z0-9][A-Za-z0-9.-]{1,19}$', description: 'e.g. `TRC20`, `ERC20`' },
    currencyAddress: { pattern: '^[\\x21-\\x7e]{10,128}$', description: 'the wallet address on that network' },
    label: accountLabel,
    otp: otpSchema,
  },
});
annotate(WithdrawalAccountBody, {
  description: 'One kind of account, by `type`, an optional label, and the transaction password (wrong ones count toward the withdrawal lock)',
});
annotate(WithdrawalAccountLabelBody, { properties: { label: accountLabel } });

const funds = { tag: 'funds', signedIn: true } as const;
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
  example: {
    body: { accountName: 'Chen Mei-Ling', bankName: 'Bank of Taiwan', cardNumber: '6222 0212 3456 7890', bankAddress: '120 Chongqing South Road, Taipei', label: 'Salary' },
  },
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
  example: { params: { id: '0190a1b2c3d4e5f60718293a4b5c6d7e' }, body: { label: 'Salary' } },
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
  example: { params: { id: '0190a1b2c3d4e5f60718293a4b5c6d7e' } },
  summary: 'Remove one of my withdrawal accounts, freeing its place; refused while a withdrawal to it is under review',
  limited: true,
  params: accountPath,
  refusals: ['not_found', 'withdrawal_account_in_use', 'unavailable'],
  ok: { 204: { description: 'Removed' } },
});

/** The signed-in user's withdrawal accounts: several, each new one (but the first) behind a security hold. */
export default async function withdrawalAccountRoutes(app: FastifyInstance, opts: { config: Config }) {
  app.addHook('onRequest', app.requireUser);
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
}
