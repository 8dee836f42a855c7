/**
 * Lighthouse 12.8.2 (mobile preset, the default form factor) on pages of a running production build:
 * prints the median performance, accessibility, SEO and best-practices scores and the median of each
 * key metric over --runs runs, plus the LCP element and where the main thread went (median run).
 *
 *   npm run build && npm start &          # portal + reference API
 *   npx tsx bench/lighthouse.ts [--base http://localhost:3000] [--runs 3] [--save dir] [/ /league/lg-premier/]
 *
 * A single throttled run varies by several points (more on a shared, loaded machine), so every
 * figure is the median of the runs; `--save` keeps each run's JSON report. Needs Chromium
 * (CHROME_PATH, default /usr/bin/chromium) and fetches lighthouse@12.8.2 through npx on first use.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const base = option('--base') ?? process.env.BASE_URL ?? 'http://localhost:3000';
const runs = Number(option('--runs') ?? 3);
const save = option('--save');
const valued = new Set([option('--base'), option('--runs'), save]);
const routes = args.filter((a) => a.startsWith('/') && !valued.has(a));
const targets = routes.length ? routes : ['/', '/league/lg-premier/'];
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface Audit {
  numericValue?: number;
  displayValue?: string;
  score: number | null;
  title: string;
  details?: { items?: Array<Record<string, unknown>> };
}
interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
}

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
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chrome } },
  );
  return JSON.parse(readFileSync(out, 'utf8')) as Report;
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

/** What the median run's LCP element was and which work kept the main thread busy. */
function diagnose(r: Report): string[] {
  const lines: string[] = [];
  const lcpItems = r.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const first = lcpItems[0] as { items?: Array<{ node?: { snippet?: string } }> } | undefined;
  const snippet = first?.items?.[0]?.node?.snippet;
  if (snippet) lines.push(`  LCP element: ${snippet.slice(0, 140)}`);
  const work = (r.audits['mainthread-work-breakdown']?.details?.items ?? []) as Array<{ groupLabel?: string; duration?: number }>;
  if (work.length) lines.push(`  main thread: ${work.slice(0, 4).map((w) => `${w.groupLabel} ${Math.round(w.duration ?? 0)} ms`).join(', ')}`);
  const boot = (r.audits['bootup-time']?.details?.items ?? []) as Array<{ url?: string; scripting?: number }>;
  if (boot.length) lines.push(`  script eval: ${boot.slice(0, 4).map((b) => `${String(b.url).replace(/^.*\/_next\/static\/chunks\//, '')} ${Math.round(b.scripting ?? 0)} ms`).join(', ')}`);
  return lines;
}

function main() {
  const dir = save ?? mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  if (save) mkdirSync(save, { recursive: true });
  console.log(`Lighthouse ${LIGHTHOUSE.split('@')[1]} (mobile) at ${base}, median of ${runs} run(s)\n`);
  console.log(['page', 'perf', 'a11y', 'seo', 'best', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'perf per run'].join('\t'));
  try {
    for (const route of targets) {
      const url = new URL(route, base).toString();
      const slug = route.replace(/[^\w-]+/g, '_') || 'root';
      const reports = Array.from({ length: runs }, (_, i) => run(url, dir, `${slug}-${i}`));
      const byPerf = [...reports].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const mid = byPerf[Math.floor(byPerf.length / 2)]!;
      const perRun = reports.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)).join('/');
      console.log(
        [
          route,
          score(reports, 'performance'),
          score(reports, 'accessibility'),
          score(reports, 'seo'),
          score(reports, 'best-practices'),
          metric(reports, 'first-contentful-paint', 's'),
          metric(reports, 'largest-contentful-paint', 's'),
          metric(reports, 'total-blocking-time', 'ms'),
          metric(reports, 'cumulative-layout-shift', ''),
          metric(reports, 'speed-index', 's'),
          perRun,
        ].join('\t'),
      );
      for (const line of diagnose(mid)) console.log(line);
      const watched = ['color-contrast', 'link-name', 'button-name', 'crawlable-anchors', 'canonical', 'hreflang', 'meta-description', 'robots-txt', 'is-crawlable'];
      const failing = Object.entries(mid.audits).filter(([id, a]) => a.score !== null && a.score < 0.9 && (process.env.VERBOSE === '1' || watched.includes(id)));
      for (const [id, a] of failing) console.log(`  ✗ ${id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    }
  } finally {
    if (!save) rmSync(dir, { recursive: true, force: true });
  }
}

main();
