import { startOfDayMs } from './day-start.js';

/** Platform days as `YYYY-MM-DD` in the platform time zone: the keys of earnings, rates and daily limits. */
export function dayOf(nowMs: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(nowMs);
}

/** The calendar day `n` days after `day` (plain calendar arithmetic: no zone involved). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The next day boundary after `nowMs` (the start of tomorrow), robust to a 23- or 25-hour day. */
export function nextDayStartMs(nowMs: number, timeZone: string): number {
  return startOfDayMs(startOfDayMs(nowMs, timeZone) + 36 * 60 * 60 * 1000, timeZone);
}

/** The instant `day` starts in the platform time zone. */
export function dayStartMs(day: string, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number);
  // Noon UTC is the same calendar day in every zone within ±12 h; step a day either way for the rest.
  let start = startOfDayMs(Date.UTC(y, m - 1, d, 12), timeZone);
  const there = dayOf(start, timeZone);
  if (there < day) start = nextDayStartMs(start, timeZone);
  else if (there > day) start = startOfDayMs(start - 60 * 60 * 1000, timeZone);
  return start;
}

/**
 * When money in at `nowMs` is confirmed and starts earning: the next day boundary if it came before the
 * cut-off (platform time), the one after that if at or after it.
 */
export function confirmsAtMs(nowMs: number, timeZone: string, cutoffMinutes: number): number {
  const next = nextDayStartMs(nowMs, timeZone);
  const minutesIntoDay = (nowMs - startOfDayMs(nowMs, timeZone)) / 60_000;
  return minutesIntoDay < cutoffMinutes ? next : nextDayStartMs(next, timeZone);
}
