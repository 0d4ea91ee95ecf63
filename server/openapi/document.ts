/**
 * The HTTP contract of API.md as OpenAPI 3.1, written by hand so that it is a second statement of the
 * contract: a test checks it against the routes the server really registers, both ways.
 */
const money = { type: 'string', pattern: '^-?\\d+\\.\\d{2}$', examples: ['1250.00'] };
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [String(s), { description: 'Error', ...json(ref('Error')) }]));
const bearer = [{ bearer: [] }];
const idempotencyHeader = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: 'One key per user intent (1–64 printable characters): the same key and body replay the first response; another body is 409.',
  schema: { type: 'string', minLength: 1, maxLength: 64 },
};
const listParameters = [
  { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
  { name: 'cursor', in: 'query', schema: { type: 'string' }, description: 'nextCursor of the previous page' },
];
const page = (item: string) =>
  json({ type: 'object', required: ['items', 'nextCursor'], properties: { items: { type: 'array', items: ref(item) }, nextCursor: { type: ['string', 'null'] } } });
const listOf = (summary: string, item: string) => ({
  summary,
  security: bearer,
  parameters: listParameters,
  responses: { 200: { description: 'A page, newest first', ...page(item) }, ...errors(400, 401, 422) },
});
const time = { type: 'string', format: 'date-time' };

export const openApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Uptick API', version: '0.1.0', description: 'See API.md for conventions: money, times, errors, lists.' },
  servers: [{ url: '/api' }],
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    schemas: {
      DepositRecord: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          amount: money,
          method: { enum: ['bank_transfer', 'usdt_trc20'] },
          reference: { type: 'string' },
          status: { enum: ['pending', 'confirmed', 'rejected'] },
          createdAt: time,
        },
      },
      WithdrawalRecord: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          amount: money,
          fee: money,
          status: { enum: ['reviewing', 'succeeded', 'failed'] },
          reason: { type: ['string', 'null'] },
          createdAt: time,
        },
      },
      WithdrawalAccount: {
        type: 'object',
        properties: {
          type: { const: 'bank_card' },
          accountName: { type: 'string' },
          nationality: { type: 'string', pattern: '^[A-Z]{2}$' },
          bankName: { type: 'string' },
          cardNumber: { type: 'string', description: 'masked but for the last 4 digits' },
          bankAddress: { type: 'string' },
          currencyAddress: { type: 'string' },
          createdAt: time,
        },
      },
      LedgerItem: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          code: { type: 'string' },
          amount: { ...money, description: 'signed, from the available balance' },
          balanceAfter: money,
          ref: { type: 'string' },
          createdAt: time,
        },
      },
      Product: {
        type: 'object',
        properties: {
          symbol: { type: 'string' },
          name: { type: 'string' },
          names: { type: 'object', additionalProperties: { type: 'string' }, description: 'per-language names' },
          price: { type: ['string', 'null'], description: "at the product's precision" },
          change24h: { type: 'string', description: 'percent, two decimals' },
          high24h: { type: ['string', 'null'] },
          low24h: { type: ['string', 'null'] },
          volume24h: { type: 'string' },
          amount24h: money,
          precision: { type: 'integer' },
          periods: { type: 'array', items: { type: 'object', properties: { seconds: { type: 'integer' }, payoutRate: { type: 'string' } } } },
          minStake: money,
          maxStake: money,
          status: { enum: ['open', 'closed', 'maintenance'] },
          opensAt: { type: ['string', 'null'], format: 'date-time' },
        },
      },
      Order: {
        type: 'object',
        properties: {
          id: { type: 'string', description: 'The order number users see: 13 digits, a keyed permutation of the row number, so it says nothing of how many orders there are' },
          symbol: { type: 'string' },
          direction: { enum: ['up', 'down'] },
          amount: money,
          period: { type: 'integer' },
          payoutRate: { type: 'string' },
          status: { enum: ['open', 'settled'] },
          openedAt: time,
          expiresAt: time,
          entry: { type: 'object', properties: { price: { type: 'string' }, time } },
          exit: { type: ['object', 'null'] },
          result: { enum: ['win', 'loss', 'draw', 'void', null] },
          pnl: { type: ['string', 'null'] },
          proof: {
            type: ['object', 'null'],
            description: '3 ticks either side of the entry and exit ticks, and `source`: where they came from (sim, binance, script, several joined by +, or unknown) (detail only)',
          },
        },
      },
      Error: {
        type: 'object',
        required: ['error'],
        properties: {
          error: {
            type: 'object',
            required: ['code', 'message'],
            properties: {
              code: { type: 'string' },
              message: { type: 'string' },
              fields: { type: 'object', additionalProperties: { type: 'string' } },
            },
          },
        },
      },
      Me: {
        type: 'object',
        required: ['account', 'nickname', 'phone', 'inviteCode', 'creditScore', 'verification', 'riskAcknowledged', 'balances', 'pnl'],
        properties: {
          account: { type: 'string' },
          nickname: { type: 'string' },
          phone: { type: 'string', description: 'masked' },
          inviteCode: { type: 'string' },
          creditScore: { type: 'integer' },
          verification: { enum: ['none', 'pending', 'verified', 'rejected'] },
          riskAcknowledged: { type: 'boolean' },
          balances: {
            type: 'object',
            properties: { total: money, available: money, frozen: money, positions: money, savings: money },
          },
          pnl: { type: 'object', properties: { total: money, today: money } },
        },
      },
    },
  },
  paths: {
    '/health': {
      get: {
        summary: 'Liveness of the server, its database and its market feed',
        responses: {
          200: { description: 'Healthy', ...json({ type: 'object', properties: { status: { type: 'string' }, db: { type: 'string' }, feed: { type: 'object' } } }) },
          503: { description: 'The database does not answer' },
        },
      },
    },
    '/app-info': {
      get: {
        summary: 'Languages, default language, customer service, feed source, platform time zone',
        responses: { 200: { description: 'App info', ...json({ type: 'object' }) } },
      },
    },
    '/pages/{slug}': {
      get: {
        summary: 'A long text (help, trading rules, risk notice, about, privacy, info) in a language, else in zh-TW',
        parameters: [
          { name: 'slug', in: 'path', required: true, schema: { enum: ['help', 'rules', 'risk', 'about', 'privacy', 'info'] } },
          { name: 'lang', in: 'query', schema: { type: 'string', maxLength: 35 }, description: 'one of the ten languages; any other value gets zh-TW' },
        ],
        responses: {
          200: {
            description: 'The page; `lang` is the language served. Cache-Control: public, max-age=300',
            ...json({
              type: 'object',
              required: ['slug', 'title', 'body', 'lang'],
              properties: {
                slug: { type: 'string' },
                title: { type: 'string' },
                body: { type: 'string', description: 'plain text (never markup); paragraphs separated by a blank line' },
                lang: { type: 'string' },
              },
            }),
          },
          ...errors(400, 404),
        },
      },
    },
    '/auth/register/check': {
      post: {
        summary: 'Registration step 1: account, phone (E.164), invite code → a ticket valid 15 minutes',
        requestBody: json({
          type: 'object',
          required: ['account', 'phone', 'inviteCode'],
          properties: { account: { type: 'string' }, phone: { type: 'string' }, inviteCode: { type: 'string' } },
        }),
        responses: { 200: { description: 'Ticket', ...json({ type: 'object', properties: { ticket: { type: 'string' } } }) }, ...errors(400, 409, 422, 429) },
      },
    },
    '/auth/register': {
      post: {
        summary: 'Registration step 2: set the login and transaction passwords',
        requestBody: json({
          type: 'object',
          required: ['ticket', 'password', 'passwordConfirm', 'tradePassword', 'tradePasswordConfirm'],
          properties: {
            ticket: { type: 'string' },
            password: { type: 'string' },
            passwordConfirm: { type: 'string' },
            tradePassword: { type: 'string', pattern: '^\\d{6}$' },
            tradePasswordConfirm: { type: 'string' },
          },
        }),
        responses: { 201: { description: 'Account opened', ...json({ type: 'object', properties: { account: { type: 'string' } } }) }, ...errors(400, 409, 422, 429, 503) },
      },
    },
    '/auth/login': {
      post: {
        summary: 'Sign in',
        requestBody: json({
          type: 'object',
          required: ['account', 'password'],
          properties: {
            account: { type: 'string' },
            password: { type: 'string' },
            device: { type: 'string', description: "The `device` of this device's last login: it lets the device past the account-wide lock" },
          },
        }),
        responses: {
          200: {
            description: 'Session; `device` is to be kept on the device and sent with its next login',
            ...json({ type: 'object', properties: { token: { type: 'string' }, device: { type: 'string' }, user: ref('Me') } }),
          },
          ...errors(400, 401, 422, 423, 429, 503),
        },
      },
    },
    '/auth/logout': {
      post: { summary: 'Revoke this session', security: bearer, responses: { 204: { description: 'Signed out' }, ...errors(401) } },
    },
    '/me': {
      get: { summary: 'The signed-in user', security: bearer, responses: { 200: { description: 'User', ...json(ref('Me')) }, ...errors(401) } },
    },
    '/me/password': {
      post: {
        summary: 'Change the login or transaction password with the old one',
        security: bearer,
        requestBody: json({
          type: 'object',
          required: ['kind', 'oldPassword', 'newPassword', 'confirmPassword'],
          properties: {
            kind: { enum: ['login', 'trade'] },
            oldPassword: { type: 'string' },
            newPassword: { type: 'string' },
            confirmPassword: { type: 'string' },
          },
        }),
        responses: { 204: { description: 'Changed' }, ...errors(400, 401, 422, 423, 429, 503) },
      },
    },
    '/deposits': {
      post: {
        summary: 'Request a deposit (confirmed at once in demo mode, else by an operator)',
        security: bearer,
        parameters: [idempotencyHeader],
        requestBody: json({
          type: 'object',
          required: ['amount', 'method'],
          properties: { amount: money, method: { enum: ['bank_transfer', 'usdt_trc20'] }, reference: { type: 'string', maxLength: 100 } },
        }),
        responses: { 201: { description: 'Deposit', ...json(ref('DepositRecord')) }, ...errors(400, 401, 409, 422) },
      },
      get: listOf('My deposits', 'DepositRecord'),
    },
    '/withdrawal-account': {
      get: {
        summary: 'My withdrawal account',
        security: bearer,
        responses: { 200: { description: 'Bound account', ...json(ref('WithdrawalAccount')) }, ...errors(401, 404) },
      },
      put: {
        summary: 'Bind my withdrawal account (once; later changes go through an operator)',
        security: bearer,
        requestBody: json({
          type: 'object',
          required: ['type', 'accountName', 'nationality', 'bankName', 'cardNumber', 'bankAddress', 'currencyAddress'],
          properties: {
            type: { const: 'bank_card' },
            accountName: { type: 'string' },
            nationality: { type: 'string' },
            bankName: { type: 'string' },
            cardNumber: { type: 'string' },
            bankAddress: { type: 'string' },
            currencyAddress: { type: 'string' },
          },
        }),
        responses: { 201: { description: 'Bound', ...json(ref('WithdrawalAccount')) }, ...errors(400, 401, 409, 422) },
      },
    },
    '/withdrawals': {
      post: {
        summary: 'Withdraw: amount + fee are held until an operator pays out or fails it',
        security: bearer,
        parameters: [idempotencyHeader],
        requestBody: json({ type: 'object', required: ['amount', 'tradePassword'], properties: { amount: money, tradePassword: { type: 'string', pattern: '^\\d{6}$' } } }),
        responses: { 201: { description: 'Withdrawal under review', ...json(ref('WithdrawalRecord')) }, ...errors(400, 401, 409, 422, 423, 429, 503) },
      },
      get: listOf('My withdrawals', 'WithdrawalRecord'),
    },
    '/ledger': {
      get: listOf('Capital record: transfers that moved my available balance', 'LedgerItem'),
    },
    '/products': {
      get: {
        summary: 'Products with live price and 24 h figures; `q` searches symbol and names',
        parameters: [{ name: 'q', in: 'query', schema: { type: 'string', maxLength: 40 } }],
        responses: { 200: { description: 'Products', ...json({ type: 'object', properties: { items: { type: 'array', items: ref('Product') } } }) } },
      },
    },
    '/products/{symbol}': {
      get: {
        summary: 'One product',
        parameters: [{ name: 'symbol', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { 200: { description: 'Product', ...json(ref('Product')) }, ...errors(404) },
      },
    },
    '/products/{symbol}/candles': {
      get: {
        summary: '1-minute candles, oldest first',
        parameters: [
          { name: 'symbol', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'interval', in: 'query', schema: { const: '1m' } },
          { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 1440, default: 120 } },
        ],
        responses: { 200: { description: 'Candles', ...json({ type: 'object' }) }, ...errors(404, 422) },
      },
    },
    '/market/stream': {
      get: {
        summary: 'Server-Sent Events: `tick` {symbol, price, time} (id = tick time; Last-Event-ID resumes), `stats` every 5 s, heartbeats',
        parameters: [{ name: 'symbols', in: 'query', schema: { type: 'string' }, description: 'comma-separated; default all' }],
        responses: { 200: { description: 'text/event-stream' }, ...errors(429) },
      },
    },
    '/me/risk-acknowledgement': {
      post: { summary: 'Accept the risk notice (required before the first order)', security: bearer, responses: { 204: { description: 'Recorded' }, ...errors(401) } },
    },
    '/orders': {
      post: {
        summary: 'Buy up or down for a period at the latest tick; the stake is held until settlement',
        security: bearer,
        parameters: [idempotencyHeader],
        requestBody: json({
          type: 'object',
          required: ['symbol', 'direction', 'amount', 'period'],
          properties: { symbol: { type: 'string' }, direction: { enum: ['up', 'down'] }, amount: money, period: { type: 'integer' } },
        }),
        responses: { 201: { description: 'Order', ...json(ref('Order')) }, ...errors(400, 401, 409, 422, 503) },
      },
      get: { ...listOf('My orders (filter with status=open|settled)', 'Order'), parameters: [...listParameters, { name: 'status', in: 'query', schema: { enum: ['open', 'settled'] } }] },
    },
    '/orders/{id}': {
      get: {
        summary: 'One of my orders, with its proof once settled',
        security: bearer,
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' }, description: "the order's number as the API gives it (13 digits)" }],
        responses: { 200: { description: 'Order', ...json(ref('Order')) }, ...errors(401, 404) },
      },
    },
    '/openapi.json': {
      get: { summary: 'This document', responses: { 200: { description: 'OpenAPI 3.1', ...json({ type: 'object' }) } } },
    },
  },
};
