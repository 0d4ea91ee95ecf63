import { object } from 'superstruct';
import { moneyField } from './fields.js';
import { startOfDayMs } from './day-start.js';

/** GET /api/savings (API.md): amounts are wire decimals, rates percent strings. */
export interface SavingsSummary {
  total: string;
  confirmed: string;
  pending: string;
  earningsYesterday: string;
  earningsTotal: string;
  annualRate: string;
  sevenDayYield: string;
  remainingInToday: number;
  remainingOutToday: number;
}

/** One row of GET /api/savings/records; `confirmsAt` (for "in") is when the money starts earning. */
export interface SavingsRecord {
  id: string;
  kind: 'in' | 'out' | 'earning' | 'confirm';
  amount: string;
  createdAt: string;
  confirmsAt?: string | null;
}

/** The daily cut-off, in hours of the platform's day (DESIGN.md, Savings): 15:00. */
export const savingsCutoffHour = 15;

/**
 * When money transferred in at `nowMs` starts earning (epoch ms): before the cut-off (platform time zone) at
 * the next day boundary (T+1), from the cut-off on one day later. The server's `confirmsAt` is the answer
 * after the transfer; this is what the transfer screen says before it.
 */
export function savingsConfirmsAtMs(nowMs: number, timeZone: string, cutoffHour = savingsCutoffHour): number {
  const today = startOfDayMs(nowMs, timeZone);
  // Midday of a later day, back to its start: right across a daylight-saving change too.
  const dayStart = (days: number) => startOfDayMs(today + days * 86_400_000 + 12 * 3_600_000, timeZone);
  const beforeCutoff = nowMs < today + cutoffHour * 3_600_000;
  return dayStart(beforeCutoff ? 1 : 2);
}

/** POST /api/savings/transfer-in and transfer-out: a positive amount with at most 2 decimals. */
export const SavingsTransferBody = object({ amount: moneyField });
