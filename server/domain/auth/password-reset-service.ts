import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Connection } from '../../db/connection.js';
import { newId } from '../../db/ids.js';
import type { PasswordResetBody, ResetCodeRequestBody } from '../../../src/core/password-reset-structs.js';
import { normaliseAccount } from '../../../src/core/account-id.js';
import { DomainError } from '../domain-error.js';
import type { UserNotices } from '../users/user-notices.js';
import { hashSecret } from './password-hash.js';
import { forAccount } from './hash-gate.js';
import { loginFailureKey } from './login-guard.js';
import { assertMobileNumber } from './mobile-number.js';
import { findUserByAccount, resetTradePassword, updateUserSecret } from './users-repository.js';
import { deleteUserSessions } from './sessions-repository.js';
import { forgetAllDevices } from './trusted-devices-repository.js';
import { clearAccountFailures } from './login-failures-repository.js';
import { accountCodeTimes, askerRequests, countResetTry, expireLiveResetCodes, insertResetCode, resetRequest, useResetCode } from './reset-codes-repository.js';
import { hashToken, newToken } from './tokens.js';
import { smsSentInHour, spendSms } from '../sms/sms-budget-repository.js';
import { secondsToNextSmsHour, smsHourOf, youngAccountMs, youngSmsShareOf } from '../sms/sms-budget.js';
import { hasConfirmedDeposit } from '../funds/deposits-repository.js';

/** A code works for 10 minutes after it is sent. */
export const resetCodeLifetimeMs = 10 * 60 * 1000;
/** Checks of one code, right or wrong, before it is dead: 5 guesses in 10,000 is what makes 4 digits enough. */
export const resetCodeTriesMax = 5;
/**
 * Codes one account may be sent an hour, and a day, whoever asks: with the tries, at most 30 guesses a day. Past
 * them a request is answered as ever and sends nothing, so that the answer never tells an account that exists.
 */
export const resetCodesPerHour = 3;
export const resetCodesPerDay = 6;
/** The same for a young account (`youngAccountMs`): its codes come out of a share of the SMS budget too. */
export const youngResetCodesPerHour = 1;
export const youngResetCodesPerDay = 2;
/**
 * Requests one client (its address; an IPv6 one by its /56) may make for one account name an hour, and a day,
 * whether or not the account exists and the phone matches: past them 429, the same for every name, so the answer
 * says nothing of the account; the owner asking from their own phone hears it at the fourth.
 */
export const resetRequestsPerAskerAccountHour = 3;
export const resetRequestsPerAskerAccountDay = 6;
/**
 * Codes one client (its address; an IPv6 one by its /56) may ask for an hour, and a day, for any accounts, its
 * own or not: room for a household or office behind one address, while a stranger's guesses at an owner's phone
 * are the stranger's to spend.
 */
export const resetCodesPerAddressHour = 10;
export const resetCodesPerAddressDay = 30;
const hourMs = 60 * 60 * 1000;
export const resetRequestsKeptMs = 24 * hourMs;

function codeHash(key: Buffer, rowId: string, code: string): Buffer {
  // The row id in the MAC: the same code in two rows has two hashes.
  return createHmac('sha256', key).update(`${rowId}:${code}`).digest();
}

/** When a request may be counted again under a limit of `perHour` and `perDay`, or undefined when it may now; `times` are the last day's, newest first. */
function freeAt(times: number[], perHour: number, perDay: number, nowMs: number): number | undefined {
  const hourly = times.filter((time) => time > nowMs - hourMs);
  return hourly.length >= perHour ? hourly[perHour - 1] + hourMs : times.length >= perDay ? times[perDay - 1] + resetRequestsKeptMs : undefined;
}

/**
 * Refuses a request past its asker's count of requests (`askerTimes`), or past the asker's count for this account
 * name (`forAccountTimes`), both of the last day, newest first. Neither depends on whether the account exists or
 * the phone matches, so neither does the answer.
 */
function assertUnderLimits(forAccountTimes: number[], askerTimes: number[], nowMs: number): void {
  const account = freeAt(forAccountTimes, resetRequestsPerAskerAccountHour, resetRequestsPerAskerAccountDay, nowMs);
  const asker = freeAt(askerTimes, resetCodesPerAddressHour, resetCodesPerAddressDay, nowMs);
  if (account === undefined && asker === undefined) return;
  const until = Math.max(account ?? 0, asker ?? 0);
  throw new DomainError('rate_limited', 'Too many codes asked for; please wait', undefined, { retryAfterSeconds: Math.max(1, Math.ceil((until - nowMs) / 1000)) });
}

/** Every request is refused once the hour's SMS budget is spent, match or miss, until the hour ends. */
export class SmsBudgetExhausted extends DomainError {
  constructor(
    readonly hourStartMs: number,
    nowMs: number,
  ) {
    super('sms_budget_exhausted', 'No more codes can be sent this hour; please try again later', undefined, { retryAfterSeconds: secondsToNextSmsHour(nowMs) });
  }
}

/** The code drawn for a request, the phone it goes to (none when nothing is sent), and the id a reset names it by. */
export interface DrawnResetCode {
  code: string;
  phone: string | undefined;
  requestId: string;
}

/** Who asks, and how many messages an hour the installation may send (SMS_HOURLY_BUDGET). */
export interface ResetCodeAsker {
  /** `addressKey` of the client, an IPv6 one by its /56 (`subscriberPrefixBits`). */
  askerKey: string;
  smsHourlyBudget: number;
  /** Young accounts' codes are capped (`youngResetCodesPerHour`, `youngSmsShareOf`): false on a demo server. */
  youngAccountsCapped: boolean;
}

/**
 * Draws a code for `account`, keeps its hash and hands out a request id (only its hash is kept) that the reset
 * must name. Whether or not account and phone match, it does the same work (a lookup, a MAC, the same number of
 * statements) and checks the same limits — the asker's requests, in all and for this account name, and the hour's
 * SMS budget — so neither the answer nor its time tells whether they matched; only a match's row can ever take a
 * code. A match past the account's codes sent (`resetCodesPerHour`), or for a young account (opened less than a
 * day ago, no deposit credited) past its one an hour or the young accounts' share of the hour's budget, is kept as
 * a miss: answered alike, nothing sent. What a request spends differs: every request counts against its asker,
 * only a code sent against the account (so a stranger's guesses at the phone can't use up the owner's codes) and
 * the SMS budget. A request ends its asker's earlier codes for the account, never another asker's.
 */
export async function requestResetCode(db: Connection, key: Buffer, body: ResetCodeRequestBody, asker: ResetCodeAsker, nowMs: number): Promise<DrawnResetCode> {
  assertMobileNumber(body.phone);
  const account = normaliseAccount(body.account);
  const accountKey = loginFailureKey(account);
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const id = newId(nowMs);
  const hash = codeHash(key, id, code).toString('hex');
  const requestId = newToken();
  const hourStart = smsHourOf(nowMs);
  return db.transaction(async (trx) => {
    const since = nowMs - resetRequestsKeptMs;
    const asked = await askerRequests(trx, asker.askerKey, since);
    const forAccount = asked.filter((request) => request.account_key === accountKey).map((request) => request.created_at);
    assertUnderLimits(forAccount, asked.map((request) => request.created_at), nowMs);
    const user = await findUserByAccount(trx, account);
    const sent = await accountCodeTimes(trx, accountKey, since);
    // Asked for every request, whoever it names, so that its time says nothing either.
    const deposited = await hasConfirmedDeposit(trx, user?.id ?? '');
    const young = asker.youngAccountsCapped && user !== undefined && Number(user.created_at) > nowMs - youngAccountMs && !deposited;
    const [perHour, perDay] = young ? [youngResetCodesPerHour, youngResetCodesPerDay] : [resetCodesPerHour, resetCodesPerDay];
    const matched = user?.phone === body.phone ? user : undefined;
    let owner = matched && freeAt(sent, perHour, perDay, nowMs) === undefined ? matched : undefined;
    // A code sent spends the hour's budget (a young account's, the young share too); a miss reads it. Refused alike
    // once the budget is spent; past the young share, a young account's code is kept as a miss.
    const budget = asker.smsHourlyBudget;
    const spent = owner ? await spendSms(trx, hourStart, budget, young ? youngSmsShareOf(budget) : undefined) : (await smsSentInHour(trx, hourStart)) < budget ? 'sent' : 'budget';
    if (spent === 'budget') throw new SmsBudgetExhausted(hourStart, nowMs);
    if (spent === 'share') owner = undefined;
    await expireLiveResetCodes(trx, accountKey, asker.askerKey, nowMs);
    await insertResetCode(trx, {
      id,
      account_key: accountKey,
      user_id: owner?.id ?? null,
      code_hash: hash,
      expires_at: nowMs + resetCodeLifetimeMs,
      used_at: null,
      created_at: nowMs,
      asker_key: asker.askerKey,
      request_hash: hashToken(requestId),
    });
    return { code, phone: owner?.phone, requestId };
  });
}

// Form-level errors, not field ones: their words belong to the errors namespace every screen already has.
const codeExpired = () => new DomainError('reset_code_expired', 'This code no longer works; please ask for a new one');

/**
 * Sets a forgotten secret with the code of the request the body names (`requestId`), which must be for the same
 * account. Each check counts against that request before the code is compared (so a burst can't try more than
 * five), never against another request's code: a stranger without the phone holds only requests of their own,
 * which no code opens. A right code is used up in the same transaction that sets the secret (of two requests with
 * it, one wins), and then the user is signed out everywhere, every device is a stranger again, and the lock the
 * forgotten secret caused is lifted.
 */
export async function resetPassword(db: Connection, key: Buffer, body: PasswordResetBody, nowMs: number, notices: UserNotices): Promise<void> {
  const accountKey = loginFailureKey(normaliseAccount(body.account));
  const row = await resetRequest(db, hashToken(body.requestId));
  const tries = row && row.account_key === accountKey ? await countResetTry(db, row.id, resetCodeTriesMax, nowMs) : undefined;
  if (!row || tries === undefined) throw codeExpired();
  const right = timingSafeEqual(codeHash(key, row.id, body.code), Buffer.from(row.code_hash, 'hex'));
  const userId = row.user_id;
  if (!right || userId === null) {
    if (tries >= resetCodeTriesMax) throw codeExpired();
    throw new DomainError('reset_code_wrong', 'The code is wrong');
  }
  // Hashed before the transaction (SQLite has one writer); only a right code gets this far.
  const hash = await hashSecret(body.newPassword, forAccount(userId));
  await db.transaction(async (trx) => {
    if (!(await useResetCode(trx, row.id, nowMs))) throw codeExpired();
    if (body.kind === 'login') {
      await updateUserSecret(trx, userId, 'password_hash', hash, nowMs);
      await clearAccountFailures(trx, accountKey);
    } else {
      await resetTradePassword(trx, userId, hash, nowMs);
    }
    await deleteUserSessions(trx, userId);
    await forgetAllDevices(trx, userId);
  });
  await notices.send(userId, 'password_reset', { kind: body.kind });
}
