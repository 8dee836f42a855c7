/** axe finds no serious or critical violation on the event page (playing, and locked behind PPV), in both colour modes and in Hebrew. */
import { expect, test } from './support/test';
import { A11Y_LOOKS, seriousAxeViolations } from './support/axe';
import { hydrated } from './support/browse';
import { expectColorMode } from './support/portal';
import { freeWithoutAds, pickEvent, watchPlayer } from './watch-support';

test.use({ autoplay: true });

for (const variant of A11Y_LOOKS) {
  test.describe(`event page, ${variant.name}`, () => {
    test.use({ colorScheme: variant.colorScheme });
    for (const kind of ['playing', 'locked'] as const) {
      test(`${kind} event has no serious or critical axe violation`, async ({ page }) => {
        test.setTimeout(90_000);
        const event = await pickEvent(
          page.request,
          'archived',
          kind === 'playing' ? freeWithoutAds : (e) => e.accessType === 'ppv' && e.isEventAvailableInUserRegion,
        );
        const res = await page.goto(`${variant.prefix}/events/${event.id}/`);
        expect(res?.status()).toBe(200);
        await hydrated(page);
        await expectColorMode(page, variant.colorScheme);
        if (kind === 'playing') await expect(watchPlayer(page)).toBeVisible();
        else await expect(page.getByTestId('watch-poster')).toBeVisible();
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  });
}
