/** The player's keyboard shortcuts (k/space, j/l, arrows, m, f, ?) on /dev-ad-test/. */
import { expect, test } from './support/test';
import { clickPicture, contentVideo, currentTime, expectPlayingPast, openPlayer, player } from './player-support';

test.use({ autoplay: true });

const paused = (page: import('@playwright/test').Page) => contentVideo(page).evaluate((v: HTMLVideoElement) => v.paused);

test.beforeEach(async ({ page }) => {
  // The fixtures are 24 s long: start at 10 so every seek below stays inside the video.
  await openPlayer(page, 'vast=none&start=10');
  await expectPlayingPast(page, 10.2);
  // Focus the player the way a viewer does: a click on it (which toggles playback, so toggle back).
  await clickPicture(page);
  await expect.poll(() => paused(page)).toBe(true);
});

test('k and Space toggle play and pause', async ({ page }) => {
  await page.keyboard.press('k');
  await expect.poll(() => paused(page)).toBe(false);
  await page.keyboard.press('k');
  await expect.poll(() => paused(page)).toBe(true);
  await page.keyboard.press(' ');
  await expect.poll(() => paused(page)).toBe(false);
});

test('j and l seek 10 s, the arrows 5 s', async ({ page }) => {
  const t0 = await currentTime(page);
  await page.keyboard.press('l');
  await expect.poll(() => currentTime(page)).toBeCloseTo(t0 + 10, 0);
  await page.keyboard.press('j');
  await expect.poll(() => currentTime(page)).toBeCloseTo(t0, 0);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => currentTime(page)).toBeCloseTo(t0 + 5, 0);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => currentTime(page)).toBeCloseTo(t0, 0);
});

test('m mutes and unmutes, the vertical arrows change the volume', async ({ page }) => {
  const muted = () => contentVideo(page).evaluate((v: HTMLVideoElement) => v.muted);
  const volume = () => contentVideo(page).evaluate((v: HTMLVideoElement) => v.volume);
  const before = await muted();
  await page.keyboard.press('m');
  await expect.poll(muted).toBe(!before);
  await page.keyboard.press('m');
  await expect.poll(muted).toBe(before);
  if (await muted()) await page.keyboard.press('m');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect.poll(volume).toBeCloseTo(0.9, 2);
  await page.keyboard.press('ArrowUp');
  await expect.poll(volume).toBeCloseTo(0.95, 2);
});

test('f toggles full screen on the player', async ({ page }) => {
  const fullscreen = () => page.evaluate(() => document.fullscreenElement?.getAttribute('role') ?? null);
  await page.keyboard.press('f');
  await expect.poll(fullscreen).toBe('region');
  await expect(player(page).getByRole('button', { name: 'Exit full screen' })).toBeAttached();
  await page.keyboard.press('f');
  await expect.poll(fullscreen).toBeNull();
});

test('? opens the shortcut list; Escape closes it and keys work again', async ({ page }) => {
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('rowheader')).toHaveCount(13);
  await expect(dialog.getByRole('row', { name: /J.*Back 10 seconds/ })).toBeVisible();
  // Keys inside the dialog do not drive the player.
  await page.keyboard.press('k');
  expect(await paused(page)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.keyboard.press('k');
  await expect.poll(() => paused(page)).toBe(false);
});

test('typing in a field on the page does not trigger shortcuts', async ({ page }) => {
  await page.getByLabel('Stream').focus();
  await page.keyboard.press('k');
  expect(await paused(page)).toBe(true);
});
