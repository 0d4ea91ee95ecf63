const wallClock = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/** The wall-clock fields of an instant in `timeZone`. */
function wallParts(ms: number, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  return wallClock(timeZone)
    .formatToParts(ms)
    .reduce((acc, p) => (p.type === 'literal' ? acc : { ...acc, [p.type]: Number(p.value) }), {} as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>);
}

/** The zone's offset from UTC at an instant (whole seconds): its wall-clock time read as if it were UTC, minus the instant. */
export function offsetAtMs(ms: number, timeZone: string): number {
  const p = wallParts(ms, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - (ms - (((ms % 1000) + 1000) % 1000));
}

/**
 * The start (epoch ms) of the calendar day containing `nowMs` in an IANA time zone ("today" for P&L, savings
 * limits). The offset that counts is midnight's, not now's: on a daylight-saving switch day they differ by an
 * hour, and a zone that skips midnight starts its day at the first instant that exists.
 */
export function startOfDayMs(nowMs: number, timeZone: string): number {
  const { year, month, day } = wallParts(nowMs, timeZone);
  const midnightAsUtc = Date.UTC(year, month - 1, day);
  let start = midnightAsUtc - offsetAtMs(nowMs, timeZone);
  // Twice: the offset at the first guess may be the other side of the switch.
  for (let i = 0; i < 2; i++) start = midnightAsUtc - offsetAtMs(start, timeZone);
  // Midnight skipped by a switch: the guess landed on the day before; the day begins where the jump lands.
  if (wallParts(start, timeZone).day !== day) start += offsetAtMs(start + 86_400_000 / 2, timeZone) - offsetAtMs(start, timeZone);
  return start;
}
