/**
 * Faults a real platform rarely shows on cue, played by the browser's network layer: the token
 * refresh failing with 5xx (the viewer stays, with the message and their input) or with 401 (signed
 * out to sign-in, which brings them back), and an API answer that is not JSON or not the contract's
 * shape (the page's error state, fetched once: a malformed answer is not retried, so it is reported
 * once — SPEC §8).
 */
import type { Page, Route } from '@playwright/test';
import { createAccount, signInWithForm, storedSession, userMenu, type Account } from './support/auth';
import { expect, test } from './support/test';

const envelope = (status: number, code: string, message: string) => (route: Route) =>
  route.fulfill({ status, json: { error: true, message, messageErrorCode: code }, headers: status === 503 ? { 'retry-after': '5' } : {} });

/** Signed in on /account/general/ with the profile loaded. */
async function onAccountPage(page: Page, account: Account) {
  await signInWithForm(page, account);
  await expect(userMenu(page, account.name)).toBeVisible();
  await page.goto('/account/general/');
  await expect(page.getByLabel('Full name')).toHaveValue(account.name);
}

/** The next profile save meets a 401 (its token refused), which sends the client to refresh. */
const refuseNextSave = (page: Page) => page.route('**/api/user/update_profile', envelope(401, 'unauthorized', 'Unauthorized'), { times: 1 });

test('a refresh the API fails with 503 keeps the viewer on the page, with the message and the input; saving again works', async ({ page, request }) => {
  const account = await createAccount(request, 'refresh-503');
  await onAccountPage(page, account);
  await refuseNextSave(page);
  let refreshes = 0;
  await page.route('**/api/oauth2/token', (route) => {
    refreshes += 1;
    return envelope(503, 'overloaded', 'Service Unavailable')(route);
  });

  await page.getByLabel('Full name').fill('E2E renamed');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The service is busy right now. Please try again in a moment.')).toBeVisible();
  await expect(page).toHaveURL('/account/general/');
  await expect(page.getByLabel('Full name')).toHaveValue('E2E renamed');
  await expect(userMenu(page, account.name)).toBeVisible();
  expect((await storedSession(page))?.token).toBeTruthy();
  expect(refreshes).toBe(1);

  await page.unroute('**/api/oauth2/token');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your details were saved.')).toBeVisible();
});

test('a refresh the API refuses with 401 signs the viewer out to sign-in, which brings them back', async ({ page, request }) => {
  const account = await createAccount(request, 'refresh-401');
  await onAccountPage(page, account);
  await refuseNextSave(page);
  await page.route('**/api/oauth2/token', envelope(401, 'invalid_grant', 'Invalid refresh token'));

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL('/auth/login/?sessionExpired=true&returnTo=%2Faccount%2Fgeneral%2F');
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  expect((await storedSession(page))?.token ?? null).toBeNull();

  await page.unroute('**/api/oauth2/token');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/account/general/');
  await expect(page.getByLabel('Full name')).toHaveValue(account.name);
});

for (const [fault, answer] of [
  ['an answer that is not JSON', (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"content": {"email": ' })],
  ['an answer of the wrong shape', (route: Route) => route.fulfill({ status: 200, json: { content: { email: 42, displayName: ['not', 'a', 'name'] } } })],
] as const) {
  test(`${fault} shows the page's error state, asked for once`, async ({ page, request }) => {
    const account = await createAccount(request, 'malformed');
    await signInWithForm(page, account);
    await expect(userMenu(page, account.name)).toBeVisible();
    // The page signed in on loads the profile for its survey once its code arrives, which can be after
    // the header shows the user: the account page is opened in a tab of its own (the session is the
    // browser's), whose requests alone are counted.
    const tab = await page.context().newPage();
    let asked = 0;
    await tab.route('**/api/user/get_profile', (route) => {
      asked += 1;
      return answer(route);
    });
    await tab.goto('/account/general/');
    await expect(tab.getByText('Your account could not be loaded.')).toBeVisible();
    // React Query shows an error only once its retries are spent (by default 3 more calls first).
    expect(asked).toBe(1);
  });
}
