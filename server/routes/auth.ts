import type { FastifyInstance } from 'fastify';
import { object, optional, string } from 'superstruct';
import type { Config } from '../config.js';
import { LoginBody, RegisterBody, RegisterCheckBody } from '../../src/core/auth-structs.js';
import { PasswordResetBody, ResetCodeRequestBody } from '../../src/core/password-reset-structs.js';
import { addressKey, subscriberPrefixBits } from '../client-address.js';
import { contract, route } from '../openapi/contract.js';
import { annotate, describe, named } from '../openapi/json-schema.js';
import { newPasswordRule } from '../openapi/fields.js';
import { MeView } from './me.js';

const otpRule =
  'while two-step sign-in is on: the 6-digit code of the authenticator app, or an unused recovery code (`xxxx-xxxx-xxxx`). Each works once';
annotate(LoginBody, {
  properties: {
    device: {
      minLength: 1,
      maxLength: 100,
      description: "The `device` of this device's last login: it lets the device past the account-wide lock (and two-step sign-in's code)",
    },
    otp: {
      pattern: '^\\s*([0-9]{6}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}-?[A-Za-z0-9]{4})\\s*$',
      description: `a new device of an account with two-step sign-in on: ${otpRule}. Without it, a right password answers 401 \`otp_required\`; a wrong code counts as a wrong password`,
    },
  },
});
const resetAccount = { minLength: 1, maxLength: 64 };
annotate(ResetCodeRequestBody, {
  properties: {
    account: resetAccount,
    phone: { description: 'E.164, the number the account was registered with' },
    lang: { maxLength: 35, description: "the SMS's language: one of the ten; any other value gets zh-TW" },
  },
});
const requestIdPattern = '^[A-Za-z0-9_-]{43}$';
annotate(PasswordResetBody, {
  properties: {
    account: resetAccount,
    requestId: {
      pattern: requestIdPattern,
      description:
        "the `requestId` step 1 answered: the code is checked against that request only (for this account), and a wrong one spends that request's five tries, never another's; an unknown id is `reset_code_expired`",
    },
    code: { pattern: '^[0-9]{4}$' },
    newPassword: newPasswordRule,
  },
});

const Session = named(
  'Session',
  object({
    token: describe(string(), 'send as `Authorization: Bearer <token>`'),
    device: describe(string(), "this device's token: keep it on the device and send it as `device` with the next login"),
    user: MeView,
  }),
);
const ResetCodeAccepted = named(
  'ResetCodeAccepted',
  object({
    requestId: describe(string(), {
      pattern: requestIdPattern,
      description:
        "this request's id, of one shape whether or not account and phone matched: `POST /api/auth/reset` names it, and only its code works there; keep it until the reset",
    }),
    demoCode: optional(
      describe(string(), {
        pattern: '^[0-9]{4}$',
        description: 'demo mode only (DEMO_MODE=1): the code drawn, matching or not, so the screen can show it; never sent by a real deployment',
      }),
    ),
  }),
);

export const checkRegistration = contract({
  method: 'POST',
  path: '/auth/register/check',
  operationId: 'checkRegistration',
  summary: 'Registration step 1: account, phone (E.164), invite code → a ticket valid 15 minutes',
  tag: 'auth',
  limited: true,
  body: RegisterCheckBody,
  refusals: ['account_taken', 'phone_taken', 'invite_code_unknown'],
  ok: { 200: { description: 'Ticket for step 2', body: object({ ticket: string() }) } },
});

export const register = contract({
  method: 'POST',
  path: '/auth/register',
  operationId: 'register',
  example: { body: { ticket: 'kP3v9xQ2mT7rL1sZ8bN4cW6yH0dF5gJ2aE9uR3iO7eK', passwordConfirm: 'correct7horse', tradePasswordConfirm: '135790' } },
  summary: 'Registration step 2: set the login and transaction passwords and accept the terms and the privacy policy',
  tag: 'auth',
  limited: true,
  body: RegisterBody,
  refusals: ['ticket_invalid', 'account_taken', 'phone_taken', 'invite_code_unknown', 'unavailable'],
  ok: { 201: { description: 'Account opened: sign in next', body: object({ account: string() }) } },
});

export const login = contract({
  method: 'POST',
  path: '/auth/login',
  operationId: 'login',
  example: { body: { account: 'chen_mei88', password: 'correct7horse', device: 'Yx2mT7rL1sZ8bN4cW6yH0dF5gJ2aE9uR3iO7eKkP3v9', otp: '123456' } },
  summary: 'Sign in: a bearer token, and a device token for the next login',
  tag: 'auth',
  limited: true,
  body: LoginBody,
  refusals: ['invalid_credentials', 'login_locked', 'otp_required', 'otp_invalid', 'unavailable'],
  ok: { 200: { description: 'Session', body: Session } },
});

export const requestPasswordResetCode = contract({
  method: 'POST',
  path: '/auth/reset/code',
  operationId: 'requestPasswordResetCode',
  example: { body: { account: 'chen_mei88', lang: 'en' } },
  summary: 'Forgot password, step 1: a 4-digit code by SMS, valid 10 minutes, if account and phone match (the same answer either way)',
  tag: 'auth',
  limited: true,
  body: ResetCodeRequestBody,
  refusals: ['sms_budget_exhausted'],
  ok: {
    202: {
      description:
        "Accepted, whether or not account and phone match and whether or not the account exists: the same answer, with a request id (429 after 3 requests an hour or 6 a day for one account name, or 10 an hour or 30 a day in all, from one address, an IPv6 one by its /56; 503 once the hour's SMS budget is spent). An account is sent at most 3 codes an hour and 6 a day, whoever asks: past that a request is answered alike and sends nothing",
      body: ResetCodeAccepted,
    },
  },
});

export const resetPassword = contract({
  method: 'POST',
  path: '/auth/reset',
  operationId: 'resetPassword',
  example: { body: { account: 'chen_mei88', requestId: 'Q2mT7rL1sZ8bN4cW6yH0dF5gJ2aE9uR3iO7eKkP3v9x', code: '1234', newPassword: 'correct8horse', confirmPassword: 'correct8horse' } },
  summary: 'Forgot password, step 2: set the login or transaction password with the code; signs out every session and device',
  tag: 'auth',
  limited: true,
  body: PasswordResetBody,
  refusals: ['reset_code_wrong', 'reset_code_expired', 'unavailable'],
  ok: { 204: { description: 'Set: every session and device token of the user is revoked' } },
});

export const logout = contract({
  method: 'POST',
  path: '/auth/logout',
  operationId: 'logout',
  summary: 'Revoke this session',
  tag: 'auth',
  signedIn: true,
  ok: { 204: { description: 'Signed out' } },
});

/**
 * Sign-up, sign-in, sign-out and the forgotten password. Every step is rate-limited per client address (login also locks per
 * account and address after wrong passwords); answers carry tokens and tickets, so nothing caches them.
 */
export default async function authRoutes(app: FastifyInstance, opts: { config: Config }) {
  const max = opts.config.authRateLimitPerMinute;
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route(route(checkRegistration, async (request) => app.accounts.checkRegistration(request.body), { onRequest: app.limits.perAddress('register-check', max) }));

  app.route(
    route(
      register,
      async (request, reply) => {
        reply.status(201);
        return app.accounts.register(request.body, request.ip);
      },
      { onRequest: app.limits.perAddress('register', max) },
    ),
  );

  app.route(
    route(login, async (request) => app.accounts.signIn(request.body, request.ip, request.headers['user-agent']), {
      onRequest: app.limits.perAddress('login', max),
    }),
  );

  // A handful of short fields; the hourly and daily limits of codes (per account and per address) and of tries
  // are the domain's (password-reset-service.ts). Both steps count an IPv6 client by its /56, as deposits and
  // streams do: a subscriber's line holds 256 /64s. A reset's tries count against the request it names and its
  // address, never the account: a stranger's wrong codes must not keep the owner's right one out.
  const resetBodyLimit = 1024;
  app.route(
    route(
      requestPasswordResetCode,
      async (request, reply) => {
        reply.status(202);
        return app.passwordResets.requestCode(request.body, addressKey(request.ip, subscriberPrefixBits));
      },
      { bodyLimit: resetBodyLimit, onRequest: app.limits.perAddress('reset-code', max, subscriberPrefixBits) },
    ),
  );

  app.route(
    route(
      resetPassword,
      async (request, reply) => {
        await app.passwordResets.reset(request.body);
        return reply.status(204).send();
      },
      { bodyLimit: resetBodyLimit, onRequest: app.limits.perAddress('password-reset.address', max, subscriberPrefixBits) },
    ),
  );

  app.route(
    route(
      logout,
      async (request, reply) => {
        await app.accounts.signOut(request.token);
        return reply.status(204).send();
      },
      { onRequest: app.requireUser },
    ),
  );
}
