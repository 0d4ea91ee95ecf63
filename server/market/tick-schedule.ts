/** What one firing of the simulator's once-a-second timer does. */
export interface TickFiring {
  /** The whole second this firing's ticks are stamped with; undefined when it fired early and emits nothing. */
  stampMs: number | undefined;
  /** When the next tick is due: always a whole second after `nowMs`. */
  dueMs: number;
  /** How long to set the next timer for (> 0). */
  waitMs: number;
}

/** The first tick is due on the whole second after `nowMs`, never on `nowMs` itself. */
export const firstDueMs = (nowMs: number): number => (Math.floor(nowMs / 1000) + 1) * 1000;

/**
 * A timer firing at `nowMs` for the tick due at `dueMs`. Fired early (the event loop's cached time lags
 * the wall clock), it stamps nothing and waits out the rest, rather than stamp the second before, which
 * the hub would drop as a duplicate. Fired on time or late, it stamps the second it fires in: one late by a
 * whole second or more (a stalled event loop) gives the seconds gone by no tick, as no price was known in
 * them, and never stamps an old second.
 */
export function tickFiring(nowMs: number, dueMs: number): TickFiring {
  if (nowMs < dueMs) return { stampMs: undefined, dueMs, waitMs: dueMs - nowMs };
  const stampMs = Math.floor(nowMs / 1000) * 1000;
  return { stampMs, dueMs: stampMs + 1000, waitMs: stampMs + 1000 - nowMs };
}
