import { minuteMs, type Candle } from './candles.js';

export const dayMs = 24 * 60 * minuteMs;

/**
 * The minutes of the last day missing before the first candle held (`held`, oldest first): they end at that
 * candle, or at the current minute when there is none. Zero when the day is already covered.
 */
export function historyGap(held: readonly Candle[], nowMs: number): { endMs: number; minutes: number } {
  const endMs = held[0]?.timeMs ?? nowMs - (nowMs % minuteMs);
  const startMs = nowMs - (nowMs % minuteMs) - dayMs + minuteMs;
  return { endMs, minutes: Math.max(0, Math.floor((endMs - startMs) / minuteMs)) };
}
