/** axe finds no serious or critical violation on home, search, league and team pages, in both modes and in Hebrew (support/axe.ts A11Y_LOOKS); nothing on the home page or a live game’s page keeps moving (WCAG 2.2.2), nor on a first paint before the scripts run. */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { A11Y_LOOKS, seriousAxeViolations } from './support/axe';
import { hydrated } from './support/browse';
import { expectColorMode } from './support/portal';

const pages = [
  { name: 'home', path: '/' },
  { name: 'search', path: '/search/?q=Hawks' },
  { name: 'league', path: '/league/lg-premier/' },
  { name: 'team', path: '/team/tm-metro-hawks/' },
] as const;

for (const variant of A11Y_LOOKS) {
  test.describe(`browse, ${variant.name}`, () => {
    test.use({ colorScheme: variant.colorScheme });
    for (const target of pages) {
      test(`${target.name} page has no serious or critical axe violation`, async ({ page }) => {
        // axe walks every card of a catalogue page: give it time on a busy machine.
        test.setTimeout(120_000);
        const res = await page.goto(`${variant.prefix}${target.path}`);
        expect(res?.status()).toBe(200);
        await hydrated(page);
        await expectColorMode(page, variant.colorScheme);
        await expect(page.locator('article').first()).toBeVisible();
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  });
}

// WCAG 2.2.2 (Pause, Stop, Hide): what moves by itself for more than five seconds beside other
// content needs a way to stop it. Nothing on these pages does; the suite asks for reduced motion
// elsewhere (playwright.config.ts), so this test asks for none.
test.describe('motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  /** What the settled page animates for longer than five seconds. */
  const endlessAnimations = (page: Page) =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => Number(animation.effect?.getComputedTiming().endTime ?? Infinity) > 5_000)
        .map((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return target instanceof Element ? `${target.tagName.toLowerCase()}.${target.className}` : String(target);
        }),
    );

  test('nothing on the home page or a live game’s page keeps moving for more than five seconds', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const liveCard = page
      .locator('article')
      .filter({ has: page.locator('[data-status="live"]') })
      .first();
    await expect(liveCard).toBeVisible();
    expect(await endlessAnimations(page)).toEqual([]);

    const href = await liveCard.getByRole('link').first().getAttribute('href');
    await page.goto(href!);
    await hydrated(page);
    await expect(page.locator('[data-status="live"]').first()).toBeVisible();
    expect(await endlessAnimations(page)).toEqual([]);
  });

  // What the first paint shows stays until the scripts have run, on a phone for seconds: an
  // animation there has the browser draw a frame every 16 ms while the page loads.
  test.describe('before the scripts run', () => {
    test.use({ javaScriptEnabled: false });

    test('the home page and a locked game’s page move nothing', async ({ page }) => {
      for (const path of ['/', '/events/ev-0041/']) {
        await page.goto(path);
        await expect(page.getByRole('banner')).toBeVisible();
        expect(await endlessAnimations(page), path).toEqual([]);
      }
    });
  });
});
