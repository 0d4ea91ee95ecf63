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
  return tasksAfterPaint(events, pageUrl)?.reduce((sum, e) => sum + Math.max(0, taskMs(e, time, slowdown) - 50), 0) ?? NaN;
}

/**
 * The longest main-thread task after the first contentful paint, in ms, its time (`cpu` or `wall`, as blockingMs
 * reads them) times `slowdown`: 1 for the wall time of a trace DevTools already slowed (bench:firstvisit).
 */
export function longestTaskMs(events: TraceEvent[], pageUrl: string, time: 'cpu' | 'wall', slowdown = 4): number {
  const tasks = tasksAfterPaint(events, pageUrl);
  return tasks ? Math.max(0, ...tasks.map((e) => taskMs(e, time, slowdown))) : NaN;
}

const taskMs = (e: TraceEvent, time: 'cpu' | 'wall', slowdown: number) => ((((time === 'cpu' ? e.tdur : undefined) ?? e.dur ?? 0) / 1000) * slowdown);

/**
 * The page's main-thread tasks that end after its first contentful paint (all of them if no paint is traced);
 * undefined if the trace holds no script of the page, so the figures read NaN rather than a clean 0.
 */
function tasksAfterPaint(events: TraceEvent[], pageUrl: string): TraceEvent[] | undefined {
  const script = events.find((e) => e.name === 'EvaluateScript' && e.args?.data?.url?.startsWith(pageUrl));
  if (!script) return undefined;
  const onMain = (e: TraceEvent) => e.pid === script.pid && e.tid === script.tid;
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === script.pid);
  const from = paint?.ts ?? script.ts;
  return events.filter((e) => onMain(e) && e.ph === 'X' && e.name === 'RunTask' && e.ts + (e.dur ?? 0) > from);
}
