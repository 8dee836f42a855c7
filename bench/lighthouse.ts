/**
 * Lighthouse 12.8.2 (mobile preset, the default form factor) on pages of a running production build:
 * prints the performance, accessibility, SEO and best-practices scores with the key metrics.
 *
 *   npm run build && npm start &          # portal + reference API
 *   npx tsx bench/lighthouse.ts [--base http://localhost:3000] [--runs 3] [/ /league/lg-premier/]
 *
 * Each page is measured --runs times (default 3) and the median performance run is reported, since
 * a single throttled run varies by a few points. Needs Chromium (CHROME_PATH, default /usr/bin/chromium)
 * and fetches lighthouse@12.8.2 through npx on first use.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
const valued = new Set([option('--base'), option('--runs')]);
const routes = args.filter((a) => a.startsWith('/') && !valued.has(a));
const targets = routes.length ? routes : ['/', '/league/lg-premier/'];
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; displayValue?: string; score: number | null; title: string }>;
}

function run(url: string, dir: string, i: number): Report {
  const out = path.join(dir, `run-${i}.json`);
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

const pct = (score: number | null | undefined) => (score === null || score === undefined ? '—' : String(Math.round(score * 100)));
const ms = (r: Report, id: string) => r.audits[id]?.displayValue ?? '—';

function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  console.log(`Lighthouse ${LIGHTHOUSE.split('@')[1]} (mobile) at ${base}, median of ${runs} run(s)\n`);
  console.log(['page', 'perf', 'a11y', 'seo', 'best', 'FCP', 'LCP', 'TBT', 'CLS', 'SI'].join('\t'));
  try {
    for (const route of targets) {
      const url = new URL(route, base).toString();
      const reports = Array.from({ length: runs }, (_, i) => run(url, dir, i));
      reports.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const r = reports[Math.floor(reports.length / 2)]!;
      const c = r.categories;
      console.log(
        [route, pct(c.performance?.score), pct(c.accessibility?.score), pct(c.seo?.score), pct(c['best-practices']?.score), ms(r, 'first-contentful-paint'), ms(r, 'largest-contentful-paint'), ms(r, 'total-blocking-time'), ms(r, 'cumulative-layout-shift'), ms(r, 'speed-index')].join('\t'),
      );
      const failing = Object.entries(r.audits)
        .filter(([, a]) => a.score !== null && a.score < 0.9 && !['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'interactive', 'total-blocking-time'].includes(''))
        .filter(([id]) => process.env.VERBOSE === '1' || ['color-contrast', 'link-name', 'button-name', 'crawlable-anchors', 'canonical', 'hreflang', 'meta-description', 'robots-txt', 'is-crawlable'].includes(id));
      for (const [id, a] of failing) console.log(`  ✗ ${id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
