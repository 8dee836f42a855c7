/** axe finds no serious or critical violation on the sign-in and account screens, in both colour modes. */
import { expect as baseExpect, test } from './support/test';
import { seriousAxeViolations } from './support/axe';
import { createAccount, external, signInWithForm, userMenu } from './support/auth';
import { expectColorMode } from './support/portal';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });
test.skip(external, 'creates accounts on the reference API');

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(colorScheme, () => {
    test.use({ colorScheme });

    test('sign-up (with field errors), forgotten and reset password and a broken limit link', async ({ page }) => {
      await page.goto('/auth/sign-up/');
      await expectColorMode(page, colorScheme);
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.goto('/auth/password/forgot/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.goto('/auth/password/reset/?token=pr_some-token-value');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.goto('/auth/password/reset/');
      await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.goto('/auth/login/limit/?data=broken');
      await expect(page.getByRole('link', { name: 'Back to sign in' }).first()).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    test('account overview, personal details, devices and password, with the user menu open', async ({ page, request }) => {
      const account = await createAccount(request, `a11y-${colorScheme}`);
      await signInWithForm(page, account);
      await expect(userMenu(page, account.name)).toBeVisible();
      for (const [path, ready] of [
        ['/account/', `Hello, ${account.name}`],
        ['/account/general/', 'Save changes'],
        ['/account/devices/', 'This device'],
        ['/account/password/', 'Current password'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByText(ready).first()).toBeVisible();
        expect(await seriousAxeViolations(page), path).toEqual([]);
      }
      await userMenu(page, account.name).click();
      await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
}
