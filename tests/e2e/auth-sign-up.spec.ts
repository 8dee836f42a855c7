/** Sign up → onboarding → home; sign out and back in; sign-in errors (SPEC §4, §8). */
import { expect as baseExpect, test } from './support/test';
import { createAccount, external, PASSWORD, signInWithForm, signOut, storedSession, uniqueEmail, userMenu } from './support/auth';
import { DEMO_URL, sessionCookie } from './support/portal';

/** Sign-in flows cross a popup, two token exchanges and a full page load: allow for a busy machine. */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test.skip(external, 'creates accounts on the reference API');

test('sign up, go through onboarding to the home page, sign out and sign back in', async ({ page }) => {
  const email = uniqueEmail('signup');
  const name = 'Una Onboarding';
  await page.goto('/auth/sign-up/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an account');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  // Step 1: personalization, saved to the profile.
  await expect(page).toHaveURL('/auth/sign-up/personalization/');
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await page.getByLabel('City').fill('Lisbon');
  await page.getByLabel('Country').fill('Portugal');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: subscription offers, skipped.
  await expect(page).toHaveURL('/auth/sign-up/subscription/');
  await expect(page.getByRole('list', { name: 'Subscriptions' })).toBeVisible();
  await page.getByRole('link', { name: 'Skip for now' }).click();

  // Step 3: following (the browse pages), continued to the home page.
  await expect(page).toHaveURL('/auth/sign-up/following/league/');
  for (let step = 0; step < 6 && new URL(page.url()).pathname !== '/'; step++) {
    const here = new URL(page.url()).pathname;
    await page.getByRole('link', { name: 'Continue', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== here);
  }
  await expect(page).toHaveURL('/');
  await expect(userMenu(page, name)).toBeVisible();
  expect((await storedSession(page))?.user).toMatchObject({ favoriteClubId: null });
  expect(await sessionCookie(page, DEMO_URL)).toMatchObject({ club: false });

  await page.goto('/account/');
  await expect(page.getByText(`Hello, ${name}`)).toBeVisible();
  await expect(page.getByText('Portugal')).toBeVisible();

  // Sign out: revoked, forgotten, and the header offers sign-in again.
  await signOut(page, name);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  expect((await storedSession(page))?.token ?? null).toBeNull();
  expect(await sessionCookie(page, DEMO_URL)).toBeNull();
  await page.goto('/account/');
  await expect(page).toHaveURL('/auth/login/?returnTo=%2Faccount%2F');

  // And back in, returning to where the guard stopped us.
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/account/');
  await expect(page.getByText(`Hello, ${name}`)).toBeVisible();
});

test('a wrong password is refused with the translated message and nothing is stored', async ({ page, request }) => {
  const account = await createAccount(request, 'wrongpw');
  await signInWithForm(page, { ...account, password: 'not-the-password' });
  await expect(page.getByRole('alert').filter({ hasText: 'The email or password is incorrect.' })).toBeVisible();
  expect((await storedSession(page))?.token ?? null).toBeNull();
});

test('field errors are tied to their fields and announced', async ({ page }) => {
  await page.goto('/auth/sign-up/');
  await page.getByLabel('Email', { exact: true }).fill('not an email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Enter a valid email address.');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(/Use at least 8 characters\./);
  await expect(page.getByRole('alert').filter({ hasText: 'Enter your name.' })).toBeVisible();
  await expect(page).toHaveURL('/auth/sign-up/');
});

test('an email that already has an account is refused on sign-up', async ({ page, request }) => {
  const account = await createAccount(request, 'taken');
  await page.goto('/auth/sign-up/');
  await page.getByLabel('Full name').fill('Someone Else');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'An account with this email already exists.' })).toBeVisible();
});
