/** The slice of a Chromium trace event this reads. */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { url?: string } };
}

/**
 * Total blocking time as Lighthouse's mobile preset counts it (each main-thread task after the first
 * contentful paint, slowed 4×, less 50 ms), from the tasks' CPU time (`time: 'cpu'`) or their wall time
 * (`'wall'`, what Lighthouse's simulation starts from): on a machine whose other work takes the CPU away
 * mid-task, wall time grows and CPU time does not, so the first is what the page itself costs and the gap
 * between the two is the machine's. `pageUrl` picks the page's main thread (the one that ran its inline script).
 */
export function blockingMs(events: TraceEvent[], pageUrl: string, time: 'cpu' | 'wall', slowdown = 4): number {
  const script = events.find((e) => e.name === 'EvaluateScript' && e.args?.data?.url?.startsWith(pageUrl));
  if (!script) return NaN;
  const onMain = (e: TraceEvent) => e.pid === script.pid && e.tid === script.tid;
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === script.pid);
  const from = paint?.ts ?? script.ts;
  return events
    .filter((e) => onMain(e) && e.ph === 'X' && e.name === 'RunTask' && e.ts + (e.dur ?? 0) > from)
    .reduce((sum, e) => sum + Math.max(0, (((time === 'cpu' ? e.tdur : undefined) ?? e.dur ?? 0) / 1000) * slowdown - 50), 0);
}
