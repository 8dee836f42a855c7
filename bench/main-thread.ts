/**
 * Where a page's main thread goes while it loads: Chromium's trace of the load with its CPU slowed
 * (Chrome's own throttling, not Lighthouse's simulation), and for each long task (over 50 ms) when
 * it started, how long it took and what ran in it — scripts evaluated, functions called, style,
 * layout, paint. With `--profile`, a sampling profile names the functions that took the most of
 * each task (minified names, with their chunk, line and column). Prints the sum of each long task's
 * time over 50 ms per run, and its median: a blocking time that needs no simulation, to compare
 * two builds in turn on one machine. docs/performance.md, "The phone's main thread".
 *
 *   npm run build && npm start &
 *   npx tsx bench/main-thread.ts [--base http://localhost:3000] [--runs 3] [--cpu-slowdown 4] [--profile] [--no-scripts] [--floor] [--simulate]
 *                                [/ /league/lg-premier/]
 *
 * The page is loaded once before the runs, in a browser context of its own, so the portal's page
 * cache answers them and each run starts as a first visit: a context that had loaded the page kept
 * its scripts' compiled code, and its run measured a few hundred milliseconds less. With
 * `--no-scripts` the page's chunks are not loaded: what its HTML and CSS alone cost the main thread
 * (parsing, style, layout, paint), beside which the scripts' share shows. The viewport is a
 * phone's (412 × 823). With `--floor`, the framework floor (bench/support/floor.ts, as
 * bench/lighthouse.ts has it) takes its turn with the pages, and each page's median is also given as
 * a multiple of the floor's. With `--simulate`, the load runs at full speed and each task's time is
 * multiplied by the slowdown, as Lighthouse's default throttling does: a task is long when it took
 * more than 50 ms ÷ slowdown here, so a time-sliced render's 5 ms slices count at 10× as they do in
 * Lighthouse's Total Blocking Time. A simulated run also counts each task by the main thread's CPU
 * time in it instead of its wall time ("on a core"): the blocking time of a main thread with a core
 * of its own, as a phone's has, on a machine whose other processes (the browser's, the servers')
 * keep it waiting for one; and each run prints the share of its task time the main thread had a
 * core (bench/support/cpu-share.ts). Needs Chromium (CHROME_PATH, default /usr/bin/chromium).
 */
import { chromium, type CDPSession } from '@playwright/test';
import { benchArgs } from './support/args';
import { mainThreadCpuShare, type TraceEvent } from './support/cpu-share';
import { startFloor } from './support/floor';

const { base, option, flag, routes: readRoutes } = benchArgs();
const runs = Number(option('--runs') ?? 3);
const slowdown = Number(option('--cpu-slowdown') ?? 4);
const profile = flag('--profile');
const noScripts = flag('--no-scripts');
const withFloor = flag('--floor');
const simulate = flag('--simulate');
/** What one traced microsecond counts for: the slowdown when simulated, else 1 (the trace is slowed). */
const scale = simulate ? slowdown : 1;
const FLOOR_LABEL = 'floor (bare Next app)';
const routes = readRoutes();
const targets = routes.length ? routes : ['/', '/league/lg-premier/', '/events/ev-0041/'];
/** How long after `load` the trace goes on: the work the page starts once idle. */
const AFTER_LOAD_MS = 6_000;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const ms = (us: number) => Math.round((us * scale) / 1000);

async function traceLoad(cdp: CDPSession, load: () => Promise<unknown>): Promise<{ events: TraceEvent[]; cpu: CpuProfile | null }> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading', 'blink.user_timing'] },
  });
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
    await cdp.send('Profiler.start');
  }
  await load();
  const cpu = profile ? ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile : null;
  await cdp.send('Tracing.end');
  await complete;
  return { events, cpu };
}

/** The most sampled functions of [from, to], as "name@chunk:line:column ms". */
function topFunctions(cpu: CpuProfile, from: number, to: number): string {
  const nodes = new Map(cpu.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let ts = cpu.startTime;
  cpu.samples.forEach((id, i) => {
    ts += cpu.timeDeltas[i] ?? 0;
    if (ts < from || ts > to) return;
    const f = nodes.get(id)!.callFrame;
    const name = `${f.functionName || '(anonymous)'}@${f.url.replace(/^.*\//, '')}:${f.lineNumber}:${f.columnNumber}`;
    self.set(name, (self.get(name) ?? 0) + (cpu.timeDeltas[i] ?? 0));
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, us]) => `${name} ${ms(us)}`)
    .join(' | ');
}

/**
 * Prints the run's long tasks; returns the sum of their time over 50 ms, by wall time and by the
 * thread's CPU time (each task long by its own measure).
 */
function report(events: TraceEvent[], cpu: CpuProfile | null): { wall: number; onCore: number } {
  const parse = events.find((e) => e.name === 'ParseHTML');
  if (!parse) throw new Error('no ParseHTML in the trace: did the page load?');
  const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const start = parse.ts;
  let blocking = 0;
  const long = 50_000 / scale;
  const tasks = main.filter((e) => e.name === 'RunTask' && e.ts >= start);
  const onCore = tasks.reduce((sum, task) => sum + Math.max(0, (task.tdur ?? 0) - long), 0);
  for (const task of tasks.filter((e) => (e.dur ?? 0) > long)) {
    const end = task.ts + task.dur!;
    blocking += task.dur! - long;
    const inside = main.filter((e) => e !== task && e.name !== 'RunTask' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) > 3_000 / scale);
    const outermost = inside.filter((e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur! && o.dur! > e.dur!));
    const what = outermost.map((e) => {
      const source = e.args?.data?.url?.replace(/^.*\//, '') || e.args?.data?.functionName || '';
      return `${e.name}${source ? `(${source})` : ''} ${ms(e.dur!)}`;
    });
    console.log(`  ${String(Math.round((task.ts - start) / 1000)).padStart(6)} ms  ${String(ms(task.dur!)).padStart(4)} ms  ${what.join(', ')}`);
    if (cpu) console.log(`                       ${topFunctions(cpu, task.ts, end)}`);
  }
  return { wall: ms(blocking), onCore: ms(onCore) };
}

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

async function main() {
  const floor = withFloor ? await startFloor() : null;
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  /** One load in a context that is then closed: the server's cache is warm, the browser's is not. */
  const warmServer = async (url: string) => {
    const context = await browser.newContext(PHONE);
    await (await context.newPage()).goto(url, { waitUntil: 'load' });
    await context.close();
  };
  const pages = targets.map((route) => ({ label: route, url: new URL(route, base).toString() }));
  if (floor) pages.push({ label: FLOOR_LABEL, url: `${floor.url}/` });
  const totals = new Map<string, number[]>(pages.map((p) => [p.label, []]));
  const onCoreTotals = new Map<string, number[]>(pages.map((p) => [p.label, []]));
  try {
    for (const { url } of pages) await warmServer(url);
    // The pages take turns (each once, then again), so the portal and the floor meet the same load.
    for (let run = 0; run < runs; run += 1) {
      for (const { label, url } of pages) {
        const context = await browser.newContext(PHONE);
        if (noScripts) await context.route(/\/_next\/static\/chunks\/.+\.js(\?|$)/, (request) => request.abort());
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await page.goto('about:blank');
        if (!simulate) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
        const how = simulate ? `full speed, times ×${slowdown}` : `CPU ${slowdown}× slower`;
        console.log(`${label} run ${run + 1} (${how}${noScripts ? ', no scripts' : ''}), long tasks from the HTML's first parse:`);
        const { events, cpu } = await traceLoad(cdp, async () => {
          await page.goto(url, { waitUntil: 'load' });
          await page.waitForTimeout(AFTER_LOAD_MS);
        });
        const { wall, onCore } = report(events, cpu);
        const share = mainThreadCpuShare(events);
        console.log(`  blocking (each long task's time over 50 ms): ${wall} ms${simulate ? `, on a core ${onCore} ms` : ''}`);
        console.log(`  the main thread had a core for ${share === null ? '—' : `${Math.round(share * 100)}%`} of its task time\n`);
        totals.get(label)!.push(wall);
        onCoreTotals.get(label)!.push(onCore);
        await context.close();
      }
    }
    const summary = (what: string, byPage: Map<string, number[]>) => {
      const floorMedian = floor ? median(byPage.get(FLOOR_LABEL)!) : null;
      for (const [label, values] of byPage) {
        const ratio = floorMedian && label !== FLOOR_LABEL ? ` (${(median(values) / floorMedian).toFixed(1)}× the floor's)` : '';
        console.log(`${label}: median ${what} ${median(values)} ms${ratio} over ${runs} run(s) (${values.join(', ')})`);
      }
    };
    summary('blocking', totals);
    if (simulate) summary('blocking on a core', onCoreTotals);
  } finally {
    await browser.close();
    await floor?.stop();
  }
}

void main();
