/**
 * First-load JS per route: opens each page in Chromium against a running production build and
 * sums the JavaScript it loads until the network is idle (raw and gzip), the figure `next build`
 * stopped printing in Next 16. Everything fetched before the network goes quiet counts, including
 * what the page loads right after the load event; on-demand chunks (player, menus, toasts) do not.
 * The gzip figure is also split at the load event: what the first paint and hydration wait for,
 * and what starts later (the real-time bridge, the API client's schemas, session effects).
 *
 *   npm run build && npm start &        # or any deployment
 *   npx tsx bench/first-load-js.ts [--base http://localhost:3000] [--runs 3] [--save out.json] [--compare before.json] [/ /auth/login/ /events/1/]
 *
 * Each route is loaded --runs times (default 3) in a fresh page and the median is reported; with
 * --compare, the ratio to an earlier --save of the same routes (after / before, gzip) is added.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const base = option('--base') ?? process.env.BASE_URL ?? 'http://localhost:3000';
const runs = Number(option('--runs') ?? 3);
const save = option('--save');
const compare = option('--compare');
const valued = new Set([option('--base'), option('--runs'), save, compare]);
const routes = args.filter((a) => a.startsWith('/') && !valued.has(a));
const targets = routes.length ? routes : ['/', '/auth/login/', '/events/1/'];

interface Measure {
  files: number;
  raw: number;
  gzip: number;
  /** Scripts that arrived before the load event. */
  gzipAtLoad: number;
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  const before: Record<string, Measure> = compare ? (JSON.parse(readFileSync(compare, 'utf8')) as Record<string, Measure>) : {};
  const results: Record<string, Measure> = {};
  console.log(`First-load JS at ${base}, median of ${runs} load(s)\n`);
  console.log(['route', 'files', 'raw', 'gzip', 'at load', 'after', ...(compare ? ['gzip before', 'ratio', 'at load before', 'ratio'] : [])].join('\t'));
  for (const route of targets) {
    const samples: Measure[] = [];
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const bodies = new Map<string, { body: Promise<Buffer>; atLoad: boolean }>();
      let loaded = false;
      let measured = false;
      page.on('load', () => (loaded = true));
      page.on('response', (res) => {
        // Downloaded scripts only: a worker made from a blob: URL (hls.js' transmuxer) is code already counted.
        // What arrives once the network has gone quiet (an idle-time load, e.g. Sentry) is not first load.
        if (!measured && res.request().resourceType() === 'script' && res.url().startsWith('http') && !bodies.has(res.url())) bodies.set(res.url(), { body: res.body(), atLoad: !loaded });
      });
      await page.goto(new URL(route, base).toString(), { waitUntil: 'networkidle' });
      measured = true;
      const files = await Promise.all([...bodies.values()].map(async (f) => ({ body: await f.body, atLoad: f.atLoad })));
      const gz = (list: typeof files) => list.reduce((n, f) => n + gzipSync(f.body).length, 0);
      samples.push({ files: files.length, raw: files.reduce((n, f) => n + f.body.length, 0), gzip: gz(files), gzipAtLoad: gz(files.filter((f) => f.atLoad)) });
      await context.close();
    }
    const m: Measure = {
      files: median(samples.map((s) => s.files)),
      raw: median(samples.map((s) => s.raw)),
      gzip: median(samples.map((s) => s.gzip)),
      gzipAtLoad: median(samples.map((s) => s.gzipAtLoad)),
    };
    results[route] = m;
    const prev = before[route];
    const ratio = (a: number, b: number | undefined) => (b ? [kib(b), (a / b).toFixed(2)] : ['—', '—']);
    const extra = compare ? [...ratio(m.gzip, prev?.gzip), ...ratio(m.gzipAtLoad, prev?.gzipAtLoad)] : [];
    console.log([route, m.files, kib(m.raw), kib(m.gzip), kib(m.gzipAtLoad), kib(m.gzip - m.gzipAtLoad), ...extra].join('\t'));
  }
  await browser.close();
  if (save) writeFileSync(save, `${JSON.stringify(results, null, 2)}\n`);
}

void main();
