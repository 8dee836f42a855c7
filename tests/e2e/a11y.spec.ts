/** axe finds no serious or critical accessibility violation on the key pages, in both modes and in Hebrew. */
import { expect, test } from './support/test';
import { seriousAxeViolations } from './support/axe';
import { expectColorMode } from './support/portal';

const pages = [
  { name: 'home', path: '/', status: 200 },
  { name: 'sign-in', path: '/auth/login/', status: 200 },
  { name: '404', path: '/no-such-page/', status: 404 },
] as const;

const variants = [
  { name: 'light', colorScheme: 'light', prefix: '' },
  { name: 'dark', colorScheme: 'dark', prefix: '' },
  { name: 'Hebrew (light)', colorScheme: 'light', prefix: '/he' },
  { name: 'Hebrew (dark)', colorScheme: 'dark', prefix: '/he' },
] as const;

for (const variant of variants) {
  test.describe(variant.name, () => {
    test.use({ colorScheme: variant.colorScheme });

    for (const target of pages) {
      test(`${target.name} page has no serious or critical axe violation`, async ({ page }) => {
        // A full axe run over the home page's rails takes 20 s or more on a small machine.
        test.slow();
        const response = await page.goto(`${variant.prefix}${target.path}`);
        expect(response?.status()).toBe(target.status);
        await expectColorMode(page, variant.colorScheme);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  });
}
