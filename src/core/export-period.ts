import { offsetAtMs, startOfDayMs } from './day-start.js';

/**
 * What an export covers: a month (`2026-12`) or a year (`2026`) of 2000–2099, so a file holds a year at most. Its
 * bounds are the reader's calendar, in the IANA zone they name: the file's local times fall inside it.
 */
export const exportPeriodPattern = /^(20\d\d)(?:-(0[1-9]|1[0-2]))?$/;

/** Midnight starting the calendar day `year`-`month`-`day` in `timeZone` (the day's first instant, across a DST switch too). */
function startOfDateMs(year: number, month: number, day: number, timeZone: string): number {
  const noonUtc = Date.UTC(year, month - 1, day, 12);
  // The zone's noon that day is within 14 hours of UTC's, and surely on that day: its day starts at its midnight.
  return startOfDayMs(noonUtc - offsetAtMs(noonUtc, timeZone), timeZone);
}

/** The period as [fromMs, toMs) in `timeZone`'s calendar; null when `period` is not one. */
export function exportPeriodRange(period: string, timeZone: string): { fromMs: number; toMs: number } | null {
  const match = exportPeriodPattern.exec(period);
  if (!match) return null;
  const year = Number(match[1]);
  const month = match[2] ? Number(match[2]) : undefined;
  const [endYear, endMonth] = month === undefined || month === 12 ? [year + 1, 1] : [year, month + 1];
  return { fromMs: startOfDateMs(year, month ?? 1, 1, timeZone), toMs: startOfDateMs(endYear, endMonth, 1, timeZone) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as ISO 8601 to the second in `timeZone`, with its offset that day: `2026-12-01T12:00:00+08:00`. */
export function isoInZone(ms: number, timeZone: string): string {
  const seconds = Math.floor(ms / 1000) * 1000;
  const offsetMinutes = Math.round(offsetAtMs(seconds, timeZone) / 60_000);
  const wall = new Date(seconds + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const abs = Math.abs(offsetMinutes);
  return `${wall}${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The periods to offer on `year`-`month` (the reader's today): this month and the 11 before it, then this year and 2 before. */
export function recentExportPeriods(year: number, month: number): string[] {
  const months = Array.from({ length: 12 }, (_, i) => {
    const index = year * 12 + (month - 1) - i;
    return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
  });
  return [...months, ...[0, 1, 2].map((back) => String(year - back))];
}
