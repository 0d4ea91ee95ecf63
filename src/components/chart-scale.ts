/** Round steps for a price axis: 1, 2, 2.5 or 5 times a power of ten, the first leaving at most `count` lines. */
export function priceTicks(low: number, high: number, count: number): number[] {
  const raw = (high - low) / count || 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw)!;
  const ticks: number[] = [];
  // Multiples of `step` counted in whole steps, so no float error piles up from one line to the next.
  for (let k = Math.ceil(low / step); k * step <= high; k++) ticks.push(k * step);
  return ticks;
}

const minuteMs = 60_000;
const timeStepsMs = [1, 2, 5, 10, 15, 30, 60, 120, 180, 360, 720, 1440].map((m) => m * minuteMs);

/**
 * Times for a time axis from `fromMs` to `toMs`, on round minutes or hours of the device's clock (a zone half
 * an hour off UTC gets 10:00, not 10:30), with the smallest step that spans the range in `count` steps or fewer.
 */
export function timeTicks(fromMs: number, toMs: number, count: number): number[] {
  const step = timeStepsMs.find((s) => (toMs - fromMs) / s <= count) ?? timeStepsMs[timeStepsMs.length - 1];
  const offsetMs = -new Date(fromMs).getTimezoneOffset() * minuteMs;
  const ticks: number[] = [];
  for (let time = Math.ceil((fromMs + offsetMs) / step) * step - offsetMs; time <= toMs; time += step) ticks.push(time);
  return ticks;
}

/**
 * Points (oldest first) cut into runs wherever the time to the next is over twice the usual (median) spacing,
 * that is where at least one tick is missing: a gap in the line, not a straight line pretending to be data.
 */
export function splitAtGaps(points: [number, number][]): [number, number][][] {
  const spacings = points.slice(1).map((p, i) => p[0] - points[i][0]).sort((a, b) => a - b);
  const gapMs = 2 * (spacings[Math.floor(spacings.length / 2)] ?? 0);
  const runs: [number, number][][] = [];
  points.forEach((p, i) => (i && p[0] - points[i - 1][0] <= gapMs ? runs[runs.length - 1].push(p) : runs.push([p])));
  return runs;
}
