/**
 * Sending the picture to another screen (components/player/README.md, "Engines"): Safari's AirPlay
 * picker where the browser has one and a target is near, nothing where no device can take the
 * stream. Headless Chromium has neither an AirPlay target nor a Cast device, so Safari's API is
 * stood in for by an init script: the availability event it sends, and the picker it opens.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectPlayingPast, openPlayer, player } from './player-support';

test.use({ autoplay: true });

const remoteButton = (page: Page) => player(page).getByRole('button', { name: 'Play on another device' });

test('no remote playback button where no device can take the stream', async ({ page }) => {
  await openPlayer(page, 'vast=none');
  await expectPlayingPast(page, 0.5);
  await expect(remoteButton(page)).toHaveCount(0);
});

test('with an AirPlay target near, the button opens the system picker', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { WebKitPlaybackTargetAvailabilityEvent: unknown; __pickerShown: number };
    w.WebKitPlaybackTargetAvailabilityEvent = function WebKitPlaybackTargetAvailabilityEvent() {};
    w.__pickerShown = 0;
    HTMLVideoElement.prototype.webkitShowPlaybackTargetPicker = () => void w.__pickerShown++;
  });
  await openPlayer(page, 'vast=none');
  await expectPlayingPast(page, 0.5);
  await expect(remoteButton(page)).toHaveCount(0);
  await player(page)
    .locator('video')
    .first()
    .evaluate((video) => video.dispatchEvent(Object.assign(new Event('webkitplaybacktargetavailabilitychanged'), { availability: 'available' })));
  await remoteButton(page).click();
  expect(await page.evaluate(() => (window as unknown as { __pickerShown: number }).__pickerShown)).toBe(1);
});
