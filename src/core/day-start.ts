/** The start (epoch ms) of the calendar day containing `nowMs` in an IANA time zone ("today" for P&L). */
export function startOfDayMs(nowMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    .formatToParts(nowMs)
    .reduce<Record<string, number>>((acc, p) => (p.type === 'literal' ? acc : { ...acc, [p.type]: Number(p.value) }), {});
  // Local wall-clock time as if it were UTC, minus the real instant, is the zone's offset at that instant.
  const wallAsUtcMs = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  const offsetMs = wallAsUtcMs - (nowMs - (nowMs % 1000));
  return Date.UTC(parts.year, parts.month - 1, parts.day) - offsetMs;
}
