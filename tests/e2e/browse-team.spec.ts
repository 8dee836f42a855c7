/** Team pages (SPEC §2 /team/{teamId}, guarded by disable-team-page). */
import { expect, test } from './support/test';
import { CLUB_URL, DEMO_URL } from './support/portal';

test('the team page shows the team and its games', async ({ page }) => {
  const res = await page.goto(`${DEMO_URL}/team/tm-metro-hawks/`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Metro Hawks');
  await expect(page.getByRole('link', { name: 'Metro Basketball League' })).toBeVisible();
  const games = page.getByRole('list', { name: 'Past games' }).getByRole('article');
  await expect(games.first()).toBeVisible();
  expect(await games.count()).toBeGreaterThan(0);
});

test('the team page of the tenant with team pages disabled is a 404', async ({ page }) => {
  // Chromium resolves *.localhost itself (Node's request client may not), so the browser asks.
  const res = await page.goto(`${CLUB_URL}/team/tm-metro-hawks/`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /team/tm-metro-hawks/');
});

test('the club tenant shows team names without links to team pages', async ({ page }) => {
  await page.goto(`${CLUB_URL}/league/lg-premier/`);
  const teams = page.getByRole('region', { name: 'Teams' }).getByRole('list', { name: 'Teams' });
  // The name is plain text; the follow button beside it names the team for screen readers only.
  await expect(teams.getByRole('listitem').filter({ hasText: 'NSU' }).first()).toBeVisible();
  await expect(teams.getByRole('link', { name: 'Sign in to follow NSU' })).toBeVisible();
  await expect(teams.locator('a[href*="/team/"]')).toHaveCount(0);
});
