/**
 * VAST pre-rolls on /dev-ad-test/ against the reference API's tags, with the tracking the API
 * records. Serial: the API keeps one tracking log, which each test clears.
 */
import { expect, test } from './support/test';
import { seriousAxeViolations } from './support/axe';
import { bigPlay, clearTrackingHits, contentVideo, currentTime, expectPlayingPast, openPlayer, player, trackingHits } from './player-support';

test.use({ autoplay: true });

test.describe.configure({ mode: 'serial' });

test('a pre-roll plays before the content, and impression, quartiles and complete are tracked', async ({ page }) => {
  test.setTimeout(60_000);
  await openPlayer(page, 'vast=preroll-linear&autoplay=0');
  await clearTrackingHits(page);
  await bigPlay(page).click();
  const overlay = page.getByTestId('ad-overlay');
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('status')).toHaveText('Ad');
  await expect(page.getByTestId('ad-countdown')).toHaveText(/0:1[0-2]|0:0\d/);
  // Not skippable: no Skip button at all.
  await expect(overlay.getByRole('button', { name: /Skip/ })).toHaveCount(0);
  // The content waits, paused at its start, under the ad.
  expect(await currentTime(page)).toBe(0);
  expect(await contentVideo(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

  await expect(page.getByTestId('ad-outcome')).toHaveText('completed', { timeout: 20_000 });
  await expect(overlay).toBeHidden();
  await expectPlayingPast(page, 0.5);
  // Pixels are separate requests, so they may reach the API in any order.
  await expect
    .poll(async () => (await trackingHits(page, 'preroll-linear')).sort())
    .toEqual(['complete', 'firstQuartile', 'impression', 'midpoint', 'start', 'thirdQuartile']);
});

test('a skippable pre-roll counts down to its skip offset, then Skip tracks skip and starts the content', async ({ page }) => {
  test.setTimeout(45_000);
  await openPlayer(page, 'vast=preroll-skippable&autoplay=0');
  await clearTrackingHits(page);
  await bigPlay(page).click();
  const skip = page.getByTestId('ad-overlay').getByRole('button', { name: /Skip/ });
  await expect(skip).toHaveText(/Skip in [1-5] seconds?/);
  await expect(skip).toHaveAttribute('aria-disabled', 'true');
  await skip.click({ force: true }); // too early: nothing happens
  await expect(page.getByTestId('ad-overlay')).toBeVisible();
  await expect(skip).toHaveText('Skip ad', { timeout: 8000 });
  await skip.click();
  await expect(page.getByTestId('ad-outcome')).toHaveText('skipped');
  await expectPlayingPast(page, 0.5);
  const hits = await trackingHits(page, 'preroll-skippable');
  expect(hits).toEqual(expect.arrayContaining(['impression', 'start', 'skip']));
  expect(hits).not.toContain('complete');
});

test('the ad overlay is accessible, and Learn more opens the landing page and records the click', async ({ page }) => {
  await openPlayer(page, 'vast=preroll-skippable&autoplay=0');
  await clearTrackingHits(page);
  await bigPlay(page).click();
  await expect(page.getByTestId('ad-overlay')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Opened with noopener, so it is a new page of the context rather than this page's popup.
  const landing = page.context().waitForEvent('page');
  await page.getByTestId('ad-overlay').getByRole('button', { name: 'Learn more' }).click();
  const opened = await landing;
  await opened.waitForURL(/\/media\/img\/banner\/sponsor\.svg/);
  await expect.poll(() => trackingHits(page, 'preroll-skippable')).toContain('click');
});

test('a broken VAST tag falls back to the content within 3 s', async ({ page }) => {
  await openPlayer(page, 'vast=broken&autoplay=0');
  await bigPlay(page).click();
  const clicked = Date.now();
  await expect(page.getByTestId('ad-outcome')).toHaveText('failed', { timeout: 3000 });
  await expectPlayingPast(page, 0.2);
  expect(Date.now() - clicked).toBeLessThan(6000);
  await expect(page.getByTestId('ad-overlay')).toHaveCount(0);
});

test('an empty VAST answer plays no ad', async ({ page }) => {
  await openPlayer(page, 'vast=empty&autoplay=0');
  await bigPlay(page).click();
  await expect(page.getByTestId('ad-outcome')).toHaveText('no-ad');
  await expectPlayingPast(page, 0.5);
  await expect(page.getByTestId('ad-overlay')).toHaveCount(0);
});

test('an ad whose media never arrives gives way to the content after 3 s and reports VAST error 402', async ({ page }) => {
  await page.route(/\/media\/ads\/preroll\.mp4/, () => undefined); // never answered: a stalled ad server
  await openPlayer(page, 'vast=preroll-linear&autoplay=0');
  await clearTrackingHits(page);
  await bigPlay(page).click();
  const clicked = Date.now();
  await expect(page.getByTestId('ad-outcome')).toHaveText('timeout', { timeout: 5000 });
  expect(Date.now() - clicked).toBeLessThan(4500);
  await expectPlayingPast(page, 0.5);
  await expect.poll(() => trackingHits(page, 'preroll-linear')).toEqual(['error']);
  await expect(player(page)).not.toHaveAttribute('data-status', 'error');
});

test('the autoplaying page plays the pre-roll first, muted if the browser insists', async ({ page }) => {
  await openPlayer(page, 'vast=preroll-skippable');
  await expect(player(page)).toHaveAttribute('data-ad', 'playing', { timeout: 5000 });
  await expect(page.getByTestId('ad-video')).toBeVisible();
  await expect.poll(() => page.getByTestId('ad-video').evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5);
});
