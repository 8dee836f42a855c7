/**
 * Search (SPEC §2 /search, §5 date filters): a team's name finds its games; the filters live in the
 * URL, so the results survive a reload and can be shared.
 */
import { expect, test } from './support/test';
import { hydrated } from './support/browse';

test('a search for a team name finds its games and survives a reload', async ({ page }) => {
  await page.goto('/search/');
  await hydrated(page);
  const search = page.getByRole('main').getByRole('searchbox', { name: 'Search games, teams and leagues' });
  await search.fill('Metro Hawks');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(/\/search\/\?q=Metro\+Hawks$/);
  const results = page.getByRole('list', { name: 'Results for “Metro Hawks”' });
  await expect(results.getByRole('article').first()).toBeVisible();
  const titles = await results.getByRole('heading', { level: 3 }).allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.every((t) => t.includes('Metro Hawks'))).toBe(true);

  await page.reload();
  await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search games, teams and leagues' })).toHaveValue('Metro Hawks');
  await expect(page.getByRole('list', { name: 'Results for “Metro Hawks”' }).getByRole('heading', { level: 3 })).toHaveText(titles);
});

test('the date, sport and order filters go into the URL and the request', async ({ page }) => {
  await page.goto('/search/?q=vs');
  await hydrated(page);
  const request = page.waitForRequest((r) => r.url().endsWith('/api/event/list') && (r.postData() ?? '').includes('event_date'));
  await page.getByRole('combobox', { name: 'Date' }).selectOption('past_7_days');
  const body = JSON.parse((await request).postData() ?? '{}') as { filters: { event_date: string; search: string } };
  expect(body.filters.search).toBe('vs');
  const [start, end] = body.filters.event_date.split('~').map(Number);
  // SPEC §5: whole minutes plus one second, seven days apart.
  expect(start! % 60_000).toBe(1_000);
  expect(end! % 60_000).toBe(1_000);
  expect(end! - start!).toBe(7 * 24 * 60 * 60 * 1000);
  await expect(page).toHaveURL(/[?&]date=past_7_days/);

  await page.getByRole('combobox', { name: 'Order' }).selectOption('asc');
  await expect(page).toHaveURL(/[?&]order=asc/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Date' })).toHaveValue('past_7_days');
  await expect(page.getByRole('combobox', { name: 'Order' })).toHaveValue('asc');
});
