import { confirmsAtMs } from './savings-days.js';

// The wire shapes are the server's and the client's alike: src/core/savings-api.ts.
export type { SavingsOverview as SavingsSummary, SavingsRecord } from './savings-api.js';
export { SavingsTransferBody } from './savings-api.js';

/** The daily cut-off the platform says in its app info ("15:00", SAVINGS_CUTOFF), as minutes into its day. */
export function cutoffMinutesOf(cutoff = '15:00'): number {
  const [hours, minutes] = cutoff.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * When money transferred in at `nowMs` starts earning (epoch ms): the server's rule (src/core/savings-days.ts),
 * at the platform's cut-off. The server's `confirmsAt` is the answer after the transfer; this is what the
 * transfer screen says before it.
 */
export function savingsConfirmsAtMs(nowMs: number, timeZone: string, cutoff?: string): number {
  return confirmsAtMs(nowMs, timeZone, cutoffMinutesOf(cutoff));
}
