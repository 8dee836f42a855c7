/** Markers on the seek bar and clip in/out points (SPEC §3 'Tag', 'Clip') on /dev-ad-test/?markers=1 (markers at 4, 12 and 18 s). */
import { expect, test, type Page } from './support/test';
import { clickPicture, contentVideo, currentTime, expectPlayingPast, openPlayer, player } from './player-support';

test.use({ autoplay: true });

const paused = (page: Page) => contentVideo(page).evaluate((v: HTMLVideoElement) => v.paused);
const markers = (page: Page) => player(page).getByRole('toolbar', { name: 'Markers' });

test.beforeEach(async ({ page }) => {
  await openPlayer(page, 'vast=none&start=6&markers=1');
  await expectPlayingPast(page, 6.2);
  await clickPicture(page);
  await expect.poll(() => paused(page)).toBe(true);
});

test('markers sit on the timeline with their labels, and selecting one seeks there', async ({ page }) => {
  await expect(markers(page).getByRole('button')).toHaveCount(3);
  await markers(page).getByRole('button', { name: 'Test marker 3, at 0:18' }).click();
  await expect.poll(() => currentTime(page)).toBeCloseTo(18, 0);
  await expect(page.getByTestId('selected-marker')).toHaveText('Test marker 3');
});

test('the markers toolbar is one tab stop; arrows move along it and Enter seeks', async ({ page }) => {
  const first = markers(page).getByRole('button', { name: 'Test marker 1, at 0:04' });
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await expect(markers(page).getByRole('button', { name: 'Test marker 2, at 0:12' })).toBeFocused();
  await expect(markers(page).getByRole('button', { name: 'Test marker 2, at 0:12' })).toHaveAttribute('tabindex', '0');
  await expect(first).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('Enter');
  await expect.poll(() => currentTime(page)).toBeCloseTo(12, 0);
});

test('n and p jump to the next and previous marker', async ({ page }) => {
  await page.keyboard.press('n');
  await expect.poll(() => currentTime(page)).toBeCloseTo(12, 0);
  await page.keyboard.press('n');
  await expect.poll(() => currentTime(page)).toBeCloseTo(18, 0);
  await page.keyboard.press('p');
  await expect.poll(() => currentTime(page)).toBeCloseTo(12, 0);
  await page.keyboard.press('p');
  await expect.poll(() => currentTime(page)).toBeCloseTo(4, 0);
});

test('i and o, or the buttons, mark the clip in and out points and draw them on the seek bar', async ({ page }) => {
  // Paused a little after 6 s (how far past depends on the machine's speed).
  const start = Math.floor(await currentTime(page));
  const at = (seconds: number) => `0:${String(seconds).padStart(2, '0')}`;
  await page.keyboard.press('i');
  await page.keyboard.press('l');
  await expect.poll(() => currentTime(page)).toBeGreaterThan(start + 9);
  await page.keyboard.press('o');
  await expect(page.getByTestId('clip-points')).toHaveText(`${at(start)} – ${at(start + 10)}`);
  await expect(player(page).getByTestId('clip-range')).toBeAttached();
  await page.keyboard.press('j');
  await expect.poll(() => currentTime(page)).toBeLessThan(start + 1);
  await player(page).getByRole('button', { name: 'Mark clip end (O)' }).click();
  // An out point before the in point starts a new clip from that out point.
  await expect(page.getByTestId('clip-points')).toHaveText(`— – ${at(start)}`);
});

test('the help lists the marker and clip keys', async ({ page }) => {
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog.getByRole('cell', { name: 'Next marker' })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'Mark clip start' })).toBeVisible();
});

test('without markers the keys are not taken and the help does not list them', async ({ page }) => {
  await openPlayer(page, 'vast=none&start=6');
  await expectPlayingPast(page, 6.2);
  await expect(player(page).getByRole('toolbar', { name: 'Markers' })).toHaveCount(0);
  await expect(player(page).getByRole('button', { name: 'Mark clip start (I)' })).toHaveCount(0);
  await clickPicture(page);
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' }).getByRole('cell', { name: 'Next marker' })).toHaveCount(0);
});
