/**
 * Facebook and Apple sign-in completed through their popups (SPEC §4, §5, §9): a first sign-in
 * creates the account and starts onboarding, a second one returns where the user was; declining at
 * the provider shows Facebook's fixed text and Apple's own error text (SPEC §5, §8) and stores
 * nothing; and a social sign-in past the device limit reaches the limit page, which finishes it.
 */
import { expect as baseExpect, test, type Page } from './support/test';
import { completeProvider, external, providerLogin, signOut, storedSession, uniqueEmail, userMenu } from './support/auth';

/** Sign-in flows cross a popup, two token exchanges and a full page load: allow for a busy machine. */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test.skip(external, 'needs the reference API test identity provider');

/** Opens the provider's popup from the sign-in page's button. */
async function openProvider(page: Page, provider: 'Facebook' | 'Apple'): Promise<Page> {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Continue with ${provider}` }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  return popup;
}

/** Declines at the provider: its Cancel button sends the user back with access_denied. */
async function cancelAtProvider(popup: Page) {
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await closed;
}

for (const { provider, answer } of [
  { provider: 'Facebook', answer: 'access_token' },
  { provider: 'Apple', answer: 'id_token' },
] as const) {
  test(`${provider} sign-in creates the account and starts onboarding, then signs the returning user back in where they were`, async ({ page }) => {
    const email = uniqueEmail(provider.toLowerCase());
    const name = `${provider} Fan`;
    const exchanged = page.waitForRequest((r) => r.url().endsWith('/api/oauth2/token') && r.method() === 'POST');
    await page.goto('/auth/login/?returnTo=%2Fupcoming%2F');
    const popup = await openProvider(page, provider);
    const authorize = new URL(popup.url());
    expect(authorize.pathname).toBe(`/idp/${provider.toLowerCase()}/authorize`);
    expect(authorize.searchParams.get('scope')).toBe(provider === 'Apple' ? 'name email' : 'public_profile,email');
    await completeProvider(popup, email, name);
    // The platform gets the provider's own kind of token.
    expect((await exchanged).postDataJSON()).toMatchObject({
      subject_issuer: provider.toLowerCase(),
      subject_token_type: `urn:ietf:params:oauth:token-type:${answer}`,
    });
    await expect(page).toHaveURL('/auth/sign-up/personalization/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us about you');
    // Onboarding has no header: the signed-in header shows on the site itself.
    await page.goto('/');
    await expect(userMenu(page, name)).toBeVisible();
    await signOut(page, name);
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    expect((await storedSession(page))?.token ?? null).toBeNull();

    await page.goto('/auth/login/?returnTo=%2Fupcoming%2F');
    await completeProvider(await openProvider(page, provider), email, name);
    await expect(page).toHaveURL('/upcoming/');
    await expect(userMenu(page, name)).toBeVisible();
    expect((await storedSession(page))?.user).toMatchObject({ email, fullName: name });
  });
}

test('declining at Facebook shows "Facebook authentication failed" and signs nobody in', async ({ page }) => {
  await page.goto('/auth/login/');
  await cancelAtProvider(await openProvider(page, 'Facebook'));
  await expect(page.getByRole('alert').filter({ hasText: 'Facebook authentication failed' })).toBeVisible();
  await expect(page).toHaveURL('/auth/login/');
  await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toBeEnabled();
  expect((await storedSession(page))?.token ?? null).toBeNull();
});

test("declining at Apple shows Apple's own error text and signs nobody in", async ({ page }) => {
  await page.goto('/auth/sign-up/');
  await cancelAtProvider(await openProvider(page, 'Apple'));
  await expect(page.getByRole('alert').filter({ hasText: 'The user cancelled the sign-in.' })).toBeVisible();
  await expect(page).toHaveURL('/auth/sign-up/');
  await expect(page.getByRole('button', { name: 'Continue with Apple' })).toBeEnabled();
  expect((await storedSession(page))?.token ?? null).toBeNull();
});

test('a Facebook sign-in past the device limit reaches the limit page; removing a device there finishes it', async ({ page, request }) => {
  const account = { email: uniqueEmail('fblimit'), name: 'Limit Facebook' };
  // The identity owns the account, which already has its 5 devices.
  const devices = Array.from({ length: 5 }, (_, i) => `E2E-Device/${i + 1} (${account.email})`);
  for (const device of devices) await providerLogin(request, 'facebook', account, device);

  await page.goto('/auth/login/');
  await completeProvider(await openProvider(page, 'Facebook'), account.email, account.name);
  await expect(page).toHaveURL(/\/auth\/login\/limit\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Device limit reached');
  await expect(page.getByText('Your account has reached its limit of 5 devices.')).toBeVisible();
  // Not signed in yet: the pending sign-in is the provider's, with no password to replay.
  expect((await storedSession(page))?.token ?? null).toBeNull();
  const pending = await page.evaluate(
    () => JSON.parse(window.sessionStorage.getItem('portal.device-limit') ?? 'null') as { data: Record<string, unknown> } | null,
  );
  expect(pending?.data).toMatchObject({ provider: 'facebook', token: expect.any(String) });
  expect(pending?.data).not.toHaveProperty('password');

  const list = page.getByRole('list', { name: 'Devices on your account' });
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await list
    .getByRole('listitem')
    .filter({ hasText: devices[2]!.slice(0, 20) })
    .first()
    .getByRole('button', { name: /^Remove / })
    .click();
  await expect(page).toHaveURL('/');
  await expect(userMenu(page, account.name)).toBeVisible();

  await page.goto('/account/devices/');
  const mine = page.getByRole('list', { name: 'Your devices' });
  await expect(mine.getByRole('listitem')).toHaveCount(5);
  await expect(mine.getByText('This device')).toBeVisible();
  await expect(mine.getByRole('listitem').filter({ hasText: devices[2]! })).toHaveCount(0);
});
