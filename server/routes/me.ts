import type { FastifyInstance } from 'fastify';
import { boolean, enums, integer, object, string } from 'superstruct';
import type { Config } from '../config.js';
import { PasswordChangeBody } from '../../src/core/secret-structs.js';
import { addressKey } from '../client-address.js';
import { contract, route } from '../openapi/contract.js';
import { annotate, describe, named } from '../openapi/json-schema.js';
import { newPasswordRule } from '../openapi/fields.js';
import { Balances, money } from '../openapi/wire.js';

export const MeView = named(
  'Me',
  object({
    account: string(),
    nickname: string(),
    phone: describe(string(), 'masked'),
    inviteCode: string(),
    creditScore: describe(integer(), { minimum: 0, maximum: 100 }),
    verification: enums(['none', 'pending', 'verified', 'rejected']),
    riskAcknowledged: boolean(),
    balances: Balances,
    pnl: object({ total: money, today: describe(money, 'since the start of the day in the platform time zone') }),
  }),
);

export const getMe = contract({
  method: 'GET',
  path: '/me',
  operationId: 'getMe',
  summary: 'The signed-in user',
  tag: 'me',
  signedIn: true,
  ok: { 200: { description: 'User', body: MeView } },
});

export const acknowledgeRisk = contract({
  method: 'POST',
  path: '/me/risk-acknowledgement',
  operationId: 'acknowledgeRisk',
  summary: 'Accept the risk notice (required before the first order)',
  tag: 'me',
  signedIn: true,
  ok: { 204: { description: 'Recorded' } },
});

annotate(PasswordChangeBody, { properties: { newPassword: newPasswordRule } });
export const changePassword = contract({
  method: 'POST',
  path: '/me/password',
  operationId: 'changePassword',
  example: { body: { kind: 'login', oldPassword: 'correct7horse', newPassword: 'correct8horse', confirmPassword: 'correct8horse' } },
  summary: 'Change the login or transaction password with the old one',
  tag: 'me',
  signedIn: true,
  limited: true,
  body: PasswordChangeBody,
  refusals: ['old_password_wrong', 'password_unchanged', 'locked', 'login_locked', 'unavailable'],
  ok: { 204: { description: 'Changed (a new login password ends every other session)' } },
});

/** The signed-in user's own profile and secrets. */
export default async function meRoutes(app: FastifyInstance, opts: { config: Config }) {
  app.addHook('onRequest', app.requireUser);

  app.route(route(getMe, async (request) => app.accounts.me(request.userId)));

  app.route(
    route(acknowledgeRisk, async (request, reply) => {
      await app.trading.acknowledgeRisk(request.userId);
      return reply.status(204).send();
    }),
  );

  const max = opts.config.authRateLimitPerMinute;
  // Each change hashes twice, and the old secret is a guess: limited per address and per account.
  app.route(
    route(
      changePassword,
      async (request, reply) => {
        await app.accounts.changePassword(request.userId, request.token, request.body, addressKey(request.ip));
        return reply.status(204).send();
      },
      app.limits.signedInPasswordCheck('password-change', max),
    ),
  );
}
