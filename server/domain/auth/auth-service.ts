import { randomInt } from 'node:crypto';
import type { Connection } from '../../db/connection.js';

import { newId } from '../../db/ids.js';
import type { LoginBody, RegisterBody, RegisterCheckBody } from '../../../src/core/auth-structs.js';
import type { PasswordChangeBody } from '../../../src/core/secret-structs.js';
import { DomainError } from '../domain-error.js';
import { normaliseAccount } from '../../../src/core/account-id.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { hashSecret, verifySecret, decoyHash } from './password-hash.js';
import { forAccount, forAddress } from './hash-gate.js';
import { hashToken, newToken } from './tokens.js';
import { findUserByAccount, findUserById, holdUserWithPassword, insertUser, isPhoneTaken, updateUserSecret } from './users-repository.js';
import { insertInviteCode, isInviteCodeActive } from './invite-codes-repository.js';
import { insertUserAccounts } from '../ledger/accounts-repository.js';
import { deleteExpiredTickets, insertTicket, takeTicket } from './registration-tickets-repository.js';
import { checkTradePassword } from '../funds/trade-password-guard.js';
import type { UserNotices } from '../users/user-notices.js';
import { guardLogin } from './login-guard.js';
import { assertMobileNumber } from './mobile-number.js';
import type { OneAtATime } from '../one-at-a-time.js';
import { countDeviceFailure, forgetAllDevices, forgetOldDevices, insertTrustedDevice, takeTrustedDevice, trustedDeviceUserId } from './trusted-devices-repository.js';
import { recordConsents } from './consent.js';
import { deleteOtherSessions, deleteSession, findSession, insertSession } from './sessions-repository.js';
import type { SessionCache } from './session-cache.js';
import type { SignInOutcome } from '../../../src/core/security.js';
import { recordSignIn, type SignInOrigin } from './security-service.js';
import type { SignInRecorder } from './sign-in-recorder.js';
import { hasSignedIn } from './sign-ins-repository.js';
import { acceptCode, enabledTwoStep, otpRequired } from './two-step-service.js';
import { deviceLabel } from './device-name.js';

export const ticketLifetimeMs = 15 * 60 * 1000;
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;
// No 0/O or 1/I: codes are read aloud and typed from screenshots.
const inviteAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const inviteCodeLength = 8;

function normaliseInviteCode(code: string): string {
  return code.trim().toUpperCase();
}

async function assertAccountAndPhoneFree(db: Connection, account: string, phone: string): Promise<void> {
  if (await findUserByAccount(db, account)) throw new DomainError('account_taken', 'This account is taken', { account: 'account_taken' });
  if (await isPhoneTaken(db, phone)) throw new DomainError('phone_taken', 'This phone number is already registered', { phone: 'phone_taken' });
}

function inviteCodeUnknown(): DomainError {
  return new DomainError('invite_code_unknown', 'This account-opening code is not valid', { inviteCode: 'invite_code_unknown' });
}

/**
 * Step 1: checks the invite code, then account and phone, and hands out a ticket for step 2. The code comes
 * first so that only someone holding a valid code learns whether an account or phone is taken.
 */
export async function checkRegistration(db: Connection, body: RegisterCheckBody, nowMs: number): Promise<{ ticket: string }> {
  assertMobileNumber(body.phone);
  const account = normaliseAccount(body.account);
  const inviteCode = normaliseInviteCode(body.inviteCode);
  if (!(await isInviteCodeActive(db, inviteCode))) throw inviteCodeUnknown();
  await assertAccountAndPhoneFree(db, account, body.phone);
  await deleteExpiredTickets(db, nowMs);
  const ticket = newToken();
  await insertTicket(db, {
    ticket_hash: hashToken(ticket),
    account,
    phone: body.phone,
    invite_code: inviteCode,
    expires_at: nowMs + ticketLifetimeMs,
  });
  return { ticket };
}

function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < inviteCodeLength; i++) code += inviteAlphabet[randomInt(inviteAlphabet.length)];
  return code;
}

/**
 * Step 2: sets both secrets and opens the account the ticket was issued for, recording the terms it accepted.
 * `block` is the client's address block, whose turn the two hashes take.
 */
export async function register(db: Connection, body: RegisterBody, block: string, nowMs: number): Promise<{ account: string }> {
  // The ticket is used up before anything is hashed: a made-up, spent or expired one costs the server no
  // hash, and one ticket sent many times at once opens one account for two hashes.
  const ticket = await takeTicket(db, hashToken(body.ticket));
  if (!ticket || ticket.expires_at <= nowMs) throw new DomainError('ticket_invalid', 'Registration expired; please start again');
  // Hash before the transaction: scrypt takes a few hundred ms and SQLite has one writer. Refused for a full
  // hash queue (503), the user may retry: the ticket goes back.
  const [passwordHash, tradePasswordHash] = await Promise.all([hashSecret(body.password, forAddress(block)), hashSecret(body.tradePassword, forAddress(block))]).catch(async (err: unknown) => {
    await insertTicket(db, ticket);
    throw err;
  });
  const opened = db.transaction(async (trx) => {
    await assertAccountAndPhoneFree(trx, ticket.account, ticket.phone);
    if (!(await isInviteCodeActive(trx, ticket.invite_code))) throw inviteCodeUnknown();
    const id = newId(nowMs);
    const inviteCode = await freeInviteCode(trx);
    await insertUser(trx, {
      id,
      account: ticket.account,
      nickname: ticket.account,
      phone: ticket.phone,
      password_hash: passwordHash,
      trade_password_hash: tradePasswordHash,
      invite_code: inviteCode,
      invited_by_code: ticket.invite_code,
      credit_score: 100,
      verification: 'none',
      risk_acknowledged_at: null,
      trade_password_failures: 0,
      trade_locked_until: null,
      created_at: nowMs,
      updated_at: nowMs,
    });
    await insertInviteCode(trx, inviteCode, id, nowMs);
    await insertUserAccounts(trx, id, nowMs);
    await recordConsents(trx, id, nowMs);
    return { account: ticket.account };
  });
  return opened.catch(async (err: unknown) => {
    if (!isUniqueViolation(err)) throw err;
    // Another registration of this account or phone committed between our check and our insert: say which.
    await assertAccountAndPhoneFree(db, ticket.account, ticket.phone);
    throw err;
  });
}

async function freeInviteCode(db: Connection): Promise<string> {
  // 32^8 codes: a clash is rare, and a few draws make it vanishingly so.
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newInviteCode();
    if (!(await isInviteCodeActive(db, code))) return code;
  }
  throw new Error('could not draw a free invite code in 5 attempts');
}

/** A user keeps the devices they last signed in on; older ones go back to being strangers. */
export const trustedDevicesMax = 10;
/** A device unused this long is a stranger again: a token found on an old phone opens no lock. */
export const trustedDeviceIdleMs = 90 * 24 * 60 * 60 * 1000;

export interface SignedIn {
  token: string;
  userId: string;
  /** This device's token: sent with the next login, it lets the device past the account-wide lock. */
  device: string;
}

/** Wrong passwords sent with one device token before the token is forgotten. */
export const deviceFailuresMax = 5;

/** Where a sign-in comes from, as the owner will see it: the User-Agent (cut) and the masked address. */
export type { SignInOrigin } from './security-service.js';

/**
 * Signs in from `address`; wrong passwords are counted per account and address, and per account for new
 * devices (login-guard.ts). A known device's token is used once: a right password hands out a new one, and
 * five wrong ones forget it. The hash takes the account's turn (known or new device), or for an unknown
 * account the turn of the client's address `block`. With two-step sign-in on, a new device also needs a code
 * (`otp`): without one the answer is `otp_required`, once the password was right; a wrong code counts as a wrong
 * password (the same locks, so a stranger who has the password can't lock the owner's own devices out). Every
 * try at an existing account is kept for its owner (`origin`), a refused one apart from its answer (`signIns`), so
 * that its time is an unknown account's; a sign-in on a new device is sent to the inbox.
 */
export async function login(
  db: Connection,
  checks: OneAtATime,
  body: LoginBody,
  address: string,
  block: string,
  nowMs: number,
  notices: UserNotices,
  signIns: SignInRecorder,
  origin: SignInOrigin = { userAgent: null, address: null },
): Promise<SignedIn> {
  const account = normaliseAccount(body.account);
  const user = await findUserByAccount(db, account);
  const sentDevice = body.device ? hashToken(body.device) : undefined;
  // The hash of the token sent, when it is a device of this account's: the device is known.
  const knownDevice =
    user && sentDevice && (await trustedDeviceUserId(db, sentDevice, nowMs - trustedDeviceIdleMs)) === user.id ? sentDevice : undefined;
  const known = knownDevice !== undefined;
  const second = { needed: false, wrong: false };
  // What only a right password reaches is kept before the answer; a refusal, apart from it (an unknown account has none).
  const record = (outcome: SignInOutcome) => (user ? recordSignIn(db, user.id, outcome, !known, origin, nowMs) : Promise.resolve());
  const recordLater = (outcome: SignInOutcome) => void (user && signIns.later(user.id, outcome, !known, origin, nowMs));
  const owner = await guardLogin(db, checks, account, address, known ? 'known' : 'new', nowMs, async () => {
    // Unknown accounts cost a hash too, so response time doesn't tell which accounts exist.
    const whose = user ? forAccount(user.id, known ? 'known' : 'stranger') : forAddress(block);
    const ok = await verifySecret(body.password, user?.password_hash ?? (await decoyHash()), whose);
    if (!ok || !user || known) return ok ? user : undefined;
    const twoStep = await enabledTwoStep(db, user.id);
    if (!twoStep) return user;
    // No code yet: the password was right, and the answer asks for one below.
    if (body.otp === undefined) return (second.needed = true), user;
    if (await acceptCode(db, twoStep, body.otp, nowMs)) return user;
    second.wrong = true;
    return undefined;
  }, async () => {
    // New devices are locked out of the account: its owner hears of it before wondering why.
    if (user) await notices.send(user.id, 'sign_in_locked');
  }).catch(async (err: unknown) => {
    if (knownDevice) await countDeviceFailure(db, knownDevice, deviceFailuresMax);
    const code = err instanceof DomainError ? err.code : undefined;
    if (code === 'invalid_credentials' || code === 'login_locked') recordLater(second.wrong ? 'wrong_code' : code === 'login_locked' ? 'locked' : 'wrong_password');
    if (second.wrong && code === 'invalid_credentials') throw new DomainError('otp_invalid', 'The code is wrong or was used already');
    throw err;
  });
  if (second.needed) {
    await record('code_required');
    throw otpRequired();
  }
  const device = newToken();
  const token = newToken();
  await db.transaction(async (trx) => {
    // The password may have changed (an operator's reset, the owner's change) while this login waited for
    // its hash: then its answer is stale. The no-op write also holds the user's row until commit, so a
    // reset can't delete sessions between this check and the insert below.
    if (!(await holdUserWithPassword(trx, owner.id, owner.password_hash))) throw new DomainError('invalid_credentials', 'Wrong account or password');
    // Of two logins racing with one device token, only the first to take it signs in.
    const taken = knownDevice ? await takeTrustedDevice(trx, knownDevice) : undefined;
    if (knownDevice && !taken) throw new DomainError('invalid_credentials', 'Wrong account or password');
    const firstSeen = taken?.created_at ?? nowMs;
    await insertTrustedDevice(trx, hashToken(device), owner.id, nowMs, firstSeen);
    await forgetOldDevices(trx, owner.id, trustedDevicesMax);
    await insertSession(trx, hashToken(token), owner.id, nowMs, nowMs + sessionLifetimeMs, { deviceHash: hashToken(device), ...origin, firstSeenAt: firstSeen });
  });
  // A new device on an account that signed in before is news to its owner (the first sign-in ever is not).
  const tell = !known && (await hasSignedIn(db, owner.id));
  await record('signed_in');
  if (tell) await notices.send(owner.id, 'new_device_sign_in', { device: deviceLabel(origin.userAgent), address: origin.address ?? '' });
  return { token, userId: owner.id, device };
}

/** The user id a bearer token stands for, or undefined if it is unknown, expired or revoked. */
export function authenticate(reads: Connection, token: string, nowMs: number, cache?: SessionCache): Promise<string | undefined> {
  const tokenHash = hashToken(token);
  // Every signed-in request comes here: without a cache (SQLite) no async step wraps the read (docs/performance.md).
  return cache ? rememberedSession(reads, tokenHash, nowMs, cache) : findSession(reads, tokenHash, nowMs).then((session) => session?.user_id);
}

async function rememberedSession(reads: Connection, tokenHash: string, nowMs: number, cache: SessionCache): Promise<string | undefined> {
  const known = cache.userId(tokenHash, nowMs);
  if (known) return known;
  const epoch = cache.epoch;
  const session = await findSession(reads, tokenHash, nowMs);
  if (session) cache.remember(tokenHash, session.user_id, session.expires_at, epoch);
  return session?.user_id;
}

export function logout(db: Connection, token: string): Promise<void> {
  return deleteSession(db, hashToken(token));
}

/**
 * Changes a secret with the old one. The old transaction password is checked by the withdrawal guard (its
 * counter and lock), so a stolen session can't guess it here instead; the user hears of every change.
 */
export async function changePassword(
  db: Connection,
  checks: OneAtATime,
  userId: string,
  token: string,
  body: PasswordChangeBody,
  address: string,
  nowMs: number,
  notices: UserNotices,
): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw new DomainError('unauthenticated', 'Please sign in again');
  const wrongOld = (err: unknown) => {
    if (!(err instanceof DomainError) || (err.code !== 'trade_password_wrong' && err.code !== 'invalid_credentials')) throw err;
    throw new DomainError('old_password_wrong', 'The old password is wrong', { oldPassword: 'old_password_wrong' }, err.details);
  };
  if (body.kind === 'trade') {
    await checkTradePassword(db, checks, userId, body.oldPassword, nowMs, notices).catch(wrongOld);
  } else {
    // A wrong old login password is a wrong login password: counted and locked as sign-in counts them, so a
    // stolen session can't guess it here at the rate limit's pace and then take the account over.
    await guardLogin(
      db,
      checks,
      user.account,
      address,
      'session',
      nowMs,
      async () => ((await verifySecret(body.oldPassword, user.password_hash, forAccount(userId))) ? true : undefined),
      () => notices.send(userId, 'sign_in_locked'),
    ).catch(wrongOld);
  }
  if (body.oldPassword === body.newPassword) {
    throw new DomainError('password_unchanged', 'The new password is the same as the old one', { newPassword: 'password_unchanged' });
  }
  const column = body.kind === 'login' ? 'password_hash' : 'trade_password_hash';
  await updateUserSecret(db, userId, column, await hashSecret(body.newPassword, forAccount(userId)), nowMs);
  // A changed login password ends every other session, and every device is a stranger again (one that knew
  // the old password must not keep skipping the account-wide lock): what a user who fears a leak expects.
  if (body.kind === 'login') {
    await deleteOtherSessions(db, userId, hashToken(token));
    await forgetAllDevices(db, userId);
  }
  await notices.send(userId, body.kind === 'login' ? 'login_password_changed' : 'trade_password_changed');
}
