import type { Connection } from '../../db/connection.js';
import { smsSentInHour } from './sms-budget-repository.js';

const hourMs = 60 * 60 * 1000;

/** The start of the clock hour (UTC) `nowMs` is in: the window of SMS_HOURLY_BUDGET. */
export const smsHourOf = (nowMs: number) => nowMs - (nowMs % hourMs);

/** Seconds from `nowMs` to the end of its budget hour, when codes may be sent again. */
export const secondsToNextSmsHour = (nowMs: number) => Math.max(1, Math.ceil((smsHourOf(nowMs) + hourMs - nowMs) / 1000));

/**
 * Accounts opened less than this long ago, with no deposit credited, are young: anyone can open them (phones are
 * not checked at registration; an invite code opens any number), so their codes may spend only a share of the
 * hour's budget, and the rest is kept for established accounts.
 */
export const youngAccountMs = 24 * hourMs;
/** The share of SMS_HOURLY_BUDGET young accounts may spend in an hour, all together: a fifth, at least one. */
export const youngSmsShareOf = (budget: number) => Math.max(1, Math.floor(budget / 5));

/** This hour's SMS count against the budget, as the operator's `health` shows it. */
export interface SmsBudgetState {
  sentThisHour: number;
  budget: number;
  /** Spent: every request for a reset code is refused until `refusedUntil`. */
  spent: boolean;
  refusedUntil: string | undefined;
}

export async function smsBudgetState(db: Connection, budget: number, nowMs: number): Promise<SmsBudgetState> {
  const hourStart = smsHourOf(nowMs);
  const sentThisHour = await smsSentInHour(db, hourStart);
  const spent = sentThisHour >= budget;
  return { sentThisHour, budget, spent, refusedUntil: spent ? new Date(hourStart + hourMs).toISOString() : undefined };
}

/** Why health is degraded because of the SMS budget, in a line for an operator; undefined while it is not spent. */
export function smsBudgetReason(state: SmsBudgetState): string | undefined {
  if (!state.spent) return undefined;
  return `sms: this hour's budget of ${state.budget} codes is spent (SMS_HOURLY_BUDGET); password-reset codes are refused until ${state.refusedUntil}`;
}
