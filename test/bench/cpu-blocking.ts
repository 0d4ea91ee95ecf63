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
 * contentful paint, slowed 4×, less 50 ms), but from the tasks' CPU time instead of their wall time: on a
 * machine whose other work takes the CPU away mid-task, wall time grows and CPU time does not, so this is
 * what the page itself costs. `pageUrl` picks the page's main thread (the one that ran its inline script).
 */
export function cpuBlockingMs(events: TraceEvent[], pageUrl: string, slowdown = 4): number {
  const script = events.find((e) => e.name === 'EvaluateScript' && e.args?.data?.url?.startsWith(pageUrl));
  if (!script) return NaN;
  const onMain = (e: TraceEvent) => e.pid === script.pid && e.tid === script.tid;
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === script.pid);
  const from = paint?.ts ?? script.ts;
  return events
    .filter((e) => onMain(e) && e.ph === 'X' && e.name === 'RunTask' && e.ts + (e.dur ?? 0) > from)
    .reduce((sum, e) => sum + Math.max(0, ((e.tdur ?? e.dur ?? 0) / 1000) * slowdown - 50), 0);
}
