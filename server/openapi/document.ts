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

export const openApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Uptick API', version: '0.1.0', description: 'See API.md for conventions: money, times, errors, lists.' },
  servers: [{ url: '/api' }],
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    schemas: {
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
        responses: { 201: { description: 'Account opened', ...json({ type: 'object', properties: { account: { type: 'string' } } }) }, ...errors(400, 409, 422) },
      },
    },
    '/auth/login': {
      post: {
        summary: 'Sign in',
        requestBody: json({ type: 'object', required: ['account', 'password'], properties: { account: { type: 'string' }, password: { type: 'string' } } }),
        responses: {
          200: { description: 'Session', ...json({ type: 'object', properties: { token: { type: 'string' }, user: ref('Me') } }) },
          ...errors(400, 401, 422, 429),
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
        responses: { 204: { description: 'Changed' }, ...errors(400, 401, 422) },
      },
    },
    '/openapi.json': {
      get: { summary: 'This document', responses: { 200: { description: 'OpenAPI 3.1', ...json({ type: 'object' }) } } },
    },
  },
};
