import type { Connection } from '../../db/connection.js';
import { newId } from '../../db/ids.js';
import { transfer } from '../ledger/ledger.js';
import { platformAccountId, userAccountId } from '../ledger/account-ids.js';
import {
  advanceSavingsState,
  claimSavingsState,
  isClaimTimeout,
  findSavingsState,
  insertSavingsRecord,
  pendingIns,
  setPendingAmount,
  usersBehind,
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

/** What one transaction did for a user: paid a day; found none left and confirmed what was due (how many); or found the user held by another process. */
type Step = 'paid' | 'held' | { confirmed: number };

/**
 * One transaction for a user: pays their earnings for the day after the last one paid, if that day ended by
 * `lastDay` (on the confirmed balance at the day's end, after the confirmations due at its start, moving their
 * state on by that day); with no such day left, confirms their money in due by `nowMs`. Another process's job may
 * hold the user (`held`); with `waitMs`, this waits that long for it to let go.
 */
async function nextStep(db: Connection, userId: string, lastDay: string, options: SavingsOptions, nowMs: number, waitMs?: number): Promise<Step> {
  return db.transaction(async (trx) => {
    if (!(await claimSavingsState(trx, userId, waitMs))) return 'held';
    await lockSavingsAccounts(trx, userId);
    const state = await findSavingsState(trx, userId);
    // The day after the state's, not after the one the caller read: a run that read an older state goes on from here.
    const day = state && addDays(state.earned_through, 1);
    if (!state || !day || day > lastDay) return { confirmed: await confirmDue(trx, userId, nowMs, nowMs) };
    const dayEndMs = dayStartMs(addDays(day, 1), options.timeZone);
    await confirmDue(trx, userId, dayStartMs(day, options.timeZone), nowMs);
    const { confirmed } = await savingsBalances(trx, userId);
    const { earned, remainder } = dailyEarning(confirmed, await annualRateOn(trx, day, options), Number(state.remainder));
    // Not while the claim holds them; if another run moved them on, the caller counts them as held.
    if (!(await advanceSavingsState(trx, userId, state.earned_through, day, remainder))) return 'held';
    if (earned > 0) {
      const id = newId(nowMs);
      await insertSavingsRecord(trx, { id, user_id: userId, kind: 'earning', amount: earned, created_at: dayEndMs, confirms_at: null, pending_amount: null, day, base: confirmed });
      await transfer(trx, { debitAccountId: platformAccountId('interest'), creditAccountId: userAccountId(userId, 'savings_confirmed'), amountMinor: earned, code: 'interest', ref: `savings:${id}` }, nowMs);
    }
    return 'paid';
  });
}

/**
 * How long a run's last pass waits for a user it found held, a transaction at a time (PostgreSQL's lock_timeout
 * counts each lock wait apart, so a claim queued behind another waiter may wait twice), and for all of them together.
 */
const heldWaitMs = 1_000;
const heldPassMs = 5_000;

interface Done {
  days: number;
  confirmed: number;
}

/**
 * A user's days that ended by `lastDay`, in order, then their confirmations due by `nowMs`, in one transaction a
 * day and one more. True when done; false when another process held them at some step (or moved them on under
 * us). With `giveUpAt`, each step waits for the holder up to 1 s, and past that time does not wait at all.
 */
async function catchUpUser(db: Connection, userId: string, lastDay: string, options: SavingsOptions, nowMs: number, done: Done, giveUpAt?: number): Promise<boolean> {
  for (;;) {
    const waitMs = giveUpAt === undefined ? 0 : Math.min(heldWaitMs, giveUpAt - Date.now());
    const step = await nextStep(db, userId, lastDay, options, nowMs, waitMs > 0 ? waitMs : undefined);
    if (step === 'held') return false;
    if (step !== 'paid') {
      done.confirmed += step.confirmed;
      return true;
    }
    done.days++;
  }
}

const batch = 500;

/**
 * What the savings job does each run: for every user, each platform day that ended since their last paid one,
 * in order (confirmations due at its start, then its earnings), then the confirmations due by now. After
 * downtime every missed day is caught up in order; a day already done is skipped, so runs may repeat or overlap.
 *
 * On PostgreSQL, users another process holds are skipped and the rest done first; then the run comes back to
 * each, waiting for it to be let go. Giving them up to the holder was not enough: between its transactions the
 * holder could lose the user to a third run, and each left the other's days unpaid.
 */
export async function runSavingsDays(db: Connection, options: SavingsOptions, nowMs: number, waitForHeldMs = heldPassMs): Promise<Done> {
  const yesterday = addDays(dayOf(nowMs, options.timeZone), -1);
  const done: Done = { days: 0, confirmed: 0 };
  const held = new Set<string>();
  // Each pass pages through the users by id once, so the held ones never stand in the way of those after them.
  const pass = async (list: (after: string, limit: number) => Promise<string[]>) => {
    for (let after = ''; ; ) {
      const users = await list(after, batch);
      for (const userId of users) if (!held.has(userId) && !(await catchUpUser(db, userId, yesterday, options, nowMs, done))) held.add(userId);
      if (users.length < batch) break;
      after = users[users.length - 1];
    }
  };
  await pass((after, limit) => usersBehind(db, yesterday, after, limit));
  await pass((after, limit) => usersWithDueIns(db, nowMs, after, limit));
  // Most are free again by now; the run waits only for those still held, and not past giveUpAt in all.
  const giveUpAt = Date.now() + waitForHeldMs;
  for (const userId of held) {
    if ((await catchUpUser(db, userId, yesterday, options, nowMs, done)) || Date.now() >= giveUpAt) continue;
    try {
      await catchUpUser(db, userId, yesterday, options, nowMs, done, giveUpAt);
    } catch (error) {
      // Still held after the wait: the next run comes back to them.
      if (!isClaimTimeout(error)) throw error;
    }
  }
  return done;
}
