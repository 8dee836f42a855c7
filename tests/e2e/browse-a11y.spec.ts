/** axe finds no serious or critical violation on home, search, league and team pages, in both modes and in Hebrew (support/axe.ts A11Y_LOOKS). */
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
