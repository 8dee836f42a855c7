/** SPEC §2 routing rules: every path ends with a slash; the permanent redirect keeps the query. */
import { expect, test, type Response } from './support/test';

/** The redirect answer that started a navigation (the first hop). */
async function firstHop(response: Response | null): Promise<Response> {
  let request = response?.request();
  expect(request?.redirectedFrom(), 'the navigation was redirected').toBeTruthy();
  while (request?.redirectedFrom()) request = request.redirectedFrom()!;
  const hop = await request!.response();
  expect(hop).toBeTruthy();
  return hop!;
}

test.describe('trailing slash', () => {
  test('a path with a query is redirected (308) to the slash form with the query kept', async ({ page }) => {
    const response = await page.goto('/latest?team=7&sort=desc');
    const hop = await firstHop(response);
    expect(hop.status()).toBe(308);
    expect(hop.headers()['location']).toBe('/latest/?team=7&sort=desc');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL('/latest/?team=7&sort=desc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest');
  });

  test('a path without a query is redirected (308) to the slash form', async ({ page }) => {
    const response = await page.goto('/search');
    const hop = await firstHop(response);
    expect(hop.status()).toBe(308);
    expect(hop.headers()['location']).toBe('/search/');
    await expect(page).toHaveURL('/search/');
  });

  test('a locale-prefixed path keeps its locale and query through the redirect', async ({ page }) => {
    const response = await page.goto('/de/upcoming?day=today');
    const hop = await firstHop(response);
    expect(hop.status()).toBe(308);
    expect(hop.headers()['location']).toBe('/de/upcoming/?day=today');
    await expect(page).toHaveURL('/de/upcoming/?day=today');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('a nested dynamic path is redirected with an encoded query intact', async ({ page }) => {
    const response = await page.goto('/events/42?t=1%2C5&ref=a%20b');
    const hop = await firstHop(response);
    expect(hop.status()).toBe(308);
    await expect(page).toHaveURL('/events/42/?t=1%2C5&ref=a+b');
    expect(new URL(page.url()).searchParams.get('t')).toBe('1,5');
    expect(new URL(page.url()).searchParams.get('ref')).toBe('a b');
  });

  test('a bare locale root gets its slash too, keeping the query', async ({ page }) => {
    const response = await page.goto('/he?from=banner');
    const hop = await firstHop(response);
    expect(hop.status()).toBe(308);
    expect(hop.headers()['location']).toBe('/he/?from=banner');
    await expect(page).toHaveURL('/he/?from=banner');
  });

  test('the brand link of a localized page leads to the slash form of the locale root', async ({ page }) => {
    await page.goto('/he/live/');
    await page.getByRole('banner').getByRole('link', { name: 'Demo Sports', exact: true }).click();
    await expect(page).toHaveURL('/he/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  });

  test('a path that already ends with a slash is served without a redirect', async ({ page }) => {
    const response = await page.goto('/latest/?team=7');
    expect(response?.request().redirectedFrom()).toBeNull();
    expect(response?.status()).toBe(200);
  });
});
