/** The player with the reference API's simulated live stream: live edge, DVR, behind-live, jump to live, start over. */
import { expect, test } from './support/test';
import { clickPicture, contentVideo, expectPlayingPast, openPlayer, player } from './player-support';

test.use({ autoplay: true });

/** Seconds between the playhead and the end of the DVR window. */
const distanceFromWindowEnd = (page: import('@playwright/test').Page) =>
  contentVideo(page).evaluate((v: HTMLVideoElement) => (v.seekable.length ? v.seekable.end(v.seekable.length - 1) - v.currentTime : Number.NaN));

test.describe('live', () => {
  // Each test its own stream key: the simulation is stateless, so keys only keep logs apart.
  test('plays near the live edge with the LIVE badge lit', async ({ page }) => {
    await openPlayer(page, 'stream=live&key=e2e-edge&vast=none');
    const start = await contentVideo(page).evaluate((v: HTMLVideoElement) => v.currentTime);
    await expectPlayingPast(page, start + 1);
    // Three 2 s segments of hold-back plus a refresh interval at most.
    expect(await distanceFromWindowEnd(page)).toBeLessThan(12);
    await player(page).hover();
    await expect(player(page).getByRole('button', { name: 'Jump to live' })).toBeVisible();
    await expect(page.getByTestId('behind-live')).toHaveCount(0);
  });

  test('seeking back 30 s shows the time behind live, and jump to live returns to the edge', async ({ page }) => {
    await openPlayer(page, 'stream=live&key=e2e-dvr&vast=none');
    const start = await contentVideo(page).evaluate((v: HTMLVideoElement) => v.currentTime);
    await expectPlayingPast(page, start + 0.5);
    await clickPicture(page); // focuses the player and pauses it
    await page.keyboard.press('k');
    for (let i = 0; i < 3; i++) await page.keyboard.press('j');
    const behind = page.getByTestId('behind-live');
    await expect(behind).toContainText(/-0:(29|3\d)/);
    await expect(behind).toContainText(/\d+ seconds behind live/);
    await expect(player(page).getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', /behind live/);

    await player(page).getByRole('button', { name: 'Jump to live' }).click();
    await expect(behind).toHaveCount(0);
    expect(await distanceFromWindowEnd(page)).toBeLessThan(12);
    await expect(player(page)).toHaveAttribute('data-status', /playing|buffering/);
  });

  test('start over goes back to the beginning of the DVR window', async ({ page }) => {
    await openPlayer(page, 'stream=live&key=e2e-start-over&vast=none');
    const start = await contentVideo(page).evaluate((v: HTMLVideoElement) => v.currentTime);
    await expectPlayingPast(page, start + 0.5);
    await player(page).hover();
    await player(page).getByRole('button', { name: 'Start over' }).click();
    await expect.poll(() => distanceFromWindowEnd(page)).toBeGreaterThan(70);
    await expect(page.getByTestId('behind-live')).toContainText(/-1:[0-2]\d/);
  });

  test('the panoramic view of a live stream switches in place and stays live', async ({ page }) => {
    await openPlayer(page, 'stream=live&key=e2e-cameras&vast=none');
    const start = await contentVideo(page).evaluate((v: HTMLVideoElement) => v.currentTime);
    await expectPlayingPast(page, start + 0.5);
    const manifest = page.waitForRequest(/\/live\/e2e-cameras-pano\/master\.m3u8/);
    await player(page).hover();
    await player(page).getByRole('button', { name: 'Panoramic camera' }).click();
    await manifest;
    const after = await contentVideo(page).evaluate((v: HTMLVideoElement) => v.currentTime);
    await expectPlayingPast(page, after + 1);
    expect(await distanceFromWindowEnd(page)).toBeLessThan(12);
  });
});
