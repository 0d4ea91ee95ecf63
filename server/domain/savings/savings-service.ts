import type { Connection } from '../../db/connection.js';
import { newId } from '../../db/ids.js';
import type { Page } from '../../../src/core/funds.js';
import type { SavingsOverview, SavingsRecord, SavingsTransferBody } from '../../../src/core/savings-api.js';
import { formatMinor, parseMoney } from '../../../src/core/money.js';
import { startOfDayMs } from '../../../src/core/day-start.js';
import { DomainError } from '../domain-error.js';
import { transfer } from '../ledger/ledger.js';
import { userAccountId } from '../ledger/account-ids.js';
import { lockAccountsInIdOrder, userBalances } from '../ledger/accounts-repository.js';
import { runOnce, type Idempotency, type StoredResponse } from '../idempotency/idempotency.js';
import { textBefore, toPage, type PageRequest } from '../paging.js';
import {
  countTransfersSince,
  earningsBetween,
  insertSavingsRecord,
  insertSavingsStateIfMissing,
  pendingIns,
  setPendingAmount,
  totalEarnings,
  userSavingsRecords,
  type SavingsRecordRow,
} from './savings-records-repository.js';
import { addDays, confirmsAtMs, dayOf } from '../../../src/core/savings-days.js';
import { annualRateOn, dailyLimits, type SavingsOptions } from './savings-terms.js';

export function toSavingsRecord(row: SavingsRecordRow): SavingsRecord {
  return {
    id: row.id,
    kind: row.kind,
    amount: formatMinor(Number(row.amount)),
    createdAt: new Date(Number(row.created_at)).toISOString(),
    confirmsAt: row.kind === 'in' && row.confirms_at !== null ? new Date(Number(row.confirms_at)).toISOString() : null,
  };
}

/** Locks a user's savings accounts and available in id order (PostgreSQL), so the job and a transfer out don't interleave. */
export async function lockSavingsAccounts(trx: Connection, userId: string): Promise<void> {
  if (trx.kind !== 'postgres') return;
  const ids = [userAccountId(userId, 'available'), userAccountId(userId, 'savings_pending'), userAccountId(userId, 'savings_confirmed')].sort();
  await lockAccountsInIdOrder(trx, ids);
}

export async function savingsBalances(db: Connection, userId: string): Promise<{ pending: number; confirmed: number }> {
  const rows = await userBalances(db, userId);
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.balance ?? 0);
  return { pending: of('savings_pending'), confirmed: of('savings_confirmed') };
}

/**
 * Refuses the transfer if the user already made today's allowed number. Counted after the transfer moved
 * money: its balance update holds the user's available account (PostgreSQL) until commit, so two concurrent
 * transfers of one user count one after the other.
 */
async function assertWithinDailyLimit(trx: Connection, userId: string, kind: 'in' | 'out', options: SavingsOptions, nowMs: number): Promise<void> {
  const limit = (await dailyLimits(trx, options))[kind];
  if ((await countTransfersSince(trx, userId, kind, startOfDayMs(nowMs, options.timeZone))) >= limit) {
    throw new DomainError('savings_limit_reached', `Only ${limit} transfers ${kind} a day`);
  }
}

type Mover = (trx: Connection, userId: string, amountMinor: number, ref: string, options: SavingsOptions, nowMs: number) => Promise<Partial<SavingsRecordRow>>;

/** A transfer in or out: moved once per key, within the day's count, recorded as a savings record. */
function savingsTransfer(kind: 'in' | 'out', moveMoney: Mover) {
  return (db: Connection, userId: string, body: SavingsTransferBody, once: Idempotency, options: SavingsOptions, nowMs: number): Promise<StoredResponse<SavingsRecord>> => {
    const amountMinor = parseMoney(body.amount)!;
    return runOnce(db, { userId, ...once, request: body }, nowMs, async (trx) => {
      const id = newId(nowMs);
      const fields = await moveMoney(trx, userId, amountMinor, `savings:${id}`, options, nowMs);
      await assertWithinDailyLimit(trx, userId, kind, options, nowMs);
      const row: SavingsRecordRow = { id, user_id: userId, kind, amount: amountMinor, created_at: nowMs, confirms_at: null, pending_amount: null, day: null, base: null, ...fields };
      await insertSavingsRecord(trx, row);
      return toSavingsRecord(row);
    });
  };
}

/** available → savings_pending; confirmed (and earning) from the next day boundary, or the one after past the cut-off. */
export const transferIn = savingsTransfer('in', async (trx, userId, amountMinor, ref, options, nowMs) => {
  await transfer(trx, { debitAccountId: userAccountId(userId, 'available'), creditAccountId: userAccountId(userId, 'savings_pending'), amountMinor, code: 'savings_in', ref }, nowMs);
  // Earnings are paid for each day from this one on (nothing is confirmed before the next boundary anyway).
  await insertSavingsStateIfMissing(trx, userId, addDays(dayOf(nowMs, options.timeZone), -1));
  return { confirms_at: confirmsAtMs(nowMs, options.timeZone, options.cutoffMinutes), pending_amount: amountMinor };
});

/** Savings → available, taking pending money first (the newest first), then confirmed. */
export const transferOut = savingsTransfer('out', async (trx, userId, amountMinor, ref, _options, nowMs) => {
  await lockSavingsAccounts(trx, userId);
  const { pending, confirmed } = await savingsBalances(trx, userId);
  if (amountMinor > pending + confirmed) throw new DomainError('insufficient_funds', 'Savings hold less than this amount');
  const fromPending = Math.min(amountMinor, pending);
  const fromConfirmed = amountMinor - fromPending;
  const available = userAccountId(userId, 'available');
  if (fromPending > 0) {
    await transfer(trx, { debitAccountId: userAccountId(userId, 'savings_pending'), creditAccountId: available, amountMinor: fromPending, code: 'savings_out', ref }, nowMs);
    let left = fromPending;
    for (const record of await pendingIns(trx, userId)) {
      if (left === 0) break;
      const had = Number(record.pending_amount);
      const take = Math.min(had, left);
      if (!(await setPendingAmount(trx, record.id, had, had - take))) throw new Error(`savings: pending part of ${record.id} changed under a lock`);
      left -= take;
    }
    if (left !== 0) throw new Error(`savings: pending records of ${userId} hold less than the pending balance`);
  }
  if (fromConfirmed > 0) {
    await transfer(trx, { debitAccountId: userAccountId(userId, 'savings_confirmed'), creditAccountId: available, amountMinor: fromConfirmed, code: 'savings_out', ref }, nowMs);
  }
  return {};
});

/** Percent with two decimals, half up, of `numerator / denominator` (BigInt: no float touches it). */
function percentOf(numerator: bigint, denominator: bigint): string {
  if (denominator <= 0n) return '0.00';
  const hundredths = (numerator * 10_000n * 2n + denominator) / (denominator * 2n);
  return formatMinor(Number(hundredths));
}

export async function savingsOverview(db: Connection, userId: string, options: SavingsOptions, nowMs: number): Promise<SavingsOverview> {
  const today = dayOf(nowMs, options.timeZone);
  const yesterday = addDays(today, -1);
  const dayStart = startOfDayMs(nowMs, options.timeZone);
  const [{ pending, confirmed }, week, total, rate, limits, usedIn, usedOut] = await Promise.all([
    savingsBalances(db, userId),
    earningsBetween(db, userId, addDays(yesterday, -6), yesterday),
    totalEarnings(db, userId),
    annualRateOn(db, today, options),
    dailyLimits(db, options),
    countTransfersSince(db, userId, 'in', dayStart),
    countTransfersSince(db, userId, 'out', dayStart),
  ]);
  // (Σ earnings / average confirmed balance) × 365 / 7 over the days that earned: Σ earnings / Σ balances × 365.
  const earned = week.reduce((sum, r) => sum + BigInt(r.amount), 0n);
  const bases = week.reduce((sum, r) => sum + BigInt(r.base ?? 0), 0n);
  return {
    total: formatMinor(pending + confirmed),
    confirmed: formatMinor(confirmed),
    pending: formatMinor(pending),
    earningsYesterday: formatMinor(Number(week.find((r) => r.day === yesterday)?.amount ?? 0)),
    earningsTotal: formatMinor(total),
    annualRate: formatMinor(rate),
    sevenDayYield: percentOf(earned * 365n, bases),
    remainingInToday: Math.max(0, limits.in - usedIn),
    remainingOutToday: Math.max(0, limits.out - usedOut),
  };
}

export async function listSavingsRecords(db: Connection, userId: string, page: PageRequest): Promise<Page<SavingsRecord>> {
  return toPage(await userSavingsRecords(db, userId, page.limit + 1, textBefore(page)), page.limit, toSavingsRecord);
}
