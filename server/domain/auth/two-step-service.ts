import { renderSVG } from 'uqr';
import type { Connection } from '../../db/connection.js';
import type { TwoStepSetup, TwoStepState } from '../../../src/core/security.js';
import type { TwoStepConfirmBody } from '../../../src/core/security-structs.js';
import { DomainError } from '../domain-error.js';
import type { OneAtATime } from '../one-at-a-time.js';
import type { UserNotices } from '../users/user-notices.js';
import { checkTradePassword } from '../funds/trade-password-guard.js';
import { writeAuditLog, type OperatorContext } from '../operators/audit-log.js';
import { findUserById } from './users-repository.js';
import {
  countCodeFailure,
  deleteTwoStep,
  enableTwoStep,
  findTwoStep,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  setCodeFailures,
  startTwoStep,
  takeRecoveryCode,
  takeTimeStep,
  type TwoStepRow,
} from './two-step-repository.js';
import { isAppCode, newRecoveryCode, newTotpSecret, recoveryCodeHash, recoveryCodesCount, seal, totpStep, totpUri, twoStepKey, unseal } from './two-step-secret.js';

/** The name authenticator apps list the account under. */
export const totpIssuer = 'Uptick';
/** Wrong codes in a row on signed-in actions before codes lock, and for how long: as the transaction password. */
export const codeAttemptsMax = 5;
export const codeLockMs = 15 * 60 * 1000;

const iso = (ms: number) => new Date(ms).toISOString();
export const otpRequired = () => new DomainError('otp_required', 'Two-step sign-in is on: send the code of your authenticator app as otp');
const otpInvalid = (attemptsLeft?: number) =>
  new DomainError('otp_invalid', 'The code is wrong or was used already', undefined, attemptsLeft === undefined ? undefined : { attemptsLeft });

export async function twoStepState(db: Connection, userId: string): Promise<TwoStepState> {
  const row = await findTwoStep(db, userId);
  const on = row?.enabled_at != null;
  return { enabled: on, enabledAt: on ? iso(row!.enabled_at!) : null, recoveryCodesLeft: on ? await recoveryCodesLeft(db, userId) : 0 };
}

/** Step 1: a new secret, kept sealed until a code proves the app has it; shown now and never again. */
export async function setupTwoStep(db: Connection, userId: string, nowMs: number): Promise<TwoStepSetup> {
  const user = await findUserById(db, userId);
  if (!user) throw new DomainError('unauthenticated', 'Please sign in again');
  const secret = newTotpSecret();
  if (!(await startTwoStep(db, userId, seal(await twoStepKey(db), userId, secret), nowMs))) {
    throw new DomainError('two_step_on', 'Two-step sign-in is on already; turn it off first');
  }
  const uri = totpUri(totpIssuer, user.account, secret);
  return { secret, uri, qrSvg: renderSVG(uri, { ecc: 'M', border: 2 }) };
}

/**
 * Whether `code` is right for the user now, used up if it is: an app code for a time step later than the last one
 * taken (so each works once, and none older after it), or an unused recovery code. Counts nothing: the caller does.
 */
export async function acceptCode(db: Connection, row: TwoStepRow, code: string, nowMs: number): Promise<boolean> {
  const key = await twoStepKey(db);
  if (!isAppCode(code)) return takeRecoveryCode(db, row.user_id, recoveryCodeHash(key, row.user_id, code), nowMs);
  const step = await totpStep(unseal(key, row.user_id, row.secret), code.trim(), nowMs, row.last_step);
  return step !== undefined && takeTimeStep(db, row.user_id, step);
}

/** Two-step sign-in's row while it is on; undefined while off (or only being set up). */
export async function enabledTwoStep(db: Connection, userId: string): Promise<TwoStepRow | undefined> {
  const row = await findTwoStep(db, userId);
  return row?.enabled_at != null ? row : undefined;
}

/**
 * Checks a code for a signed-in action (a withdrawal, a withdrawal account change, turning two-step sign-in on or
 * off), one at a time per user: five wrong in a row lock codes for 15 minutes, as five wrong transaction passwords
 * lock withdrawals, and the owner hears of it. A wrong one is counted as an increment, so that checks at once in
 * several processes all count; a right one clears the count. Returns the row the code was right for.
 */
export function checkCode(db: Connection, checks: OneAtATime, userId: string, code: string, nowMs: number, notices: UserNotices): Promise<TwoStepRow> {
  return checks.run(`code:${userId}`, async () => {
    const row = await findTwoStep(db, userId);
    if (!row) throw otpInvalid();
    if (row.locked_until !== null && row.locked_until > nowMs) throw codesLocked(row.locked_until, nowMs);
    if (await acceptCode(db, row, code, nowMs)) {
      if (row.failures > 0 || row.locked_until !== null) await setCodeFailures(db, userId, 0, null);
      return row;
    }
    const failures = await countCodeFailure(db, userId);
    if (failures >= codeAttemptsMax) {
      const untilMs = nowMs + codeLockMs;
      await setCodeFailures(db, userId, 0, untilMs);
      await notices.send(userId, 'two_step_locked');
      throw codesLocked(untilMs, nowMs);
    }
    throw otpInvalid(codeAttemptsMax - failures);
  });
}

function codesLocked(untilMs: number, nowMs: number): DomainError {
  return new DomainError('otp_locked', 'Too many wrong codes; they are locked for now', undefined, { retryAfterSeconds: Math.max(1, Math.ceil((untilMs - nowMs) / 1000)) });
}

/**
 * What a withdrawal or a change of the withdrawal account needs besides the transaction password while two-step
 * sign-in is on: a code. Asked before the password (a request that can't succeed yet costs none of its five
 * tries); `check` is the password's check, and the code is checked after it.
 */
export async function withSecondStep(
  db: Connection,
  checks: OneAtATime,
  userId: string,
  code: string | undefined,
  nowMs: number,
  notices: UserNotices,
  check: () => Promise<void>,
): Promise<void> {
  const on = await enabledTwoStep(db, userId);
  if (on && code === undefined) throw otpRequired();
  await check();
  if (on) await checkCode(db, checks, userId, code!, nowMs, notices);
}

/**
 * Step 2: the transaction password and a code of the newly added app turn two-step sign-in on, and hand out ten
 * recovery codes, shown once (stored hashed). The password keeps a stolen session from locking the owner out
 * with an app of its own.
 */
export async function enableTwoStepSignIn(
  db: Connection,
  checks: OneAtATime,
  userId: string,
  body: TwoStepConfirmBody,
  nowMs: number,
  notices: UserNotices,
): Promise<{ recoveryCodes: string[] }> {
  const row = await findTwoStep(db, userId);
  if (row?.enabled_at != null) throw new DomainError('two_step_on', 'Two-step sign-in is on already');
  if (!row) throw new DomainError('not_found', 'Set up two-step sign-in first (POST /api/me/two-step/setup)');
  await checkTradePassword(db, checks, userId, body.tradePassword, nowMs, notices);
  const checked = await checkCode(db, checks, userId, body.code, nowMs, notices);
  const key = await twoStepKey(db);
  const recoveryCodes = Array.from({ length: recoveryCodesCount }, newRecoveryCode);
  await db.transaction(async (trx) => {
    // On only with the secret the code proved: a setup started again meanwhile (another session, another app)
    // has a secret no code has shown the user's app holds.
    if (!(await enableTwoStep(trx, userId, checked.secret, nowMs))) {
      if ((await findTwoStep(trx, userId))?.enabled_at != null) throw new DomainError('two_step_on', 'Two-step sign-in is on already');
      throw otpInvalid();
    }
    await replaceRecoveryCodes(trx, userId, recoveryCodes.map((code) => recoveryCodeHash(key, userId, code)));
  });
  await notices.send(userId, 'two_step_enabled');
  return { recoveryCodes };
}

/** Turns two-step sign-in off: the transaction password and a code (or a recovery code), both counted. */
export async function disableTwoStepSignIn(
  db: Connection,
  checks: OneAtATime,
  userId: string,
  body: TwoStepConfirmBody,
  nowMs: number,
  notices: UserNotices,
): Promise<void> {
  if (!(await enabledTwoStep(db, userId))) throw new DomainError('not_found', 'Two-step sign-in is off');
  await checkTradePassword(db, checks, userId, body.tradePassword, nowMs, notices);
  await checkCode(db, checks, userId, body.code, nowMs, notices);
  await db.transaction((trx) => deleteTwoStep(trx, userId));
  await notices.send(userId, 'two_step_disabled');
}

/**
 * Operator: turns a user's two-step sign-in off once their identity was checked (a lost phone and no recovery code
 * left), audited; the user hears of it, as when they turn it off themselves.
 */
export async function turnOffTwoStepForUser(db: Connection, userId: string, operator: OperatorContext, nowMs: number, notices: UserNotices): Promise<void> {
  await db.transaction(async (trx) => {
    if (!(await deleteTwoStep(trx, userId))) throw new DomainError('not_found', 'Two-step sign-in is off for this user');
    await writeAuditLog(trx, operator, 'two_step.off', `user:${userId}`, {}, nowMs);
  });
  await notices.send(userId, 'two_step_disabled');
}
