/** How long ago something happened, for the client to translate; past a day the client shows the date. */
export type RelativeTime =
  | { kind: 'just_now' }
  | { kind: 'minutes'; count: number }
  | { kind: 'hours'; count: number }
  | { kind: 'date' };

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
/** Ages up to this (and future times, from clock skew) read as "just now", per the spec. */
export const justNowMaxMs = 15 * minuteMs;
/** Ages from this on show an absolute date, per the spec ("after 1 day"). */
export const dateFromMs = 24 * hourMs;

/** Describes `thenMs` as seen at `nowMs` (epoch milliseconds). */
export function relativeTime(thenMs: number, nowMs: number): RelativeTime {
  if (!Number.isFinite(thenMs) || !Number.isFinite(nowMs)) {
    throw new RangeError(`relativeTime: pass finite epoch milliseconds (got ${thenMs}, ${nowMs}), e.g. Date.parse(createdAt)`);
  }
  const ageMs = nowMs - thenMs;
  if (ageMs <= justNowMaxMs) return { kind: 'just_now' };
  if (ageMs < hourMs) return { kind: 'minutes', count: Math.floor(ageMs / minuteMs) };
  if (ageMs < dateFromMs) return { kind: 'hours', count: Math.floor(ageMs / hourMs) };
  return { kind: 'date' };
}
