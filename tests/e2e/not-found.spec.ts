/**
 * SPEC §2/§8: an unmatched route shows 'Page Not Found: {path}' with status 404 and a way home; a
 * league, team or category that does not exist is neither a page nor an event: context other.
 */
import { expect, test } from './support/test';

test('an unknown path answers 404 with the not-found page naming the path', async ({ page }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /no-such-page/');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
});

test('an unknown nested path under a known section is a 404 naming the full path', async ({ page }) => {
  const response = await page.goto('/account/nope/deeper/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /account/nope/deeper/');
});

test('an unknown path without a trailing slash is first redirected, then answers 404', async ({ page }) => {
  const response = await page.goto('/missing-thing?x=1');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL('/missing-thing/?x=1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /missing-thing/');
});

test('the 404 page is served in the locale of the path prefix', async ({ page }) => {
  const response = await page.goto('/he/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('/no-such-page/');
});

test('an unknown league, team or category is the 404 page with context other, naming the path', async ({ page }) => {
  for (const path of ['/league/no-such-league/', '/team/no-such-team/', '/category/no-such-category/', '/auth/sign-up/following/league/no-such-league/']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Not Found: ${path}`);
    await expect(page.getByText('What you are looking for is not here.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  }
});

test('the context other 404 page is served in the locale of the path prefix', async ({ page }) => {
  const response = await page.goto('/de/league/no-such-league/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Nicht gefunden: (\/de)?\/league\/no-such-league\/$/);
  await expect(page.getByText('Was du suchst, ist hier nicht zu finden.')).toBeVisible();
});
