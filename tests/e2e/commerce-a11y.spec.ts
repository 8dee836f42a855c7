/** axe finds no serious or critical violation on the checkout, billing and payment pages, dark and in Hebrew (right to left). */
import { expect as baseExpect, test } from './support/test';
import { external } from './support/auth';
import { seriousAxeViolations } from './support/axe';
import { newBuyer } from './support/commerce';
import { expectColorMode } from './support/portal';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });
test.skip(external, 'creates accounts on the reference API');

const pages = [
  { name: 'checkout', path: '/account/subscription/buy/svod-monthly/', ready: 'pay' },
  { name: 'billing', path: '/account/billing/', ready: 'h2' },
  { name: 'subscriptions', path: '/account/subscription/', ready: 'h2' },
  { name: 'payment success', path: '/payment/success/?returnTo=%2Fevents%2Fev-0141%2F', ready: 'h1' },
  { name: 'payment failure', path: '/payment/failure/?reason=payment_declined&retry=%2Faccount%2Fsubscription%2F', ready: 'h1' },
  { name: 'payment processing', path: '/payment/processing/?contract=ct-none', ready: 'h1' },
] as const;

for (const variant of [
  { name: 'dark', prefix: '', dir: 'ltr' },
  { name: 'Hebrew, dark', prefix: '/he', dir: 'rtl' },
] as const) {
  test(`commerce pages have no serious or critical axe violation (${variant.name})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme: 'dark' });
    await newBuyer(page, request, 'a11y');
    for (const target of pages) {
      await page.goto(`${variant.prefix}${target.path}`);
      await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
      // The checkout is ready once its payment methods are shown (their labels are translated).
      if (target.ready === 'pay') await expect(page.getByRole('radio').first()).toBeVisible();
      else await expect(page.getByRole('heading', { level: target.ready === 'h1' ? 1 : 2 }).first()).toBeVisible();
      await expectColorMode(page, 'dark');
      expect(await seriousAxeViolations(page), `${target.name}`).toEqual([]);
    }
  });
}
