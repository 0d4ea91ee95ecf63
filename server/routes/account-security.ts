import type { FastifyInstance } from 'fastify';
import { array, boolean, enums, integer, object, string } from 'superstruct';
import type { Config } from '../config.js';
import { TwoStepConfirmBody } from '../../src/core/security-structs.js';
import { signInOutcomes } from '../../src/core/security.js';
import { contract, route } from '../openapi/contract.js';
import { describe, named, orNull } from '../openapi/json-schema.js';
import { itemsOf, time } from '../openapi/wire.js';

// Far above what a person on the security screen sends: each list is one indexed read of a bounded number of rows.
const readsPerMinute = 60;
// A handful of short fields; codes and passwords are small.
const bodyLimit = 1024;

const maskedAddress = (description?: string) => orNull(describe(string(), { ...(description ? { description } : {}), examples: ['203.0.113.*'] }));

const SessionInfo = named(
  'SessionInfo',
  object({
    id: describe(string(), 'names the session for `POST /me/sessions/{id}/sign-out`'),
    current: describe(boolean(), 'the session that asked'),
    canSignOut: describe(boolean(), 'the session that asked may sign this one out: it signed in after it (by when its device first signed in)'),
    browser: orNull(describe(string(), 'from the User-Agent at sign-in: Chrome, Safari, Firefox, Edge, Samsung Internet, Opera, WeChat, LINE')),
    os: orNull(describe(string(), 'iOS, iPadOS, Android, Windows, macOS, ChromeOS, Linux')),
    address: maskedAddress('the address at sign-in, masked: `203.0.113.*`, `2001:db8:85a3::*`'),
    firstSeenAt: describe(time, 'when this device first signed in'),
    lastSeenAt: describe(time, 'its last request, to the five minutes'),
  }),
);
const SignInRecord = named(
  'SignInRecord',
  object({
    outcome: describe(
      enums(signInOutcomes),
      '`code_required`: the password was right and two-step sign-in asked for a code; `wrong_code`: the password was right, the code was not',
    ),
    newDevice: describe(boolean(), 'the device sent no token of this account'),
    browser: orNull(string()),
    os: orNull(string()),
    address: maskedAddress(),
    at: time,
  }),
);
const TwoStepState = named(
  'TwoStepState',
  object({ enabled: boolean(), enabledAt: orNull(time), recoveryCodesLeft: describe(integer(), { minimum: 0, maximum: 10 }) }),
);
const TwoStepSetup = named(
  'TwoStepSetup',
  object({
    secret: describe(string(), { pattern: '^[A-Z2-7]+$', description: 'base32, for typing into the app; never shown again' }),
    uri: describe(string(), '`otpauth://totp/Uptick:<account>?secret=…&issuer=Uptick` (SHA-1, 6 digits, 30 s)'),
    qrSvg: describe(string(), 'a QR code of `uri`, as SVG'),
  }),
);
const RecoveryCodes = named(
  'RecoveryCodes',
  object({
    recoveryCodes: describe(array(describe(string(), { pattern: '^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$' })), {
      minItems: 10,
      maxItems: 10,
      description: 'each signs in (or confirms) once instead of a code; shown this once, kept hashed',
    }),
  }),
);

const security = { tag: 'me', signedIn: true, limited: true } as const;

export const listSessions = contract({
  ...security,
  method: 'GET',
  path: '/me/sessions',
  operationId: 'listSessions',
  summary: 'The sessions I am signed in with now, most recently used first (at most 50): device, masked address, first and last seen',
  ok: { 200: { description: 'My sessions; `current` is the one asking', body: itemsOf(SessionInfo) } },
});
export const signOutSession = contract({
  ...security,
  method: 'POST',
  path: '/me/sessions/:id/sign-out',
  operationId: 'signOutSession',
  example: { params: { id: '0190a1b2c3d4e5f60718293a4b5c6d7e' } },
  summary:
    "Sign one of my sessions out: this one, or one that signed in after it (`canSignOut`); its device must sign in again as a new one (two-step sign-in's code, the account-wide lock). An older session is `403 session_older`: only an older one, or a new login password, ends it",
  params: { id: { type: 'string', description: 'the `id` of a `SessionInfo`' } },
  refusals: ['not_found', 'session_older'],
  ok: { 204: { description: 'Signed out' } },
});
export const signOutOtherSessions = contract({
  ...security,
  method: 'POST',
  path: '/me/sessions/sign-out-others',
  operationId: 'signOutOtherSessions',
  summary: 'Sign out every session that signed in after this one; their devices are new ones again. Older sessions and devices stay',
  ok: { 204: { description: 'Signed out' } },
});
export const listSignIns = contract({
  ...security,
  method: 'GET',
  path: '/me/sign-ins',
  operationId: 'listSignIns',
  summary: 'The last 20 sign-ins to my account, right or refused, newest first',
  ok: { 200: { description: 'My sign-ins', body: itemsOf(SignInRecord) } },
});
export const getTwoStep = contract({
  ...security,
  method: 'GET',
  path: '/me/two-step',
  operationId: 'getTwoStep',
  summary: 'Whether two-step sign-in (an authenticator app) is on, and the recovery codes left',
  ok: { 200: { description: 'Two-step sign-in', body: TwoStepState } },
});
export const setupTwoStep = contract({
  ...security,
  method: 'POST',
  path: '/me/two-step/setup',
  operationId: 'setupTwoStep',
  summary: 'Two-step sign-in, step 1: a new secret for the authenticator app, as text and as a QR code; shown this once, kept sealed',
  refusals: ['two_step_on'],
  ok: { 200: { description: 'The secret; nothing is on until step 2', body: TwoStepSetup } },
});
export const turnOnTwoStep = contract({
  ...security,
  method: 'POST',
  path: '/me/two-step/on',
  operationId: 'turnOnTwoStep',
  summary: 'Two-step sign-in, step 2: a code of the app and the transaction password turn it on; ten recovery codes, shown once',
  body: TwoStepConfirmBody,
  refusals: ['not_found', 'two_step_on', 'otp_invalid', 'otp_locked', 'trade_password_wrong', 'locked', 'unavailable'],
  ok: { 200: { description: 'On: new devices, withdrawals and withdrawal account changes ask for a code from now', body: RecoveryCodes } },
});
export const turnOffTwoStep = contract({
  ...security,
  method: 'POST',
  path: '/me/two-step/off',
  operationId: 'turnOffTwoStep',
  summary: 'Turn two-step sign-in off with a code (or a recovery code) and the transaction password',
  body: TwoStepConfirmBody,
  refusals: ['not_found', 'otp_invalid', 'otp_locked', 'trade_password_wrong', 'locked', 'unavailable'],
  ok: { 204: { description: 'Off: the secret and the recovery codes are gone' } },
});

/**
 * The account security screen: the sessions signed in now (sign one or all others out), the last sign-ins, and
 * two-step sign-in by an authenticator app (set up, turn on, turn off). Every route is limited per account; the
 * ones that check a transaction password or a code also per address, like a withdrawal.
 */
export default async function accountSecurityRoutes(app: FastifyInstance, opts: { config: Config }) {
  app.addHook('onRequest', app.requireUser);
  const reads = { preHandler: app.limits.perKey('security-reads', readsPerMinute, (request) => request.userId) };
  const writes = { bodyLimit, preHandler: app.limits.perKey('security-writes', opts.config.authRateLimitPerMinute, (request) => request.userId) };
  const checked = { bodyLimit, ...app.limits.signedInPasswordCheck('two-step', opts.config.authRateLimitPerMinute) };

  app.route(route(listSessions, async (request) => app.accountSecurity.sessions(request.userId, request.token), reads));
  app.route(
    route(
      signOutSession,
      async (request, reply) => {
        await app.accountSecurity.signOut(request.userId, request.token, request.params.id);
        return reply.status(204).send();
      },
      writes,
    ),
  );
  app.route(
    route(
      signOutOtherSessions,
      async (request, reply) => {
        await app.accountSecurity.signOutOthers(request.userId, request.token);
        return reply.status(204).send();
      },
      writes,
    ),
  );
  app.route(route(listSignIns, async (request) => app.accountSecurity.signIns(request.userId), reads));

  app.route(route(getTwoStep, async (request) => app.accountSecurity.twoStep(request.userId), reads));
  app.route(route(setupTwoStep, async (request) => app.accountSecurity.setupTwoStep(request.userId), writes));
  app.route(route(turnOnTwoStep, async (request) => app.accountSecurity.enableTwoStep(request.userId, request.body), checked));
  app.route(
    route(
      turnOffTwoStep,
      async (request, reply) => {
        await app.accountSecurity.disableTwoStep(request.userId, request.body);
        return reply.status(204).send();
      },
      checked,
    ),
  );
}
