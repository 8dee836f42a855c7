/**
 * Password pages (SPEC §2, §4 'Reset'): a forgotten password is reset through the mailed link (read from the
 * reference API's operator outbox), the old password and a used link stop working, and a signed-in
 * user changes the password on /account/password/. Fresh accounts only: the demo users stay as seeded.
 */
import { expect as baseExpect, test, type APIRequestContext, type Page } from './support/test';
import { ADMIN_KEY, API_URL, createAccount, external, signInWithForm, signOut, userMenu, type Account } from './support/auth';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test.skip(external, 'creates accounts on the reference API and reads its outbox');

const NEW_PASSWORD = 'Brand-new-Passw0rd';

/** The last reset mail the reference API "sent" to this address. */
async function resetMail(request: APIRequestContext, email: string): Promise<{ token: string; link: string }> {
  const res = await request.get(`${API_URL}/admin/outbox/password-reset?email=${encodeURIComponent(email)}`, { headers: { 'X-Admin-Key': ADMIN_KEY } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { token: string; link: string };
}

async function expectSignInRefused(page: Page, account: Account) {
  await signInWithForm(page, account);
  await expect(page.getByRole('alert').filter({ hasText: 'The email or password is incorrect.' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login\//);
}

test('forgot → the mailed link → a new password; the old one and the used link are refused', async ({ page, request }) => {
  const account = await createAccount(request, 'reset');

  await page.goto('/auth/login/');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/auth/password/forgot/');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `If an account exists for ${account.email}` })).toBeVisible();

  const mail = await resetMail(request, account.email);
  const link = new URL(mail.link);
  // The link leads to this portal's reset page.
  expect(`${link.origin}${link.pathname}`).toBe(new URL('/auth/password/reset/', page.url()).toString());

  await page.goto(mail.link);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat the new password').fill('something-else');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await expect(page.getByLabel('Repeat the new password')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL('/auth/login/?passwordReset=true');
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();

  // The old password no longer signs in; the new one does.
  await expectSignInRefused(page, account);
  await signInWithForm(page, { ...account, password: NEW_PASSWORD });
  await expect(userMenu(page, account.name)).toBeVisible();

  // The link was single use.
  await page.goto(mail.link);
  await page.getByLabel('New password', { exact: true }).fill('Another-Passw0rd');
  await page.getByLabel('Repeat the new password').fill('Another-Passw0rd');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('This password reset link is invalid, has expired or has already been used.')).toBeVisible();
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL('/auth/password/forgot/');
});

test('the forgotten-password confirmation is the same for an unknown address', async ({ page }) => {
  await page.goto('/auth/password/forgot/');
  const email = 'nobody-at-all@demo.test';
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `If an account exists for ${email}` })).toBeVisible();
});

test('a reset page without a token, or with a garbled one, says so and offers a new link', async ({ page }) => {
  await page.goto('/auth/password/reset/');
  await expect(page.getByText('This page needs the link from your password reset email.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  await page.goto('/auth/password/reset/?token=%3Cscript%3E');
  await expect(page.getByText('This password reset link is invalid, has expired or has already been used.')).toBeVisible();
  await page.goto('/auth/password/reset/?token=pr_not-a-real-token-at-all');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('This password reset link is invalid, has expired or has already been used.')).toBeVisible();
});

test('a signed-in user changes the password on /account/password/, then signs in with the new one', async ({ page, request }) => {
  const account = await createAccount(request, 'change');
  await signInWithForm(page, account);
  await expect(userMenu(page, account.name)).toBeVisible();

  await page.goto('/account/password/');
  const current = page.getByLabel('Current password');
  await current.fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct.')).toBeVisible();
  await expect(current).toHaveAttribute('aria-invalid', 'true');

  await current.fill(account.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.').first()).toBeVisible();
  // This session stays signed in.
  await expect(userMenu(page, account.name)).toBeVisible();

  await signOut(page, account.name);
  await expect(page).toHaveURL('/');
  await expectSignInRefused(page, account);
  await signInWithForm(page, { ...account, password: NEW_PASSWORD });
  await expect(userMenu(page, account.name)).toBeVisible();
});
