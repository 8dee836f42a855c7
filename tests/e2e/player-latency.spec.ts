/**
 * Low-latency live (docs/fan-features.md, 'Low-latency live'): one live game watched for 30 s in two
 * browsers side by side, one on the low-latency playlist and one on the standard playlist (its
 * low-latency playlist refused, which is also the fallback a platform without one gets). The figure
 * read is the one the viewer sees beside LIVE: now − program date of the frame on screen.
 * Tagged @timing: it runs after the rest of the suite, alone, so another test's load does not stall
 * the stream it measures.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { freeWithoutAds, pickEvent } from './watch-support';

test.use({ autoplay: true });

const WATCH_S = 30;
/** The demo tenant's live_latency_target_s (the default) and the reference streams' segment length. */
const LATENCY_TARGET_S = 3;
const SEGMENT_S = 2;

/** The latency figure's spoken text, "The picture is 3.1 seconds behind real time". */
const latencyText = (page: Page) => page.getByText(/^The picture is [\d.]+ seconds behind real time$/);

/** Longest time the picture stood still while playing, in ms (checked every 50 ms from the first frame on). */
async function watchFreezes(page: Page): Promise<void> {
  await page
    .locator('video')
    .first()
    .evaluate((video: HTMLVideoElement) => {
      const state = { last: video.currentTime, since: performance.now(), longest: 0 };
      (window as unknown as { __freeze: typeof state }).__freeze = state;
      setInterval(() => {
        const now = performance.now();
        if (video.currentTime !== state.last || video.paused) {
          state.last = video.currentTime;
          state.since = now;
        }
        state.longest = Math.max(state.longest, now - state.since);
      }, 50);
    });
}

const longestFreeze = (page: Page) => page.evaluate(() => (window as unknown as { __freeze: { longest: number } }).__freeze.longest);

async function readLatency(page: Page): Promise<number> {
  const text = (await latencyText(page).textContent()) ?? '';
  return Number(/([\d.]+) seconds/.exec(text)?.[1]);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

test('a live game plays near its latency target on the low-latency playlist, without a stall', { tag: '@timing' }, async ({ page, browser, baseURL }) => {
  // 30 s of watching plus start-up: kept under a third of the limit for slower machines.
  test.setTimeout(120_000);
  const event = await pickEvent(page.request, 'live', freeWithoutAds);
  const standardContext = await browser.newContext({ baseURL });
  const standard = await standardContext.newPage();
  await standard.route('**/master-ll.m3u8', (route) => route.abort());
  const standardPlaylist = standard.waitForRequest((r) => r.url().endsWith('/master.m3u8'));

  await Promise.all([page.goto(`/events/${event.id}/`), standard.goto(`/events/${event.id}/`)]);
  await standardPlaylist;
  for (const viewer of [page, standard]) {
    // Two players starting at once, one through a refused playlist and its fallback: in a clean
    // clone this took 10–12 s, the default wait's whole length.
    await expect(latencyText(viewer)).toBeAttached({ timeout: 30_000 });
    await watchFreezes(viewer);
  }

  const low: number[] = [];
  const plain: number[] = [];
  for (let second = 0; second < WATCH_S; second++) {
    low.push(await readLatency(page));
    plain.push(await readLatency(standard));
    await page.waitForTimeout(1000);
  }
  const figures = { lowLatency: median(low), standard: median(plain), longestFreezeMs: Math.round(await longestFreeze(page)) };
  test.info().annotations.push({ type: 'latency', description: JSON.stringify(figures) });
  console.log(
    `latency over ${WATCH_S} s, median: low-latency ${figures.lowLatency} s, standard ${figures.standard} s; longest freeze ${figures.longestFreezeMs} ms`,
  );

  // The bounds are the player's own rules, not this machine's timing: the picture stays within a
  // segment (2 s) of the 3 s target, where the player still catches up (beyond is DVR viewing), and
  // the standard playlist's three segments hold it behind by at least half of the 3 s between the
  // two. The low-latency median has read 3.2–3.5 s in fresh clones and 4.3 s in one (the picture
  // never froze), which a bound of 3.5 s failed.
  expect(figures.lowLatency).toBeLessThanOrEqual(LATENCY_TARGET_S + SEGMENT_S);
  expect(figures.standard).toBeGreaterThan(figures.lowLatency + 1.5);
  expect(figures.longestFreezeMs).toBeLessThan(1000);
  await standardContext.close();
});
