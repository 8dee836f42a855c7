/**
 * Multiview (docs/fan-features.md, 'Multiview'): up to four games in one screen, one heard, each
 * at a quality no higher than its size, each with its own entitlement; the address holds the
 * selection. Games from the seed: the free live ones and free replays (anonymous viewers may watch
 * both), and a live game for members only (locked for a visitor).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { seriousAxeViolations } from './support/axe';
import { expectColorMode } from './support/portal';
import { freeWithoutAds, seedEvents, type SeedEvent } from './watch-support';

test.use({ autoplay: true });

/** The seed's free live game (without ads) and three free replays, in that order. */
async function fourGames(page: Page): Promise<[SeedEvent, SeedEvent, SeedEvent, SeedEvent]> {
  const live = (await seedEvents(page.request, 'live')).find(freeWithoutAds);
  const replays = (await seedEvents(page.request, 'archived')).filter(freeWithoutAds).slice(0, 3);
  expect(live).toBeDefined();
  expect(replays).toHaveLength(3);
  return [live!, replays[0]!, replays[1]!, replays[2]!];
}

const tiles = (page: Page) => page.getByRole('region', { name: /^Game \d: / });
const tile = (page: Page, n: number) => page.getByRole('region', { name: new RegExp(`^Game ${n}: `) });
const tileVideo = (t: Locator) => t.locator('video').first();
const tileTime = (t: Locator) => tileVideo(t).evaluate((v: HTMLVideoElement) => v.currentTime);

async function expectPlaying(t: Locator) {
  await expect.poll(() => tileTime(t)).toBeGreaterThan(0);
  const start = await tileTime(t);
  await expect.poll(() => tileTime(t)).toBeGreaterThan(start + 0.5);
}

const mutedStates = (page: Page) => tiles(page).evaluateAll((sections) => sections.map((s) => s.querySelector('video')?.muted ?? null));

const idsInAddress = (page: Page) => new URL(page.url()).searchParams.get('ids');

test(
  'four games play at once, one heard; 3 moves the sound to the third; each picks a quality no taller than its tile',
  { tag: '@timing' },
  async ({ page }) => {
    test.setTimeout(60_000);
    const games = await fourGames(page);
    await page.goto(`/multiview/?ids=${games.map((g) => g.id).join(',')}`);
    await expect(tiles(page)).toHaveCount(4);
    for (let n = 1; n <= 4; n++) await expectPlaying(tile(page, n));
    await expect.poll(() => mutedStates(page)).toEqual([false, true, true, true]);

    // Time from the key to the third video's sound, measured in the page.
    const third = tileVideo(tile(page, 3));
    await third.evaluate((video: HTMLVideoElement) => {
      const w = window as unknown as { __keyAt?: number; __soundAt?: number };
      document.addEventListener('keydown', () => (w.__keyAt = performance.now()), { capture: true, once: true });
      video.addEventListener('volumechange', () => !video.muted && (w.__soundAt ??= performance.now()));
    });
    await page.keyboard.press('3');
    await expect.poll(() => mutedStates(page)).toEqual([true, true, false, true]);
    // The volumechange event may still be queued when the muted states are read.
    await page.waitForFunction(() => (window as unknown as { __soundAt?: number }).__soundAt !== undefined);
    const delay = await page.evaluate(() => {
      const w = window as unknown as { __keyAt: number; __soundAt: number };
      return w.__soundAt - w.__keyAt;
    });
    expect(delay).toBeLessThan(300);
    await expect(tile(page, 3).getByRole('button', { name: 'Sound' })).toHaveAttribute('aria-pressed', 'true');

    for (let n = 1; n <= 4; n++) {
      const video = tileVideo(tile(page, n));
      const { shown, allowed } = await video.evaluate((v: HTMLVideoElement) => ({
        shown: v.videoHeight,
        allowed: v.getBoundingClientRect().height * devicePixelRatio,
      }));
      expect(shown, `tile ${n}`).toBeGreaterThan(0);
      expect(shown, `tile ${n}`).toBeLessThanOrEqual(allowed);
    }
  },
);

test('a locked game shows its way in inside its tile while the other plays', async ({ page }) => {
  const live = await seedEvents(page.request, 'live');
  const free = live.find(freeWithoutAds)!;
  const locked = live.find((e) => e.isEventAvailableInUserRegion && !e.isEventAvailableForUser && e.accessType !== 'free')!;
  await page.goto(`/multiview/?ids=${free.id},${locked.id}`);
  await expect(tile(page, 2)).toContainText('You need access to watch this game.');
  await expect(tile(page, 2).getByRole('link', { name: 'Get access' })).toHaveAttribute('href', `/events/${locked.id}/`);
  await expectPlaying(tile(page, 1));
});

test('removing a game stops its stream, and the address keeps what is on screen', async ({ page }) => {
  const [b, a, c] = await fourGames(page);
  const requestsOf = (id: string) => {
    const seen: number[] = [];
    page.on('request', (r) => r.url().includes(`/live/${id}/`) && seen.push(Date.now()));
    return seen;
  };
  const ofB = requestsOf(b.id);
  await page.goto(`/multiview/?ids=${a.id},${b.id},${c.id}`);
  await expectPlaying(tile(page, 2));
  await tile(page, 2).getByRole('button', { name: 'Remove' }).click();
  const removedAt = Date.now();
  await expect(tiles(page)).toHaveCount(2);
  expect(idsInAddress(page)).toBe(`${a.id},${c.id}`);
  // The first game plays three more seconds: none of the removed game's requests after the first two.
  const now = await tileTime(tile(page, 1));
  await expect.poll(() => tileTime(tile(page, 1)), { timeout: 15_000 }).toBeGreaterThan(now + 3);
  expect(Date.now() - removedAt).toBeGreaterThan(2000);
  expect(ofB.length).toBeGreaterThan(0);
  expect(ofB.filter((at) => at > removedAt + 2000)).toEqual([]);
});

test('games are added from the live list, the layout and the large picture chosen, and a reload shows the same', async ({ page }) => {
  const [a, b, , d] = await fourGames(page);
  // a is the live game the picker offers.
  await page.goto(`/multiview/?ids=${d.id},${b.id}`);
  await page.getByRole('button', { name: 'Add a game' }).click();
  await page.getByRole('region', { name: 'Live games to add' }).getByRole('button', { name: a.title }).click();
  await expect(tiles(page)).toHaveCount(3);
  expect(idsInAddress(page)).toBe(`${d.id},${b.id},${a.id}`);

  await page.getByRole('radio', { name: 'One large, three small' }).check();
  await tile(page, 3).getByRole('button', { name: 'Enlarge' }).click();
  await expect(tile(page, 1)).toHaveAccessibleName(`Game 1: ${a.title}`);
  expect(idsInAddress(page)).toBe(`${a.id},${d.id},${b.id}`);

  await page.reload();
  await expect(tile(page, 1)).toHaveAccessibleName(`Game 1: ${a.title}`);
  await expect(tile(page, 3)).toHaveAccessibleName(`Game 3: ${b.title}`);
  await expect(page.getByRole('radio', { name: 'One large, three small' })).toBeChecked();
});

test('the live list and a live game link to the multiview', async ({ page }) => {
  const [a] = await fourGames(page);
  await page.goto('/live/');
  await expect(page.getByRole('link', { name: 'Multiview' })).toHaveAttribute('href', '/multiview/');
  await page.goto(`/events/${a.id}/`);
  await page.getByRole('link', { name: 'Watch with other games' }).click();
  await expect(page).toHaveURL(new RegExp(`/multiview/\\?ids=${a.id}$`));
  await expect(tile(page, 1)).toHaveAccessibleName(`Game 1: ${a.title}`);
  await expect(page.getByRole('region', { name: 'Live games to add' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('at most two games, stacked', async ({ page }) => {
    const games = await fourGames(page);
    await page.goto(`/multiview/?ids=${games.map((g) => g.id).join(',')}`);
    await expect(tiles(page)).toHaveCount(2);
    const first = (await tile(page, 1).boundingBox())!;
    const second = (await tile(page, 2).boundingBox())!;
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
  });
});

test.describe('dark, in Hebrew', () => {
  test.use({ colorScheme: 'dark' });

  test('right to left, translated, and axe finds no serious or critical issue', async ({ page }) => {
    const live = await seedEvents(page.request, 'live');
    const free = live.find(freeWithoutAds)!;
    const locked = live.find((e) => e.isEventAvailableInUserRegion && !e.isEventAvailableForUser && e.accessType !== 'free')!;
    await page.goto(`/he/multiview/?ids=${free.id},${locked.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectColorMode(page, 'dark');
    await expect(page.getByRole('region', { name: /^משחק 2: / })).toContainText('נדרשת גישה');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('צפייה מרובה');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
