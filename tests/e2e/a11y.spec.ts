/**
 * axe finds no serious or critical accessibility violation on the sign-in and not-found pages, in
 * both modes and in Hebrew (support/axe.ts A11Y_LOOKS); browse-a11y.spec.ts checks the home page.
 */
import { expect, test } from './support/test';
import { A11Y_LOOKS, seriousAxeViolations } from './support/axe';
import { expectColorMode } from './support/portal';

const pages = [
  { name: 'sign-in', path: '/auth/login/', status: 200 },
  { name: '404', path: '/no-such-page/', status: 404 },
] as const;

for (const variant of A11Y_LOOKS) {
  test.describe(variant.name, () => {
    test.use({ colorScheme: variant.colorScheme });

    for (const target of pages) {
      test(`${target.name} page has no serious or critical axe violation`, async ({ page }) => {
        const response = await page.goto(`${variant.prefix}${target.path}`);
        expect(response?.status()).toBe(target.status);
        await expectColorMode(page, variant.colorScheme);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  });
}
