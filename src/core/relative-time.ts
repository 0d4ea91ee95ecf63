/** How long ago something happened, for the client to translate; `date` text is `yyyy/mm/dd hh:mm`. */
export type RelativeTime =
  | { kind: 'just_now' }
  | { kind: 'minutes'; count: number }
  | { kind: 'hours'; count: number }
  | { kind: 'date'; text: string };

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
/** Ages up to this (and future times, from clock skew) read as "just now", per the spec. */
export const justNowMaxMs = 15 * minuteMs;
/** Ages from this on show an absolute date, per the spec ("after 1 day"). */
export const dateFromMs = 24 * hourMs;

/** Describes `thenMs` as seen at `nowMs` (epoch milliseconds); dates are shown in the IANA `timeZone`. */
export function relativeTime(thenMs: number, nowMs: number, timeZone: string): RelativeTime {
  if (!Number.isFinite(thenMs) || !Number.isFinite(nowMs)) {
    throw new RangeError(`relativeTime: pass finite epoch milliseconds (got ${thenMs}, ${nowMs}), e.g. Date.parse(createdAt)`);
  }
  const ageMs = nowMs - thenMs;
  if (ageMs <= justNowMaxMs) return { kind: 'just_now' };
  if (ageMs < hourMs) return { kind: 'minutes', count: Math.floor(ageMs / minuteMs) };
  if (ageMs < dateFromMs) return { kind: 'hours', count: Math.floor(ageMs / hourMs) };
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(thenMs)) parts[part.type] = part.value;
  return { kind: 'date', text: `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute}` };
}

function formatter(timeZone: string): Intl.DateTimeFormat {
  // en-CA for its stable ASCII digits; h23 so midnight is 00, never 24; parts are reassembled so its separators never leak.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  });
}
