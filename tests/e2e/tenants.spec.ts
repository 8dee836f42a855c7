/** SPEC §1 tenants: the host name picks the customer configuration, which shows in name and theme. */
import { expect, test } from './support/test';
import { CLUB_URL, DEMO_URL, expectColorMode, SEEDED_TEAM_ID } from './support/portal';

test.use({ colorScheme: 'light' });

test('the demo tenant on localhost shows its own name, brand colour and the light theme', async ({ page }) => {
  await page.goto(`${DEMO_URL}/faq/`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Demo Sports', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/Demo Sports/);
  await expect(page.getByText('Northside Club TV')).toHaveCount(0);
  await expect(page.locator('html')).toHaveCSS('--brand', '#2563eb');
  await expectColorMode(page, 'light');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(244, 247, 252)');
  await expect(page.getByRole('combobox', { name: 'Colour mode' })).toBeVisible();
});

test('the club tenant on club.localhost shows its own name, brand colour and the dark theme', async ({ page }) => {
  await page.goto(`${CLUB_URL}/faq/`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Northside Club TV', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/Northside Club TV/);
  await expect(page.getByText('Demo Sports')).toHaveCount(0);
  await expect(page.locator('html')).toHaveCSS('--brand', '#c2410c');
});

test('the dark-only club tenant stays dark with a light OS and offers no colour mode choice', async ({ page }) => {
  await page.goto(`${CLUB_URL}/faq/`);
  await expectColorMode(page, 'dark');
  await expect(page.getByRole('combobox', { name: 'Colour mode' })).toHaveCount(0);
  // The page really is painted dark, not just labelled so.
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 22, 36)');
});

test('a stored light preference cannot lighten the dark-only club tenant', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('club-color-mode', 'light'));
  await page.goto(`${CLUB_URL}/latest/`);
  await expectColorMode(page, 'dark');
});

test('each tenant keeps its own configuration on the same path', async ({ page }) => {
  // Team pages are switched off for the club only (disable-team-page).
  expect((await page.goto(`${DEMO_URL}/team/${SEEDED_TEAM_ID}/`))?.status()).toBe(200);
  expect((await page.goto(`${CLUB_URL}/team/${SEEDED_TEAM_ID}/`))?.status()).toBe(404);
});
