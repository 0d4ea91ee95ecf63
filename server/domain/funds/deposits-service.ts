import type { Connection } from '../../db/connection.js';
import type { FundsConfig } from '../../config.js';
import { newId } from '../../db/ids.js';
import type { DepositBody } from '../../../src/core/funds-structs.js';
import type { DepositRecord, Page } from '../../../src/core/funds.js';
import { formatMinor, parseMoney } from '../../../src/core/money.js';
import { DomainError } from '../domain-error.js';
import { transfer } from '../ledger/ledger.js';
import { platformAccountId, userAccountId } from '../ledger/account-ids.js';
import { runOnce, type Idempotency, type StoredResponse } from '../idempotency/idempotency.js';
import { writeAuditLog, type OperatorContext } from '../operators/audit-log.js';
import { textBefore, toPage, type PageRequest } from '../paging.js';
import { decideDeposit, findDeposit, findDepositByNumber, findUserDepositByReference, insertDeposit, userDeposits, type DepositRow } from './deposits-repository.js';
import type { PublicNumbers } from '../numbering/public-numbers.js';
import { assertAmountInRange } from './amount-range.js';
import { depositMethodRange, usableDepositMethod } from './deposit-methods-service.js';
import type { UserNotices } from '../users/user-notices.js';

/** A deposit as the user sees it, named by its public number (13 digits), like an order. */
export function toDepositRecord(row: DepositRow, numbers: PublicNumbers): DepositRecord {
  return {
    id: numbers.of(row.number),
    amount: formatMinor(row.amount),
    method: row.method,
    reference: row.reference,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

async function credit(trx: Connection, row: Pick<DepositRow, 'id' | 'user_id' | 'amount'>, nowMs: number): Promise<void> {
  await transfer(
    trx,
    {
      debitAccountId: platformAccountId('external'),
      creditAccountId: userAccountId(row.user_id, 'available'),
      amountMinor: row.amount,
      code: 'deposit',
      ref: `deposit:${row.id}`,
    },
    nowMs,
  );
}

/** The reference a payer quotes when they gave none: short enough to type into a bank memo, unique per deposit. */
export function depositReference(id: string): string {
  return `UP${id.slice(-10).toUpperCase()}`;
}

/**
 * A deposit request with an enabled method, within that method's limits; in demo mode it is confirmed
 * (credited) at once, otherwise an operator decides.
 */
export function requestDeposit(
  db: Connection,
  userId: string,
  body: DepositBody,
  once: Idempotency,
  options: { funds: FundsConfig; demoMode: boolean; numbers: PublicNumbers },
  nowMs: number,
): Promise<StoredResponse<DepositRecord>> {
  const amountMinor = parseMoney(body.amount)!;
  const scope = { userId, ...once, request: body };
  // A retry replays its first answer even if the method or limits changed since; only a new request meets them.
  const usable = async () => {
    const { minMinor, maxMinor } = depositMethodRange(await usableDepositMethod(db, body.method), options.funds);
    assertAmountInRange(amountMinor, minMinor, maxMinor);
  };
  return runOnce(db, scope, nowMs, async (trx) => {
    const id = newId(nowMs);
    const row: Omit<DepositRow, 'number'> = {
      id,
      user_id: userId,
      amount: amountMinor,
      method: body.method,
      reference: body.reference?.trim() || depositReference(id),
      status: options.demoMode ? 'confirmed' : 'pending',
      created_at: nowMs,
      decided_at: options.demoMode ? nowMs : null,
      decided_by: options.demoMode ? 'demo-mode' : null,
      reason: null,
    };
    const deposit = { ...row, number: await insertDeposit(trx, row) };
    if (options.demoMode) await credit(trx, deposit, nowMs);
    return toDepositRecord(deposit, options.numbers);
  }, usable);
}

export async function listDeposits(db: Connection, numbers: PublicNumbers, userId: string, page: PageRequest): Promise<Page<DepositRecord>> {
  return toPage(await userDeposits(db, userId, page.limit + 1, textBefore(page)), page.limit, (row) => toDepositRecord(row, numbers));
}

/** A deposit by what an operator has in hand: its public number (what the user quotes) or its id. */
async function findByReference(db: Connection, numbers: PublicNumbers, reference: string): Promise<DepositRow> {
  const number = numbers.idOf(reference);
  const row = await (number === undefined ? findDeposit(db, reference) : findDepositByNumber(db, number));
  if (!row) throw new DomainError('not_found', `No deposit ${reference}`);
  return row;
}

/** Operator: the money arrived; credit the user (`reference`: the public number or the id), who is told. A deposit is decided once. */
export async function confirmDeposit(db: Connection, numbers: PublicNumbers, reference: string, operator: OperatorContext, nowMs: number, notices: UserNotices): Promise<DepositRecord> {
  const { record, userId } = await db.transaction(async (trx) => {
    const row = await findByReference(trx, numbers, reference);
    if (!(await decideDeposit(trx, row.id, 'confirmed', operator.actor, operator.reason || null, nowMs))) {
      throw new DomainError('validation_failed', `Deposit ${reference} is already ${row.status}`);
    }
    await credit(trx, row, nowMs);
    await writeAuditLog(trx, operator, 'deposit.confirm', `deposit:${row.id}`, { number: numbers.of(row.number), amount: formatMinor(row.amount), userId: row.user_id }, nowMs);
    return { record: toDepositRecord({ ...row, status: 'confirmed' }, numbers), userId: row.user_id };
  });
  await notices.send(userId, 'deposit_credited', { amount: record.amount, number: record.id });
  return record;
}

/** Operator: no such payment arrived. Nothing was credited, so nothing moves. */
export async function rejectDeposit(db: Connection, numbers: PublicNumbers, reference: string, operator: OperatorContext, nowMs: number): Promise<DepositRecord> {
  return db.transaction(async (trx) => {
    const row = await findByReference(trx, numbers, reference);
    if (!(await decideDeposit(trx, row.id, 'rejected', operator.actor, operator.reason, nowMs))) {
      throw new DomainError('validation_failed', `Deposit ${reference} is already ${row.status}`);
    }
    await writeAuditLog(trx, operator, 'deposit.reject', `deposit:${row.id}`, { number: numbers.of(row.number), amount: formatMinor(row.amount), userId: row.user_id }, nowMs);
    return toDepositRecord({ ...row, status: 'rejected' }, numbers);
  });
}

/**
 * A confirmed deposit made by the platform itself (the demo account's starting money): credited through the
 * ledger like any deposit, once per user and reference, so a second run (a restart) changes nothing.
 */
export function creditDepositOnce(
  db: Connection,
  deposit: { userId: string; amountMinor: number; method: string; reference: string; decidedBy: string },
  nowMs: number,
): Promise<void> {
  return db.transaction(async (trx) => {
    if (await findUserDepositByReference(trx, deposit.userId, deposit.reference)) return;
    const row: Omit<DepositRow, 'number'> = {
      id: newId(nowMs),
      user_id: deposit.userId,
      amount: deposit.amountMinor,
      method: deposit.method,
      reference: deposit.reference,
      status: 'confirmed',
      created_at: nowMs,
      decided_at: nowMs,
      decided_by: deposit.decidedBy,
      reason: null,
    };
    await insertDeposit(trx, row);
    await credit(trx, row, nowMs);
  });
}
