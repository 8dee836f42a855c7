/**
 * Navigation → first video frame: the real event page /events/{id}/ (a free VOD and a free live
 * event of the seed, no ad) and our player on /dev-ad-test/ (no ad), each against a bare page with
 * only a <video> and hls.js on the same stream. Medians over N runs and the ratio (goal: ≤ 1.3×
 * the bare page and < 1 s on localhost).
 *
 *   npm run build && npm start &        # or any deployment with the reference API
 *   npx tsx bench/first-frame.ts [--base http://localhost:3000] [--runs 9] [--warm] [--pages event,dev]
 *
 * Each run opens a fresh browser context (cold HTTP cache) unless --warm, which loads each page once
 * first and then measures repeat visits. The first frame is the first requestVideoFrameCallback after
 * 'playing', in the page's own clock (ms since navigation start). The bare page is served by this
 * script from a local port, gzip-compressed like the portal's assets, with the same hls.js build the
 * portal bundles (node_modules/hls.js) and the same live settings.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: process.env.BASE_URL ?? 'http://localhost:3000' },
    runs: { type: 'string', default: '9' },
    warm: { type: 'boolean', default: false },
    pages: { type: 'string', default: 'event,dev' },
  },
});
const pages = new Set(values.pages.split(','));
const base = values.base.replace(/\/+$/, '');
const runs = Math.max(1, Number(values.runs) || 9);

/**
 * Runs in every page before its scripts: records when the content video presents its first frame
 * after 'playing' (ms on the page's clock, i.e. since navigation start). A string, not a function:
 * tsx would wrap a function with helpers that do not exist in the page.
 */
const FIRST_FRAME_PROBE = `
document.addEventListener('play', (event) => {
  if (event.target instanceof HTMLVideoElement && event.target.dataset.testid !== 'ad-video' && window.__playCalled === undefined) window.__playCalled = performance.now();
}, true);
document.addEventListener('playing', (event) => {
  const video = event.target;
  // The pre-roll has its own element; the bench plays without ads anyway.
  if (!(video instanceof HTMLVideoElement) || video.dataset.testid === 'ad-video' || window.__firstFrame !== undefined) return;
  const done = (now) => {
    if (window.__firstFrame !== undefined) return;
    if (video.currentTime > 0) window.__firstFrame = now;
    else requestAnimationFrame(done);
  };
  if ('requestVideoFrameCallback' in video) video.requestVideoFrameCallback((now) => done(now));
  else done(performance.now());
}, true);
`;

function barePage(src: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare</title></head><body>
<video id="v" muted autoplay playsinline style="width:640px;aspect-ratio:16/9;background:#000"></video>
<script src="/hls.min.js"></script>
<script>
const v = document.getElementById('v');
const src = ${JSON.stringify(src)};
if (Hls.isSupported()) { const h = new Hls({ liveSyncDurationCount: 3, liveDurationInfinity: true }); h.loadSource(src); h.attachMedia(v); }
else v.src = src;
v.play().catch(() => {});
</script></body></html>`;
}

async function serveBare(): Promise<{ server: Server; origin: string }> {
  const hlsPath = createRequire(import.meta.url).resolve('hls.js/dist/hls.min.js');
  const hlsGz = gzipSync(readFileSync(hlsPath));
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bench.local');
    if (url.pathname === '/hls.min.js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'gzip', 'cache-control': 'public, max-age=31536000, immutable' });
      res.end(hlsGz);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(barePage(url.searchParams.get('src') ?? ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://localhost:${(server.address() as AddressInfo).port}` };
}

interface Visit {
  /** Navigation start → first frame, ms. */
  frame: number;
  /** Navigation start → the page calls play() on the video (the app is up and the player asks to start). */
  play: number;
  /** Navigation start → first byte of the HTML, ms (server render time shows here). */
  ttfb: number;
  /** Where the time goes: navigation start → each step of the start, ms (MILESTONES). */
  steps: Record<Milestone, number>;
}

/** The steps of a start, in the order they happen on the bare page. */
const MILESTONES = ['html', 'hls.js', 'playlist', 'segment', 'play()', 'frame'] as const;
type Milestone = (typeof MILESTONES)[number];

/** The end of the HTML, of hls.js' download, of the first playlist and of the first segment, from Resource Timing. */
const RESOURCE_STEPS = String.raw`(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const resources = performance.getEntriesByType('resource');
  const first = (test) => resources.find((r) => test.test(r.name))?.responseEnd ?? 0;
  return { html: nav ? nav.responseEnd : 0, 'hls.js': first(/hls[^/]*\.js/), playlist: first(/\.m3u8/), segment: first(/\.(ts|m4s|mp4)(\?|$)/) };
})()`;

async function firstFrame(context: BrowserContext, url: string): Promise<Visit> {
  const page = await context.newPage();
  try {
    await page.goto(url);
    const handle = await page.waitForFunction(() => (window as Window & { __firstFrame?: number }).__firstFrame, undefined, { timeout: 60_000, polling: 50 });
    const frame = (await handle.jsonValue()) as number;
    const ttfb = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.responseStart ?? 0);
    const play = await page.evaluate(() => (window as Window & { __playCalled?: number }).__playCalled ?? 0);
    const resources = (await page.evaluate(RESOURCE_STEPS)) as Omit<Record<Milestone, number>, 'play()' | 'frame'>;
    return { frame, ttfb, play, steps: { ...resources, 'play()': play, frame } };
  } finally {
    await page.close();
  }
}

/** Repeated visits of one URL: each in a fresh context (cold cache), or all in one warmed-up context. */
async function visits(browser: Browser, url: string): Promise<{ next: () => Promise<Visit>; close: () => Promise<void> }> {
  const fresh = async () => {
    const context = await browser.newContext();
    await context.addInitScript(FIRST_FRAME_PROBE);
    return context;
  };
  if (values.warm) {
    const context = await fresh();
    await firstFrame(context, url);
    return { next: () => firstFrame(context, url), close: () => context.close() };
  }
  return {
    next: async () => {
      const context = await fresh();
      try {
        return await firstFrame(context, url);
      } finally {
        await context.close();
      }
    },
    close: async () => undefined,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};
const ms = (n: number) => `${Math.round(n)} ms`;

interface Target {
  name: string;
  /** The portal page that plays it. */
  url: string;
  /** The stream the page plays, for the bare page. */
  src: string;
}

interface WireItem {
  id: string;
  accessType: string;
  ads: unknown[];
  isEventAvailableInUserRegion: boolean;
  source: { hd: string | null };
}

/** The first free event of a status without ads, in id order (the seed is deterministic), and its stream. */
async function seedEvent(status: 'archived' | 'live'): Promise<WireItem> {
  const res = await fetch(`${base}/api/event/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 0, size: 200, sort: 'order', order: 'asc', filters: { status: [status] } }),
  });
  const { entries } = (await res.json()) as { entries: WireItem[] };
  const found = entries
    .sort((a, b) => a.id.localeCompare(b.id))
    .find((e) => e.accessType === 'free' && e.ads.length === 0 && e.isEventAvailableInUserRegion && e.source.hd);
  if (!found) throw new Error(`no free ${status} event without ads`);
  return found;
}

async function targets(browser: Browser): Promise<Target[]> {
  const list: Target[] = [];
  if (pages.has('event')) {
    const vod = await seedEvent('archived');
    const live = await seedEvent('live');
    list.push({ name: `event VOD (${vod.id})`, url: `${base}/events/${vod.id}/`, src: vod.source.hd ?? '' });
    list.push({ name: `event live (${live.id})`, url: `${base}/events/${live.id}/`, src: live.source.hd ?? '' });
  }
  if (pages.has('dev')) {
    // The stream URLs exactly as the test page builds them (its readout shows the hd URL).
    const probe = await browser.newPage();
    for (const [name, query] of [
      ['dev-ad-test VOD', 'stream=match-a&vast=none'],
      ['dev-ad-test live', 'stream=live&key=bench&vast=none'],
    ] as const) {
      await probe.goto(`${base}/dev-ad-test/?${query}&autoplay=0`);
      const src = (await probe.getByTestId('player-src').textContent())?.trim() ?? '';
      list.push({ name, url: `${base}/dev-ad-test/?${query}`, src });
    }
    await probe.close();
  }
  return list;
}

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  const bare = await serveBare();
  try {
    const list = await targets(browser);
    console.log(`First frame (${values.warm ? 'warm cache' : 'cold cache'}), median of ${runs} runs, ${base}\n`);
    // 'play() → frame' isolates the media pipeline (engine, playlists, segments, decode) from the
    // page around it: the portal's HTML, scripts and hydration come before the player's play().
    console.log(['page', 'player', 'bare hls.js', 'ratio', 'player TTFB', 'play()→frame player / bare', 'player runs'].join('\t'));
    for (const { name, url, src } of list) {
      const ours = await visits(browser, url);
      const theirs = await visits(browser, `${bare.origin}/?src=${encodeURIComponent(src)}`);
      const player: number[] = [];
      const plain: number[] = [];
      const ttfb: number[] = [];
      const startup: number[] = [];
      const bareStartup: number[] = [];
      const steps: Record<Milestone, number>[] = [];
      const bareSteps: Record<Milestone, number>[] = [];
      // Interleaved, so drift (CPU load, the API's caches) affects both sides alike.
      for (let i = 0; i < runs; i++) {
        const visit = await ours.next();
        player.push(visit.frame);
        ttfb.push(visit.ttfb);
        startup.push(visit.frame - visit.play);
        steps.push(visit.steps);
        const bareVisit = await theirs.next();
        plain.push(bareVisit.frame);
        bareStartup.push(bareVisit.frame - bareVisit.play);
        bareSteps.push(bareVisit.steps);
      }
      await ours.close();
      await theirs.close();
      const p = median(player);
      const b = median(plain);
      console.log(
        [
          name,
          ms(p),
          ms(b),
          `${(p / b).toFixed(2)}×`,
          ms(median(ttfb)),
          `${ms(median(startup))} / ${ms(median(bareStartup))}`,
          player.map((t) => Math.round(t)).join(' '),
        ].join('\t'),
      );
      // Where the time goes: each step's median, ms since navigation start, the page beside the bare one.
      console.log(
        `  ${name} steps (player / bare): ${MILESTONES.map((m) => `${m} ${ms(median(steps.map((x) => x[m])))} / ${ms(median(bareSteps.map((x) => x[m])))}`).join(', ')}`,
      );
    }
  } finally {
    bare.server.close();
    await browser.close();
  }
}

void main();
