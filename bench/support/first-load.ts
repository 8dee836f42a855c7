/**
 * How first-load JS is counted, for the bench (bench/first-load-js.ts) and the budget check of the
 * end-to-end suite alike: every script the page requests, untouched, until its start-up is done,
 * each body gzipped here at level 6 (whatever encoding the server used), split at the load event.
 *
 * Start-up is done, on the page's own clock, once the work it defers past the load event is due
 * (the last, the route prefetcher, 3 s after load once the main thread is idle:
 * lib/after-load.ts), every script asked for has arrived, and the page has then been
 * idle for a second without asking for another. Warm-ups due later (the toast and dialog hosts,
 * 10 s after load) are on-demand code and not counted, nor is what a click loads; on a machine so
 * starved that a page's start-up outlasts 10 s they join the count. A cut where the network first
 * goes quiet, as before, moved with the machine's load: in a busy suite the real-time bridge,
 * started 1.5 s after load, fell on either side of it.
 */
import { gzipSync } from 'node:zlib';
import type { Page, Request, Response } from '@playwright/test';

export interface Script {
  url: string;
  raw: number;
  gzip: number;
  /** Arrived before the load event. */
  atLoad: boolean;
}

export interface FirstLoad {
  files: number;
  raw: number;
  gzip: number;
  /** Scripts that arrived before the load event: what the first paint and hydration wait for. */
  gzipAtLoad: number;
  /** Largest first (gzip). */
  scripts: Script[];
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** After the load event, when the last deferred start-up work is due (the route prefetcher's). */
const DEFERRED_MS = 3_000;
/** What a loaded chunk loads in turn can wait on a short timer or a request first (the bridge debounces 300 ms, then loads the socket client). */
const QUIET_MS = 1_000;
/** For the browser to report the requests the page made before it went idle. */
const REPORT_MS = 100;

/** Resolves in the page once `ms` have passed and then the main thread is idle. */
const idleAfter = (page: Page, ms: number) =>
  page.evaluate((delay) => new Promise<void>((resolve) => setTimeout(() => requestIdleCallback(() => resolve()), delay)), ms);

/**
 * Opens `url` in `page` (of a fresh context, so nothing comes from the HTTP cache) and counts the
 * scripts it requests until its start-up is done.
 */
export async function measureFirstLoad(page: Page, url: string): Promise<FirstLoad> {
  const requests = new Map<string, Request>();
  const pending = new Set<Request>();
  const beforeLoad = new Set<string>();
  let loaded = false;
  let asked = 0;
  // Downloaded scripts only: a worker made from a blob: URL is code already counted.
  const isScript = (req: Request) => req.resourceType() === 'script' && req.url().startsWith('http');
  const onLoad = () => (loaded = true);
  const onRequest = (req: Request) => {
    if (!isScript(req)) return;
    if (!requests.has(req.url())) requests.set(req.url(), req);
    pending.add(req);
    asked += 1;
  };
  const onDone = (req: Request) => pending.delete(req);
  const onResponse = (res: Response) => {
    if (!loaded && isScript(res.request())) beforeLoad.add(res.url());
  };
  page.on('load', onLoad);
  page.on('request', onRequest);
  page.on('response', onResponse);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await idleAfter(page, DEFERRED_MS);
    // Until every script asked for has arrived and the page, idle since, asked for no other.
    for (let before = -1; before !== asked || pending.size > 0;) {
      before = asked;
      while (pending.size > 0) await page.waitForTimeout(50);
      await idleAfter(page, QUIET_MS);
      await page.waitForTimeout(REPORT_MS);
    }
  } finally {
    page.off('load', onLoad);
    page.off('request', onRequest);
    page.off('response', onResponse);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
  const scripts = (
    await Promise.all(
      [...requests].map(async ([address, req]): Promise<Script | null> => {
        const body = await (await req.response())?.body().catch(() => null);
        return body ? { url: address, raw: body.length, gzip: gzipSync(body, { level: 6 }).length, atLoad: beforeLoad.has(address) } : null;
      }),
    )
  ).filter((s): s is Script => s !== null);
  scripts.sort((a, b) => b.gzip - a.gzip);
  const sum = (list: Script[], key: 'raw' | 'gzip') => list.reduce((n, s) => n + s[key], 0);
  return {
    files: scripts.length,
    raw: sum(scripts, 'raw'),
    gzip: sum(scripts, 'gzip'),
    gzipAtLoad: sum(
      scripts.filter((s) => s.atLoad),
      'gzip',
    ),
    scripts,
  };
}
