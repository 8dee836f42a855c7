/** Shared steps of the player's end-to-end tests (tests/e2e/player-*.spec.ts) on /dev-ad-test/. */
import { expect, type Locator, type Page } from '@playwright/test';
import { ADMIN_KEY } from './support/auth';

/** The player root: a labelled region that carries data-status (found the same way in every locale). */
export const player = (page: Page): Locator => page.locator('[role="region"][data-status]');
/** The content <video> (the pre-roll has its own element after it). */
export const contentVideo = (page: Page): Locator => player(page).locator('video').first();

/** Opens the test page and waits until the client has taken over (the status readout is client-rendered). */
export async function openPlayer(page: Page, query: string, prefix = ''): Promise<void> {
  await page.goto(`${prefix}/dev-ad-test/?${query}`);
  await expect(player(page)).toBeVisible();
  await expect(page.getByTestId('player-status')).not.toHaveText('', { timeout: 10_000 });
}

export const currentTime = (page: Page): Promise<number> => contentVideo(page).evaluate((v: HTMLVideoElement) => v.currentTime);

/** Waits until the content has played past `seconds` (it is really decoding frames, not just loaded). */
export async function expectPlayingPast(page: Page, seconds: number, timeout = 10_000): Promise<void> {
  await expect.poll(() => currentTime(page), { timeout }).toBeGreaterThan(seconds);
}

/** The reference API's origin, read from the stream URL the page shows (works against any deployment). */
export async function mediaOrigin(page: Page): Promise<string> {
  return new URL((await page.getByTestId('player-src').textContent()) ?? '').origin;
}

export interface TrackingHit {
  ad: string;
  ev: string;
  at: string;
}

export async function trackingHits(page: Page, ad: string): Promise<string[]> {
  // The log is the operator's: reading and clearing it take the admin key.
  const res = await page.request.get(`${await mediaOrigin(page)}/media/vast/hits`, { headers: { 'X-Admin-Key': ADMIN_KEY } });
  expect(res.status()).toBe(200);
  const hits = (await res.json()) as TrackingHit[];
  return hits.filter((h) => h.ad === ad).map((h) => h.ev);
}

export async function clearTrackingHits(page: Page): Promise<void> {
  const res = await page.request.delete(`${await mediaOrigin(page)}/media/vast/hits`, { headers: { 'X-Admin-Key': ADMIN_KEY } });
  expect(res.status()).toBe(204);
}

/** The big play button over the poster (autoplay=0 pages). */
export const bigPlay = (page: Page): Locator => player(page).getByRole('button', { name: /^Play: / });

/** Clicks the middle of the picture, as a viewer does to focus the player; this toggles playback. */
export async function clickPicture(page: Page): Promise<void> {
  const box = await player(page).boundingBox();
  if (!box) throw new Error('player not laid out');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 3);
}
