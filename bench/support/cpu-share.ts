/**
 * How much of its task time a page's main thread spent on a CPU, from a Chrome trace: the thread
 * time (`tdur`) of its tasks over their wall time (`dur`), from the page's navigation to
 * the trace's end. A task's wall time also holds the time the thread waited for a core. On a
 * machine that runs the browser, the servers and Lighthouse on 2 cores that wait is large, and
 * Lighthouse's simulation multiplies the wall time by its CPU slowdown; a phone gives its main
 * thread a core of its own. A share near 100% means the figures are the page's own work.
 */
/** The fields of a Chrome trace event that the benches read. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall time, µs. */
  dur?: number;
  /** The thread's CPU time, µs. */
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; documentLoaderURL?: string; isOutermostMainFrame?: boolean } };
}

export function mainThreadCpuShare(trace: { traceEvents?: TraceEvent[] } | TraceEvent[]): number | null {
  const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
  // The page's own navigation (an about:blank frame navigates too, without an address).
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.isOutermostMainFrame && e.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) return null;
  const tasks = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === navigation.pid && e.tid === navigation.tid && e.ts >= navigation.ts && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  let wall = 0;
  let cpu = 0;
  let end = 0;
  for (const task of tasks) {
    if (task.ts < end || task.tdur === undefined) continue; // nested in the task before, or not timed
    wall += task.dur!;
    cpu += task.tdur;
    end = task.ts + task.dur!;
  }
  return wall > 0 ? Math.min(1, cpu / wall) : null;
}
