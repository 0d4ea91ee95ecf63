import type { Connection } from '../../db/connection.js';
import type { FundsConfig } from '../../config.js';
import { newId } from '../../db/ids.js';
import type { WithdrawalBody } from '../../../src/core/funds-structs.js';
import type { Page, WithdrawalRecord } from '../../../src/core/funds.js';
import { formatMinor, parseMoney } from '../../../src/core/money.js';
import { withdrawalFeeMinor } from '../../../src/core/withdrawal-fee.js';
import { DomainError } from '../domain-error.js';
import { transfer, transferBatch, type TransferRequest } from '../ledger/ledger.js';
import { platformAccountId, userAccountId } from '../ledger/account-ids.js';
import { runOnce, type Idempotency, type StoredResponse } from '../idempotency/idempotency.js';
import { writeAuditLog, type OperatorContext } from '../operators/audit-log.js';
import { textBefore, toPage, type PageRequest } from '../paging.js';
import { markWithdrawalAccountUsed } from './withdrawal-accounts-repository.js';
import { accountToPay, assertNoHold, payeeOf } from './withdrawal-accounts-service.js';
import type { PublicNumbers } from '../numbering/public-numbers.js';
import { checkTradePassword } from './trade-password-guard.js';
import { withSecondStep } from '../auth/two-step-service.js';
import type { OneAtATime } from '../one-at-a-time.js';
import type { UserNotices } from '../users/user-notices.js';
import { assertAmountInRange } from './amount-range.js';
import { isWithdrawalReasonCode, type WithdrawalReasonCode } from '../../../src/core/withdrawal-reasons.js';
import { decideWithdrawal, findWithdrawal, findWithdrawalByNumber, insertWithdrawal, userWithdrawals, type WithdrawalRow } from './withdrawals-repository.js';

/** A withdrawal as the user sees it, named by its public number (13 digits), like an order. */
export function toWithdrawalRecord(row: WithdrawalRow, numbers: PublicNumbers): WithdrawalRecord {
  return {
    id: numbers.of(row.number),
    amount: formatMinor(row.amount),
    fee: formatMinor(row.fee),
    status: row.status,
    reasonCode: row.reason_code as WithdrawalReasonCode | null,
    reason: row.reason,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function feeRule(funds: FundsConfig) {
  return { rateBasisPoints: funds.withdrawFeeRateBasisPoints, feeMinMinor: funds.withdrawFeeMinMinor };
}

/**
 * A withdrawal to one of the user's accounts (`accountId`; left out, their only one), out of its security hold,
 * with the transaction password (and, with two-step sign-in on, the authenticator's code, which is not part of
 * the fingerprint either); amount + fee move from available to frozen and wait for an operator, who pays the
 * account as it is now (kept with the withdrawal as its payee). The password is checked before the transaction
 * (scrypt is slow and SQLite has one writer) and is not part of the idempotency fingerprint.
 */
export function requestWithdrawal(
  db: Connection,
  checks: OneAtATime,
  userId: string,
  body: WithdrawalBody,
  once: Idempotency,
  funds: FundsConfig,
  nowMs: number,
  notices: UserNotices,
  numbers: PublicNumbers,
): Promise<StoredResponse<WithdrawalRecord>> {
  const amountMinor = parseMoney(body.amount)!;
  return runOnce(
    db,
    { userId, ...once, request: { amount: body.amount, accountId: body.accountId } },
    nowMs,
    async (trx) => {
      // Removed or unbound since the checks below (an operator, another tab): judged again, inside the transaction.
      const account = await accountToPay(trx, userId, body.accountId);
      assertNoHold(account, nowMs);
      // First, so that a removal of the account waits for this withdrawal or is seen by it (its row stays locked).
      if (!(await markWithdrawalAccountUsed(trx, account.id, nowMs))) throw new DomainError('validation_failed', 'No such withdrawal account', { accountId: 'account_unknown' });
      const row: Omit<WithdrawalRow, 'number'> = {
        id: newId(nowMs),
        user_id: userId,
        amount: amountMinor,
        fee: withdrawalFeeMinor(amountMinor, feeRule(funds)),
        status: 'reviewing',
        reason: null,
        reason_code: null,
        created_at: nowMs,
        decided_at: null,
        decided_by: null,
        payee: payeeOf(account),
        account_id: account.id,
      };
      const number = await insertWithdrawal(trx, row);
      await transfer(
        trx,
        {
          debitAccountId: userAccountId(userId, 'available'),
          creditAccountId: userAccountId(userId, 'frozen'),
          amountMinor: row.amount + row.fee,
          code: 'withdraw_hold',
          ref: `withdrawal:${row.id}`,
        },
        nowMs,
      );
      return toWithdrawalRecord({ ...row, number }, numbers);
    },
    async () => {
      const account = await accountToPay(db, userId, body.accountId);
      // Before the password: a try that can't succeed yet costs none of the five.
      assertNoHold(account, nowMs);
      assertAmountInRange(amountMinor, funds.withdrawMinMinor, funds.withdrawMaxMinor);
      // With two-step sign-in on, the authenticator's code too (checked after the password).
      await withSecondStep(db, checks, userId, body.otp, nowMs, notices, () => checkTradePassword(db, checks, userId, body.tradePassword, nowMs, notices));
    },
  );
}

export async function listWithdrawals(db: Connection, numbers: PublicNumbers, userId: string, page: PageRequest): Promise<Page<WithdrawalRecord>> {
  return toPage(await userWithdrawals(db, userId, page.limit + 1, textBefore(page)), page.limit, (row) => toWithdrawalRecord(row, numbers));
}

/** A withdrawal by what an operator has in hand: its public number (what the user quotes) or its id. */
async function findByReference(db: Connection, numbers: PublicNumbers, reference: string): Promise<WithdrawalRow | undefined> {
  const number = numbers.idOf(reference);
  return number === undefined ? findWithdrawal(db, reference) : findWithdrawalByNumber(db, number);
}

async function decide(
  db: Connection,
  numbers: PublicNumbers,
  reference: string,
  status: 'succeeded' | 'failed',
  operator: OperatorContext,
  nowMs: number,
  notices: UserNotices,
  move: (trx: Connection, row: WithdrawalRow) => Promise<void>,
  why: FailureReason | null = null,
): Promise<WithdrawalRecord> {
  const { record, userId } = await db.transaction(async (trx) => {
    const row = await findByReference(trx, numbers, reference);
    if (!row) throw new DomainError('not_found', `No withdrawal ${reference}`);
    const id = row.id;
    if (!(await decideWithdrawal(trx, id, status, operator.actor, why, nowMs))) {
      throw new DomainError('validation_failed', `Withdrawal ${reference} is already ${row.status}`);
    }
    await move(trx, row);
    await writeAuditLog(
      trx,
      operator,
      status === 'succeeded' ? 'withdrawal.approve' : 'withdrawal.fail',
      `withdrawal:${id}`,
      { number: numbers.of(row.number), amount: formatMinor(row.amount), fee: formatMinor(row.fee), userId: row.user_id },
      nowMs,
    );
    return { record: toWithdrawalRecord({ ...row, status, reason_code: why?.code ?? null, reason: why?.note ?? null }, numbers), userId: row.user_id };
  });
  const reason = why ? { reason: why.code, ...(why.note ? { note: why.note } : {}) } : {};
  await notices.send(userId, status === 'succeeded' ? 'withdrawal_approved' : 'withdrawal_failed', { amount: record.amount, number: record.id, ...reason });
  return record;
}

/** Operator: paid out (`reference`: the public number or the id). The amount leaves the platform; the fee is the platform's. The user is told. */
export function approveWithdrawal(db: Connection, numbers: PublicNumbers, reference: string, operator: OperatorContext, nowMs: number, notices: UserNotices): Promise<WithdrawalRecord> {
  return decide(db, numbers, reference, 'succeeded', operator, nowMs, notices, async (trx, row) => {
    const frozen = userAccountId(row.user_id, 'frozen');
    const ref = `withdrawal:${row.id}`;
    const moves: TransferRequest[] = [{ debitAccountId: frozen, creditAccountId: platformAccountId('external'), amountMinor: row.amount, code: 'withdraw_done', ref }];
    if (row.fee > 0) moves.push({ debitAccountId: frozen, creditAccountId: platformAccountId('fees'), amountMinor: row.fee, code: 'fee', ref });
    // One batch: its three accounts are locked in id order, as every other transaction takes them.
    await transferBatch(trx, moves, nowMs);
  });
}

/** Why a withdrawal failed, as the user reads it: a code worded in their language, and optional free text below it. */
export interface FailureReason {
  code: WithdrawalReasonCode;
  note: string | null;
}

/**
 * Operator: not paid. Amount and fee go back to the user's available balance. Without a reason code (callers from
 * before codes) it says `other` with the operator's reason as its text, as the user was shown before.
 */
export function failWithdrawal(
  db: Connection,
  numbers: PublicNumbers,
  reference: string,
  operator: OperatorContext,
  nowMs: number,
  notices: UserNotices,
  why: FailureReason = { code: 'other', note: operator.reason },
): Promise<WithdrawalRecord> {
  if (!isWithdrawalReasonCode(why.code)) throw new DomainError('validation_failed', `Unknown reason code ${String(why.code)}`, { code: 'invalid' });
  const note = why.note?.trim() || null;
  return decide(db, numbers, reference, 'failed', operator, nowMs, notices, (trx, row) =>
    transfer(
      trx,
      {
        debitAccountId: userAccountId(row.user_id, 'frozen'),
        creditAccountId: userAccountId(row.user_id, 'available'),
        amountMinor: row.amount + row.fee,
        code: 'withdraw_refund',
        ref: `withdrawal:${row.id}`,
      },
      nowMs,
    ).then(() => undefined),
    { code: why.code, note },
  );
}
