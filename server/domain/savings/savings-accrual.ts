import type { Connection } from '../../db/connection.js';
import { newId } from '../../db/ids.js';
import { transfer } from '../ledger/ledger.js';
import { platformAccountId, userAccountId } from '../ledger/account-ids.js';
import {
  advanceSavingsState,
  claimSavingsState,
  findSavingsState,
  insertSavingsRecord,
  pendingIns,
  setPendingAmount,
  statesBehind,
  usersWithDueIns,
} from './savings-records-repository.js';
import { addDays, dayOf, dayStartMs } from '../../../src/core/savings-days.js';
import { annualRateOn, type SavingsOptions } from './savings-terms.js';
import { lockSavingsAccounts, savingsBalances } from './savings-service.js';

/**
 * One day's earnings on `balance` minor units at `rateBp` basis points a year, with the carried `remainder`:
 * balance × rate / 10,000 / 365 exactly, in units of 1/3,650,000 of a minor unit. Whole minor units are paid,
 * the rest is carried to the next day, so rounding loses nothing however long the money stays.
 */
export const remainderUnitsPerMinor = 10_000n * 365n;

export function dailyEarning(balance: number, rateBp: number, remainder: number): { earned: number; remainder: number } {
  const exact = BigInt(balance) * BigInt(rateBp) + BigInt(remainder);
  return { earned: Number(exact / remainderUnitsPerMinor), remainder: Number(exact % remainderUnitsPerMinor) };
}

/** Confirms a user's money in whose time came by `uptoMs` (savings_pending → savings_confirmed); each at most once. */
async function confirmDue(trx: Connection, userId: string, uptoMs: number, nowMs: number): Promise<number> {
  let confirmed = 0;
  for (const record of await pendingIns(trx, userId, uptoMs)) {
    const amount = Number(record.pending_amount);
    if (!(await setPendingAmount(trx, record.id, amount, 0))) continue;
    await transfer(
      trx,
      { debitAccountId: userAccountId(userId, 'savings_pending'), creditAccountId: userAccountId(userId, 'savings_confirmed'), amountMinor: amount, code: 'savings_confirm', ref: `savings:${record.id}` },
      nowMs,
    );
    // Dated when it happened (the day boundary), even when a catch-up writes it later.
    await insertSavingsRecord(trx, { id: newId(nowMs), user_id: userId, kind: 'confirm', amount, created_at: Number(record.confirms_at), confirms_at: null, pending_amount: null, day: null, base: null });
    confirmed++;
  }
  return confirmed;
}

/**
 * Pays a user's earnings for the day after the last one paid, if that day ended by `lastDay`: on the confirmed
 * balance at the day's end (after the confirmations due at its start), in one transaction with moving the user's
 * state on by that day. False when there is none left, or another process holds the user (it goes on with
 * their days: it holds them only while paying one, and then looks for the next).
 */
async function accrueNextDay(db: Connection, userId: string, lastDay: string, options: SavingsOptions, nowMs: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    if (!(await claimSavingsState(trx, userId))) return false;
    await lockSavingsAccounts(trx, userId);
    const state = await findSavingsState(trx, userId);
    if (!state) return false;
    // The day after the state's, not after the one the caller read: a run that read an older state goes on from here.
    const day = addDays(state.earned_through, 1);
    if (day > lastDay) return false;
    const dayEndMs = dayStartMs(addDays(day, 1), options.timeZone);
    await confirmDue(trx, userId, dayStartMs(day, options.timeZone), nowMs);
    const { confirmed } = await savingsBalances(trx, userId);
    const { earned, remainder } = dailyEarning(confirmed, await annualRateOn(trx, day, options), Number(state.remainder));
    if (!(await advanceSavingsState(trx, userId, state.earned_through, day, remainder))) return false;
    if (earned > 0) {
      const id = newId(nowMs);
      await insertSavingsRecord(trx, { id, user_id: userId, kind: 'earning', amount: earned, created_at: dayEndMs, confirms_at: null, pending_amount: null, day, base: confirmed });
      await transfer(trx, { debitAccountId: platformAccountId('interest'), creditAccountId: userAccountId(userId, 'savings_confirmed'), amountMinor: earned, code: 'interest', ref: `savings:${id}` }, nowMs);
    }
    return true;
  });
}

const batch = 500;

/**
 * What the savings job does each run: for every user, each platform day that ended since their last paid one,
 * in order (confirmations due at its start, then its earnings), then the confirmations due by now. After
 * downtime every missed day is caught up in order; a day already done is skipped, so runs may repeat or overlap.
 */
export async function runSavingsDays(db: Connection, options: SavingsOptions, nowMs: number): Promise<{ days: number; confirmed: number }> {
  const yesterday = addDays(dayOf(nowMs, options.timeZone), -1);
  let days = 0;
  for (;;) {
    const behind = await statesBehind(db, yesterday, batch);
    const before = days;
    for (const state of behind) {
      while (await accrueNextDay(db, state.user_id, yesterday, options, nowMs)) days++;
    }
    // A full batch that moved nothing on (another process holds it) is left to the next run, not spun on.
    if (behind.length < batch || days === before) break;
  }
  let confirmed = 0;
  for (;;) {
    const users = await usersWithDueIns(db, nowMs, batch);
    const before = confirmed;
    for (const userId of users) {
      confirmed += await db.transaction(async (trx) => {
        if (!(await claimSavingsState(trx, userId))) return 0;
        await lockSavingsAccounts(trx, userId);
        return confirmDue(trx, userId, nowMs, nowMs);
      });
    }
    if (users.length < batch || confirmed === before) break;
  }
  return { days, confirmed };
}
