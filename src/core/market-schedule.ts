/**
 * When a market is open, as weekly windows in UTC. Minutes are counted from Sunday 00:00 UTC
 * (0 … 10080); a window may not wrap past the week's end — split it in two instead.
 * An empty list means "always open" (crypto trades around the clock).
 */
export type WeeklyWindows = readonly (readonly [fromMinute: number, toMinute: number])[];

export const minutesPerWeek = 7 * 24 * 60;
const msPerMinute = 60_000;

function minuteOfWeek(nowMs: number): number {
  const d = new Date(nowMs);
  return d.getUTCDay() * 1440 + d.getUTCHours() * 60 + d.getUTCMinutes();
}

export function isMarketOpen(windows: WeeklyWindows, nowMs: number): boolean {
  if (windows.length === 0) return true;
  const minute = minuteOfWeek(nowMs);
  return windows.some(([from, to]) => minute >= from && minute < to);
}

/** The next time (epoch ms, on a minute boundary) the market opens; `nowMs` itself when it is open. */
export function nextOpeningMs(windows: WeeklyWindows, nowMs: number): number {
  if (isMarketOpen(windows, nowMs)) return nowMs;
  const minute = minuteOfWeek(nowMs);
  const startOfMinuteMs = nowMs - (nowMs % msPerMinute);
  let best = Infinity;
  for (const [from] of windows) {
    const ahead = (from - minute + minutesPerWeek) % minutesPerWeek || minutesPerWeek;
    best = Math.min(best, ahead);
  }
  return startOfMinuteMs + best * msPerMinute;
}

/** FX and metals: Sunday 22:00 to Friday 22:00 UTC, the usual retail week. */
export const forexWeek: WeeklyWindows = [[22 * 60, 5 * 1440 + 22 * 60]];
