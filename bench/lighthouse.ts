/**
 * Lighthouse 12.8.2 (mobile preset, the default form factor) on pages of a running production build
 * and, in the same run, on the framework floor (a bare Next App Router page with one `Link`, the
 * same build as bench/first-load-js.ts uses: bench/support/floor.ts): prints the median performance,
 * accessibility, SEO and best-practices scores and the median of each key metric over --runs runs,
 * each page's Total Blocking Time and performance against the floor's (a ratio and a difference),
 * the LCP element with its phases, the points each metric lost (bench/support/score-parts.ts) and
 * where the main thread went (median run), and every audit that kept
 * accessibility, best practices or SEO under 100 (in how many runs, and the first elements or
 * addresses it names).
 *
 *   npm run build && npm start &          # portal + reference API
 *   npx tsx bench/lighthouse.ts [--base http://localhost:3000] [--runs 5] [--save dir] [--no-floor] [--floor-port 3650]
 *                               [--cpu-slowdown 4] [/ /league/lg-premier/ /events/ev-0041/]
 *
 * The mobile preset slows the CPU 4×, which on a fast machine is a fast phone. `--cpu-slowdown`
 * sets the factor, so that a fast machine can show what a slow one does; each run's benchmark index
 * (Lighthouse's measure of the machine, higher is faster) is printed with the results, because the
 * same page scores differently on machines of a different index.
 *
 * A single throttled run varies by several points (more on a shared, loaded machine), so every
 * figure is the median of the runs, and the runs take turns (each page once, then again) so the
 * portal and the floor meet the same load; `--save` keeps each run's JSON report and trace. A
 * route may be a full address, another build's page: `/league/lg-premier/
 * http://localhost:3200/league/lg-premier/` takes turns between two builds, an A/B. The
 * last column, "main on CPU", is the share of its task time the page's main thread had a core
 * (bench/support/cpu-share.ts): the rest it waited, and Lighthouse counts that wait, slowed down,
 * as the page's own blocking time. Needs Chromium (CHROME_PATH, default /usr/bin/chromium) and
 * fetches lighthouse@12.8.2 through npx on first use.
 *
 * Each portal run loads its page while the page is fresh in the portal's cache, as a viewer behind
 * the CDN gets it (warm()): a page past its window is served stale and rendered again in the
 * background, and on a machine that runs the server beside the browser that render takes the
 * cores from the page being measured — its stylesheet and scripts answered 140 ms late, the first
 * paint then held by Chromium for a second (docs/performance.md, "Measuring beside the server").
 */
import { execFileSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFloor, type Floor } from './support/floor';
import { benchArgs } from './support/args';
import { mainThreadCpuShare } from './support/cpu-share';
import { lcpPhases, pointsLost } from './support/score-parts';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const { base, option, flag, routes: readRoutes } = benchArgs();
const runs = Number(option('--runs') ?? 5);
const save = option('--save');
const withFloor = !flag('--no-floor');
const floorPort = option('--floor-port');
const cpuSlowdown = option('--cpu-slowdown');
const routes = readRoutes();
const targets = routes.length ? routes : ['/', '/league/lg-premier/', '/events/ev-0041/'];
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface Audit {
  numericValue?: number;
  displayValue?: string;
  score: number | null;
  title: string;
  details?: { items?: Array<Record<string, unknown>> };
}
interface Report {
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, Audit>;
  /** Not Lighthouse's: the main thread's CPU time over its task time in this run's trace (cpu-share.ts). */
  cpuShare?: number | null;
}

/** The categories expected at 100, whose failing audits are listed. */
const FULL_MARKS = ['accessibility', 'best-practices', 'seo'];

function run(url: string, dir: string, name: string): Report {
  const out = path.join(dir, `${name}.json`);
  execFileSync(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,seo,best-practices',
      '--chrome-flags=--headless=new --no-sandbox',
      // The trace beside the report (<name>-0.trace.json), for the main thread's CPU share.
      '--save-assets',
      ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chrome } },
  );
  const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
  const trace = path.join(dir, `${name}-0.trace.json`);
  report.cpuShare = mainThreadCpuShare(JSON.parse(readFileSync(trace, 'utf8')));
  // Kept with --save; otherwise gone at once (~15 MB a run), not only when the bench ends.
  if (!save) for (const asset of [trace, path.join(dir, `${name}-0.devtoolslog.json`)]) rmSync(asset, { force: true });
  return report;
}

/** The request headers of Lighthouse's Chrome that the page store's key reads (portal-server/variant.ts). */
const AS_LIGHTHOUSE = { 'accept-language': 'en-US,en;q=0.9', 'accept-encoding': 'gzip, deflate, br, zstd' };
/** Seconds of freshness a page needs left when its run starts: Lighthouse takes a few to reach the page. */
const FRESH_ENOUGH_SECONDS = 8;

/**
 * Makes the page fresh in the cache for the run that follows: while the answer says less than
 * FRESH_ENOUGH_SECONDS remain (`s-maxage`), waits the rest of the window out and asks again, which
 * renders it anew. A page no shared cache keeps (no `s-maxage`) is left as it is.
 */
async function warm(url: string): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    // A kept-alive socket the server has just closed fails the request: the next asks on a new one.
    const response = await fetch(url, { headers: AS_LIGHTHOUSE }).catch(() => null);
    if (!response) continue;
    await response.arrayBuffer();
    const remaining = /s-maxage=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1];
    if (remaining === undefined || Number(remaining) >= FRESH_ENOUGH_SECONDS) return;
    // Past the window the answer was the stale page and a render has started: give it a moment.
    await sleep((Number(remaining) + 1.5) * 1000);
  }
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
const present = (xs: Array<number | null | undefined>) => xs.filter((x): x is number => typeof x === 'number');
const score = (reports: Report[], id: string) => {
  const m = median(present(reports.map((r) => r.categories[id]?.score)));
  return m === null ? '—' : String(Math.round(m * 100));
};
const metric = (reports: Report[], id: string, unit: 'ms' | 's' | '') => {
  const m = median(present(reports.map((r) => r.audits[id]?.numericValue)));
  if (m === null) return '—';
  if (unit === 's') return `${(m / 1000).toFixed(1)} s`;
  if (unit === 'ms') return `${Math.round(m)} ms`;
  return m.toFixed(3);
};

/** The median run's main-thread CPU share (cpu-share.ts), as a percentage. */
const share = (reports: Report[]) => {
  const m = median(present(reports.map((r) => r.cpuShare)));
  return m === null ? '—' : `${Math.round(m * 100)}%`;
};

const FLOOR_LABEL = 'floor (bare Next app)';

/** A page's figure beside the floor's: TBT as a multiple of the floor's, performance in points above or below it. */
function againstFloor(value: number | null, floor: number | null, as: 'ratio' | 'points'): string {
  if (value === null || floor === null) return '—';
  if (as === 'points') return `${value >= floor ? '+' : '−'}${Math.round(Math.abs(value - floor) * 100)}`;
  return floor > 0 ? `${(value / floor).toFixed(1)}×` : '—';
}

/** What the median run's LCP element was, where its points went and which work kept the main thread busy. */
function diagnose(r: Report): string[] {
  const lines: string[] = [];
  const lcpItems = r.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const first = lcpItems[0] as { items?: Array<{ node?: { snippet?: string } }> } | undefined;
  const snippet = first?.items?.[0]?.node?.snippet;
  if (snippet) lines.push(`  LCP element: ${snippet.slice(0, 140)}`);
  const phases = lcpPhases(r);
  if (phases.length) lines.push(`  LCP phases: ${phases.map((p) => `${p.phase} ${Math.round(p.ms)} ms`).join(', ')}`);
  const lost = pointsLost(r);
  if (lost.length) lines.push(`  points lost: ${lost.map((l) => `${l.metric} ${l.points.toFixed(1)}`).join(', ')}`);
  const work = (r.audits['mainthread-work-breakdown']?.details?.items ?? []) as Array<{ groupLabel?: string; duration?: number }>;
  if (work.length)
    lines.push(
      `  main thread: ${work
        .slice(0, 4)
        .map((w) => `${w.groupLabel} ${Math.round(w.duration ?? 0)} ms`)
        .join(', ')}`,
    );
  const boot = (r.audits['bootup-time']?.details?.items ?? []) as Array<{ url?: string; scripting?: number }>;
  if (boot.length)
    lines.push(
      `  script eval: ${boot
        .slice(0, 4)
        .map((b) => `${String(b.url).replace(/^.*\/_next\/static\/chunks\//, '')} ${Math.round(b.scripting ?? 0)} ms`)
        .join(', ')}`,
    );
  return lines;
}

/**
 * The audits that kept a category under 100, in how many runs each failed, and what it names (the
 * first elements or addresses) in the first run where it failed.
 */
function failing(reports: Report[]): string[] {
  const lines: string[] = [];
  for (const category of FULL_MARKS) {
    const refs = reports[0]?.categories[category]?.auditRefs.filter((ref) => ref.weight > 0) ?? [];
    for (const { id } of refs) {
      const failed = reports.filter((r) => {
        const score = r.audits[id]?.score;
        return score !== null && score !== undefined && score < 1;
      });
      if (failed.length === 0) continue;
      const audit = failed[0]!.audits[id]!;
      const items = (audit.details?.items ?? []) as Array<{ node?: { selector?: string; snippet?: string }; url?: string; source?: { url?: string } }>;
      const named = items
        .slice(0, 3)
        .map((item) => item.node?.selector ?? item.node?.snippet ?? item.url ?? item.source?.url)
        .filter(Boolean);
      lines.push(
        `  ✗ ${category} ${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}, ${failed.length}/${reports.length} runs${named.length ? ` — ${named.join(' | ')}` : ''}`,
      );
    }
  }
  return lines;
}

async function main() {
  const dir = save ?? mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  if (save) mkdirSync(save, { recursive: true });
  let floor: Floor | undefined;
  try {
    floor = withFloor ? await startFloor(floorPort ? Number(floorPort) : undefined) : undefined;
    const pages = targets.map((route) => ({ label: route, url: new URL(route, base).toString(), slug: route.replace(/[^\w-]+/g, '_') || 'root' }));
    if (floor) pages.push({ label: FLOOR_LABEL, url: `${floor.url}/`, slug: 'floor' });
    const slowdown = cpuSlowdown ? `, CPU slowed ${cpuSlowdown}×` : ', CPU slowed 4× (the preset)';
    console.log(
      `Lighthouse ${LIGHTHOUSE.split('@')[1]} (mobile${slowdown}) at ${base}${floor ? ` and the floor at ${floor.url}` : ''}, median of ${runs} run(s)\n`,
    );
    const reports = new Map<string, Report[]>(pages.map((p) => [p.label, []]));
    for (let i = 0; i < runs; i += 1) {
      for (const p of pages) {
        if (p.label !== FLOOR_LABEL) await warm(p.url);
        reports.get(p.label)!.push(run(p.url, dir, `${p.slug}-${i}`));
      }
    }
    const indexes = present([...reports.values()].flat().map((r) => r.environment?.benchmarkIndex));
    if (indexes.length)
      console.log(
        `benchmark index: median ${Math.round(median(indexes)!)}, ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} over the runs\n`,
      );
    const floorReports = floor ? reports.get(FLOOR_LABEL)! : [];
    const floorTbt = median(present(floorReports.map((r) => r.audits['total-blocking-time']?.numericValue)));
    const floorPerf = median(present(floorReports.map((r) => r.categories.performance?.score)));
    console.log(
      ['page', 'perf', 'a11y', 'seo', 'best', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'TBT ÷ floor', 'perf − floor', 'perf per run', 'main on CPU'].join('\t'),
    );
    for (const p of pages) {
      const list = reports.get(p.label)!;
      const byPerf = [...list].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const mid = byPerf[Math.floor(byPerf.length / 2)]!;
      const perRun = list.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)).join('/');
      console.log(
        [
          p.label,
          score(list, 'performance'),
          score(list, 'accessibility'),
          score(list, 'seo'),
          score(list, 'best-practices'),
          metric(list, 'first-contentful-paint', 's'),
          metric(list, 'largest-contentful-paint', 's'),
          metric(list, 'total-blocking-time', 'ms'),
          metric(list, 'cumulative-layout-shift', ''),
          metric(list, 'speed-index', 's'),
          againstFloor(median(present(list.map((r) => r.audits['total-blocking-time']?.numericValue))), floorTbt, 'ratio'),
          againstFloor(median(present(list.map((r) => r.categories.performance?.score))), floorPerf, 'points'),
          perRun,
          share(list),
        ].join('\t'),
      );
      for (const line of diagnose(mid)) console.log(line);
      for (const line of failing(list)) console.log(line);
      if (process.env.VERBOSE === '1') {
        for (const [id, a] of Object.entries(mid.audits))
          if (a.score !== null && a.score < 0.9) console.log(`  · ${id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      }
    }
  } finally {
    await floor?.stop();
    if (!save) rmSync(dir, { recursive: true, force: true });
  }
}

void main();
