/**
 * The HTTP contract of docs/api.md as OpenAPI 3.1: each route's contract (server/openapi/contract.ts), and
 * below, written by hand, the operations whose routes declare none yet.
 */
import { documentOperation, documentPath, type Contract } from './contract.js';
import type { JsonSchema } from './json-schema.js';
import { json, operation } from './operation.js';
import { ref, schemas } from './schemas.js';

const items = (item: string) =>
  json({ type: 'object', required: ['items'], additionalProperties: false, properties: { items: { type: 'array', items: ref(item) } } });
/** A request body: the server refuses unknown keys (400 `invalid_body`, field code `unknown_field`). */
const body = (properties: Record<string, object>, optional: string[] = []) => ({
  type: 'object',
  required: Object.keys(properties).filter((k) => !optional.includes(k)),
  additionalProperties: false,
  properties,
});
const tradePassword = { type: 'string', pattern: '^[0-9]{6}$', description: 'the 6-digit transaction password' };
const otp = {
  type: 'string',
  pattern: '^\\s*([0-9]{6}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}-?[A-Za-z0-9]{4})\\s*$',
  description: 'while two-step sign-in is on: the 6-digit code of the authenticator app, or an unused recovery code (`xxxx-xxxx-xxxx`). Each works once',
};
const accountLabel = { type: 'string', minLength: 1, maxLength: 30, description: "the user's own name for the account (1–30 characters; control and format characters are refused)" };
const accountPath = { name: 'id', in: 'path', required: true, schema: { type: 'string' }, description: 'a withdrawal account id; another user\'s is not found' };
const noContent = (description: string) => ({ 204: { description } });

const handWritten = {
  openapi: '3.1.0',
  info: {
    title: 'Uptick API',
    version: '0.1.0',
    description:
      'Fixed-time up/down trading with a double-entry ledger. Conventions (money as decimal strings, ISO 8601 UTC times, the error shape and codes, idempotency keys, lists) and worked examples: docs/api.md.',
  },
  servers: [{ url: '/api' }],
  // Signed in unless an operation says `security: []`.
  security: [{ bearer: [] }],
  tags: [
    { name: 'public', description: 'Health, app info, content pages and this document' },
    { name: 'auth', description: 'Registration, sessions and the forgotten password' },
    { name: 'me', description: 'The signed-in user' },
    { name: 'funds', description: 'Deposits, the withdrawal accounts, withdrawals and the capital record' },
    { name: 'savings', description: 'Flexible savings: transfers in and out, T+1 confirmation, daily earnings' },
    { name: 'verification', description: 'Real-name verification: the ID photos, the submission and its review' },
    { name: 'messages', description: 'My inbox (system notices and operators’ messages) and my conversation with customer service' },
    { name: 'market', description: 'Products, candles and the live price stream' },
    { name: 'orders', description: 'Up/down orders and their settlement proof' },
  ],
  components: {
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer', description: 'The `token` of POST /auth/login; revoked by POST /auth/logout' },
    },
    schemas,
  },
  paths: {
    '/deposit-methods': {
      get: operation({
        operationId: 'listDepositMethods',
        summary: 'The deposit methods on offer (operators add, edit and disable them), with what to pay to and their limits',
        tag: 'funds',
        signedIn: true,
        ok: { 200: { description: 'The enabled methods, bank transfers first', ...items('DepositMethod') } },
      }),
    },
    '/deposit-methods/{id}/qr.svg': {
      get: operation({
        operationId: 'getDepositMethodQr',
        summary: "A QR code of a crypto method's address, for an <img> (public: it shows only the address)",
        tag: 'funds',
        path: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' }, examples: { usdt: { value: 'usdt_trc20' } } }],
        refusals: ['not_found'],
        ok: {
          200: {
            description: 'The QR code; `not_found` for a bank transfer or a method that is unknown or disabled',
            headers: { 'Cache-Control': { description: '`public, max-age=300`', schema: { type: 'string' } } },
            content: { 'image/svg+xml': { schema: { type: 'string' } } },
          },
        },
      }),
    },
    '/withdrawal-accounts': {
      get: operation({
        operationId: 'listWithdrawalAccounts',
        summary: 'My withdrawal accounts (at most 5), the last used first, then in the order added; none is an empty list',
        tag: 'funds',
        signedIn: true,
        ok: { 200: { description: 'My live accounts', ...items('WithdrawalAccount') } },
      }),
      post: operation({
        operationId: 'addWithdrawalAccount',
        summary:
          "Add a withdrawal account. My first is ready at once; any later one holds withdrawals to it for WITHDRAWAL_ACCOUNT_HOLD_HOURS and sends me a notice. Removing accounts doesn't make the next one a first",
        tag: 'funds',
        signedIn: true,
        limited: true,
        body: {
          description: 'One kind of account, by `type`, an optional label, and the transaction password (wrong ones count toward the withdrawal lock)',
          oneOf: [
            body({
              type: { type: 'string', enum: ['bank_card'] },
              accountName: { type: 'string', minLength: 1, maxLength: 60, description: 'the holder\'s name, without digits (`name_has_digits`)' },
              nationality: { type: 'string', pattern: '^[A-Z]{2}$', description: 'ISO 3166 alpha-2' },
              bankName: { type: 'string', minLength: 1, maxLength: 80, description: 'at most 3 digits (`name_has_digits`)' },
              cardNumber: { type: 'string', description: '8–30 digits; spaces are ignored' },
              bankAddress: { type: 'string', minLength: 1, maxLength: 160 },
              label: accountLabel,
              tradePassword,
              otp,
            }, ['label', 'otp']),
            body({
              type: { type: 'string', enum: ['crypto'] },
              accountName: { type: 'string', minLength: 1, maxLength: 60, description: 'the holder\'s name, without digits (`name_has_digits`)' },
              network: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9.-]{1,19}$', description: 'e.g. `TRC20`, `ERC20`' },
              currencyAddress: { type: 'string', pattern: '^[\\x21-\\x7e]{10,128}$', description: 'the wallet address on that network' },
              label: accountLabel,
              tradePassword,
              otp,
            }, ['label', 'otp']),
          ],
        },
        refusals: ['withdrawal_accounts_full', 'trade_password_wrong', 'locked', 'otp_required', 'otp_invalid', 'otp_locked', 'unavailable'],
        ok: {
          200: { description: 'One of my accounts has these fields already: that one, unchanged (a retry adds nothing)', ...json(ref('WithdrawalAccount')) },
          201: { description: 'Added; `holdUntil` says until when withdrawals to it wait', ...json(ref('WithdrawalAccount')) },
        },
      }),
    },
    '/withdrawal-accounts/{id}/label': {
      put: operation({
        operationId: 'renameWithdrawalAccount',
        summary: 'Name one of my withdrawal accounts (no password: it moves no money)',
        tag: 'funds',
        signedIn: true,
        limited: true,
        path: [accountPath],
        body: body({ label: accountLabel }),
        refusals: ['not_found', 'unavailable'],
        ok: { 200: { description: 'The account, renamed', ...json(ref('WithdrawalAccount')) } },
      }),
    },
    '/withdrawal-accounts/{id}/remove': {
      post: operation({
        operationId: 'removeWithdrawalAccount',
        summary: 'Remove one of my withdrawal accounts, freeing its place; refused while a withdrawal to it is under review',
        tag: 'funds',
        signedIn: true,
        takesBody: true,
        limited: true,
        path: [accountPath],
        refusals: ['not_found', 'withdrawal_account_in_use', 'unavailable'],
        ok: noContent('Removed'),
      }),
    },
  },
};

/** The document of the routes registered: a route's contract where it has one, else the hand-written operation. */
export function openApiDocument(routes: readonly { method: string; url: string; contract?: Contract }[]) {
  const components: Record<string, JsonSchema> = { ...handWritten.components.schemas };
  const paths: Record<string, Record<string, object>> = { ...handWritten.paths };
  for (const { contract, method, url } of routes) {
    // Fastify adds a HEAD route beside each GET, with the GET's options.
    if (!contract || method !== contract.method) continue;
    const path = documentPath(url.slice('/api'.length));
    paths[path] = { ...paths[path], [contract.method.toLowerCase()]: documentOperation(contract, components) };
  }
  return { ...handWritten, components: { ...handWritten.components, schemas: components }, paths };
}
