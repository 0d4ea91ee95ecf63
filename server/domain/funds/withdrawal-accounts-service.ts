import type { Connection } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { WithdrawalAccountBody } from '../../../src/core/funds-structs.js';
import type { WithdrawalAccount } from '../../../src/core/funds.js';
import { mask } from '../../../src/core/mask.js';
import { DomainError } from '../domain-error.js';
import { writeAuditLog, type OperatorContext } from '../operators/audit-log.js';
import type { OneAtATime } from '../one-at-a-time.js';
import type { UserNotices } from '../users/user-notices.js';
import { checkTradePassword } from './trade-password-guard.js';
import { withSecondStep } from '../auth/two-step-service.js';
import {
  deleteWithdrawalAccount,
  findWithdrawalAccount,
  insertWithdrawalAccount,
  replaceWithdrawalAccount,
  type WithdrawalAccountRow,
} from './withdrawal-accounts-repository.js';

const iso = (ms: number) => new Date(ms).toISOString();

function toWithdrawalAccount(row: WithdrawalAccountRow, nowMs: number): WithdrawalAccount {
  const common = {
    accountName: row.account_name,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    // A hold that has ended is no longer news: null means withdrawals may go.
    holdUntil: row.hold_until !== null && row.hold_until > nowMs ? iso(row.hold_until) : null,
  };
  if (row.type === 'crypto') return { type: 'crypto', ...common, network: row.network!, currencyAddress: row.currency_address! };
  const cardNumber = row.card_number!;
  return {
    type: 'bank_card',
    ...common,
    nationality: row.nationality!,
    bankName: row.bank_name!,
    // The full number never leaves the server again: the last 4 digits are enough to recognise it.
    cardNumber: mask(cardNumber, 0, cardNumber.length - 4),
    bankAddress: row.bank_address!,
  };
}

export async function getWithdrawalAccount(db: Connection, userId: string, nowMs: number): Promise<WithdrawalAccount> {
  const row = await findWithdrawalAccount(db, userId);
  if (!row) throw new DomainError('not_bound', 'No withdrawal account is bound yet');
  return toWithdrawalAccount(row, nowMs);
}

type KindFields = Pick<WithdrawalAccountRow, 'type' | 'account_name' | 'nationality' | 'bank_name' | 'card_number' | 'bank_address' | 'network' | 'currency_address'>;

/** The columns of one kind, as stored: the other kind's are null (the table's CHECK insists). */
function kindFields(body: WithdrawalAccountBody): KindFields {
  const none = { nationality: null, bank_name: null, card_number: null, bank_address: null, network: null, currency_address: null };
  if (body.type === 'crypto') {
    return { ...none, type: 'crypto', account_name: body.accountName.trim(), network: body.network.trim().toUpperCase(), currency_address: body.currencyAddress };
  }
  return {
    ...none,
    type: 'bank_card',
    account_name: body.accountName.trim(),
    nationality: body.nationality,
    bank_name: body.bankName.trim(),
    card_number: body.cardNumber.replace(/\s+/g, ''),
    bank_address: body.bankAddress.trim(),
  };
}

const sameFields = (row: WithdrawalAccountRow, fields: KindFields) => (Object.keys(fields) as (keyof KindFields)[]).every((key) => row[key] === fields[key]);

export interface AccountChangeRules {
  checks: OneAtATime;
  notices: UserNotices;
  /** How long withdrawals wait after a change (WITHDRAWAL_ACCOUNT_HOLD_HOURS). */
  holdMs: number;
}

/**
 * Binds the user's withdrawal account, or changes it, after the transaction password (the guard withdrawals use:
 * wrong ones count toward the same lock). The first binding is ready at once. A change starts a security hold, so
 * that someone who got hold of the session and the password can't redirect the money before the owner hears of
 * it: withdrawals wait until `holdUntil`, and the user is sent a notice. Sending the same account again changes
 * nothing and starts no hold.
 */
export async function saveWithdrawalAccount(
  db: Connection,
  rules: AccountChangeRules,
  userId: string,
  body: WithdrawalAccountBody,
  nowMs: number,
): Promise<WithdrawalAccount> {
  // With two-step sign-in on, the authenticator's code too (checked after the password).
  await withSecondStep(db, rules.checks, userId, body.otp, nowMs, rules.notices, () => checkTradePassword(db, rules.checks, userId, body.tradePassword, nowMs, rules.notices));
  const fields = kindFields(body);
  const save = () =>
    db.transaction(async (trx) => {
      const current = await findWithdrawalAccount(trx, userId);
      if (!current) {
        const row: WithdrawalAccountRow = { user_id: userId, ...fields, created_at: nowMs, updated_at: nowMs, hold_until: null };
        await insertWithdrawalAccount(trx, row);
        return { row, changed: false };
      }
      if (sameFields(current, fields)) return { row: current, changed: false };
      const row: WithdrawalAccountRow = { ...current, ...fields, updated_at: nowMs, hold_until: nowMs + rules.holdMs };
      if (!(await replaceWithdrawalAccount(trx, row))) throw new DomainError('not_bound', 'The withdrawal account was unbound meanwhile');
      return { row, changed: true };
    });
  // Two first bindings at once: the one that lost the insert finds the other's account and changes it.
  const { row, changed } = await save().catch((error: unknown) => {
    if (isUniqueViolation(error)) return save();
    throw error;
  });
  if (changed) await rules.notices.send(userId, 'withdrawal_account_changed', { holdUntil: iso(row.hold_until!) });
  return toWithdrawalAccount(row, nowMs);
}

/** Refuses a withdrawal while the account's security hold runs, saying until when. */
export function assertNoHold(row: WithdrawalAccountRow, nowMs: number): void {
  if (row.hold_until !== null && row.hold_until > nowMs) {
    throw new DomainError('withdrawal_hold', 'The withdrawal account was changed recently; withdrawals resume after the security hold', undefined, {
      holdUntil: iso(row.hold_until),
    });
  }
}

/** The account a withdrawal is to be paid to, kept with it (JSON): a later change can't redirect it. */
export function payeeOf(row: WithdrawalAccountRow): string {
  const { type, account_name, nationality, bank_name, card_number, bank_address, network, currency_address } = row;
  return JSON.stringify({ type, account_name, nationality, bank_name, card_number, bank_address, network, currency_address } satisfies KindFields);
}

/** An account as an operator pays to it, in full: the bank and card number, or the network and address. */
export function describePayee(fields: Pick<KindFields, 'type' | 'account_name' | 'bank_name' | 'card_number' | 'network' | 'currency_address'>): string {
  return fields.type === 'crypto'
    ? `${fields.network} ${fields.currency_address} (${fields.account_name})`
    : `${fields.bank_name} ${fields.card_number} (${fields.account_name})`;
}

/** Operator: removes the binding so the user can bind another account (a first binding again: no hold). */
export async function unbindWithdrawalAccount(db: Connection, userId: string, operator: OperatorContext, nowMs: number): Promise<void> {
  await db.transaction(async (trx) => {
    const row = await findWithdrawalAccount(trx, userId);
    if (!row || !(await deleteWithdrawalAccount(trx, userId))) throw new DomainError('not_bound', 'No withdrawal account is bound');
    const details =
      row.type === 'crypto'
        ? { type: row.type, network: row.network!, addressLast4: row.currency_address!.slice(-4) }
        : { type: row.type, bankName: row.bank_name!, cardLast4: row.card_number!.slice(-4) };
    await writeAuditLog(trx, operator, 'withdrawal_account.unbind', `user:${userId}`, details, nowMs);
  });
}
