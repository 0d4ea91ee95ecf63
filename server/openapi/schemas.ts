import { errorStatus } from '../../src/core/errors.js';

/** A `$ref` to one of `schemas` below (the lint test fails on one that names none). */
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

// Closed objects: a partner's generated client then errs on a field the API never sends.
const object = (properties: Record<string, object>, description?: string) => ({
  type: 'object',
  ...(description ? { description } : {}),
  required: Object.keys(properties),
  additionalProperties: false,
  properties,
});
const nullable = (schema: object) => ({ anyOf: [schema, { type: 'null' }] });

/** Money in a response: exactly two decimals, e.g. `"1250.00"`; signed only where said. */
export const money = { type: 'string', pattern: '^-?(0|[1-9][0-9]*)\\.[0-9]{2}$', examples: ['1250.00'] };
/** Money in a request: at most two decimals (`"100"`, `"100.5"`, `"100.50"`), above zero. */
export const moneyInput = { type: 'string', pattern: '^[0-9]+(\\.[0-9]{1,2})?$', examples: ['100.50'] };
const price = { type: 'string', pattern: '^[0-9]+(\\.[0-9]+)?$', description: "at the product's precision", examples: ['67123.45'] };
const percent = { type: 'string', pattern: '^-?(0|[1-9][0-9]*)\\.[0-9]{2}$', description: 'percent, two decimals', examples: ['85.00'] };
export const time = { type: 'string', format: 'date-time', description: 'ISO 8601, UTC', examples: ['2026-11-25T21:40:00.000Z'] };

/** A deposit method of one `kind`: the same fields, with the instructions that kind carries. */
const depositMethod = (kind: string, instructions: object) =>
  object({
    id: { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]{1,23}$' },
    kind: { type: 'string', enum: [kind] },
    name: { type: 'string', description: "the operator's name for it, e.g. `USDT (TRC20)`" },
    currency: { type: 'string', description: 'what is paid, e.g. `USD`, `USDT`' },
    minAmount: { ...money, description: "this method's lowest deposit, within the platform's range" },
    maxAmount: { ...money, description: "this method's highest deposit, within the platform's range" },
    instructions,
  });

/** A withdrawal account of one `type`: what every kind has, and the kind's own fields. */
const withdrawalAccount = (type: string, fields: Record<string, object>) =>
  object({
    id: { type: 'string', description: 'what a withdrawal names it by (`accountId`)' },
    type: { type: 'string', enum: [type] },
    label: { ...nullable({ type: 'string' }), description: "the user's own name for it; null when they gave none" },
    accountName: { type: 'string' },
    ...fields,
    createdAt: time,
    updatedAt: { ...time, description: 'when it was added or last renamed' },
    holdUntil: { ...nullable(time), description: "a new account (not the user's first) is under a security hold: withdrawals to it are refused (`withdrawal_hold`) until then; null when none is waiting" },
    lastUsedAt: { ...nullable(time), description: 'when a withdrawal last went to it; null if none has' },
  });

/** The response schemas, named as docs/api.md names them. */
export const schemas = {
  ErrorCode: {
    type: 'string',
    enum: Object.keys(errorStatus),
    description: 'What went wrong; each code travels with one HTTP status (src/core/errors.ts), and docs/api.md says what each means.',
  },
  Error: object({
    error: {
      type: 'object',
      required: ['code', 'message'],
      additionalProperties: false,
      properties: {
        code: ref('ErrorCode'),
        message: { type: 'string', description: 'English, for logs; show the translation of `code` to users' },
        fields: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: 'Validation only: field path → field error code (e.g. `amount_invalid`, `required`, `unknown_field`)',
        },
        retryAfterSeconds: { type: 'integer', minimum: 1, description: 'locked, login_locked, rate_limited, unavailable, price_unavailable: when trying again makes sense (also the Retry-After header)' },
        attemptsLeft: { type: 'integer', minimum: 1, description: 'trade_password_wrong, old_password_wrong: wrong transaction passwords left before the lock' },
        min: { ...money, description: 'amount_out_of_range: the smallest amount allowed' },
        max: { ...money, description: 'amount_out_of_range: the largest amount allowed' },
        opensAt: { ...time, description: 'market_closed: when the market opens next' },
        holdUntil: { ...time, description: 'withdrawal_hold: when withdrawals may go again (the security hold after a change of the withdrawal account ends)' },
      },
    },
  }),
  DepositMethod: {
    description:
      'A way to pay in that operators manage; `kind` says which instructions it carries. Exception: the two methods a database migrated from ' +
      'fixed method names starts with (`bank_transfer`, `usdt_trc20`) are not listed until an operator gives them a payee',
    oneOf: [ref('BankTransferDepositMethod'), ref('CryptoDepositMethod')],
    discriminator: {
      propertyName: 'kind',
      mapping: { bank_transfer: ref('BankTransferDepositMethod').$ref, crypto: ref('CryptoDepositMethod').$ref },
    },
  },
  BankTransferDepositMethod: depositMethod('bank_transfer', object({ bankName: { type: 'string' }, accountName: { type: 'string' }, accountNumber: { type: 'string' } }, 'The bank account to pay to')),
  CryptoDepositMethod: depositMethod('crypto', {
    type: 'object',
    description: 'The address to pay to',
    required: ['network', 'address'],
    additionalProperties: false,
    properties: {
      network: { type: 'string', description: 'e.g. `TRC20`' },
      address: { type: 'string' },
      memo: { type: 'string', description: 'a memo or tag the payment must carry, when the network needs one' },
    },
  }),
  WithdrawalAccount: {
    description: 'One of my withdrawal accounts; `type` says which fields it has',
    oneOf: [ref('BankCardAccount'), ref('CryptoAccount')],
    discriminator: { propertyName: 'type', mapping: { bank_card: ref('BankCardAccount').$ref, crypto: ref('CryptoAccount').$ref } },
  },
  BankCardAccount: withdrawalAccount('bank_card', {
    nationality: { type: 'string', pattern: '^[A-Z]{2}$' },
    bankName: { type: 'string' },
    cardNumber: { type: 'string', description: 'masked but for the last 4 digits' },
    bankAddress: { type: 'string' },
  }),
  CryptoAccount: withdrawalAccount('crypto', {
    network: { type: 'string', description: 'e.g. `TRC20`' },
    currencyAddress: { type: 'string', description: 'the wallet address on that network' },
  }),
  MarketTick: object({ symbol: { type: 'string' }, price, time }, 'The data of a `tick` event of the market stream'),
  MarketStats: object(
    {
      symbol: { type: 'string' },
      price: nullable(price),
      change24h: percent,
      high24h: nullable(price),
      low24h: nullable(price),
      volume24h: { type: 'string' },
      amount24h: money,
      status: { type: 'string', enum: ['open', 'closed', 'maintenance'] },
    },
    'The data of a `stats` event of the market stream: the 24 h figures of one product',
  ),
};
