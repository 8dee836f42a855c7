/**
 * First-load JS per route beside the framework floor: opens each page in Chromium against a running
 * production build and sums the JavaScript it downloads, untouched, until its start-up is over (raw
 * and gzip), the figure `next build` stopped printing in Next 16. How it counts is
 * bench/support/first-load.ts, which the budget check of the end-to-end suite shares. The gzip
 * figure is also split at the load event: what the first paint and hydration wait for, and what
 * starts later (error reporting, session effects, the real-time bridge and the API client's schemas).
 *
 * The floor is a bare Next App Router app (one page, one `Link`) with the portal's own next, react and
 * react-dom, built once into .bench-cache/ and served by `next start` (bench/support/floor.ts), counted
 * the same way: `diff` is what the portal adds above what any App Router page loads.
 *
 *   npm run build && npm start &        # or any deployment
 *   npx tsx bench/first-load-js.ts [--base http://localhost:3000] [--runs 3] [--save out.json] [--compare before.json] [--no-floor] [--floor-port 3650] [--files] [/ /league/lg-premier/]
 *
 * Each route is loaded --runs times (default 3) in a fresh page and the median is reported; with
 * --compare, the ratio to an earlier --save of the same routes (after / before, gzip) is added;
 * --files lists each route's scripts (largest first). Without routes: those of the budgets file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { FIRST_LOAD_BUDGETS_KIB } from './first-load-budgets';
import { kib, measureFirstLoad, type FirstLoad } from './support/first-load';
import { floorVersions, startFloor } from './support/floor';
import { benchArgs } from './support/args';

const { base, option, flag, routes: readRoutes } = benchArgs();
const runs = Number(option('--runs') ?? 3);
const save = option('--save');
const compare = option('--compare');
const withFloor = !flag('--no-floor');
const floorPort = option('--floor-port');
const listFiles = flag('--files');
const routes = readRoutes();
const targets = routes.length ? routes : Object.keys(FIRST_LOAD_BUDGETS_KIB);

type Measure = Omit<FirstLoad, 'scripts'>;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Median of --runs loads of `url`, each in a fresh context (cold cache); the scripts of the last. */
async function measure(browser: Browser, url: string): Promise<{ m: Measure; last: FirstLoad }> {
  const samples: FirstLoad[] = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext();
    samples.push(await measureFirstLoad(await context.newPage(), url));
    await context.close();
  }
  const pick = (key: keyof Measure) => median(samples.map((s) => s[key]));
  return { m: { files: pick('files'), raw: pick('raw'), gzip: pick('gzip'), gzipAtLoad: pick('gzipAtLoad') }, last: samples[samples.length - 1]! };
}

function printFiles(load: FirstLoad) {
  for (const s of load.scripts) console.log(`    ${kib(s.gzip).padStart(10)}  ${s.atLoad ? 'at load' : 'after  '}  ${s.url.replace(/^https?:\/\/[^/]+/, '')}`);
}

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  const before: Record<string, Measure> = compare ? (JSON.parse(readFileSync(compare, 'utf8')) as Record<string, Measure>) : {};
  const results: Record<string, Measure> = {};
  try {
    let floor: Measure | undefined;
    if (withFloor) {
      const server = await startFloor(floorPort ? Number(floorPort) : undefined);
      try {
        const { m, last } = await measure(browser, `${server.url}/`);
        floor = m;
        const v = floorVersions();
        console.log(
          `Floor: a bare App Router page with one Link (next ${v.next}, react ${v.react}, react-dom ${v['react-dom']}): ${m.files} files, ${kib(m.raw)} raw, ${kib(m.gzip)} gzip (${kib(m.gzipAtLoad)} at load)`,
        );
        if (listFiles) printFiles(last);
      } finally {
        await server.stop();
      }
    }
    console.log(`\nFirst-load JS at ${base}, median of ${runs} load(s); gzip level 6\n`);
    const floorColumns = floor ? ['floor', 'diff', 'floor at load', 'diff at load'] : [];
    console.log(
      ['route', 'files', 'raw', 'gzip', 'at load', 'after', ...floorColumns, ...(compare ? ['gzip before', 'ratio', 'at load before', 'ratio'] : [])].join(
        '\t',
      ),
    );
    for (const route of targets) {
      const { m, last } = await measure(browser, new URL(route, base).toString());
      results[route] = m;
      const prev = before[route];
      const ratio = (a: number, b: number | undefined) => (b ? [kib(b), (a / b).toFixed(2)] : ['—', '—']);
      const extra = compare ? [...ratio(m.gzip, prev?.gzip), ...ratio(m.gzipAtLoad, prev?.gzipAtLoad)] : [];
      const diff = floor ? [kib(floor.gzip), kib(m.gzip - floor.gzip), kib(floor.gzipAtLoad), kib(m.gzipAtLoad - floor.gzipAtLoad)] : [];
      console.log([route, m.files, kib(m.raw), kib(m.gzip), kib(m.gzipAtLoad), kib(m.gzip - m.gzipAtLoad), ...diff, ...extra].join('\t'));
      if (listFiles) printFiles(last);
    }
  } finally {
    await browser.close();
  }
  if (save) writeFileSync(save, `${JSON.stringify(results, null, 2)}\n`);
}

void main();
