/**
 * GET /api/openapi.json: the HTTP contract of docs/api.md as OpenAPI 3.1, made of the contracts of the routes
 * registered (server/openapi/contract.ts). Written here: only what no operation says, the document's head and
 * the error shape every operation shares.
 */
import { errorStatus } from '../../src/core/errors.js';
import { documentOperation, documentPath, type Contract } from './contract.js';
import { toJsonSchema, type JsonSchema } from './json-schema.js';
import { money, time } from './wire.js';

const head = {
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
};

const securitySchemes = {
  bearer: { type: 'http', scheme: 'bearer', description: 'The `token` of POST /auth/login; revoked by POST /auth/logout' },
};

/** The answer of every refusal (`operation.ts` points each error response here). */
const errorSchemas = (components: Record<string, JsonSchema>) => ({
  ErrorCode: {
    type: 'string',
    enum: Object.keys(errorStatus),
    description: 'What went wrong; each code travels with one HTTP status (src/core/errors.ts), and docs/api.md says what each means.',
  },
  Error: {
    type: 'object',
    required: ['error'],
    additionalProperties: false,
    properties: {
      error: {
        type: 'object',
        required: ['code', 'message'],
        additionalProperties: false,
        properties: {
          code: { $ref: '#/components/schemas/ErrorCode' },
          message: { type: 'string', description: 'English, for logs; show the translation of `code` to users' },
          fields: {
            type: 'object',
            additionalProperties: { type: 'string' },
            description: 'Validation only: field path → field error code (e.g. `amount_invalid`, `required`, `unknown_field`)',
          },
          retryAfterSeconds: {
            type: 'integer',
            minimum: 1,
            description: 'locked, login_locked, rate_limited, unavailable, price_unavailable: when trying again makes sense (also the Retry-After header)',
          },
          attemptsLeft: { type: 'integer', minimum: 1, description: 'trade_password_wrong, old_password_wrong: wrong transaction passwords left before the lock' },
          min: { ...toJsonSchema(money, components), description: 'amount_out_of_range: the smallest amount allowed' },
          max: { ...toJsonSchema(money, components), description: 'amount_out_of_range: the largest amount allowed' },
          opensAt: { ...toJsonSchema(time, components), description: 'market_closed: when the market opens next' },
          holdUntil: {
            ...toJsonSchema(time, components),
            description: 'withdrawal_hold: when withdrawals may go again (the security hold after a change of the withdrawal account ends)',
          },
        },
      },
    },
  },
});

/** The document of the routes registered: every route under /api with a contract, and what their structs name. */
export function openApiDocument(routes: readonly { method: string; url: string; contract?: Contract }[]) {
  const components: Record<string, JsonSchema> = {};
  const schemas = errorSchemas(components);
  const paths: Record<string, Record<string, object>> = {};
  for (const { contract, method, url } of routes) {
    // Fastify adds a HEAD route beside each GET, with the GET's options.
    if (!contract || method !== contract.method) continue;
    const path = documentPath(url.slice('/api'.length));
    paths[path] = { ...paths[path], [contract.method.toLowerCase()]: documentOperation(contract, components) };
  }
  return { ...head, components: { securitySchemes, schemas: { ...schemas, ...components } }, paths };
}
