import { randomInt } from 'node:crypto';
import type { Connection } from '../../db/connection.js';
import { DomainError } from '../domain-error.js';
import { writeAuditLog, type OperatorContext } from '../operators/audit-log.js';
import { hashSecret } from './password-hash.js';
import { forAccount } from './hash-gate.js';
import { findUserByAccount, resetTradePassword, updateCreditScore, updateUserSecret } from './users-repository.js';
import { deleteUserSessions } from './sessions-repository.js';
import { insertInviteCode, isInviteCodeActive } from './invite-codes-repository.js';
import { normaliseAccount } from '../../../src/core/account-id.js';
import { forgetAllDevices } from './trusted-devices-repository.js';
import { clearAccountFailures } from './login-failures-repository.js';
import { loginFailureKey } from './login-guard.js';

const letters = 'abcdefghjkmnpqrstuvwxyz';
const digits = '23456789';

function draw(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** A temporary secret that passes its own rule: 6 digits for trade, 10 letters-and-digits for login. */
function temporarySecret(kind: 'login' | 'trade'): string {
  if (kind === 'trade') return String(randomInt(0, 1_000_000)).padStart(6, '0');
  return draw(letters, 6) + draw(digits, 4);
}

/**
 * Operator: a user forgot a password. Sets a temporary one (returned once, to be passed on out of band). A
 * login reset signs the user out everywhere, makes every device a stranger again and lifts the login locks;
 * a trade reset lifts the transaction-password lock.
 */
export async function resetSecret(db: Connection, account: string, kind: 'login' | 'trade', operator: OperatorContext, nowMs: number): Promise<string> {
  const user = await findUserByAccount(db, normaliseAccount(account));
  if (!user) throw new DomainError('not_found', `No account ${account}`);
  const secret = temporarySecret(kind);
  // An operator's reset takes the user's own turn in the known lane: a flood must not keep a locked-out user waiting.
  const hash = await hashSecret(secret, forAccount(user.id));
  await db.transaction(async (trx) => {
    if (kind === 'login') {
      await updateUserSecret(trx, user.id, 'password_hash', hash, nowMs);
      await deleteUserSessions(trx, user.id);
      await forgetAllDevices(trx, user.id);
      await clearAccountFailures(trx, loginFailureKey(user.account));
    } else {
      await resetTradePassword(trx, user.id, hash, nowMs);
    }
    await writeAuditLog(trx, operator, `user.reset_${kind}_password`, `user:${user.id}`, { account: user.account }, nowMs);
  });
  return secret;
}

/** Operator: new platform account-opening codes (8 characters, no look-alike letters). */
export async function createInviteCodes(db: Connection, count: number, operator: OperatorContext, nowMs: number): Promise<string[]> {
  if (!Number.isSafeInteger(count) || count < 1 || count > 100) throw new DomainError('validation_failed', 'count must be 1–100');
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return db.transaction(async (trx) => {
    const codes: string[] = [];
    while (codes.length < count) {
      const code = draw(alphabet, 8);
      if (await isInviteCodeActive(trx, code)) continue;
      await insertInviteCode(trx, code, null, nowMs);
      codes.push(code);
    }
    await writeAuditLog(trx, operator, 'invite_codes.create', 'invite_codes', { codes }, nowMs);
    return codes;
  });
}

/** Operator: sets a user's credit score (0–100) with the reason on record. */
export async function setCreditScore(db: Connection, account: string, score: number, operator: OperatorContext, nowMs: number): Promise<{ from: number; to: number }> {
  if (!Number.isSafeInteger(score) || score < 0 || score > 100) throw new DomainError('validation_failed', 'The credit score must be a whole number from 0 to 100');
  const user = await findUserByAccount(db, normaliseAccount(account));
  if (!user) throw new DomainError('not_found', `No account ${account}`);
  await db.transaction(async (trx) => {
    await updateCreditScore(trx, user.id, score, nowMs);
    await writeAuditLog(trx, operator, 'user.credit_score', `user:${user.id}`, { account: user.account, from: user.credit_score, to: score }, nowMs);
  });
  return { from: user.credit_score, to: score };
}
