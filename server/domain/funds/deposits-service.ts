import type { Connection } from '../../db/connection.js';
import type { FundsConfig } from '../../config.js';
import { newId } from '../../db/ids.js';
import type { DepositBody } from '../../../src/core/deposit-structs.js';
import type { DepositRecord, Page } from '../../../src/core/funds.js';
import { isDepositRejectReason, type DepositRejectReason } from '../../../src/core/deposit-reasons.js';
import { formatMinor, parseMoney } from '../../../src/core/money.js';
import { DomainError } from '../domain-error.js';
import { transfer } from '../ledger/ledger.js';
import { platformAccountId, userAccountId } from '../ledger/account-ids.js';
import { runOnce, type Idempotency, type StoredResponse } from '../idempotency/idempotency.js';
import { writeAuditLog, type OperatorContext } from '../operators/audit-log.js';
import { textBefore, toPage, type PageRequest } from '../paging.js';
import {
  countPendingDepositsFrom,
  decideDeposit,
  findDeposit,
  findDepositByNumber,
  findDepositByReference,
  findUserDepositByReference,
  insertDeposit,
  userDeposits,
  type DepositRow,
} from './deposits-repository.js';
import { newDepositReference, normaliseDepositReference } from './deposit-references.js';
import type { PublicNumbers } from '../numbering/public-numbers.js';
import { assertAmountInRange } from './amount-range.js';
import { depositMethodRange, usableDepositMethod } from './deposit-methods-service.js';
import type { UserNotices } from '../users/user-notices.js';

/** A deposit as the user sees it, named by its public number (13 digits), like an order. */
export function toDepositRecord(row: DepositRow, numbers: PublicNumbers): DepositRecord {
  return {
    id: numbers.of(row.number),
    // Once confirmed, what was credited: an operator may have credited what arrived instead of what was declared.
    amount: formatMinor(row.received_amount ?? row.amount),
    declaredAmount: row.received_amount !== null && row.received_amount !== row.amount ? formatMinor(row.amount) : null,
    method: row.method,
    reference: row.reference,
    note: row.note,
    status: row.status,
    rejectReason: row.status === 'rejected' ? ((row.reject_code as DepositRejectReason | null) ?? null) : null,
    rejectNote: row.status === 'rejected' ? row.reject_note : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

async function credit(trx: Connection, row: Pick<DepositRow, 'id' | 'user_id' | 'amount'>, nowMs: number, amountMinor = row.amount): Promise<void> {
  await transfer(
    trx,
    {
      debitAccountId: platformAccountId('external'),
      creditAccountId: userAccountId(row.user_id, 'available'),
      amountMinor,
      code: 'deposit',
      ref: `deposit:${row.id}`,
    },
    nowMs,
  );
}

/** An unused reference; a clash of 40 random bits is rare, five in a row would mean something else is wrong. */
async function unusedReference(trx: Connection): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const reference = newDepositReference();
    if (!(await findDepositByReference(trx, reference))) return reference;
  }
  throw new Error('five new deposit references in a row were taken');
}

/**
 * A deposit request with an enabled method, within that method's limits, under a reference the server makes
 * (the body's `reference` is the user's note); in demo mode it is confirmed (credited) at once, otherwise an
 * operator decides. One address (`clientAddress`, an IPv6 /56) may have `funds.depositPendingPerAddress` waiting.
 */
export function requestDeposit(
  db: Connection,
  userId: string,
  body: DepositBody,
  once: Idempotency,
  options: { funds: FundsConfig; demoMode: boolean; numbers: PublicNumbers; clientAddress: string },
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
    if (!options.demoMode && (await countPendingDepositsFrom(trx, options.clientAddress)) >= options.funds.depositPendingPerAddress) {
      throw new DomainError('too_many_pending_deposits', `${options.funds.depositPendingPerAddress} deposits from this network are still waiting for an operator; pay or wait for those first`);
    }
    const row: Omit<DepositRow, 'number'> = {
      id: newId(nowMs),
      user_id: userId,
      amount: amountMinor,
      method: body.method,
      reference: await unusedReference(trx),
      note: body.reference?.trim() || null,
      received_amount: null,
      client_address: options.clientAddress,
      status: options.demoMode ? 'confirmed' : 'pending',
      created_at: nowMs,
      decided_at: options.demoMode ? nowMs : null,
      decided_by: options.demoMode ? 'demo-mode' : null,
      reason: null,
      reject_code: null,
      reject_note: null,
    };
    const deposit = { ...row, number: await insertDeposit(trx, row) };
    if (options.demoMode) await credit(trx, deposit, nowMs);
    return toDepositRecord(deposit, options.numbers);
  }, usable);
}

export async function listDeposits(db: Connection, numbers: PublicNumbers, userId: string, page: PageRequest): Promise<Page<DepositRecord>> {
  return toPage(await userDeposits(db, userId, page.limit + 1, textBefore(page)), page.limit, (row) => toDepositRecord(row, numbers));
}

/** A deposit by what an operator has in hand: its public number, its id, or the reference the payer quoted. */
async function findByReference(db: Connection, numbers: PublicNumbers, reference: string): Promise<DepositRow> {
  const number = numbers.idOf(reference);
  const row =
    number !== undefined
      ? await findDepositByNumber(db, number)
      : ((await findDeposit(db, reference)) ?? (await findDepositByReference(db, normaliseDepositReference(reference) ?? reference.trim().toUpperCase())));
  if (!row) throw new DomainError('not_found', `No deposit ${reference}`);
  return row;
}

/** What an operator saw arrive for a deposit, and whether they credit it although it differs from what was declared. */
export interface ReceivedAmount {
  amountMinor: number;
  acceptDifference: boolean;
}

/**
 * Operator: the money arrived; credit the user (`reference`: the public number, the id or the payer's reference).
 * What arrived must be what was declared, unless the operator accepts the difference: then what arrived is
 * credited and both are kept; the user is told. A deposit is decided once.
 */
export async function confirmDeposit(
  db: Connection,
  numbers: PublicNumbers,
  reference: string,
  received: ReceivedAmount,
  operator: OperatorContext,
  nowMs: number,
  notices: UserNotices,
): Promise<DepositRecord> {
  if (!Number.isSafeInteger(received.amountMinor) || received.amountMinor <= 0) throw new DomainError('validation_failed', 'The amount received must be above 0.00');
  const { record, userId, id } = await db.transaction(async (trx) => {
    const row = await findByReference(trx, numbers, reference);
    if (row.status === 'pending' && received.amountMinor !== row.amount && !received.acceptDifference) {
      throw new DomainError(
        'validation_failed',
        `Deposit ${numbers.of(row.number)} declared ${formatMinor(row.amount)} but ${formatMinor(received.amountMinor)} arrived: nothing was credited. ` +
          `Check the statement; to credit ${formatMinor(received.amountMinor)} instead, run it again with --accept-difference`,
      );
    }
    const decision = { status: 'confirmed', decidedBy: operator.actor, reason: operator.reason || null, receivedMinor: received.amountMinor } as const;
    if (!(await decideDeposit(trx, row.id, decision, nowMs))) {
      throw new DomainError('validation_failed', `Deposit ${reference} is already ${row.status}`);
    }
    await credit(trx, row, nowMs, received.amountMinor);
    const amounts = { declared: formatMinor(row.amount), received: formatMinor(received.amountMinor) };
    await writeAuditLog(trx, operator, 'deposit.confirm', `deposit:${row.id}`, { number: numbers.of(row.number), amount: amounts.received, ...amounts, userId: row.user_id }, nowMs);
    return { record: toDepositRecord({ ...row, status: 'confirmed', received_amount: received.amountMinor }, numbers), userId: row.user_id, id: row.id };
  });
  const ref = `deposit:${id}`;
  if (record.declaredAmount === null) await notices.send(userId, 'deposit_credited', { amount: record.amount, number: record.id, ref });
  else await notices.send(userId, 'deposit_credited_other_amount', { amount: record.amount, declared: record.declaredAmount, number: record.id, ref });
  return record;
}

/** Why a deposit was rejected, as the user reads it: a code worded in their language, and optional text below it. */
export interface RejectionReason {
  code: DepositRejectReason;
  note: string | null;
}

/**
 * Operator: no such payment arrived (or none that can be credited: `why`). Nothing was credited, so nothing moves;
 * the user is told why, on the record and in their inbox.
 */
export async function rejectDeposit(
  db: Connection,
  numbers: PublicNumbers,
  reference: string,
  operator: OperatorContext,
  nowMs: number,
  notices: UserNotices,
  why: RejectionReason = { code: 'payment_not_found', note: null },
): Promise<DepositRecord> {
  if (!isDepositRejectReason(why.code)) throw new DomainError('validation_failed', `Unknown reason code ${String(why.code)}`, { code: 'invalid' });
  const note = why.note?.trim() || null;
  const { record, userId, id } = await db.transaction(async (trx) => {
    const row = await findByReference(trx, numbers, reference);
    const decision = { status: 'rejected', decidedBy: operator.actor, reason: operator.reason, rejectCode: why.code, rejectNote: note } as const;
    if (!(await decideDeposit(trx, row.id, decision, nowMs))) {
      throw new DomainError('validation_failed', `Deposit ${reference} is already ${row.status}`);
    }
    const details = { number: numbers.of(row.number), amount: formatMinor(row.amount), userId: row.user_id, reasonCode: why.code };
    await writeAuditLog(trx, operator, 'deposit.reject', `deposit:${row.id}`, details, nowMs);
    return { record: toDepositRecord({ ...row, status: 'rejected', reject_code: why.code, reject_note: note }, numbers), userId: row.user_id, id: row.id };
  });
  const told = { amount: record.amount, number: record.id, reason: why.code, ref: `deposit:${id}`, ...(note ? { note } : {}) };
  await notices.send(userId, 'deposit_rejected', told);
  return record;
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
      note: null,
      received_amount: null,
      client_address: null,
      status: 'confirmed',
      created_at: nowMs,
      decided_at: nowMs,
      decided_by: deposit.decidedBy,
      reason: null,
      reject_code: null,
      reject_note: null,
    };
    await insertDeposit(trx, row);
    await credit(trx, row, nowMs);
  });
}
