/**
 * Multiview under load: four tiles (the seed's free live games, then free replays) playing for a
 * while in Chromium on this machine; per tile the frames decoded and dropped, the stalls after the
 * first frame (the picture standing still while playing for more than STALL_MS) and the longest one,
 * the rendition it played, and the median over the tiles. The goal: no stall after start.
 *
 *   npm run build && npm start &        # or any deployment with the reference API
 *   npx tsx bench/multiview.ts [--base http://localhost:3000] [--seconds 60] [--tiles 4] [--headless-shell]
 *
 * Chromium's full browser by default (its compositor is what a viewer's is); --headless-shell runs the
 * lighter headless shell the e2e suite uses.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: process.env.BASE_URL ?? 'http://localhost:3000' },
    seconds: { type: 'string', default: '60' },
    tiles: { type: 'string', default: '4' },
    'headless-shell': { type: 'boolean', default: false },
  },
});
const base = values.base.replace(/\/+$/, '');
const seconds = Math.max(5, Number(values.seconds) || 60);
const tileCount = Math.min(4, Math.max(2, Number(values.tiles) || 4));
/** The picture standing still this long while playing is a stall (a frame lasts 40 ms at 25 fps). */
const STALL_MS = 250;

interface SeedEvent {
  id: string;
  accessType: string;
  ads: unknown[];
  isEventAvailableInUserRegion: boolean;
  team1: unknown;
}

async function games(): Promise<string[]> {
  const list = async (status: string) => {
    const res = await fetch(`${base}/api/event/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page: 0, size: 200, sort: 'order', order: 'asc', filters: { status: [status] } }),
    });
    if (!res.ok) throw new Error(`event list ${status}: ${res.status}`);
    const { entries } = (await res.json()) as { entries: SeedEvent[] };
    return entries
      .filter((e) => e.accessType === 'free' && e.ads.length === 0 && e.isEventAvailableInUserRegion && e.team1 !== null)
      .map((e) => e.id)
      .sort();
  };
  return [...(await list('live')), ...(await list('archived'))].slice(0, tileCount);
}

/** Watches every tile's <video> from the first frame on: stalls, their length, and the playback quality. */
const PROBE = `
window.__tiles = [];
setInterval(() => {
  const now = performance.now();
  document.querySelectorAll('section[data-audible] video:not([data-testid="ad-video"])').forEach((video, index) => {
    const tile = (window.__tiles[index] ??= { last: -1, since: now, stalls: 0, longest: 0, stalled: false, started: false });
    if (!tile.started) {
      if (video.currentTime > 0 && !video.paused) Object.assign(tile, { started: true, last: video.currentTime, since: now });
      return;
    }
    if (video.currentTime !== tile.last || video.paused) {
      Object.assign(tile, { last: video.currentTime, since: now, stalled: false });
      return;
    }
    const still = now - tile.since;
    tile.longest = Math.max(tile.longest, still);
    if (still > ${STALL_MS} && !tile.stalled) Object.assign(tile, { stalled: true, stalls: tile.stalls + 1 });
  });
}, 50);
`;

interface TileReport {
  tile: number;
  game: string;
  height: number;
  frames: number;
  dropped: number;
  stalls: number;
  longestStillMs: number;
}

async function report(page: Page, ids: string[]): Promise<TileReport[]> {
  return page.evaluate((gameIds) => {
    const tiles = (window as unknown as { __tiles: { stalls: number; longest: number }[] }).__tiles;
    return [...document.querySelectorAll<HTMLVideoElement>('section[data-audible] video:not([data-testid="ad-video"])')].map((video, index) => {
      const quality = video.getVideoPlaybackQuality();
      return {
        tile: index + 1,
        game: gameIds[index] ?? '?',
        height: video.videoHeight,
        frames: quality.totalVideoFrames,
        dropped: quality.droppedVideoFrames,
        stalls: tiles[index]?.stalls ?? 0,
        longestStillMs: Math.round(tiles[index]?.longest ?? 0),
      };
    });
  }, ids);
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main() {
  const ids = await games();
  if (ids.length < tileCount) throw new Error(`the seed has ${ids.length} free games, ${tileCount} needed`);
  const shell = '/usr/bin/chromium-headless-shell';
  const executablePath = values['headless-shell'] && existsSync(shell) ? shell : '/usr/bin/chromium';
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    await page.goto(`${base}/multiview/?ids=${ids.join(',')}`);
    await page.waitForFunction((n) => document.querySelectorAll('section[data-audible] video:not([data-testid="ad-video"])').length === n, ids.length);
    await page.waitForFunction(
      (n) =>
        [...document.querySelectorAll<HTMLVideoElement>('section[data-audible] video:not([data-testid="ad-video"])')].filter((v) => v.currentTime > 0)
          .length === n,
      ids.length,
      { timeout: 30_000 },
    );
    console.log(`multiview: ${ids.length} tiles playing at ${base} (${executablePath}); watching ${seconds} s`);
    await page.waitForTimeout(seconds * 1000);
    const tiles = await report(page, ids);
    console.log('\ntile\tgame\theight\tframes\tdropped\tstalls\tlongest still (ms)');
    for (const t of tiles) console.log(`${t.tile}\t${t.game}\t${t.height}p\t${t.frames}\t${t.dropped}\t${t.stalls}\t${t.longestStillMs}`);
    const dropRatio = tiles.map((t) => (t.frames ? t.dropped / t.frames : 0));
    console.log(
      `\nmedian over tiles: dropped ${(median(dropRatio) * 100).toFixed(2)} % of frames, ${median(tiles.map((t) => t.stalls))} stalls; ` +
        `stalls in all: ${tiles.reduce((n, t) => n + t.stalls, 0)} (goal 0)`,
    );
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
